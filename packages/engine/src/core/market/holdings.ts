import { CORE_CODES } from '../codes.ts';
import { failWith, ok, type Result } from '../result.ts';
import { setKey } from '../update.ts';
import { byCompany, sumByCompany, type ByCompany } from './by-company.ts';

const fail = failWith(CORE_CODES);

/** The shares of every company one account holds (a seat, a firm, a bank): non-negative integers. */
export type Holdings<C extends string> = ByCompany<C, number>;

/** An account's holdings after a transfer, and the other account's. */
export interface Transferred<C extends string> {
  readonly from: Holdings<C>;
  readonly to: Holdings<C>;
}

/** Holdings of nothing. */
export function noShares<C extends string>(companies: readonly C[]): Holdings<C> {
  return byCompany(companies, () => 0);
}

/** The number of shares over all companies (a count of pieces of paper, not a value). */
export function sharesHeld<C extends string>(companies: readonly C[], holdings: Holdings<C>): number {
  return sumByCompany(companies, holdings);
}

/** Each company's shares summed over several accounts. */
export function sumHoldings<C extends string>(companies: readonly C[], accounts: readonly Holdings<C>[]): Holdings<C> {
  return byCompany(companies, (c) => {
    let n = 0;
    for (const h of accounts) n += h[c];
    return n;
  });
}

/** Value of the holdings at the given prices: Σ shares × price. */
export function holdingsValue<C extends string>(
  companies: readonly C[],
  holdings: Holdings<C>,
  prices: ByCompany<C, number>,
): number {
  let total = 0;
  for (const c of companies) total += holdings[c] * prices[c];
  return total;
}

/**
 * Moves `qty` shares of `company` from one account to another. A quantity that is not a positive integer fails with
 * BAD_QUANTITY, more than `from` holds with INSUFFICIENT_SHARES (detail: company, held, qty); nothing changes then.
 */
export function transferShares<C extends string>(
  from: Holdings<C>,
  to: Holdings<C>,
  company: C,
  qty: number,
): Result<Transferred<C>> {
  if (!Number.isSafeInteger(qty) || qty <= 0) return fail('BAD_QUANTITY', { qty });
  const held = from[company];
  if (held < qty) return fail('INSUFFICIENT_SHARES', { company, held, qty });
  return ok({ from: setKey(from, company, held - qty), to: setKey(to, company, to[company] + qty) });
}

/**
 * What the bank (the issuer, the state) still holds of each company when `issue` shares were issued and `accounts`
 * hold the rest. Negative when the accounts hold more than was issued (`checkShares` reports that).
 */
export function bankRemainder<C extends string>(
  companies: readonly C[],
  issue: ByCompany<C, number>,
  accounts: readonly Holdings<C>[],
): Holdings<C> {
  const held = sumHoldings(companies, accounts);
  return byCompany(companies, (c) => issue[c] - held[c]);
}
