import { CheckersExchange, checkersExchange } from '@birzha/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkMove, orderPreview, refusalOf } from './engine-check.ts';
import { D3, order, playAll, session, table, viewOf, type State } from './testing/exchange-fixtures.ts';

const { FIRMS } = CheckersExchange;

/** The engine's answer on the real state: its refusal (code and detail), or null. */
function engine(state: State, seat: number, raw: unknown) {
  const parsed = checkersExchange.parseMove(raw);
  if (!parsed.ok) return parsed.error;
  const r = checkersExchange.play(state, seat, parsed.value);
  return r.ok ? null : r.error;
}

/** V13 of spec 13 up to its step 4: seat 2's bid at 17 rests, seat 0's asks 7 and 9 rest, trades on the tape. */
function v13(): State {
  const start = table({
    phase: 'session',
    year: 2,
    directors: D3,
    seats: [
      { holdings: { b3: 20 } },
      { holdings: { b3: 15, b2: 37, b4: 30 } },
      { cash: 300, holdings: { b3: 4, b4: 9 } },
    ],
    close: { w1: 23, b2: 7 },
  }).state;
  return playAll(start, [
    [0, order('sell', 'b3', 5, 20)],
    [1, order('sell', 'b3', 6, 18)],
    [0, order('sell', 'b3', 4, 18)],
    [2, order('buy', 'b3', 8, 19)],
    [2, order('buy', 'b3', 5, 17)],
    [1, order('sell', 'b3', 3, 17)],
    [1, order('sell', 'b3', 6, 16)],
  ]).state;
}

describe('checkMove: the refusal is the engine’s on the real state', () => {
  const draftArb = fc.record({
    account: fc.oneof({ weight: 3, arbitrary: fc.constant<'me'>('me') }, fc.constantFrom(...FIRMS)),
    side: fc.constantFrom<'buy' | 'sell'>('buy', 'sell'),
    firm: fc.constantFrom(...FIRMS),
    qty: fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 1, max: 14 }) }, fc.integer({ min: -1, max: 55 })),
    limit: fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 6, max: 30 }) }, fc.constantFrom(0, 99_999, 100_000)),
  });

  it('for random orders in sessions with anonymous books and trades (code and detail, step by step)', () => {
    const seen = new Set<string>();
    for (const start of [v13(), session({ seats: [{ holdings: { w1: 8, b3: 6 } }, { cash: 400 }, null] })]) {
      fc.assert(
        fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), draftArb), { maxLength: 25 }), (steps) => {
          let state = start;
          for (const [seat, d] of steps) {
            const move = { type: 'order', ...d };
            const want = engine(state, seat, move);
            expect(refusalOf(checkMove(viewOf(state, seat), seat, move))).toEqual(want);
            seen.add(want?.code ?? 'ok');
            if (want === null) state = playAll(state, [[seat, move as CheckersExchange.Move]]).state;
          }
        }),
        { numRuns: 40, seed: 26 },
      );
    }
    for (const code of ['ok', 'BAD_QUANTITY', 'NOT_DIRECTOR', 'INSUFFICIENT_SHARES', 'INSUFFICIENT_CASH', 'SELF_TRADE'])
      expect([...seen]).toContain(code);
  });

  it('for random bids with others’ sealed bids it cannot see', () => {
    let state = table({ directors: D3, seats: [{ cash: 200 }, null, { cash: 5000 }] }).state;
    const rnd = fc.sample(
      fc.tuple(
        fc.integer({ min: 0, max: 2 }),
        fc.constantFrom(...FIRMS),
        fc.integer({ min: 0, max: 21 }),
        fc.integer({ min: 8, max: 60 }),
      ),
      { numRuns: 150, seed: 3 },
    );
    const seen = new Set<string>();
    for (const [seat, firm, qty, price] of rnd) {
      const move = { type: 'bid', firm, qty, price };
      const want = engine(state, seat, move);
      expect(refusalOf(checkMove(viewOf(state, seat), seat, move))).toEqual(want);
      seen.add(want?.code ?? 'ok');
      if (want === null) state = playAll(state, [[seat, move as CheckersExchange.Move]]).state;
    }
    expect([...seen].sort()).toEqual(['BAD_QUANTITY', 'BELOW_RESERVE', 'INSUFFICIENT_CASH', 'ok']);
  });
});

