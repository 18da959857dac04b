import { CheckersExchange } from '@birzha/engine';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendMove } from '../../table/use-send-move.ts';
import { ErrorNote } from '../../ui/error-note.tsx';
import { checkMove, refusalOf } from './engine-check.ts';
import { refusalText, useAmounts } from './exchange-format.ts';
import { NumberField, typedNumber } from './number-field.tsx';
import type { ZoneProps } from './zone-props.ts';

/**
 * Personal cash to another active seat (spec 7.1 `transfer`), up to my free cash. The button waits while the engine
 * would refuse the transfer (spec 7.2: BAD_AMOUNT, INSUFFICIENT_CASH, or any other code, in the exchange's words) and
 * says why next to it.
 */
export function TransferForm({
  view,
  seat,
  names,
  send,
}: Pick<ZoneProps, 'view' | 'names' | 'send'> & { seat: number }) {
  const { t } = useTranslation();
  const id = useId();
  const { send: run, pending: sending, error } = useSendMove(send);
  const { cr } = useAmounts();
  const others = CheckersExchange.Reads.activeSeats(view).filter((s) => s !== seat);
  const [to, setTo] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const target = to !== null && others.includes(to) ? to : (others[0] ?? null);
  const value = typedNumber(amount);
  // spec 7.2's verdict is the engine's own play on my view (engine-check.ts), said here in the form's words
  const refusal = useMemo(
    () => (target === null ? null : refusalOf(checkMove(view, seat, { type: 'transfer', to: target, amount: value }))),
    [view, seat, target, value],
  );
  if (target === null) return null;
  const free = CheckersExchange.Reads.freeCash(view, seat);
  const why =
    amount.trim() === ''
      ? t('checkers-exchange.status.transfer.why.empty')
      : refusal === null
        ? null
        : refusal.code === 'BAD_AMOUNT'
          ? t('checkers-exchange.status.transfer.why.whole')
          : refusal.code === 'INSUFFICIENT_CASH'
            ? t('checkers-exchange.status.transfer.why.tooMuch', { free: cr(free) })
            : refusalText(refusal, t, cr);
  const valid = why === null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!valid) return;
    setDone(null);
    void run([{ type: 'transfer', to: target, amount: value }]).then((accepted) => {
      if (!accepted) return;
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
      <NumberField
        label={t('checkers-exchange.status.transfer.amount', { free: cr(free) })}
        testId="ce-transfer-amount"
        value={amount}
        onChange={setAmount}
      />
      {why !== null && (
        <p className="muted" id={`${id}-why`} data-testid="ce-transfer-why">
          {why}
        </p>
      )}
      <button
        type="submit"
        className="btn"
        disabled={sending || !valid}
        aria-describedby={why === null ? undefined : `${id}-why`}
        data-testid="ce-transfer-submit"
      >
        {sending ? t('checkers-exchange.status.transfer.sending') : t('checkers-exchange.status.transfer.submit')}
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
