// What a finished match records (issue 13): a row per seat a person played, and the rating model over them.
import type { NewResult, RateMatch } from '../store/results-store.ts';
import type { SeatRow, TableRow } from '../store/store.ts';
import { placesOf } from '@birzha/protocol';
import { FRESH, rateByPlace } from './model.ts';

/**
 * The results of a finished table: each seat a person played (the seat's user, or the person a bot took it over
 * from: then `replaced`) with its place and score. Bots get none. Empty when the table has no outcome.
 */
export function newResults(table: TableRow, seats: readonly SeatRow[]): NewResult[] {
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
    });
  }
  return results;
}

/**
 * The rating update of a rated table's results (null for a casual table, or one with fewer than two people: there
 * is nothing to learn from it). Each person is a team of one ranked by place, best place first if they held two seats.
 */
export function rateMatch(table: TableRow, results: readonly NewResult[]): RateMatch | null {
  const people = [...results].sort((a, b) => a.place - b.place || a.seat - b.seat);
  if (!table.rated || new Set(people.map((r) => r.userId)).size < 2) return null;
  return { fresh: FRESH, rate: (before) => rateByPlace(people, before) };
}
