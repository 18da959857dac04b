import { CheckersExchange, checkersExchange } from '@birzha/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { D3, engineCode, order, playAll, session, table, viewOf, type State } from './exchange-fixtures.ts';
import { orderRefusal, type OrderDraft } from './order-check.ts';
import { orderReserve, previewOrder } from './order-preview.ts';

const { FIRMS } = CheckersExchange;

/** The pre-check's code for a draft on the seat's own view ('ok' when it sees no refusal). */
const precheck = (state: State, seat: number, d: OrderDraft): string =>
  orderRefusal(viewOf(state, seat), seat, d)?.code ?? 'ok';

const draft = (
  side: 'buy' | 'sell',
  firm: CheckersExchange.FirmId,
  qty: number,
  limit: number,
  account: OrderDraft['account'] = 'me',
): OrderDraft => ({ account, side, firm, qty, limit });

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

/** V12's session after its step 4 (seat 0 directs W2; W2 holds 12 of W4 once step 6 has run). */
function v12(): State {
  const start = table({
    phase: 'session',
    year: 1,
    directors: [1, 0, 2, 2, 1, 2, 0, 1],
    seats: [{ holdings: { w2: 12 } }, { holdings: { w2: 8, w4: 10 } }],
    firms: { w2: { cash: 300 } },
    close: { w2: 15, w4: 15 },
  }).state;
  return playAll(start, [
    [0, order('sell', 'w2', 10, 14, 'w2')],
    [1, order('sell', 'w4', 7, 15)],
    [0, order('buy', 'w4', 12, 15, 'w2')],
  ]).state;
}

describe('orderRefusal: the spec vectors', () => {
  it('V13: the resting price, free shares, a self-trade behind a better ask, short cash', () => {
    const s = v13();
    // seat 1 sold 11 of its 15 and offers the other 4 at 16
    expect(precheck(s, 1, draft('sell', 'b3', 1, 16))).toBe('INSUFFICIENT_SHARES');
    expect(orderRefusal(viewOf(s, 1), 1, draft('sell', 'b3', 1, 16))?.detail).toEqual({ firm: 'b3', free: 0 });
    expect(precheck(s, 0, draft('buy', 'b3', 3, 18))).toBe('SELF_TRADE');
    expect(orderRefusal(viewOf(s, 0), 0, draft('buy', 'b3', 3, 18))?.detail).toMatchObject({ price: 18 });
    expect(precheck(s, 0, draft('buy', 'b3', 3, 17))).toBe('ok');
    expect(precheck(s, 2, draft('buy', 'b3', 5, 16))).toBe('INSUFFICIENT_CASH');
    expect(precheck(s, 2, draft('buy', 'b3', 4, 16))).toBe('ok');
  });

  it("V12: a director's own firm and the 12-share cap counting the firm's holding", () => {
    const s = v12();
    expect(precheck(s, 0, draft('buy', 'w4', 1, 15, 'w2'))).toBe('CROSS_HOLDING_CAP');
    expect(precheck(s, 0, draft('buy', 'w2', 1, 10, 'w2'))).toBe('OWN_SHARES');
    expect(precheck(s, 1, draft('buy', 'w1', 1, 10, 'w2'))).toBe('NOT_DIRECTOR');
    // the director crossing its firm's treasury ask (id 9 at 14) is a self-trade
    expect(precheck(s, 0, draft('buy', 'w2', 1, 14))).toBe('SELF_TRADE');
  });

  it('the field codes come first, then the phase', () => {
    const s = session();
    expect(precheck(s, 0, draft('buy', 'w1', 0, 10))).toBe('BAD_QUANTITY');
    expect(precheck(s, 0, draft('buy', 'w1', 51, 10))).toBe('BAD_QUANTITY');
    expect(precheck(s, 0, draft('buy', 'w1', Number.NaN, 10))).toBe('BAD_QUANTITY');
    expect(precheck(s, 0, draft('buy', 'w1', 1, 100_000))).toBe('BAD_PRICE');
    expect(precheck(s, 0, draft('buy', 'w1', 1, 1.5))).toBe('BAD_PRICE');
    const board = table({ phase: 'board', year: 1, directors: D3 }).state;
    expect(precheck(board, 0, draft('buy', 'w1', 1, 10))).toBe('WRONG_PHASE');
    const resigned = playAll(s, [[2, { type: 'resign' }]]).state;
    expect(precheck(resigned, 2, draft('buy', 'w1', 1, 10))).toBe('SEAT_RESIGNED');
  });

  it('an account with 20 open orders may place no more', () => {
    const book = Array.from({ length: 20 }, (_, i) => ({
      account: 0,
      side: 'buy',
      firm: FIRMS[i % 8]!,
      qty: 1,
      limit: 5,
    }));
    const s = session({ book });
    expect(precheck(s, 0, draft('buy', 'w1', 1, 5))).toBe('TOO_MANY_ORDERS');
    expect(precheck(s, 1, draft('buy', 'w1', 1, 5))).toBe('ok');
  });
});

