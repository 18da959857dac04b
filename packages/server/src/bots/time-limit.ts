import type { BotLimits } from '@birzha/bots';

/** The most a bot spends on one decision (issue 27: at most a second of one core, whatever the clock). */
export const BOT_MAX_MS = 1000;
/** The share of the time left on the seat's clock one decision may take: the rest covers the move path and later turns. */
export const BOT_CLOCK_SHARE = 1 / 20;
/** The least a bot is given, even with almost nothing left: enough for the heuristic (a few ms) and a short search. */
export const BOT_MIN_MS = 50;

/**
 * The time a bot may spend deciding now (the bot's `limits`): `BOT_MAX_MS`, or less on a short clock: a twentieth of
 * the time until the match's earliest running deadline (the seat's own or one that ends its phase for everyone,
 * whichever comes first: that is when the clock would play for it), never below `BOT_MIN_MS`. Untimed (no deadline):
 * `BOT_MAX_MS`.
 */
export function botTimeLimit(deadline: number | null, now: number): BotLimits {
  if (deadline === null) return { ms: BOT_MAX_MS };
  const share = Math.floor(Math.max(0, deadline - now) * BOT_CLOCK_SHARE);
  return { ms: Math.min(BOT_MAX_MS, Math.max(BOT_MIN_MS, share)) };
}
