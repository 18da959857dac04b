import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../testing/deep-freeze.ts';
import { byCompany } from './by-company.ts';
import { checkShares } from './conservation.ts';
import {
  bankRemainder,
  holdingsValue,
  noShares,
  sharesHeld,
  sumHoldings,
  transferShares,
  type Holdings,
} from './holdings.ts';

const FIRMS = ['w1', 'w2', 'b1'] as const;
type Firm = (typeof FIRMS)[number];
const ISSUE = byCompany(FIRMS, () => 50);
const holdingArb = fc
  .tuple(fc.nat(20), fc.nat(20), fc.nat(20))
  .map(([a, b, c]): Holdings<Firm> => ({ w1: a, w2: b, b1: c }));

describe('holdings', () => {
  it('noShares, sharesHeld, sumHoldings and holdingsValue', () => {
    expect(noShares(FIRMS)).toEqual({ w1: 0, w2: 0, b1: 0 });
    const a = { w1: 2, w2: 0, b1: 5 };
    const b = { w1: 1, w2: 4, b1: 0 };
    expect(sharesHeld(FIRMS, a)).toBe(7);
    expect(sumHoldings(FIRMS, [a, b])).toEqual({ w1: 3, w2: 4, b1: 5 });
    expect(sumHoldings(FIRMS, [])).toEqual(noShares(FIRMS));
    expect(holdingsValue(FIRMS, a, { w1: 10, w2: 99, b1: 3 })).toBe(35);
  });

  it('a transfer moves the shares and keeps the total; a refused one changes nothing', () => {
    fc.assert(
      fc.property(holdingArb, holdingArb, fc.constantFrom(...FIRMS), fc.integer({ min: -3, max: 25 }), (f, t, c, q) => {
        const from = deepFreeze(f);
        const to = deepFreeze(t);
        const r = transferShares(from, to, c, q);
        if (q <= 0) expect(r).toEqual({ ok: false, error: { code: 'BAD_QUANTITY', detail: { qty: q } } });
        else if (q > from[c])
          expect(r).toEqual({
            ok: false,
            error: { code: 'INSUFFICIENT_SHARES', detail: { company: c, held: from[c], qty: q } },
          });
        else {
          if (!r.ok) throw new Error('refused');
          expect(r.value.from[c]).toBe(from[c] - q);
          expect(r.value.to[c]).toBe(to[c] + q);
          expect(sumHoldings(FIRMS, [r.value.from, r.value.to])).toEqual(sumHoldings(FIRMS, [from, to]));
        }
      }),
    );
  });

  it('refuses fractional and non-finite quantities', () => {
    for (const q of [1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(transferShares(ISSUE, noShares(FIRMS), 'w1', q).ok).toBe(false);
  });

  it("the bank's remainder completes the issue, so any series of transfers keeps the shares conserved", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(3), fc.nat(3), fc.constantFrom(...FIRMS), fc.integer({ min: 1, max: 30 })), {
          maxLength: 40,
        }),
        (transfers) => {
          // Account 0 is the bank, which starts with the whole issue (Checkers Exchange's state).
          const accounts: Holdings<Firm>[] = [ISSUE, noShares(FIRMS), noShares(FIRMS), noShares(FIRMS)];
          for (const [i, j, c, q] of transfers) {
            if (i === j) continue;
            const r = transferShares(accounts[i]!, accounts[j]!, c, q);
            if (!r.ok) continue;
            accounts[i] = r.value.from;
            accounts[j] = r.value.to;
          }
          const [bank, ...seats] = accounts as [Holdings<Firm>, ...Holdings<Firm>[]];
          expect(bankRemainder(FIRMS, ISSUE, seats)).toEqual(bank);
          expect(checkShares(FIRMS, ISSUE, seats, bank)).toEqual([]);
        },
      ),
    );
  });
});
