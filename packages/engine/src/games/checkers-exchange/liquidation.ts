/** Exact liquidation values V = C + H·V in rational arithmetic (spec 8.11 steps 2-3). */
import { votingShares } from './accounts.ts';
import { FIRMS, type FirmId } from './config.ts';
import type { State } from './types.ts';

/** A rational number in lowest terms with a positive denominator. */
export interface Fraction {
  readonly n: bigint;
  readonly d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** n/d reduced; a zero denominator is a bug. */
export function fraction(n: bigint, d = 1n): Fraction {
  if (d === 0n) throw new Error('fraction with a zero denominator');
  const g = gcd(n, d);
  const s = d < 0n ? -1n : 1n;
  return g === 1n && s === 1n ? { n, d } : { n: (s * n) / g, d: (s * d) / g };
}

export const ZERO: Fraction = { n: 0n, d: 1n };
export const ONE: Fraction = { n: 1n, d: 1n };

export const add = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.n, a.d * b.d);
export const div = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.d, a.d * b.n);

/** The largest integer not above the fraction. */
export function floorOf(a: Fraction): bigint {
  const q = a.n / a.d; // BigInt division truncates toward zero
  return a.n < 0n && q * a.d !== a.n ? q - 1n : q;
}

/** "67450/47", or "260" when whole (spec 8.11 step 3). */
export function formatFraction(a: Fraction): string {
  return a.d === 1n ? `${a.n}` : `${a.n}/${a.d}`;
}

/**
 * Solves the integer system A·x = b exactly: Bareiss's fraction-free elimination with row pivoting keeps every entry an
 * integer (each division is exact), then back substitution in fractions. A singular A is a bug.
 */
export function solveInteger(a: readonly (readonly bigint[])[], b: readonly bigint[]): Fraction[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  let prev = 1n;
  for (let k = 0; k < n; k++) {
    let pivot = k;
    while (pivot < n && m[pivot]![k] === 0n) pivot++;
    if (pivot === n) throw new Error('singular linear system');
    [m[k], m[pivot]] = [m[pivot]!, m[k]!];
    const p = m[k]!;
    const pkk = p[k]!;
    for (let i = k + 1; i < n; i++) {
      const row = m[i]!;
      const rik = row[k]!;
      for (let j = k + 1; j <= n; j++) row[j] = (row[j]! * pkk - rik * p[j]!) / prev;
      row[k] = 0n;
    }
    prev = pkk;
  }
  const x: Fraction[] = new Array<Fraction>(n).fill(ZERO);
  for (let i = n - 1; i >= 0; i--) {
    const row = m[i]!;
    let rhs = fraction(row[n]!);
    for (let j = i + 1; j < n; j++) if (row[j] !== 0n) rhs = sub(rhs, mul(fraction(row[j]!), x[j]!));
    x[i] = div(rhs, fraction(row[i]!));
  }
  return x;
}

/**
 * Spec 8.11 step 2 per share: with W_j = V_j / E_j, V = C + H·V becomes the integer system
 * E_i·W_i − Σ_{j≠i} holdings_i[j]·W_j = C_i. The golden share keeps every column sum of H below 1, so it is
 * regular (spec 14 #11).
 */
export function valuesPerShare(state: State): Record<FirmId, Fraction> {
  const a = FIRMS.map((fi) =>
    FIRMS.map((fj) => (fi === fj ? BigInt(votingShares(state, fi)) : -BigInt(state.firms[fi].holdings[fj]))),
  );
  const w = solveInteger(
    a,
    FIRMS.map((f) => BigInt(state.firms[f].cash)),
  );
  const out = {} as Record<FirmId, Fraction>;
  FIRMS.forEach((f, i) => (out[f] = w[i]!));
  return out;
}

/** V with V_i = C_i + Σ_j H_ij·V_j, H_ij = holdings_i[j] / E_j for i ≠ j (spec 8.11 step 2). */
export function liquidationValues(state: State): Record<FirmId, Fraction> {
  const w = valuesPerShare(state);
  const out = {} as Record<FirmId, Fraction>;
  for (const f of FIRMS) out[f] = mul(w[f], fraction(BigInt(votingShares(state, f))));
  return out;
}

/** floor(Σ_j holdings[j]·V_j / E_j), summed exactly before rounding down (spec 8.11 step 3); `perShare` = V_j / E_j. */
export function payoutOf(holdings: Readonly<Record<FirmId, number>>, perShare: Record<FirmId, Fraction>): number {
  let sum = ZERO;
  for (const f of FIRMS) {
    if (holdings[f] === 0 || perShare[f].n === 0n) continue;
    sum = add(sum, mul(perShare[f], fraction(BigInt(holdings[f]))));
  }
  return Number(floorOf(sum));
}
