// Rated matches with bots (issue 27): a bot's own seat at a rated table counts for its level's account, each of its
// seats a player of its own; a bot standing in for a person is still that person's, rated last.
import { BOT_LEVELS } from '@birzha/protocol';
import { describe, expect, it } from 'vitest';
import type { SeatRow, TableRow } from '../store/store.ts';
import { botAccountId, botSeatAccount } from './bot-accounts.ts';
import { newResults, rateMatch } from './match-results.ts';
import { FRESH, rateByPlace } from './model.ts';

const LEVEL = BOT_LEVELS[0];
const OTHER = BOT_LEVELS[1];
const BOT = botAccountId(LEVEL);

const table = (ranking: readonly (readonly number[])[], rated = true): TableRow => ({
  id: 't',
  game: 'g',
  rulesVersion: 1,
  options: {},
  players: ranking.flat().length,
  seed: 's',
  position: null,
  private: false,
  inviteCode: null,
  hostId: 'ann',
  createdAt: 0,
  rated,
  quick: null,
  status: 'finished',
  version: 9,
  startedAt: 0,
  finishedAt: 1,
  outcome: { ranking, scores: ranking.flat().map(() => 0) },
  deadlineAt: null,
  deadlines: [],
  pace: { mode: 'live' },
  banks: null,
});

const person = (seat: number, userId: string): SeatRow => ({
  tableId: 't',
  seat,
  userId,
  bot: null,
  botName: null,
  leftUserId: null,
});
const bot = (seat: number, level: string = LEVEL): SeatRow => ({
  tableId: 't',
  seat,
  userId: null,
  bot: level,
  botName: 'anna',
  leftUserId: null,
});
/** A bot that took the seat over from `userId`. */
const standIn = (seat: number, userId: string): SeatRow => ({ ...bot(seat), leftUserId: userId });

describe('bot seats of their own at a rated table (issue 27)', () => {
  it("count for their level's account; a stand-in, a casual table and a table of bots do not", () => {
    expect(botSeatAccount(bot(0))).toBe(BOT);
    expect(botSeatAccount(bot(0, OTHER))).toBe(botAccountId(OTHER));
    expect(botSeatAccount(standIn(0, 'ann'))).toBeNull();
    expect(botSeatAccount(bot(0, 'no-such-level'))).toBeNull();
    expect(botSeatAccount(person(0, 'ann'))).toBeNull();

    const rated = table([[1], [0], [2]]);
    const seats = [person(0, 'ann'), bot(1), standIn(2, 'bob')];
    expect(newResults(rated, seats, [1, 2]).map((r) => [r.seat, r.userId, r.place, r.standIn, r.bot])).toEqual([
      [0, 'ann', 2, false, undefined],
      [1, BOT, 1, false, true],
      [2, 'bob', 3, true, undefined],
    ]);
    // Casual: the bot's seat has no account to count for.
    expect(newResults(table([[1], [0], [2]], false), seats, [1, 2]).map((r) => r.userId)).toEqual(['ann', 'bob']);
    // Bots alone record nothing.
    expect(newResults(rated, [bot(0), bot(1, OTHER), bot(2)], [0, 1, 2])).toEqual([]);
  });

  it("moves the bot account's rating like anyone's: a win over a person raises it, and theirs falls", () => {
    const t = table([[1], [0]]);
    const rate = rateMatch(t, newResults(t, [person(0, 'ann'), bot(1)], [1]));
    const start = { mu: 30, sigma: 3 };
    const after = rate?.rate(new Map([[BOT, start]]));
    expect(after?.get(BOT)?.mu).toBeGreaterThan(start.mu);
    expect(after?.get(BOT)?.sigma).toBeLessThan(start.sigma);
    expect(after?.get('ann')?.mu).toBeLessThan(FRESH.mu);
    // Exactly the model's update of two players.
    expect(after).toEqual(
      rateByPlace(
        [
          { userId: BOT, place: 1 },
          { userId: 'ann', place: 2 },
        ],
        new Map([[BOT, start]]),
      ),
    );
  });

  it('each seat of one account is a player of its own: beating one of two bots of a level is half a win', () => {
    // Seat 1's bot first, Ann second, seat 2's bot (the same level) last.
    const t = table([[1], [0], [2]]);
    const rate = rateMatch(t, newResults(t, [person(0, 'ann'), bot(1), bot(2)], [1, 2]));
    const after = rate?.rate(new Map());
    // Ann beat one equal player and lost to another: about even (the account counted once, at its best seat,
    // would have beaten her).
    expect(Math.abs((after?.get('ann')?.mu ?? 0) - FRESH.mu)).toBeLessThan(0.01);
    // The account: one seat won, one lost: it moves by their mean (no move), and grows surer.
    expect(Math.abs((after?.get(BOT)?.mu ?? 0) - FRESH.mu)).toBeLessThan(0.01);
    expect(after?.get(BOT)?.sigma).toBeLessThan(FRESH.sigma);
    expect([...(after?.keys() ?? [])].sort()).toEqual(['ann', BOT].sort());
  });

  it('a person a bot stood in for is rated below the bots too', () => {
    // Bob came first but a bot played some of his moves: rated last, below the bot and Ann.
    const t = table([[2], [1], [0]]);
    const results = newResults(t, [person(0, 'ann'), bot(1), person(2, 'bob')], [1, 2]);
    const after = rateMatch(t, results)?.rate(new Map());
    expect(after?.get('bob')?.mu).toBeLessThan(FRESH.mu);
    expect(after?.get(BOT)?.mu).toBeGreaterThan(FRESH.mu);
    expect(after?.get(BOT)?.mu).toBeGreaterThan(after?.get('ann')?.mu ?? Infinity);
  });

  it('a person with only bots of their own as opponents still needs someone else: one person and one seat is nothing', () => {
    const t = table([[0], [1]]);
    // Ann holds both seats: nobody to compare her with.
    expect(rateMatch(t, newResults(t, [person(0, 'ann'), person(1, 'ann')]))).toBeNull();
    // Casual: never rated.
    const casual = table([[0], [1]], false);
    expect(rateMatch(casual, newResults(casual, [person(0, 'ann'), bot(1)], [1]))).toBeNull();
  });
});
