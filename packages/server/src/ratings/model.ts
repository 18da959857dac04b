// The rating model (issue 13): Weng-Lin (the `openskill` package) with the Bradley-Terry "full" likelihood: every
// pair of people in a match is one comparison, won, lost or drawn. Each person is a team of one; a match's places are
// its ranks, so tied seats count as a tie. Not the package's default, Plackett-Luce: with a tie it can leave a worse
// place above the tied group (ranks [1, 1, 3] from equal ratings put the 3rd above both winners; openskill.js issue
// 377), which players would rightly call a bug. Bradley-Terry full keeps every place in order (model.test.ts).
import { rate, rating } from 'openskill';
import { bradleyTerryFull } from 'openskill/models';
import type { RatingValue } from '../store/results-store.ts';

/** The rating of someone never rated (mu 25, sigma 25/3: 1000 rating points). */
export const FRESH: RatingValue = rating();

/**
 * The ratings after a match of these people (each with its place), from their ratings before (absent: never rated,
 * so FRESH). Fewer than two people teach the model nothing: everyone keeps their rating. A person listed twice
 * counts once, at their first (pass them best place first).
 */
export function rateByPlace(
  people: readonly { readonly userId: string; readonly place: number }[],
  before: ReadonlyMap<string, RatingValue>,
): Map<string, RatingValue> {
  const once: { readonly userId: string; readonly place: number }[] = [];
  for (const p of people) if (!once.some((o) => o.userId === p.userId)) once.push(p);
  const start = once.map((p) => before.get(p.userId) ?? FRESH);
  if (once.length < 2) return new Map(once.map((p, i) => [p.userId, start[i] ?? FRESH]));
  const teams = start.map((r) => [rating({ mu: r.mu, sigma: r.sigma })]);
  const after = rate(teams, { rank: once.map((p) => p.place), model: bradleyTerryFull });
  return new Map(
    once.map((p, i) => {
      const r = after[i]?.[0];
      if (r === undefined) throw new Error(`rating: no result for ${p.userId}`);
      return [p.userId, { mu: r.mu, sigma: r.sigma }];
    }),
  );
}
