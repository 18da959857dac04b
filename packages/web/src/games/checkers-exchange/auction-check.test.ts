import { CheckersExchange, checkersExchange } from '@birzha/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidRefusal, type BidDraft } from './auction-check.ts';
import { D3, engineCode, playAll, table, viewOf, type State } from './exchange-fixtures.ts';

const { FIRMS } = CheckersExchange;
const auction = (extra: object = {}): State => table({ directors: D3, ...extra }).state;
const precheck = (state: State, seat: number, d: BidDraft): string =>
  bidRefusal(viewOf(state, seat), seat, d)?.code ?? 'ok';

describe('bidRefusal', () => {
  it('V3: the reserve, the lot size and the cash left after earlier bids', () => {
    const s = playAll(auction(), [
      [0, { type: 'bid', firm: 'w2', qty: 10, price: 15 }],
      [1, { type: 'bid', firm: 'w2', qty: 8, price: 14 }],
      [1, { type: 'bid', firm: 'w2', qty: 4, price: 12 }],
    ]).state;
    expect(precheck(s, 2, { firm: 'b1', qty: 20, price: 9 })).toBe('BELOW_RESERVE');
    expect(precheck(s, 2, { firm: 'b1', qty: 21, price: 10 })).toBe('BAD_QUANTITY');
    // seat 1: 1 000 − 112 − 48 = 840 free
    expect(precheck(s, 1, { firm: 'b1', qty: 20, price: 43 })).toBe('INSUFFICIENT_CASH');
    expect(bidRefusal(viewOf(s, 1), 1, { firm: 'b1', qty: 20, price: 43 })?.detail).toEqual({ free: 840, need: 860 });
    expect(precheck(s, 1, { firm: 'b1', qty: 20, price: 42 })).toBe('ok');
    const board = table({ phase: 'board', year: 1, directors: D3 }).state;
    expect(precheck(board, 0, { firm: 'w1', qty: 1, price: 10 })).toBe('WRONG_PHASE');
  });

  it('agrees with the engine on random bids', () => {
    const seen = new Set<string>();
    const bidArb = fc.record({
      firm: fc.constantFrom(...FIRMS),
      qty: fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 1, max: 3 }) }, fc.integer({ min: -1, max: 22 })),
      price: fc.oneof({ weight: 6, arbitrary: fc.integer({ min: 8, max: 40 }) }, fc.constantFrom(0, 100_000)),
    });
    // seat 2 is rich and bids most, so that it reaches the 20-bid limit
    const seatArb = fc.oneof({ weight: 3, arbitrary: fc.constant(2) }, fc.integer({ min: 0, max: 1 }));
    fc.assert(
      fc.property(fc.array(fc.tuple(seatArb, bidArb), { minLength: 30, maxLength: 80 }), (steps) => {
        let state = auction({ seats: [{ cash: 200 }, null, { cash: 5000 }] });
        for (const [seat, d] of steps) {
          const expected = engineCode(state, seat, { type: 'bid', ...d });
          expect(precheck(state, seat, d)).toBe(expected);
          seen.add(expected);
          const r = checkersExchange.play(state, seat, { type: 'bid', ...d });
          if (r.ok) state = r.value.state;
        }
      }),
      { numRuns: 60, seed: 11 },
    );
    expect([...seen].sort()).toEqual(
      ['ok', 'BAD_QUANTITY', 'BAD_PRICE', 'BELOW_RESERVE', 'TOO_MANY_ORDERS', 'INSUFFICIENT_CASH'].sort(),
    );
  });
});
