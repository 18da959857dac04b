import { describe, expect, it } from 'vitest';
import { byCompany } from './by-company.ts';
import { checkCash, checkShares } from './conservation.ts';

const FIRMS = ['a', 'b'] as const;
const ISSUE = byCompany(FIRMS, () => 10);

describe('checkShares', () => {
  it('with a bank: the accounts and the bank hold exactly the issue', () => {
    expect(checkShares(FIRMS, ISSUE, [{ a: 3, b: 0 }], { a: 7, b: 10 })).toEqual([]);
    expect(checkShares(FIRMS, ISSUE, [{ a: 3, b: 0 }], { a: 6, b: 10 })).toEqual(['a: 9 shares held, 10 issued']);
  });

  it('without a bank: the accounts hold at most the issue (the rest lies in decks and hands)', () => {
    expect(
      checkShares(FIRMS, ISSUE, [
        { a: 3, b: 10 },
        { a: 7, b: 0 },
      ]),
    ).toEqual([]);
    expect(
      checkShares(FIRMS, ISSUE, [
        { a: 3, b: 10 },
        { a: 8, b: 0 },
      ]),
    ).toEqual(['a: 11 shares held, only 10 issued']);
  });

  it('names negative, fractional and missing holdings', () => {
    const bad = { a: -1, b: 0.5 };
    expect(checkShares(FIRMS, ISSUE, [bad], { a: 11, b: 9.5 })).toEqual([
      'account 0 holds -1 of a',
      'account 0 holds 0.5 of b',
      'bank holds 9.5 of b',
    ]);
    const missing = { a: 1 } as unknown as { a: number; b: number };
    expect(checkShares(FIRMS, ISSUE, [missing])).toContain('account 0 holds undefined of b');
  });
});

describe('checkCash', () => {
  it('balances are non-negative integers summing to what the game created', () => {
    expect(checkCash([100, 0, 250], 350)).toEqual([]);
    expect(checkCash([100, 0, 250], 360)).toEqual(['cash sums to 350, expected 360']);
    expect(checkCash([-5, 1.5], -3.5)).toEqual(['account 0 has cash -5', 'account 1 has cash 1.5']);
  });
});
