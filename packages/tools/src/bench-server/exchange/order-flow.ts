import { CheckersExchange } from '@birzha/engine';

type View = CheckersExchange.View;
type FirmId = CheckersExchange.FirmId;
const { FIRMS, Reads } = CheckersExchange;

/** An order a scripted seat sent that its view does not show yet. */
export interface SentOrder {
  readonly side: 'buy' | 'sell';
  readonly firm: FirmId;
  readonly limit: number;
}

/** What a seat has sent that its view does not reflect yet: it must not spend the same cash or order twice. */
export interface InFlightOrders {
  readonly placing: readonly SentOrder[];
  /** Ids of the seat's own orders a cancel was sent for. */
  readonly cancelling: ReadonlySet<number>;
}

/** The session moves of a scripted seat (spec 7.1): one share at a time, always on its own account. */
export type SessionMove =
  | { type: 'order'; account: 'me'; side: 'buy' | 'sell'; firm: FirmId; qty: 1; limit: number }
  | { type: 'cancel'; orderId: number };

/** Of the placements, the share that sells a held share, and the share that buys at the best ask (a trade). */
export const SELL_SHARE = 0.25;
export const CROSS_SHARE = 0.1;
/** Resting buys go this many cr below the best ask (or the close) at most, so that they spread over a few levels. */
const SPREAD = 5;

const limitsOf = (orders: readonly { readonly limit: number }[]) => orders.map((o) => o.limit);

/**
 * The next message of a scripted seat in a session, as a market maker clicks: while fewer than `resting` of its orders
 * rest (or are on their way), it places one more; otherwise it cancels its oldest. A placement is a resting buy below
 * the best ask, a sell of a share it holds above its own bids, or now and then a buy at the best ask that trades.
 * Every choice is legal on the view (spec 7.2): cash and shares are free net of what is in flight, no order meets
 * one of the seat's own (SELF_TRADE), and the seat never has 20 orders open. Null when nothing legal is left.
 */
export function nextSessionMove(
  view: View,
  seat: number,
  inFlight: InFlightOrders,
  resting: number,
  random: () => number,
): SessionMove | null {
  const own = view.book.filter((o) => o.account === seat);
  const open = own.filter((o) => !inFlight.cancelling.has(o.id));
  const oldest = open[0];
  const cancel = oldest === undefined ? null : ({ type: 'cancel', orderId: oldest.id } as const);
  if (open.length + inFlight.placing.length >= resting) return cancel;
  return placement(view, seat, own, inFlight.placing, random) ?? cancel;
}

function placement(
  view: View,
  seat: number,
  own: View['book'],
  placing: readonly SentOrder[],
  random: () => number,
): SessionMove | null {
  const firm = FIRMS[Math.floor(random() * FIRMS.length)] as FirmId;
  // The seat's orders in this firm, resting (cancelled or not: a cancel may still be on its way) or in flight.
  const mine = [...own.filter((o) => o.firm === firm), ...placing.filter((o) => o.firm === firm)];
  const myLowestSell = Math.min(...limitsOf(mine.filter((o) => o.side === 'sell')));
  const myHighestBuy = Math.max(0, ...limitsOf(mine.filter((o) => o.side === 'buy')));
  const asks = view.book.filter((o) => o.firm === firm && o.side === 'sell');
  const bestAsk = Math.min(...limitsOf(asks));
  let cash = Reads.freeCash(view, seat);
  for (const o of placing) if (o.side === 'buy') cash -= o.limit;
  let shares = Reads.freeShares(view, seat, firm);
  for (const o of placing) if (o.side === 'sell' && o.firm === firm) shares--;
  const close = view.close[firm];
  const order = (side: 'buy' | 'sell', limit: number): SessionMove => ({
    type: 'order',
    account: 'me',
    side,
    firm,
    qty: 1,
    limit,
  });

  const roll = random();
  if (roll < SELL_SHARE && shares >= 1) {
    // Above every own bid, so it never meets one of them; it may meet someone else's bid, which is a trade.
    return order('sell', Math.max(myHighestBuy + 1, close + 1 + Math.floor(random() * SPREAD)));
  }
  // The best ask is someone else's when it is below the seat's own lowest ask.
  if (roll < SELL_SHARE + CROSS_SHARE && bestAsk < myLowestSell && bestAsk <= cash) return order('buy', bestAsk);
  const ceiling = Math.min(close, bestAsk - 1, myLowestSell - 1);
  const limit = Math.max(1, ceiling - Math.floor(random() * SPREAD));
  if (limit > ceiling || limit > cash) return null;
  return order('buy', limit);
}
