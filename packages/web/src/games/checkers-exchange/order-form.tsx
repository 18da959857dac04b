import { CheckersExchange } from '@birzha/engine';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../ui/error-note.tsx';
import { useAmounts } from './exchange-format.ts';
import { useMoveSender } from './exchange-send.ts';
import { FormRefusal } from './form-refusal.tsx';
import { firmLabel } from './labels.ts';
import { NumberField, typedNumber } from './number-field.tsx';
import { draftAccount, orderRefusal, type OrderDraft } from './order-check.ts';
import { orderReserve, previewOrder } from './order-preview.ts';
import type { FirmId, View, ZoneProps } from './zone-props.ts';

const { FIRMS, LIMITS, Reads } = CheckersExchange;

/** The order form's fields as typed (numbers as text, so that an empty field stays empty). */
export interface FormDraft {
  readonly account: 'me' | FirmId;
  readonly side: 'buy' | 'sell';
  readonly firm: FirmId;
  readonly qty: string;
  readonly limit: string;
}

/** The draft as the order it would send. */
export const orderOf = (f: FormDraft): OrderDraft => ({ ...f, qty: typedNumber(f.qty), limit: typedNumber(f.limit) });

/**
 * Buying or selling (spec 8.7) for my account or a firm I direct: what the order reserves, the account's free cash
 * and shares, what it would trade against now at the resting prices, and spec 7.2's refusal in words before anything
 * is sent (the send button waits while one stands).
 */
export function OrderForm({
  view,
  seat,
  send,
  draft,
  onDraft,
}: {
  view: View;
  seat: number;
  send: NonNullable<ZoneProps['send']>;
  draft: FormDraft;
  onDraft: (d: FormDraft) => void;
}) {
  const { t } = useTranslation();
  const { cr, shares } = useAmounts();
  const { run, sending, error } = useMoveSender(send);
  const id = useId();
  const order = orderOf(draft);
  const refusal = orderRefusal(view, seat, order);
  const account = draftAccount(seat, draft.account);
  const reserve = orderReserve(order);
  const preview = previewOrder(view, order);
  const firm = firmLabel(draft.firm);
  const set = (patch: Partial<FormDraft>) => onDraft({ ...draft, ...patch });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (refusal !== null || sending) return;
    run({ type: 'order', ...order });
  };
  const fills = preview.fills
    .map((f) =>
      t(f.gov ? 'checkers-exchange.exchange.form.fillGov' : 'checkers-exchange.exchange.form.fill', {
        qty: f.qty,
        price: cr(f.price),
      }),
    )
    .join(', ');
  return (
    <form className="ce-x-form" data-testid="ce-order-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('checkers-exchange.exchange.form.title')}</h3>
      <div className="ce-x-fields">
        <label className="field">
          <span>{t('checkers-exchange.exchange.form.account')}</span>
          <select
            data-testid="ce-order-account"
            value={draft.account}
            onChange={(e) => set({ account: e.target.value as FormDraft['account'] })}
          >
            {Reads.controlledAccounts(view, seat).map((a) =>
              typeof a === 'number' ? (
                <option key="me" value="me">
                  {t('checkers-exchange.exchange.form.me')}
                </option>
              ) : (
                <option key={a} value={a}>
                  {t('checkers-exchange.exchange.form.firmAccount', { firm: firmLabel(a) })}
                </option>
              ),
            )}
          </select>
        </label>
        <label className="field">
          <span>{t('checkers-exchange.exchange.form.side')}</span>
          <select
            data-testid="ce-order-side"
            value={draft.side}
            onChange={(e) => set({ side: e.target.value as FormDraft['side'] })}
          >
            <option value="buy">{t('checkers-exchange.exchange.form.buy')}</option>
            <option value="sell">{t('checkers-exchange.exchange.form.sell')}</option>
          </select>
        </label>
        <label className="field">
          <span>{t('checkers-exchange.exchange.form.firm')}</span>
          <select
            data-testid="ce-order-firm"
            value={draft.firm}
            onChange={(e) => set({ firm: e.target.value as FirmId })}
          >
            {FIRMS.map((f) => (
              <option key={f} value={f}>
                {firmLabel(f)}
              </option>
            ))}
          </select>
        </label>
        <NumberField
          label={t('checkers-exchange.exchange.form.qty')}
          testId="ce-order-qty"
          value={draft.qty}
          onChange={(qty) => set({ qty })}
          min={1}
          max={LIMITS.orderQtyMax}
        />
        <NumberField
          label={t('checkers-exchange.exchange.form.limit')}
          testId="ce-order-limit"
          value={draft.limit}
          onChange={(limit) => set({ limit })}
          min={1}
          max={LIMITS.priceMax}
          hint={t('checkers-exchange.exchange.form.limitHint')}
        />
      </div>
      <div className="ce-x-facts" data-testid="ce-order-facts">
        <p>
          {draft.side === 'buy'
            ? t('checkers-exchange.exchange.form.reserveCash', { amount: cr(reserve.cash) })
            : t('checkers-exchange.exchange.form.reserveShares', { shares: shares(reserve.shares), firm })}{' '}
          {t('checkers-exchange.exchange.form.free', {
            amount: cr(Reads.freeCash(view, account)),
            shares: shares(Reads.freeShares(view, account, draft.firm)),
            firm,
          })}
        </p>
        {refusal === null && (
          <p data-testid="ce-order-preview">
            {preview.filled === 0
              ? t('checkers-exchange.exchange.form.noCross')
              : t('checkers-exchange.exchange.form.now', {
                  fills,
                  shares: shares(preview.filled),
                  amount: cr(preview.amount),
                })}
            {preview.filled > 0 && preview.rest > 0 && (
              <> {t('checkers-exchange.exchange.form.rest', { qty: preview.rest, price: cr(order.limit) })}</>
            )}
          </p>
        )}
      </div>
      <FormRefusal refusal={refusal} testId="ce-order-refusal" />
      <div className="row">
        <button
          type="submit"
          className={`btn btn--primary ce-x-send ce-x-send--${draft.side}`}
          data-testid="ce-order-send"
          disabled={refusal !== null || sending}
        >
          {draft.side === 'buy'
            ? t('checkers-exchange.exchange.form.sendBuy')
            : t('checkers-exchange.exchange.form.sendSell')}
        </button>
      </div>
      <ErrorNote error={error} testId="ce-order-error" />
    </form>
  );
}
