// The rating rule for a match a bot played part of (issue 24): a person a bot stood in for is rated as if placed last.
import { describe, expect, it } from 'vitest';
import type { SeatRow, TableRow } from '../store/store.ts';
import { newResults, rateMatch, ratingPlaces } from './match-results.ts';
import { FRESH } from './model.ts';

const TABLE: TableRow = {
  id: 't',
  game: 'g',
  rulesVersion: 1,
  options: {},
  players: 4,
  seed: 's',
  position: null,
  private: false,
  inviteCode: null,
  hostId: 'a',
  createdAt: 0,
  rated: true,
  quick: null,
  status: 'finished',
  version: 9,
  startedAt: 0,
  finishedAt: 1,
  // Seat 1 first, seats 0 and 3 tied second, seat 2 last.
  outcome: { ranking: [[1], [0, 3], [2]], scores: [5, 9, 1, 5] },
  deadlineAt: null,
  deadlines: [],
  pace: { mode: 'live' },
  banks: null,
};

const seat = (n: number, userId: string | null, left: string | null = null): SeatRow => ({
  tableId: 't',
  seat: n,
  userId,
  bot: userId === null ? 'heuristic' : null,
  botName: userId === null ? 'anna' : null,
  leftUserId: left,
});

describe('the rating rule: a person a bot stood in for is rated as if placed last', () => {
  it('marks the people of the seats a bot played, whether the bot still holds the seat or they came back', () => {
    // Bob left (a bot holds his seat); Cleo came back; Dan's seat is a bot's own.
    const seats = [seat(0, 'ann'), seat(1, null, 'bob'), seat(2, 'cleo'), seat(3, null)];
    // Dan's bot plays for its level's account, if any (issue 27: bot-results.test.ts), never as a stand-in.
    const results = newResults(TABLE, seats, [1, 2, 3]).filter((r) => r.bot !== true);
    expect(results.map((r) => [r.userId, r.place, r.tied, r.replaced, r.standIn])).toEqual([
      ['ann', 2, true, false, false],
      ['bob', 1, false, true, true],
      ['cleo', 4, false, false, true],
    ]);
  });

  it('puts stand-ins below everyone else, tied; the others keep their places', () => {
    const places = ratingPlaces([
      { userId: 'a', place: 1, standIn: true },
      { userId: 'b', place: 2 },
      { userId: 'c', place: 2 },
      { userId: 'd', place: 4, standIn: true },
      { userId: 'e', place: 5 },
    ]);
    expect(places.map((p) => [p.userId, p.place])).toEqual([
      ['a', 6],
      ['b', 2],
      ['c', 2],
      ['d', 6],
      ['e', 5],
    ]);
    // Everyone stood in for: all tie.
    expect(
      ratingPlaces([
        { place: 1, standIn: true },
        { place: 2, standIn: true },
      ]).map((p) => p.place),
    ).toEqual([1, 1]);
  });

  it('a winner a bot played for loses rating to the person it beat, who gains', () => {
    const seats = [seat(0, 'ann'), seat(1, 'bob'), seat(2, null), seat(3, null)];
    // Bob came first, but a bot played some of his moves: Ann is rated above him.
    const rate = rateMatch(TABLE, newResults(TABLE, seats, [1, 2, 3]));
    const after = rate?.rate(new Map());
    expect(after?.get('ann')?.mu).toBeGreaterThan(FRESH.mu);
    expect(after?.get('bob')?.mu).toBeLessThan(FRESH.mu);
    // Without the stand-in, the places decide: Bob above Ann (who still beat the bot in last place: issue 27).
    const fair = rateMatch(TABLE, newResults(TABLE, seats, [2, 3]))?.rate(new Map());
    expect(fair?.get('bob')?.mu).toBeGreaterThan(FRESH.mu);
    expect(fair?.get('ann')?.mu).toBeLessThan(after?.get('ann')?.mu ?? 0);
    expect(fair?.get('ann')?.mu).toBeLessThan(fair?.get('bob')?.mu ?? 0);
  });
});
