import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../testing/deep-freeze.ts';
import { freeCash } from './accounts.ts';
import { clearAuction } from './auction.ts';
import { FIRMS } from './config.ts';
import { accept, bid, cancel, fixture, reject } from './testing/market.ts';
import type { EventOf, State } from './types.ts';

/** V3 steps 1-4: the bids as the vector places them. */
function v3Bids(): State {
  let s = fixture();
  const play = (seat: number, m: ReturnType<typeof bid>, id: number) => {
    const step = accept(s, seat, m);
    expect(step.events).toEqual([{ ...m, type: 'bidPlaced', id, seat }]);
    s = step.state;
  };
  play(0, bid('w2', 10, 15), 1);
  play(1, bid('w2', 8, 14), 2);
  play(2, bid('w2', 5, 12), 3);
  play(1, bid('w2', 4, 12), 4);
  play(0, bid('w2', 4, 11), 5);
  expect(reject(s, 2, bid('b1', 20, 9))).toBe('BELOW_RESERVE');
  expect(freeCash(s, 1)).toBe(840);
  expect(reject(s, 1, bid('b1', 20, 43))).toBe('INSUFFICIENT_CASH');
  play(1, bid('b1', 20, 42), 6);
  expect(freeCash(s, 1)).toBe(0);
  play(2, bid('b1', 15, 10), 7);
  const c = accept(s, 0, cancel(5));
  expect(c.events).toEqual([{ type: 'bidCancelled', id: 5, seat: 0, reason: 'user' }]);
  s = c.state;
  expect(reject(s, 1, cancel(3))).toBe('NOT_YOUR_ORDER');
  expect(reject(s, 1, cancel(99))).toBe('NO_SUCH_ORDER');
  expect(reject(s, 0, cancel(5))).toBe('NO_SUCH_ORDER');
  return s;
}

describe('opening auction (spec 8.6, V3)', () => {
  it('checks and places bids with shared ids (V3 steps 1-4)', () => {
    const s = v3Bids();
    expect(s.bids.map((b) => b.id)).toEqual([1, 2, 3, 4, 6, 7]);
    expect(s.nextOrderId).toBe(8);
  });

  it('clears at a uniform price with a partial last fill and time priority (V3 step 5)', () => {
    const before = deepFreeze(v3Bids());
    const { state, events } = clearAuction({ state: before, events: [] });
    const cleared = events as EventOf<'auctionCleared'>[];
    expect(cleared.map((e) => e.firm)).toEqual([...FIRMS]);
    const w2 = cleared[1]!;
    expect(w2.price).toBe(12);
    expect(w2.sold).toBe(20);
    expect(w2.bids.map((b) => b.id)).toEqual([1, 2, 3, 4]);
    expect(w2.fills).toEqual([
      { id: 1, seat: 0, qty: 10, amount: 120 },
      { id: 2, seat: 1, qty: 8, amount: 96 },
      { id: 3, seat: 2, qty: 2, amount: 24 },
    ]);
    const b1 = cleared[4]!;
    expect(b1).toMatchObject({ price: 42, sold: 20, fills: [{ id: 6, seat: 1, qty: 20, amount: 840 }] });
    for (const e of cleared)
      if (e.firm !== 'w2' && e.firm !== 'b1') expect(e).toMatchObject({ price: null, sold: 0, fills: [] });
    expect(state.seats.map((x) => x.cash)).toEqual([880, 64, 976]);
    expect(state.seats.map((x) => [x.holdings.w2, x.holdings.b1])).toEqual([
      [10, 0],
      [8, 20],
      [2, 0],
    ]);
    expect(state.gov.cash).toBe(1080);
    expect(state.gov.holdings.w2).toBe(20);
    expect(state.gov.holdings.b1).toBe(20);
    expect(state.close).toEqual({ w1: 10, w2: 12, w3: 10, w4: 10, b1: 42, b2: 10, b3: 10, b4: 10 });
    expect(state.closeHistory).toEqual([state.close]);
    expect(state.bids).toEqual([]);
    // clearAuction does not start year 1: play.ts does
    expect(state.year).toBe(0);
    expect(state.phase).toBe('auction');
  });

  it('sells nothing without bids: 8 x price null, closeHistory all 10 (V19 step 1)', () => {
    const { state, events } = clearAuction({ state: deepFreeze(fixture()), events: [] });
    expect(events).toHaveLength(8);
    for (const e of events) expect(e).toMatchObject({ type: 'auctionCleared', price: null, sold: 0, bids: [] });
    expect(state.closeHistory).toEqual([{ w1: 10, w2: 10, w3: 10, w4: 10, b1: 10, b2: 10, b3: 10, b4: 10 }]);
  });

  it('never sells the golden share and fills a smaller offer', () => {
    let s = fixture({ seats: [{ holdings: { w1: 37 } }] }); // gov holds 3 of w1: it offers 2
    s = accept(s, 1, bid('w1', 5, 11)).state;
    s = accept(s, 2, bid('w1', 5, 20)).state;
    const { state, events } = clearAuction({ state: s, events: [] });
    expect(events[0]).toMatchObject({ price: 20, sold: 2, fills: [{ id: 2, seat: 2, qty: 2, amount: 40 }] });
    expect(state.gov.holdings.w1).toBe(1);
  });

  it('limits a seat to 20 open bids', () => {
    let s = fixture();
    for (let i = 0; i < 20; i++) s = accept(s, 0, bid('w1', 1, 10)).state;
    expect(reject(s, 0, bid('w2', 1, 10))).toBe('TOO_MANY_ORDERS');
    expect(reject(s, 0, bid('w2', 1, 9))).toBe('BELOW_RESERVE');
    expect(accept(s, 1, bid('w2', 1, 10)).events).toHaveLength(1);
  });
});
