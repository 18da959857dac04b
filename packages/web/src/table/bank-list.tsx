import type { TableInfo } from './use-table.ts';
import { useTranslation } from 'react-i18next';
import { durationText } from '../ui/durations.ts';

/**
 * Each player's time bank at a turn-based table, folded under one line: the banks as the table summary gives them, and
 * for the seat whose bank the running period spends (the server's `turn.spends`: a decision in sequence) the running
 * clock's time left. A simultaneous phase spends no bank, even when one seat is left to act in it. Nothing for a live
 * table.
 */
export function BankList({
  table,
  seat,
  toAct,
  left,
  names,
}: {
  table: TableInfo;
  /** My seat when I hold it myself, else null. */
  seat: number | null;
  toAct: readonly number[];
  /** The running period's time left (ms), or null. */
  left: number | null;
  names: readonly string[];
}) {
  const { t } = useTranslation();
  const banks = table.banks;
  if (banks === undefined || banks.length === 0) return null;
  const spends = table.turn?.spends;
  const running = spends !== undefined && toAct.includes(spends) ? spends : undefined;
  const leftOf = (s: number) => (s === running && left !== null ? left : (banks[s] ?? 0));
  const mine = seat === null ? null : banks[seat] === undefined ? null : durationText(leftOf(seat), t);
  return (
    <details className="table-status__banks" data-testid="table-status-banks">
      <summary>
        {t('turns.banks')}
        {mine !== null && <>: {t('turns.myBank', { time: mine })}</>}
      </summary>
      <ul>
        {banks.map((_, s) => (
          <li key={s} data-seat={s} className={toAct.includes(s) ? 'is-acting' : undefined}>
            {s === seat
              ? t('turns.myBank', { time: durationText(leftOf(s), t) })
              : t('turns.bankOf', { name: names[s] ?? `#${s + 1}`, time: durationText(leftOf(s), t) })}
            {s === running && left !== null && <span className="muted"> · {t('turns.running')}</span>}
          </li>
        ))}
      </ul>
    </details>
  );
}
