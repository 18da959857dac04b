import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixtureState } from './testing/board.ts';
import { FIRMS } from './config.ts';
import {
  add,
  div,
  floorOf,
  formatFraction,
  fraction,
  liquidationValues,
  mul,
  payoutOf,
  solveInteger,
  sub,
  valuesPerShare,
  ZERO,
  type Fraction,
} from './liquidation.ts';

const f = (n: number, d = 1): Fraction => fraction(BigInt(n), BigInt(d));

describe('fractions', () => {
  it('stay reduced with a positive denominator', () => {
    expect(f(6, -4)).toEqual({ n: -3n, d: 2n });
    expect(add(f(1, 6), f(1, 3))).toEqual({ n: 1n, d: 2n });
    expect(sub(f(1, 2), f(1, 2))).toEqual(ZERO);
    expect(mul(f(2, 3), f(9, 4))).toEqual({ n: 3n, d: 2n });
    expect(div(f(2, 3), f(-4, 9))).toEqual({ n: -3n, d: 2n });
    expect(formatFraction(f(67450, 47))).toBe('67450/47');
    expect(formatFraction(f(520, 2))).toBe('260');
    expect(formatFraction(ZERO)).toBe('0');
    expect([floorOf(f(7, 2)), floorOf(f(-7, 2)), floorOf(f(4)), floorOf(f(-4))]).toEqual([3n, -4n, 4n, -4n]);
  });
});

describe('solveInteger', () => {
  it('solves random regular systems exactly (checked by substitution)', () => {
    const entry = fc.integer({ min: -9, max: 9 });
    const system = fc.integer({ min: 1, max: 8 }).chain((n) =>
      fc.record({
        a: fc.array(fc.array(entry, { minLength: n, maxLength: n }), { minLength: n, maxLength: n }),
        b: fc.array(entry, { minLength: n, maxLength: n }),
      }),
    );
    let solved = 0;
    fc.assert(
      fc.property(system, ({ a, b }) => {
        let x: Fraction[];
        try {
          x = solveInteger(
            a.map((row) => row.map(BigInt)),
            b.map(BigInt),
          );
        } catch (e) {
          // a singular random matrix is allowed to be refused
          expect(String(e)).toMatch(/singular/);
          return;
        }
        solved++;
        a.forEach((row, i) => {
          const lhs = row.reduce((acc, aij, j) => add(acc, mul(f(aij), x[j]!)), ZERO);
          expect(lhs).toEqual(f(b[i]!));
        });
      }),
      { numRuns: 300 },
    );
    expect(solved).toBeGreaterThan(100);
  });

  it('refuses a singular system', () => {
    expect(() =>
      solveInteger(
        [
          [1n, 2n],
          [2n, 4n],
        ],
        [1n, 1n],
      ),
    ).toThrow(/singular/);
  });
});

describe('liquidationValues', () => {
  it('meets V = C + H·V with non-negative values under the share rules (golden share, cap 12, treasury)', () => {
    const firmArb = fc.record({
      cash: fc.integer({ min: 0, max: 5000 }),
      treasury: fc.integer({ min: 0, max: 10 }),
      others: fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 8, maxLength: 8 }),
    });
    fc.assert(
      fc.property(fc.array(firmArb, { minLength: 8, maxLength: 8 }), (spec) => {
        const base = fixtureState({ players: 3, directors: [0, 1, 2, 0, 1, 2, 0, 1] });
        // cap each firm's outside holdings so that every firm keeps >= 1 share with the state
        const firms = { ...base.firms };
        FIRMS.forEach((fi, i) => {
          const holdings = { ...firms[fi].holdings, [fi]: spec[i]!.treasury };
          firms[fi] = { ...firms[fi], cash: spec[i]!.cash, holdings };
        });
        FIRMS.forEach((fj, j) => {
          let room = 50 - firms[fj].holdings[fj] - 1;
          FIRMS.forEach((fi, i) => {
            if (i === j) return;
            const q = Math.min(spec[i]!.others[j]!, room);
            room -= q;
            firms[fi] = { ...firms[fi], holdings: { ...firms[fi].holdings, [fj]: q } };
          });
        });
        const state = { ...base, firms };
        const v = liquidationValues(state);
        for (const fi of FIRMS) {
          expect(v[fi].n >= 0n).toBe(true);
          let rhs = f(state.firms[fi].cash);
          for (const fj of FIRMS) {
            if (fj === fi) continue;
            rhs = add(rhs, mul(v[fj], f(state.firms[fi].holdings[fj], 50 - state.firms[fj].holdings[fj])));
          }
          expect(v[fi]).toEqual(rhs);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('V15: liquidation values with cross-holdings', () => {
  // the firms' cash after the survival income of V15
  const state = fixtureState({
    players: 3,
    directors: [0, 1, 1, 2, 2, 0, 1, 2],
    phase: 'session',
    year: 6,
    firms: {
      w1: { cash: 1130, holdings: { w1: 0, b1: 12 } },
      w2: { cash: 210, holdings: { w1: 6 } },
      b1: { cash: 730, holdings: { w1: 10 } },
      b2: { cash: 260, holdings: { b2: 4 } },
    },
    seats: [{ holdings: { w1: 20, w2: 30 } }, { holdings: { w1: 4, b1: 15 } }, { holdings: { b1: 5, b2: 40 } }],
  });

  it('solves V = C + H·V exactly', () => {
    const v = liquidationValues(state);
    expect(Object.fromEntries(Object.entries(v).map(([k, x]) => [k, formatFraction(x)]))).toEqual({
      w1: '67450/47',
      w2: '17964/47',
      w3: '0',
      w4: '0',
      b1: '47800/47',
      b2: '260',
      b3: '0',
      b4: '0',
    });
    expect(state.seats.map((s) => payoutOf(s.holdings, valuesPerShare(state)))).toEqual([860, 496, 353]);
  });
});
