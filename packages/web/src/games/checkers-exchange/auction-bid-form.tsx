import { CheckersExchange } from '@birzha/engine';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendMove } from '../../table/use-send-move.ts';
import { ErrorNote } from '../../ui/error-note.tsx';
import { checkMove, refusalOf, type BidDraft } from './engine-check.ts';
import { useAmounts } from './exchange-format.ts';
import { FormRefusal } from './form-refusal.tsx';
import { firmLabel } from './labels.ts';
import { NumberField, typedNumber } from './number-field.tsx';
import type { FirmId, View, ZoneProps } from './zone-props.ts';

const { AUCTION, FIRMS, Reads } = CheckersExchange;

/**
 * A sealed bid of the opening auction (spec 8.6): firm, 1..20 shares, a price of at least the reserve; the cash it
 * reserves against my free cash, and spec 7.2's refusal in words before sending: the engine's own `play` on a state
 * built from my view (engine-check.ts). What the bid wins depends on the others' sealed bids, which the form says.
 */
export function BidForm({ view, seat, send }: { view: View; seat: number; send: NonNullable<ZoneProps['send']> }) {
  const { t } = useTranslation();
  const { cr } = useAmounts();
  const { send: run, pending: sending, error } = useSendMove(send);
  const id = useId();
  const [firm, setFirm] = useState<FirmId>('w1');
  const [qty, setQty] = useState('1');
  const [price, setPrice] = useState(String(AUCTION.reserve));
  const bid: BidDraft = { firm, qty: typedNumber(qty), price: typedNumber(price) };
  const check = useMemo(
    () => checkMove(view, seat, { type: 'bid', firm: bid.firm, qty: bid.qty, price: bid.price }),
    [view, seat, bid.firm, bid.qty, bid.price],
  );
  const refusal = refusalOf(check);
  const amount = Number.isInteger(bid.qty * bid.price) ? bid.qty * bid.price : 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (refusal !== null || sending) return;
    void run([{ type: 'bid', ...bid }]);
  };
  return (
    <form className="ce-x-form" data-testid="ce-bid-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('checkers-exchange.exchange.auction.form')}</h3>
      <div className="ce-x-fields ce-x-fields--bid">
        <label className="field">
          <span>{t('checkers-exchange.exchange.auction.firm')}</span>
          <select data-testid="ce-bid-firm" value={firm} onChange={(e) => setFirm(e.target.value as FirmId)}>
            {FIRMS.map((f) => (
              <option key={f} value={f}>
                {firmLabel(f)}
              </option>
            ))}
          </select>
        </label>
        <NumberField
          label={t('checkers-exchange.exchange.auction.qty')}
          testId="ce-bid-qty"
          value={qty}
          onChange={setQty}
        />
        <NumberField
          label={t('checkers-exchange.exchange.auction.price')}
          testId="ce-bid-price"
          value={price}
          onChange={setPrice}
        />
      </div>
      <p className="ce-x-facts" data-testid="ce-bid-facts">
        {t('checkers-exchange.exchange.auction.reserve', {
          amount: cr(amount),
          free: cr(Reads.freeCash(view, seat)),
        })}{' '}
        {t('checkers-exchange.exchange.auction.outcome')}
      </p>
      <FormRefusal refusal={refusal} testId="ce-bid-refusal" id={`${id}-refusal`} />
      <div className="row">
        <button
          type="submit"
          className="btn btn--primary"
          data-testid="ce-bid-send"
          disabled={refusal !== null || sending}
          aria-describedby={refusal !== null ? `${id}-refusal` : undefined}
        >
          {sending ? t('checkers-exchange.exchange.form.sending') : t('checkers-exchange.exchange.auction.send')}
        </button>
      </div>
      <ErrorNote error={error} testId="ce-bid-error" />
    </form>
  );
}
