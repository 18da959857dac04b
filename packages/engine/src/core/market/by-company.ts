/**
 * A value for every company of a game (like chessops's `ByColor<T>`): a readonly record keyed by the game's company
 * id union. The core knows no company names, so every helper takes the game's `as const` list of ids, and builds
 * its records in that order (the game's company order, which canonical JSON and the events keep).
 */
export type ByCompany<C extends string, T> = { readonly [K in C]: T };

/** A record with `f(company, index)` for each company, in the order of `companies`. */
export function byCompany<C extends string, T>(
  companies: readonly C[],
  f: (company: C, index: number) => T,
): ByCompany<C, T> {
  const out = {} as Record<C, T>;
  for (let i = 0; i < companies.length; i++) {
    const c = companies[i] as C;
    out[c] = f(c, i);
  }
  return out;
}

/** `f` applied to every company's value. */
export function mapByCompany<C extends string, T, U>(
  companies: readonly C[],
  values: ByCompany<C, T>,
  f: (value: T, company: C) => U,
): ByCompany<C, U> {
  return byCompany(companies, (c) => f(values[c], c));
}

/** `f` applied to the two values of every company. */
export function zipByCompany<C extends string, A, B, U>(
  companies: readonly C[],
  a: ByCompany<C, A>,
  b: ByCompany<C, B>,
  f: (a: A, b: B, company: C) => U,
): ByCompany<C, U> {
  return byCompany(companies, (c) => f(a[c], b[c], c));
}

/** The sum of the values over all companies. */
export function sumByCompany<C extends string>(companies: readonly C[], values: ByCompany<C, number>): number {
  let total = 0;
  for (const c of companies) total += values[c];
  return total;
}

/** The companies, in company order, whose value passes `test`. */
export function companiesWhere<C extends string, T>(
  companies: readonly C[],
  values: ByCompany<C, T>,
  test: (value: T, company: C) => boolean,
): C[] {
  return companies.filter((c) => test(values[c], c));
}

/** Whether `id` is one of `companies` (for parsers of unchecked input). */
export function isCompany<C extends string>(companies: readonly C[], id: unknown): id is C {
  return typeof id === 'string' && (companies as readonly string[]).includes(id);
}
