import type { OrderDraft } from './order-check.ts';
import type { View } from './zone-props.ts';

/** One trade the draft would make at once against a resting order (spec 8.7 step 2). */
export interface PreviewFill {
  readonly orderId: number;
  readonly qty: number;
  /** The resting order's limit: trades happen at the resting price. */
  readonly price: number;
  /** Whether the resting order is the State's ask. */
  readonly gov: boolean;
}

/** What an order would do now: its immediate trades, their money, and what rests in the book. */
export interface OrderPreview {
  readonly fills: readonly PreviewFill[];
  readonly filled: number;
  /** Σ qty × price of the fills. */
  readonly amount: number;
  readonly rest: number;
}

/**
 * The resting orders the draft crosses, met best price first and earlier id first among equal prices, each at its
 * own limit (spec 8.7 step 2), as far as the draft's quantity goes. Quantities that are not positive integers give
 * nothing.
 */
export function previewOrder(view: View, d: OrderDraft): OrderPreview {
  const buy = d.side === 'buy';
  const ok = Number.isInteger(d.qty) && d.qty > 0 && Number.isInteger(d.limit) && d.limit > 0;
  if (!ok) return { fills: [], filled: 0, amount: 0, rest: 0 };
  const crossing = view.book
    .filter((o) => o.firm === d.firm && o.side !== d.side && (buy ? o.limit <= d.limit : o.limit >= d.limit))
    .sort((a, b) => (buy ? a.limit - b.limit : b.limit - a.limit) || a.id - b.id);
  const fills: PreviewFill[] = [];
  let left = d.qty;
  let amount = 0;
  for (const o of crossing) {
    if (left === 0) break;
    const qty = Math.min(left, o.qty);
    fills.push({ orderId: o.id, qty, price: o.limit, gov: o.account === 'gov' });
    amount += qty * o.limit;
    left -= qty;
  }
  return { fills, filled: d.qty - left, amount, rest: left };
}

/** What the order reserves while it rests (spec 4): cash `qty × limit` for a buy, the shares for a sell. */
export function orderReserve(d: OrderDraft): { readonly cash: number; readonly shares: number } {
  const valid = Number.isInteger(d.qty) && d.qty > 0 && Number.isInteger(d.limit) && d.limit > 0;
  if (!valid) return { cash: 0, shares: 0 };
  return d.side === 'buy' ? { cash: d.qty * d.limit, shares: 0 } : { cash: 0, shares: d.qty };
}
