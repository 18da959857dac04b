import { CheckersExchange } from '@birzha/engine';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../ui/error-note.tsx';
import { useSendMoves } from './banner-use-send.ts';
import type { ZoneProps } from './zone-props.ts';
import { useAmounts } from './exchange-format.ts';

/** Personal cash to another active seat (spec 7.1 `transfer`), up to my free cash. */
export function TransferForm({
  view,
  seat,
  names,
  send,
}: Pick<ZoneProps, 'view' | 'names' | 'send'> & { seat: number }) {
  const { t } = useTranslation();
  const id = useId();
  const { run, sending, error } = useSendMoves(send);
  const { cr } = useAmounts();
  const others = CheckersExchange.Reads.activeSeats(view).filter((s) => s !== seat);
  const [to, setTo] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const target = to !== null && others.includes(to) ? to : (others[0] ?? null);
  if (target === null) return null;
  const free = CheckersExchange.Reads.freeCash(view, seat);
  const value = Number(amount);
  const valid = Number.isInteger(value) && value >= 1 && value <= free;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    setDone(null);
    run([{ type: 'transfer', to: target, amount: value }], () => {
      setAmount('');
      setDone(
        t('checkers-exchange.status.transfer.done', { amount: cr(value), name: names[target] ?? `#${target + 1}` }),
      );
    });
  };
  return (
    <form className="ce-form" onSubmit={submit} data-testid="ce-transfer-form" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('checkers-exchange.status.transfer.title')}</h3>
      <p className="muted">{t('checkers-exchange.status.transfer.help')}</p>
      <label className="field">
        <span>{t('checkers-exchange.status.transfer.to')}</span>
        <select value={target} onChange={(e) => setTo(Number(e.target.value))} data-testid="ce-transfer-to">
          {others.map((s) => (
            <option key={s} value={s}>
              {names[s] ?? `#${s + 1}`}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('checkers-exchange.status.transfer.amount', { free: cr(free) })}</span>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={free}
          step={1}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          data-testid="ce-transfer-amount"
        />
      </label>
      <button type="submit" className="btn" disabled={sending || !valid} data-testid="ce-transfer-submit">
        {t('checkers-exchange.status.transfer.submit')}
      </button>
      {done !== null && (
        <p role="status" data-testid="ce-transfer-done">
          {done}
        </p>
      )}
      <ErrorNote error={error} />
    </form>
  );
}
