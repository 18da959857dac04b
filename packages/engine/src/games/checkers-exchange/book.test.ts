import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../testing/deep-freeze.ts';
import { freeCash } from './accounts.ts';
import { bestAsk, bestBid, cancelWhere, orderViolation, placeOrder } from './book.ts';
import { accept, buy, cancel, reject, sell } from './testing/market.ts';
import { closeSession } from './session.ts';
import { V12, V13 } from './testing/positions.ts';
import { playOn, tableStep } from './testing/state.ts';
import type { Event, State } from './types.ts';

const trades = (events: readonly Event[]) =>
  events.filter((e) => e.type === 'trade').map((e) => (e.type === 'trade' ? [e.qty, e.price] : []));

/** V12 after step 1: year-1 income paid (seat 0 fee 40 + dividend 36, seat 1 +24, gov +60), the session open. */
function v12Session(): State {
  const step = playOn(tableStep({ players: 3, ...V12 }).state, 1, 'h6-g5');
  if (!step.ok) throw new Error(step.error.code);
  return step.value.state;
}

describe('order book (spec 8.7, V12 steps 2-8)', () => {
  it('treasury sale, SELF_TRADE with the firm, cross-holding cap, own shares, NOT_DIRECTOR', () => {
    let s = v12Session();
    expect(s.book.map((o) => [o.id, o.firm, o.qty, o.limit])).toEqual([
      [1, 'w1', 5, 10],
      [2, 'w2', 5, 15],
      [3, 'w3', 5, 10],
      [4, 'w4', 5, 15],
      [5, 'b1', 5, 10],
      [6, 'b2', 5, 10],
      [7, 'b3', 5, 10],
      [8, 'b4', 5, 10],
    ]);
    // step 2: the treasury rests
    let step = accept(s, 0, sell('w2', 10, 14, 'w2'));
    expect(step.events).toEqual([
      { type: 'orderPlaced', id: 9, account: 'w2', side: 'sell', firm: 'w2', qty: 10, limit: 14 },
    ]);
    s = step.state;
    // step 3: seat 0 directs W2, whose ask it would cross
    expect(reject(s, 0, buy('w2', 10, 14))).toBe('SELF_TRADE');
    // step 4
    step = accept(s, 2, buy('w2', 10, 14));
    expect(step.events[1]).toEqual({
      type: 'trade',
      firm: 'w2',
      qty: 10,
      price: 14,
      buyOrder: 10,
      sellOrder: 9,
      buyer: 2,
      seller: 'w2',
    });
    s = step.state;
    expect(s.firms.w2.cash).toBe(300);
    expect(s.firms.w2.holdings.w2).toBe(0);
    expect(s.seats[2]!.cash).toBe(860);
    // step 5: behind the state's id 4 at the same price
    s = accept(s, 1, sell('w4', 7, 15)).state;
    expect(s.book.at(-1)).toMatchObject({ id: 11, account: 1, qty: 7 });
    // step 6: the state first (earlier id), then seat 1
    step = accept(s, 0, buy('w4', 12, 15, 'w2'));
    expect(trades(step.events)).toEqual([
      [5, 15],
      [7, 15],
    ]);
    expect(step.events.filter((e) => e.type === 'trade').map((e) => (e.type === 'trade' ? e.seller : null))).toEqual([
      'gov',
      1,
    ]);
    s = step.state;
    expect(s.firms.w2.cash).toBe(120);
    expect(s.firms.w2.holdings.w4).toBe(12);
    // step 7
    expect(reject(s, 0, buy('w4', 1, 15, 'w2'))).toBe('CROSS_HOLDING_CAP');
    expect(reject(s, 0, buy('w2', 1, 10, 'w2'))).toBe('OWN_SHARES');
    expect(reject(s, 1, buy('w1', 1, 10, 'w2'))).toBe('NOT_DIRECTOR');
    // step 8: the close
    const closed = closeSession({ state: s, events: [] });
    expect(closed.meeting).toBe(false);
    s = closed.step.state;
    expect(s.close.w2).toBe(14);
    expect(s.close.w4).toBe(15);
    expect(s.seats.map((x) => [x.cash, x.holdings.w2, x.holdings.w4])).toEqual([
      [1076, 12, 0],
      [1129, 8, 3],
      [860, 10, 0],
    ]);
    expect(s.gov.cash + 80).toBe(215); // + the tax W2 pays at the year end
    expect(s.gov.holdings.w2).toBe(20);
    expect(s.gov.holdings.w4).toBe(25);
  });

  it('counts open buys toward the cross-holding cap', () => {
    let s = v12Session();
    s = accept(s, 0, buy('w1', 8, 9, 'w2')).state;
    expect(orderViolation(s, 'w2', { side: 'buy', firm: 'w1', qty: 5, limit: 9 })).toEqual({
      code: 'CROSS_HOLDING_CAP',
      detail: { firm: 'w1', room: 4 },
    });
    expect(orderViolation(s, 'w2', { side: 'buy', firm: 'w1', qty: 4, limit: 9 })).toBeNull();
  });
});

