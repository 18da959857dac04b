import { CheckersExchange } from '@birzha/engine';
import { fieldRefusal, phaseRefusal, type Refusal } from './order-check.ts';
import type { FirmId, View } from './zone-props.ts';

const { AUCTION, LIMITS, Reads } = CheckersExchange;

/** A sealed bid as the form holds it (NaN for an empty field). */
export interface BidDraft {
  readonly firm: FirmId;
  readonly qty: number;
  readonly price: number;
}

/**
 * What `play` would answer to this bid of `seat`, read from its view: the field codes (qty 1..20, price 1..99 999),
 * the phase, then spec 7.2's `bid` row (BELOW_RESERVE, TOO_MANY_ORDERS, INSUFFICIENT_CASH); null when accepted. The
 * view holds only the seat's own bids (spec 10), which are all that its free cash and its count depend on.
 */
export function bidRefusal(view: View, seat: number, d: BidDraft): Refusal | null {
  const field = fieldRefusal(d.qty, d.price, AUCTION.maxBidQty);
  if (field !== null) return field;
  const phase = phaseRefusal(view, seat, 'auction');
  if (phase !== null) return phase;
  if (d.price < AUCTION.reserve) return { code: 'BELOW_RESERVE', detail: { reserve: AUCTION.reserve } };
  const open = view.bids.filter((b) => b.seat === seat).length;
  if (open >= LIMITS.openOrdersMax) return { code: 'TOO_MANY_ORDERS', detail: { max: LIMITS.openOrdersMax } };
  const free = Reads.freeCash(view, seat);
  if (d.qty * d.price > free) return { code: 'INSUFFICIENT_CASH', detail: { free, need: d.qty * d.price } };
  return null;
}
