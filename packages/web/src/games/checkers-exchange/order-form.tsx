import { CheckersExchange } from '@birzha/engine';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendMove } from '../../table/use-send-move.ts';
import { ErrorNote } from '../../ui/error-note.tsx';
import { farFromLast } from './exchange-book.ts';
import { useAmounts } from './exchange-format.ts';
import { FormRefusal } from './form-refusal.tsx';
import { firmLabel } from './labels.ts';
import { NumberField, typedNumber } from './number-field.tsx';
import { checkMove, orderPreview, refusalOf, type OrderDraft } from './engine-check.ts';
import type { FirmId, View, ZoneProps } from './zone-props.ts';

const { Reads } = CheckersExchange;

/** The order form's fields as typed (numbers as text, so that an empty field stays empty). */
export interface FormDraft {
  readonly account: 'me' | FirmId;
  readonly side: 'buy' | 'sell';
  readonly firm: FirmId;
  readonly qty: string;
  readonly limit: string;
}

/** The draft as the order it would send. */
const sameDraft = (a: FormDraft, b: FormDraft): boolean =>
  a.account === b.account && a.side === b.side && a.firm === b.firm && a.qty === b.qty && a.limit === b.limit;

export const orderOf = (f: FormDraft): OrderDraft => ({ ...f, qty: typedNumber(f.qty), limit: typedNumber(f.limit) });

/**
 * What the order needs of the account's free cash or shares (spec 7.2's check: `qty × limit` cash for a buy, the
 * shares for a sell); 0 if unfit.
 */
function reserveOf(d: OrderDraft): { readonly cash: number; readonly shares: number } {
  const valid = Number.isInteger(d.qty) && d.qty > 0 && Number.isInteger(d.limit) && d.limit > 0;
  if (!valid) return { cash: 0, shares: 0 };
  return d.side === 'buy' ? { cash: d.qty * d.limit, shares: 0 } : { cash: 0, shares: d.qty };
}

/**
 * What stays reserved once the order is placed (spec 4 `freeCash`, `freeShares`), by the engine's own account of the
 * state it leads to: none of what trades at once, only the rest that rests in the book.
 */
function reservedAfter(view: View, after: View, account: number | FirmId, firm: FirmId) {
  const cash = (v: View) => Reads.cashOf(v, account) - Reads.freeCash(v, account);
  const shares = (v: View) => Reads.holdingsOf(v, account)[firm] - Reads.freeShares(v, account, firm);
  return { cash: cash(after) - cash(view), shares: shares(after) - shares(view) };
}