/** V13's position: the session of year 2 opened by setup (stage 1, the state's asks ids 1-6). */
const v13Session = (): State => tableStep({ players: 3, ...V13 }).state;

describe('matching (V13)', () => {
  it('price-time priority, partial fills, the resting price, SELF_TRADE against a non-best order, cancels', () => {
    let s = v13Session();
    expect(s.stage).toBe(1);
    expect(s.book.map((o) => [o.id, o.account, o.firm, o.qty, o.limit])).toEqual([
      [1, 'gov', 'w1', 5, 23],
      [2, 'gov', 'w2', 5, 10],
      [3, 'gov', 'w3', 5, 10],
      [4, 'gov', 'w4', 5, 10],
      [5, 'gov', 'b1', 5, 10],
      [6, 'gov', 'b2', 2, 10],
    ]);
    // step 1
    s = accept(s, 0, sell('b3', 5, 20)).state;
    s = accept(s, 1, sell('b3', 6, 18)).state;
    s = accept(s, 0, sell('b3', 4, 18)).state;
    expect(s.book.slice(6).map((o) => o.id)).toEqual([7, 8, 9]);
    // step 2
    let step = accept(s, 2, buy('b3', 8, 19));
    expect(trades(step.events)).toEqual([
      [6, 18],
      [2, 18],
    ]);
    expect(step.events.filter((e) => e.type === 'trade').map((e) => (e.type === 'trade' ? e.sellOrder : 0))).toEqual([
      8, 9,
    ]);
    s = step.state;
    expect(s.seats[2]!.cash).toBe(156);
    // step 3
    s = accept(s, 2, buy('b3', 5, 17)).state;
    expect(freeCash(s, 2)).toBe(71);
    step = accept(s, 1, sell('b3', 3, 17));
    expect(trades(step.events)).toEqual([[3, 17]]);
    s = step.state;
    // step 4
    expect(reject(s, 1, sell('b3', 7, 16))).toBe('INSUFFICIENT_SHARES');
    step = accept(s, 1, sell('b3', 6, 16));
    expect(trades(step.events)).toEqual([[2, 17]]);
    s = step.state;
    expect(s.book.at(-1)).toMatchObject({ id: 13, account: 1, side: 'sell', qty: 4, limit: 16, placed: 6 });
    // step 5's live values
    expect(s.seats[0]).toMatchObject({ cash: 1036, holdings: { b3: 18 } });
    expect(s.book.filter((o) => o.firm === 'b3').map((o) => [o.id, o.qty])).toEqual([
      [7, 5],
      [9, 2],
      [13, 4],
    ]);
    expect(s.tape.map((t) => [t.qty, t.price, t.buyer, t.seller])).toEqual([
      [6, 18, 2, 1],
      [2, 18, 2, 0],
      [3, 17, 2, 1],
      [2, 17, 2, 1],
    ]);
    expect(bestAsk(s, 'b3')?.id).toBe(13);
    // step 6: its own ask id 9 at 18, although seat 1's ask at 16 is better
    expect(reject(s, 0, buy('b3', 3, 18))).toBe('SELF_TRADE');
    expect(orderViolation(s, 0, { side: 'buy', firm: 'b3', qty: 3, limit: 17 })).toBeNull();
    // step 7
    expect(reject(s, 2, cancel(7))).toBe('NOT_YOUR_ORDER');
    expect(reject(s, 0, cancel(1))).toBe('NOT_YOUR_ORDER'); // the state's asks belong to nobody
    step = accept(s, 0, cancel(7));
    expect(step.events).toEqual([{ type: 'orderCancelled', id: 7, account: 0, reason: 'user', remaining: 5 }]);
    s = step.state;
    // step 8
    expect(reject(s, 2, buy('b3', 5, 16))).toBe('INSUFFICIENT_CASH');
    step = accept(s, 2, buy('b3', 4, 16));
    expect(trades(step.events)).toEqual([[4, 16]]);
    s = step.state;
    expect(step.events[0]).toMatchObject({ type: 'orderPlaced', id: 14 });
    // step 9
    const { step: closed, meeting } = closeSession({ state: s, events: [] });
    expect(meeting).toBe(false);
    const cancelled = closed.events.filter((e) => e.type === 'orderCancelled');
    expect(cancelled.map((e) => (e.type === 'orderCancelled' ? [e.id, e.reason] : []))).toEqual(
      [1, 2, 3, 4, 5, 6, 9].map((id) => [id, 'close']),
    );
    const sc = closed.events.at(-1);
    expect(sc).toMatchObject({ type: 'sessionClosed', year: 2, requests: [], lapsed: [] });
    expect(sc?.type === 'sessionClosed' && sc.trades.length).toBe(5);
    s = closed.state;
    expect(s.close).toMatchObject({ b3: 16, w1: 23, b2: 7 });
    expect(s.seats.map((x) => [x.cash, x.holdings.b3])).toEqual([
      [1036, 18],
      [1257, 0],
      [7, 21],
    ]);
    expect(s.book).toEqual([]);
    expect(s.tape).toEqual([]);
  });

  it('a sell meets the highest bid first, at the bid price, earliest id among equals', () => {
    let s = v13Session();
    s = accept(s, 2, buy('w2', 1, 12)).state; // 7
    s = accept(s, 0, buy('b4', 2, 11)).state; // 8
    s = accept(s, 0, buy('b4', 2, 13)).state; // 9
    s = accept(s, 0, sell('b3', 1, 30)).state; // 10
    s = accept(s, 1, buy('b4', 2, 13)).state; // 11 (would not self-trade: seat 1 sells nothing in b4)
    expect(bestBid(s, 'b4')?.id).toBe(9);
    const step = accept(s, 2, sell('b4', 5, 11));
    expect(step.events.filter((e) => e.type === 'trade')).toMatchObject([
      { qty: 2, price: 13, buyOrder: 9, sellOrder: 12 },
      { qty: 2, price: 13, buyOrder: 11 },
      { qty: 1, price: 11, buyOrder: 8 },
    ]);
    expect(step.state.book.find((o) => o.id === 8)).toMatchObject({ qty: 1, placed: 2 });
    expect(step.state.book.find((o) => o.id === 12)).toBeUndefined();
  });

  it('TOO_MANY_ORDERS at 20 open orders of one account; a firm of the same seat still may', () => {
    let s = v13Session();
    for (let i = 0; i < 20; i++) s = accept(s, 0, buy('w3', 1, 1)).state;
    expect(reject(s, 0, buy('w3', 1, 1))).toBe('TOO_MANY_ORDERS');
    expect(accept(s, 0, sell('w1', 1, 50, 'w1')).state.book.at(-1)?.account).toBe('w1');
  });

  it('cancelWhere cancels matching orders in id order and emits the remainders', () => {
    let s = v13Session();
    s = accept(s, 1, sell('b2', 3, 50)).state;
    s = accept(s, 2, sell('b4', 3, 50)).state;
    s = accept(s, 1, sell('b4', 3, 50)).state;
    const { state, events } = cancelWhere({ state: deepFreeze(s), events: [] }, (o) => o.account === 1, 'resigned');
    expect(events).toEqual([
      { type: 'orderCancelled', id: 7, account: 1, reason: 'resigned', remaining: 3 },
      { type: 'orderCancelled', id: 9, account: 1, reason: 'resigned', remaining: 3 },
    ]);
    expect(state.book.map((o) => o.id)).toEqual([1, 2, 3, 4, 5, 6, 8]);
  });

  it('placeOrder keeps the book sorted by id and never crossed', () => {
    const s = v13Session();
    const { state } = placeOrder({ state: deepFreeze(s), events: [] }, 2, {
      side: 'buy',
      firm: 'w2',
      qty: 3,
      limit: 9,
    });
    expect(state.book.map((o) => o.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(bestBid(state, 'w2')!.limit).toBeLessThan(bestAsk(state, 'w2')!.limit);
  });
});
