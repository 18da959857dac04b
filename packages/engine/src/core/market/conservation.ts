import type { ByCompany } from './by-company.ts';
import { sumHoldings, type Holdings } from './holdings.ts';

/**
 * Conservation of shares, for a game's invariants (one message per problem, [] when all holds): every holding is a
 * non-negative integer, and for each company the accounts plus the bank hold exactly `issue`. Without a bank (shares
 * also lie in decks, hands or piles the caller does not list) the accounts hold at most `issue`.
 */
export function checkShares<C extends string>(
  companies: readonly C[],
  issue: ByCompany<C, number>,
  accounts: readonly Holdings<C>[],
  bank?: Holdings<C>,
): string[] {
  const out: string[] = [];
  const all = bank === undefined ? accounts : [...accounts, bank];
  all.forEach((h, i) => {
    const who = bank !== undefined && i === accounts.length ? 'bank' : `account ${i}`;
    for (const c of companies) {
      if (!Number.isSafeInteger(h[c]) || h[c] < 0) out.push(`${who} holds ${String(h[c])} of ${c}`);
    }
  });
  const total = sumHoldings(companies, all);
  for (const c of companies) {
    if (bank !== undefined && total[c] !== issue[c]) out.push(`${c}: ${total[c]} shares held, ${issue[c]} issued`);
    if (bank === undefined && total[c] > issue[c]) out.push(`${c}: ${total[c]} shares held, only ${issue[c]} issued`);
  }
  return out;
}

/**
 * Conservation of money (one message per problem): every balance is a non-negative integer and they sum to
 * `expected` (what the game has created so far: starting cash plus income, minus what left the game).
 */
export function checkCash(balances: readonly number[], expected: number): string[] {
  const out: string[] = [];
  let total = 0;
  balances.forEach((cash, i) => {
    if (!Number.isSafeInteger(cash) || cash < 0) out.push(`account ${i} has cash ${String(cash)}`);
    total += cash;
  });
  if (total !== expected) out.push(`cash sums to ${total}, expected ${expected}`);
  return out;
}