describe('orderRefusal agrees with the engine', () => {
  const seatArb = fc.integer({ min: 0, max: 2 });
  const rawArb = fc.record({
    // 'directed': a firm the sender directs, so that firm accounts trade often enough to meet their own checks
    account: fc.oneof(
      { weight: 3, arbitrary: fc.constant<'me'>('me') },
      { weight: 2, arbitrary: fc.constant<'directed'>('directed') },
      { weight: 1, arbitrary: fc.constantFrom(...FIRMS) },
    ),
    side: fc.constantFrom<'buy' | 'sell'>('buy', 'sell'),
    firm: fc.oneof(
      { weight: 2, arbitrary: fc.constantFrom(...FIRMS) },
      fc.constantFrom<CheckersExchange.FirmId>('b2', 'w3'),
    ),
    qty: fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 1, max: 14 }) }, fc.integer({ min: -1, max: 55 })),
    limit: fc.oneof(
      { weight: 8, arbitrary: fc.integer({ min: 6, max: 30 }) },
      fc.constantFrom(0, 1, 99_999, 100_000, 250),
    ),
  });
  type RawDraft = Omit<OrderDraft, 'account'> & { account: OrderDraft['account'] | 'directed' };
  const walk = fc.array(fc.tuple(seatArb, rawArb), { minLength: 10, maxLength: 60 });
  const seen = new Set<string>();

  /** Sends every random order; the pre-check on the sender's view must give the engine's code each time. */
  function agrees(start: State, steps: readonly [number, RawDraft][]): { checked: number } {
    let state = start;
    let checked = 0;
    for (const [seat, raw] of steps) {
      const account = raw.account === 'directed' ? FIRMS.find((f) => state.firms[f].director === seat)! : raw.account;
      const d: OrderDraft = { ...raw, account };
      const expected = engineCode(state, seat, { type: 'order', ...d });
      expect(precheck(state, seat, d), JSON.stringify({ seat, d, book: state.book })).toBe(expected);
      checked++;
      seen.add(expected);
      if (expected === 'ok') {
        const r = checkersExchange.play(state, seat, { type: 'order', ...d });
        if (r.ok) state = r.value.state;
      }
    }
    return { checked };
  }

  const starts: Record<string, () => State> = {
    'a fresh session with firm cash and cross-holdings': () =>
      session({
        seats: [
          { holdings: { w1: 8, b3: 6 } },
          { cash: 400, holdings: { w2: 9, b1: 7 } },
          { holdings: { w3: 5, b4: 6 } },
        ],
        firms: { w1: { cash: 300, holdings: { b2: 10 } }, w2: { cash: 120 }, b1: { cash: 200, holdings: { w3: 11 } } },
      }),
    'V13 mid-session (other accounts shown as at the open)': v13,
    'V12 with a firm at its cap': v12,
    'a book one order short of the limit': () =>
      session({
        book: Array.from({ length: 19 }, (_, i) => ({
          account: 0,
          side: 'buy',
          firm: FIRMS[1 + (i % 7)]!,
          qty: 1,
          limit: 9,
        })),
      }),
  };

  for (const [name, make] of Object.entries(starts)) {
    it(name, () => {
      const start = make();
      let total = 0;
      fc.assert(
        fc.property(walk, (steps) => {
          total += agrees(start, steps).checked;
        }),
        { numRuns: 80, seed: 7 },
      );
      expect(total).toBeGreaterThan(1500);
    });
  }

  it('the walks met every code of the order row', () => {
    const codes = ['ok', 'BAD_QUANTITY', 'BAD_PRICE', 'NOT_DIRECTOR', 'OWN_SHARES', 'CROSS_HOLDING_CAP'];
    codes.push('TOO_MANY_ORDERS', 'INSUFFICIENT_SHARES', 'INSUFFICIENT_CASH', 'SELF_TRADE');
    expect([...seen].sort()).toEqual(codes.sort());
  });
});

describe('previewOrder', () => {
  it('meets the crossing asks best price first at their own prices, and says what rests', () => {
    // V13 before step 2: asks 18 (id 8: 6, id 9: 4) and 20 (id 7: 5), the state's w1 ask at 23 elsewhere
    const s = v13();
    const p = previewOrder(viewOf(s, 2), draft('buy', 'b3', 10, 20));
    // after step 4: seat 1's 4 rest at 16, seat 0's id 9 has 2 at 18, id 7 has 5 at 20
    expect(p.fills.map((f) => [f.qty, f.price])).toEqual([
      [4, 16],
      [2, 18],
      [4, 20],
    ]);
    expect(p.amount).toBe(4 * 16 + 2 * 18 + 4 * 20);
    expect(p.rest).toBe(0);
    expect(previewOrder(viewOf(s, 2), draft('buy', 'b3', 3, 15)).rest).toBe(3);
    expect(orderReserve(draft('buy', 'b3', 3, 15))).toEqual({ cash: 45, shares: 0 });
    expect(orderReserve(draft('sell', 'b3', 3, 15))).toEqual({ cash: 0, shares: 3 });
  });

  it("marks the State's asks", () => {
    const p = previewOrder(viewOf(session(), 1), draft('buy', 'w1', 7, 10));
    expect(p.fills).toEqual([{ orderId: 1, qty: 5, price: 10, gov: true }]);
    expect(p.rest).toBe(2);
  });
});
