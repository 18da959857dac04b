// What a finished match records (issue 13): a row per seat a person played (and, at a rated table, per seat of a
// bot's account: issue 27), and the rating model over them.
import type { NewResult, RateMatch } from '../store/results-store.ts';
import type { SeatRow, TableRow } from '../store/store.ts';
import { placesOf } from '@birzha/protocol';
import { botSeatAccount } from './bot-accounts.ts';
import { FRESH, rateByPlace } from './model.ts';

/**
 * The results of a finished table: each seat a person played (the seat's user, or the person a bot took it over
 * from: then `replaced`) with its place and score, and `standIn` when a bot played any of its moves (`botSeats`: the
 * seats with a move a bot played; a person's seat has one only when a bot stood in for them). At a rated table with a
 * person, each seat of its own bot (given to it before the start) counts for its level's account too (issue 27:
 * `bot`); other bots get none. Empty when the table has no outcome.
 */
export function newResults(table: TableRow, seats: readonly SeatRow[], botSeats: readonly number[] = []): NewResult[] {
  if (table.outcome === null) return [];
  const places = placesOf(table.outcome.ranking);
  const results: NewResult[] = [];
  const bots: NewResult[] = [];
  for (const s of seats) {
    const place = places.get(s.seat);
    if (place === undefined) continue;
    const account = table.rated ? botSeatAccount(s) : null;
    if (account !== null) {
      bots.push({ ...seatResult(table, s.seat, account, place), replaced: false, standIn: false, bot: true });
      continue;
    }
    const userId = s.userId ?? s.leftUserId;
    if (userId === null) continue;
    results.push({
      ...seatResult(table, s.seat, userId, place),
      replaced: s.userId === null,
      standIn: botSeats.includes(s.seat),
    });
  }
  // Bots among themselves teach their ratings nothing a ladder does not (and a table of bots records nothing).
  return results.length === 0 ? [] : [...results, ...bots].sort((a, b) => a.seat - b.seat);
}

function seatResult(
  table: TableRow,
  seat: number,
  userId: string,
  place: { readonly place: number; readonly tied: boolean },
): Pick<NewResult, 'seat' | 'userId' | 'place' | 'tied' | 'score'> {
  return { seat, userId, place: place.place, tied: place.tied, score: table.outcome?.scores[seat] ?? null };
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
 * The rating update of a rated table's results (null for a casual table, or one with fewer than two players: there
 * is nothing to learn from it). Each person is a team of one ranked by their rating place (`ratingPlaces`), best
 * place first if they held two seats. Each seat of a bot's account (`bot`) is a player of its own, so that a person
 * who beats one of two bots of a level beat one player and lost to another (the account counted once at its best
 * seat would have beaten them); the account's rating then moves by the mean of its seats' changes.
 */
export function rateMatch(table: TableRow, results: readonly NewResult[]): RateMatch | null {
  const ranked = ratingPlaces(results).sort((a, b) => a.place - b.place || a.seat - b.seat);
  const players = ranked.map((r) => ({ userId: r.bot === true ? seatKey(r) : r.userId, place: r.place }));
  const people = ranked.filter((r) => r.bot !== true);
  if (!table.rated || people.length === 0 || new Set(players.map((p) => p.userId)).size < 2) return null;
  const botSeats = new Map<string, string[]>();
  for (const r of ranked) if (r.bot === true) botSeats.set(r.userId, [...(botSeats.get(r.userId) ?? []), seatKey(r)]);
  return {
    fresh: FRESH,
    rate: (before) => {
      const start = new Map(before);
      for (const [account, keys] of botSeats) {
        const rating = before.get(account);
        if (rating !== undefined) for (const key of keys) start.set(key, rating);
      }
      const after = rateByPlace(players, start);
      for (const [account, keys] of botSeats) {
        const from = before.get(account) ?? FRESH;
        const seats = keys.map((k) => after.get(k) ?? from);
        after.set(account, {
          mu: from.mu + mean(seats.map((r) => r.mu - from.mu)),
          sigma: mean(seats.map((r) => r.sigma)),
        });
        for (const key of keys) after.delete(key);
      }
      return after;
    },
  };
}

/** A bot account's seat as a player of its own in the model (never a user id: those have no '#'). */
const seatKey = (r: { readonly userId: string; readonly seat: number }): string => `${r.userId}#${r.seat}`;

const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;
