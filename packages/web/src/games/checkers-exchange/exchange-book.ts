import { CheckersExchange } from '@birzha/engine';
import type { FirmId, View } from './zone-props.ts';

const { Reads } = CheckersExchange;

/** One price level of one side of a firm's book (spec 8.7: depth is public, owners are not). */
export interface Level {
  readonly price: number;
  /** Total quantity resting at this price. */
  readonly qty: number;
  /** How many orders rest at this price. */
  readonly orders: number;
  /** The part of `qty` that is the State's ask (spec 8.8: always shown as the State's). */
  readonly gov: number;
  /** The part of `qty` in orders of accounts the viewer controls. */
  readonly mine: number;
  /** The quantity of this level and of every better one on its side: what an order at this price would meet. */
  readonly cum: number;
}

/** A firm's book aggregated by price: asks lowest first, bids highest first (best first on both sides). */
export interface Depth {
  readonly asks: readonly Level[];
  readonly bids: readonly Level[];
}

/** A firm's book by price level, the viewer's own orders and the State's counted apart (spec 10). */
export function depthOf(view: View, seat: number | null, firm: FirmId): Depth {
  const levels = (side: 'buy' | 'sell'): Level[] => {
    const byPrice = new Map<number, { qty: number; orders: number; gov: number; mine: number }>();
    for (const o of view.book) {
      if (o.firm !== firm || o.side !== side) continue;
      const l = byPrice.get(o.limit) ?? { qty: 0, orders: 0, gov: 0, mine: 0 };
      l.qty += o.qty;
      l.orders += 1;
      if (o.account === 'gov') l.gov += o.qty;
      else if (isMine(view, seat, o.account)) l.mine += o.qty;
      byPrice.set(o.limit, l);
    }
    const sorted = [...byPrice].sort(([a], [b]) => (side === 'sell' ? a - b : b - a));
    let cum = 0;
    return sorted.map(([price, l]) => {
      cum += l.qty;
      return { price, ...l, cum };
    });
  };
  return { asks: levels('sell'), bids: levels('buy') };
}

/** Whether an order's account is one the viewer controls (its own or a firm it directs); a spectator has none. */
export function isMine(view: View, seat: number | null, account: View['book'][number]['account']): boolean {
  return seat !== null && account !== null && account !== 'gov' && Reads.controls(view, seat, account);
}

/** A firm's quote: best bid and ask now, and the last price (this session's last trade, else the close). */
export interface Quote {
  readonly bid: number | null;
  readonly ask: number | null;
  readonly last: number;
  /** Whether `last` is a trade of this session (else it is the previous close, spec 8.9). */
  readonly traded: boolean;
}

/** The quote of a firm from the view's book and tape. */
export function quoteOf(view: View, firm: FirmId): Quote {
  let bid: number | null = null;
  let ask: number | null = null;
  for (const o of view.book) {
    if (o.firm !== firm) continue;
    if (o.side === 'buy' && (bid === null || o.limit > bid)) bid = o.limit;
    if (o.side === 'sell' && (ask === null || o.limit < ask)) ask = o.limit;
  }
  const trades = view.tape.filter((t) => t.firm === firm);
  const lastTrade = trades[trades.length - 1];
  return { bid, ask, last: lastTrade?.price ?? view.close[firm], traded: lastTrade !== undefined };
}

/** The open orders of every account the viewer controls, oldest first (spec 7.2 `cancel`: only these). */
export function myOrders(view: View, seat: number | null): View['book'] {
  return view.book.filter((o) => isMine(view, seat, o.account));
}

type Trade = View['tape'][number];

/**
 * The side that came in and met the book in a trade (the aggressor): the newer of its two orders, since a trade
 * happens when an incoming order crosses a resting one (spec 8.7 step 2) and order ids only grow (spec 4).
 */
export function aggressorOf(trade: Trade): 'buy' | 'sell' {
  return trade.buyOrder > trade.sellOrder ? 'buy' : 'sell';
}

/** Whether one side of a trade is an account the viewer controls (only those, and the State, are named, spec 10). */
export function isMyTrade(view: View, seat: number | null, trade: Trade): boolean {
  return isMine(view, seat, trade.buyer) || isMine(view, seat, trade.seller);
}

/**
 * How far from the last price (this session's last trade, else the close) a price may be before the order form warns:
 * a price a third away is more likely a slip of the finger than a plan. A warning only: the order may still go.
 */
export const FAR_FROM_LAST = 1 / 3;

/** A limit far from the firm's last price: that price and the distance as a signed share of it; null when near. */
export function farFromLast(
  view: View,
  firm: FirmId,
  limit: number,
): { readonly last: number; readonly traded: boolean; readonly share: number } | null {
  if (!Number.isInteger(limit) || limit <= 0) return null;
  const q = quoteOf(view, firm);
  const share = (limit - q.last) / q.last;
  return Math.abs(share) > FAR_FROM_LAST ? { last: q.last, traded: q.traded, share } : null;
}