/**
 * Buying or selling the chosen firm's shares (spec 8.7; the firm is picked above the book) for my account or a firm
 * I direct: the side as two big buttons, quantity and price, what the order reserves against the account's free cash
 * and shares, what it would trade against now at the resting prices, a warning for a price far from the last one
 * (a slip of the finger; the order may still go), and spec 7.2's refusal in words before anything is sent (the send
 * button waits while one stands, and says so). The refusal and the trades are the engine's own `play` on a state
 * built from my view (engine-check.ts); the owners it cannot know are said to be hidden.
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
  const { cr, shares, num } = useAmounts();
  const { send: run, pending: sending, error } = useSendMove(send);
  const id = useId();
  const order = orderOf(draft);
  const { account: acc, side, firm: f, qty, limit } = order;
  const check = useMemo(
    () => checkMove(view, seat, { type: 'order', account: acc, side, firm: f, qty, limit }),
    [view, seat, acc, side, f, qty, limit],
  );
  // The draft just placed, until it is edited: the same order again would now be refused (its cash or shares are
  // reserved), and a red refusal right after a good order read as if it had failed.
  const [placed, setPlaced] = useState<FormDraft | null>(null);
  const justPlaced = placed !== null && sameDraft(placed, draft);
  const refusal = refusalOf(check);
  const account = draft.account === 'me' ? seat : draft.account;
  const accounts = Reads.controlledAccounts(view, seat);
  // accepted: what rests of it after the trades it makes at once; else what the check asks of the free cash
  const reserve = check.kind === 'accepted' ? reservedAfter(view, check.after, account, draft.firm) : reserveOf(order);
  const reserves = draft.side === 'buy' ? reserve.cash > 0 : reserve.shares > 0;
  const preview = check.kind === 'accepted' ? orderPreview(check.events) : null;
  const far = refusal === null ? farFromLast(view, draft.firm, order.limit) : null;
  const firm = firmLabel(draft.firm);
  const set = (patch: Partial<FormDraft>) => {
    setPlaced(null);
    onDraft({ ...draft, ...patch });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (refusal !== null || sending) return;
    void run([{ type: 'order', ...order }]).then((ok) => ok && setPlaced(draft));
  };
  const fills = (preview?.fills ?? [])
    .map((f) =>
      t(f.gov ? 'checkers-exchange.exchange.form.fillGov' : 'checkers-exchange.exchange.form.fill', {
        qty: num(f.qty),
        price: cr(f.price),
      }),
    )
    .join(', ');
  const refusalId = `${id}-refusal`;
  const farId = `${id}-far`;
  return (
    <form
      className={`ce-x-form ce-x-form--${draft.side}`}
      data-testid="ce-order-form"
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
    >
      <h3 id={`${id}-title`}>{t('checkers-exchange.exchange.form.title', { firm })}</h3>
      <div className="ce-x-sides" role="group" aria-label={t('checkers-exchange.exchange.form.side')}>
        {(['buy', 'sell'] as const).map((side) => (
          <button
            key={side}
            type="button"
            className={`ce-x-side ce-x-side--${side}`}
            aria-pressed={draft.side === side}
            data-testid={`ce-order-side-${side}`}
            onClick={() => set({ side })}
          >
            {t(`checkers-exchange.exchange.form.${side}`)}
          </button>
        ))}
      </div>
      <div className="ce-x-fields">
        {accounts.length > 1 && (
          <label className="field ce-x-fields__wide">
            <span>{t('checkers-exchange.exchange.form.account')}</span>
            <select
              data-testid="ce-order-account"
              value={draft.account}
              onChange={(e) => set({ account: e.target.value as FormDraft['account'] })}
            >
              {accounts.map((a) =>
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
        )}
        <NumberField
          label={t('checkers-exchange.exchange.form.qty')}
          testId="ce-order-qty"
          value={draft.qty}
          onChange={(qty) => set({ qty })}
        />
        <NumberField
          label={t('checkers-exchange.exchange.form.limit')}
          testId="ce-order-limit"
          value={draft.limit}
          onChange={(limit) => set({ limit })}
          hint={t('checkers-exchange.exchange.form.limitHint')}
          {...(far === null ? {} : { describedBy: farId })}
        />
      </div>
      <div aria-live="polite">
        {far !== null && (
          <p className="ce-warning" id={farId} data-testid="ce-order-far">
            {t(
              far.share > 0 ? 'checkers-exchange.exchange.form.farAbove' : 'checkers-exchange.exchange.form.farBelow',
              {
                pct: t('checkers-exchange.exchange.form.pct', { n: num(Math.round(Math.abs(far.share) * 100)) }),
                ref: t(
                  far.traded ? 'checkers-exchange.exchange.form.refTrade' : 'checkers-exchange.exchange.form.refClose',
                  { price: cr(far.last) },
                ),
              },
            )}
          </p>
        )}
      </div>
      {justPlaced && (
        <p className="ce-placed" role="status" data-testid="ce-order-placed">
          {t('checkers-exchange.exchange.form.placed')}
        </p>
      )}
      <FormRefusal refusal={justPlaced ? null : refusal} testId="ce-order-refusal" id={refusalId} />
      <button
        type="submit"
        className={`btn btn--primary ce-x-send ce-x-send--${draft.side}`}
        data-testid="ce-order-send"
        disabled={refusal !== null || sending}
        aria-describedby={refusal !== null && !justPlaced ? refusalId : `${id}-facts`}
      >
        {sending
          ? t('checkers-exchange.exchange.form.sending')
          : draft.side === 'buy'
            ? t('checkers-exchange.exchange.form.sendBuy')
            : t('checkers-exchange.exchange.form.sendSell')}
      </button>
      <div className="ce-x-facts" id={`${id}-facts`} data-testid="ce-order-facts">
        <p>
          {reserves && (
            <>
              {draft.side === 'buy'
                ? t('checkers-exchange.exchange.form.reserveCash', { amount: cr(reserve.cash) })
                : t('checkers-exchange.exchange.form.reserveShares', { shares: shares(reserve.shares), firm })}{' '}
            </>
          )}
          {t('checkers-exchange.exchange.form.free', {
            amount: cr(Reads.freeCash(view, account)),
            shares: shares(Reads.freeShares(view, account, draft.firm)),
            firm,
          })}
        </p>
        {check.kind === 'accepted' && preview !== null && (
          <p data-testid="ce-order-preview">
            {preview.filled === 0
              ? t('checkers-exchange.exchange.form.noCross')
              : t('checkers-exchange.exchange.form.now', {
                  fills,
                  shares: shares(preview.filled),
                  amount: cr(preview.amount),
                })}
            {preview.filled > 0 && preview.rest > 0 && (
              <> {t('checkers-exchange.exchange.form.rest', { qty: num(preview.rest), price: cr(order.limit) })}</>
            )}
            {check.hiddenParties && preview.fills.some((x) => x.hidden) && (
              <> {t('checkers-exchange.exchange.form.hiddenParties')}</>
            )}
            {check.dependsOnHidden && <> {t('checkers-exchange.exchange.form.hidden')}</>}
          </p>
        )}
      </div>
      <ErrorNote error={error} testId="ce-order-error" />
    </form>
  );
}
