// Bots' rated accounts (issue 27): one per people level (protocol's BOT_LEVELS), made on every start, holding the
// level's rating in each game: from `birzha ladder` at first (bot-ratings.json), then from rated matches with people.
import { BOT_LEVELS, isBotLevel, type BotLevel } from '@birzha/protocol';
import type { SeatRow, Store, UserRow } from '../store/store.ts';
import ladders from './bot-ratings.json' with { type: 'json' };
import { startingRatings, type BotRatingsFile } from './bot-ratings.ts';

/** The ladders the bots' starting ratings come from (import-ladder.ts writes the file). */
export const BOT_RATINGS: BotRatingsFile = ladders;

/**
 * The id of level `level`'s account. Never a person's: generated ids (ids.ts) have no '-'. Fixed, so a result
 * needs no look-up and every process agrees.
 */
export function botAccountId(level: BotLevel): string {
  return `bot-${level}`;
}

/** The name a bot account is stored under; the web shows its level in the reader's language instead. */
export function botAccountName(level: BotLevel): string {
  return `Bot · ${level}`;
}

/** Whether a user row is a bot's account (not a person). */
export function isBotAccount(u: UserRow | undefined): boolean {
  return u !== undefined && (u.botLevel ?? null) !== null;
}

/**
 * The account a seat's own bot plays for: a seat a bot was given before the start (never one a bot took over from a
 * person, which stays that person's), of a level there is an account for; null otherwise.
 */
export function botSeatAccount(seat: SeatRow): string | null {
  if (seat.bot === null || seat.userId !== null || seat.leftUserId !== null) return null;
  return isBotLevel(seat.bot) ? botAccountId(seat.bot) : null;
}

/**
 * Makes every level's account if missing (idempotent; several processes may start at once), each with its starting
 * rating in every game whose ladder has its bot and where it has no rated match yet.
 */
export async function ensureBotAccounts(store: Store, at: number, file: BotRatingsFile = BOT_RATINGS): Promise<void> {
  for (const level of BOT_LEVELS) {
    const seeds = startingRatings(file, level).map(({ game, rating }) => ({ game, ...rating, at }));
    await store.accounts.ensureBotAccount(
      { id: botAccountId(level), name: botAccountName(level), createdAt: at, level },
      seeds,
    );
  }
}