describe('checkMove: the preview', () => {
  it("an order's trades from the engine's events, the State's marked and the others' owners hidden", () => {
    const s = playAll(session({ seats: [{ holdings: { b3: 6 } }, { holdings: { b3: 6 } }, null] }), [
      [0, order('sell', 'b3', 2, 12)],
      [1, order('sell', 'b3', 3, 11)],
    ]).state;
    const c = checkMove(viewOf(s, 2), 2, order('buy', 'b3', 9, 12));
    if (c.kind !== 'accepted') throw new Error(JSON.stringify(c));
    const p = orderPreview(c.events);
    // the State's 5 at 10, seat 1's 3 at 11, one of seat 0's 2 at 12
    expect(p?.fills.map((f) => [f.qty, f.price, f.gov, f.hidden])).toEqual([
      [5, 10, true, false],
      [3, 11, false, true],
      [1, 12, false, true],
    ]);
    expect(p?.amount).toBe(50 + 33 + 12);
    expect(p?.rest).toBe(0);
    expect(c.hiddenParties).toBe(true);
    // what I see after it does not depend on whose orders they were
    expect(c.dependsOnHidden).toBe(false);
    const gov = checkMove(viewOf(session(), 1), 1, order('buy', 'w1', 7, 10));
    if (gov.kind !== 'accepted') throw new Error(gov.kind);
    expect(orderPreview(gov.events)).toEqual({
      fills: [{ qty: 5, price: 10, gov: true, hidden: false }],
      filled: 5,
      amount: 50,
      rest: 2,
    });
    expect(gov.hiddenParties).toBe(false);
  });

  it('says the close of the auction depends on the sealed bids of others, and not when there are none', () => {
    const start = table({ directors: D3 }).state;
    const alone = playAll(start, [
      [0, { type: 'bid', firm: 'w2', qty: 10, price: 15 }],
      [0, { type: 'ready' }],
      [1, { type: 'ready' }],
    ]).state;
    // seat 2 sees an id it did not use (seat 0's bid): what the close sells depends on it
    const last = checkMove(viewOf(alone, 2), 2, { type: 'ready' });
    expect(last.kind === 'accepted' && last.dependsOnHidden).toBe(true);
    // every id is seat 0's own: nobody else bid, and its own closing `ready` is known in full
    const mine = playAll(start, [
      [0, { type: 'bid', firm: 'w2', qty: 10, price: 15 }],
      [1, { type: 'ready' }],
      [2, { type: 'ready' }],
    ]).state;
    const known = checkMove(viewOf(mine, 0), 0, { type: 'ready' });
    expect(known.kind === 'accepted' && !known.dependsOnHidden).toBe(true);
    const others = playAll(start, [
      [1, { type: 'bid', firm: 'w2', qty: 10, price: 15 }],
      [2, { type: 'bid', firm: 'b1', qty: 3, price: 12 }],
      [1, { type: 'ready' }],
      [2, { type: 'ready' }],
    ]).state;
    const closing = checkMove(viewOf(others, 0), 0, { type: 'ready' });
    expect(closing.kind === 'accepted' && closing.dependsOnHidden).toBe(true);
    // a bid of mine changes only my own bids: nothing hidden in it
    const bid = checkMove(viewOf(others, 0), 0, { type: 'bid', firm: 'w1', qty: 1, price: 10 });
    expect(bid.kind === 'accepted' && !bid.dependsOnHidden && !bid.hiddenParties).toBe(true);
  });
});
