import { describe, expect, it } from 'vitest';
import { depthOf, myOrders, quoteOf } from './exchange-book.ts';
import { order, playAll, session, viewOf } from './testing/exchange-fixtures.ts';

/** D3 session: seat 0 directs W1; orders of seat 0, of W1 and of seats 1 and 2 in B3; the State's W2 ask taken. */
function market() {
  const start = session({
    seats: [{ holdings: { b3: 13 } }, { holdings: { b3: 13 } }, { holdings: { b3: 13 } }], // the State keeps only its golden share: no ask
    firms: { w1: { cash: 500 } },
  });
  return playAll(start, [
    [0, order('sell', 'b3', 3, 20)],
    [1, order('sell', 'b3', 4, 20)],
    [2, order('sell', 'b3', 2, 22)],
    [1, order('buy', 'b3', 2, 15)],
    [0, order('buy', 'b3', 5, 15, 'w1')],
    [1, order('buy', 'b3', 1, 14)],
    [2, order('buy', 'w2', 5, 10)], // takes the State's whole ask at 10
  ]).state;
}

describe('depthOf', () => {
  it('sums each price level and counts my orders, W1 included, apart', () => {
    const d = depthOf(viewOf(market(), 0), 0, 'b3');
    expect(d.asks).toEqual([
      { price: 20, qty: 7, orders: 2, gov: 0, mine: 3, cum: 7 },
      { price: 22, qty: 2, orders: 1, gov: 0, mine: 0, cum: 9 },
    ]);
    expect(d.bids).toEqual([
      { price: 15, qty: 7, orders: 2, gov: 0, mine: 5, cum: 7 },
      { price: 14, qty: 1, orders: 1, gov: 0, mine: 0, cum: 8 },
    ]);
    // seat 1 sees the same depth with its own orders marked instead
    expect(depthOf(viewOf(market(), 1), 1, 'b3').asks[0]).toEqual({
      price: 20,
      qty: 7,
      orders: 2,
      gov: 0,
      mine: 4,
      cum: 7,
    });
    expect(depthOf(viewOf(market(), 'spectator'), null, 'b3').bids[0]?.mine).toBe(0);
  });

  it("marks the State's asks", () => {
    expect(depthOf(viewOf(market(), 0), 0, 'w1').asks).toEqual([
      { price: 10, qty: 5, orders: 1, gov: 5, mine: 0, cum: 5 },
    ]);
  });
});

describe('quoteOf and myOrders', () => {
  it('quotes best bid and ask, and the last trade or else the close', () => {
    const v = viewOf(market(), 0);
    expect(quoteOf(v, 'b3')).toEqual({ bid: 15, ask: 20, last: 10, traded: false });
    expect(quoteOf(v, 'w2')).toEqual({ bid: null, ask: null, last: 10, traded: true });
  });

  it("lists my own and my firms' orders only", () => {
    expect(myOrders(viewOf(market(), 0), 0).map((o) => [o.account, o.side, o.qty])).toEqual([
      [0, 'sell', 3],
      ['w1', 'buy', 5],
    ]);
    expect(myOrders(viewOf(market(), 'spectator'), null)).toEqual([]);
  });
});
