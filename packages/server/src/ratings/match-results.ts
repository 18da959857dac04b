// What a finished match records (issue 13): a row per seat a person played, and the rating model over them.
import type { NewResult, RateMatch } from '../store/results-store.ts';
import type { SeatRow, TableRow } from '../store/store.ts';
import { placesOf } from '@birzha/protocol';
import { FRESH, rateByPlace } from './model.ts';

/**
 * The results of a finished table: each seat a person played (the seat's user, or the person a bot took it over
 * from: then `replaced`) with its place and score, and `standIn` when a bot played any of its moves (`botSeats`: the
 * seats with a move a bot played; a person's seat has one only when a bot stood in for them). Bots get none. Empty
 * when the table has no outcome.
 */
export function newResults(table: TableRow, seats: readonly SeatRow[], botSeats: readonly number[] = []): NewResult[] {
  if (table.outcome === null) return [];
  const places = placesOf(table.outcome.ranking);
  const results: NewResult[] = [];
  for (const s of seats) {
    const userId = s.userId ?? s.leftUserId;
    const place = places.get(s.seat);
    if (userId === null || place === undefined) continue;
    results.push({
      seat: s.seat,
      userId,
      place: place.place,
      tied: place.tied,
      score: table.outcome.scores[s.seat] ?? null,
      replaced: s.userId === null,
      standIn: botSeats.includes(s.seat),
    });
  }
  return results;
}

/**
 * The rating rule for a match a bot played part of (issue 24): a person for whom a bot played any move (they left or
 * kept timing out, whether or not they came back) is rated as if placed last, below everyone a bot did not stand in
 * for, several such people tying at the bottom; everyone else is rated by their places as usual. So leaving a losing
 * match, or sitting it out, never pays, and the others' places against each other stand. The result rows keep the
 * places as played (the results show both: the place, and the mark).
 */
export function ratingPlaces<R extends { readonly place: number; readonly standIn?: boolean }>(
  results: readonly R[],
): (R & { readonly place: number })[] {
  const last = Math.max(0, ...results.filter((r) => r.standIn !== true).map((r) => r.place)) + 1;
  return results.map((r) => (r.standIn === true ? { ...r, place: last } : r));
}

/**
 * The rating update of a rated table's results (null for a casual table, or one with fewer than two people: there
 * is nothing to learn from it). Each person is a team of one ranked by their rating place (`ratingPlaces`), best
 * place first if they held two seats.
 */
export function rateMatch(table: TableRow, results: readonly NewResult[]): RateMatch | null {
  const people = ratingPlaces(results).sort((a, b) => a.place - b.place || a.seat - b.seat);
  if (!table.rated || new Set(people.map((r) => r.userId)).size < 2) return null;
  return { fresh: FRESH, rate: (before) => rateByPlace(people, before) };
}
