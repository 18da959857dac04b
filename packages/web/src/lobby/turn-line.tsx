import type { TableSummary } from '@birzha/protocol';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { durationText } from '../ui/durations.ts';
import { seatLabel } from './seat-label.ts';
import { isMyOwnSeat, mustAct } from './use-my-turns.ts';

/**
 * Each seat's time left at a turn-based match (ms), by the summary: its bank, and for the seat whose bank the running
 * period spends (`turn.spends`: a decision in sequence; not the last seat of a simultaneous phase) that bank less the
 * time since the turn began. Null for a live match.
 */
export function banksNow(table: TableSummary, now: number): number[] | null {
  if (table.banks === undefined) return null;
  const turn = table.turn ?? null;
  const running = turn?.spends;
  return table.banks.map((bank, seat) =>
    seat === running && turn !== null ? Math.max(0, bank - Math.max(0, now - turn.since)) : bank,
  );
}

/** Whose turn a playing match is: "Ваш ход", "Ход: Аня", "Ходят 3 игрока", "Ваш ход и ещё 1 игрок". */
export function whoseTurnText(table: TableSummary, userId: string, t: TFunction): string | null {
  const turn = table.turn ?? null;
  if (table.status !== 'playing' || turn === null || turn.seats.length === 0) return null;
  const mine = turn.seats.filter((seat) => table.seats.some((s) => s.seat === seat && isMyOwnSeat(s, userId)));
  const others = turn.seats.length - mine.length;
  if (mine.length > 0) return others === 0 ? t('turns.yourTurn') : t('turns.youAndOthers', { count: others });
  if (turn.seats.length === 1) {
    const s = table.seats.find((x) => x.seat === turn.seats[0]);
    return t('turns.seatTurn', { name: s === undefined ? '?' : seatLabel(s, t) });
  }
  return t('turns.manyToAct', { count: turn.seats.length });
}

/**
 * A playing match's line in "My matches": whose turn it is and since when ("Ваш ход · уже 5 ч"), and at a
 * turn-based match my time left and the others'.
 */
export function TurnLine({ table, userId, now }: { table: TableSummary; userId: string; now: number }) {
  const { t } = useTranslation();
  const who = whoseTurnText(table, userId, t);
  if (who === null) return null;
  const turn = table.turn ?? null;
  const banks = banksNow(table, now);
  const acting = new Set(turn?.seats ?? []);
  return (
    <div className="turn-line" data-testid="turn-line">
      <span className={`turn-line__who${mustAct(table, userId) ? ' is-mine' : ''}`}>{who}</span>
      {turn !== null && (
        <span className="muted"> · {t('turns.since', { time: durationText(now - turn.since, t) })}</span>
      )}
      {banks !== null && (
        <ul className="turn-line__banks" aria-label={t('turns.banks')}>
          {table.seats.map((s) => {
            const left = banks[s.seat];
            if (left === undefined) return null;
            const time = durationText(left, t);
            return (
              <li key={s.seat} className={acting.has(s.seat) ? 'is-acting' : undefined} data-seat={s.seat}>
                {isMyOwnSeat(s, userId)
                  ? t('turns.myBank', { time })
                  : t('turns.bankOf', { name: seatLabel(s, t), time })}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
