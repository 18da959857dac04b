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
    const out = [...byPrice].map(([price, l]) => ({ price, ...l }));
    return out.sort((a, b) => (side === 'sell' ? a.price - b.price : b.price - a.price));
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
