import { CheckersExchange } from '@birzha/engine';
import { BOT_LEVELS, type BotLevel } from '@birzha/protocol';

/** What the Checkers Exchange mode (`--game checkers-exchange`) adds to the common flags. */
export interface ExchangeFlags {
  /** Seats at each table (spec 3: 3..8). */
  readonly players: number;
  /** Of them, seats the server's bots play; the rest are scripted clients of the load generator. */
  readonly bots: number;
  readonly botLevel: BotLevel;
  /** Spectator connections per table. */
  readonly spectators: number;
  /** Messages per second each scripted seat sends in a session (the server's rate limit by default). */
  readonly orderRate: number;
  /** Orders a scripted seat keeps resting in the book before it cancels the oldest. */
  readonly restingOrders: number;
  /** Seconds into a session after which the scripted seats say `ready`; null: never, the session runs to its clock. */
  readonly readyAfterSeconds: number | null;
}

/** The server's sustained per-connection message budget (packages/server's DEFAULT_CONFIG.rateLimit.perSecond). */
export const SERVER_RATE_LIMIT_PER_SECOND = 20;
/** The `online` preset's session (spec 2 TIMING): set-up, ramp, warm-up and window must fit in the first one. */
export const SESSION_SECONDS = CheckersExchange.TIMING.online.session;
/** Time kept for the auction and the first board phase before the first session opens. */
export const REACH_SESSION_SECONDS = 40;

export const EXCHANGE_DEFAULTS = {
  tables: 20,
  seconds: 30,
  echoSeconds: 0,
} as const;

export const EXCHANGE_USAGE = `Checkers Exchange mode (--game checkers-exchange): N tables in the online preset, each with --bots seats of the
server's bots and the other seats scripted: they say ready in the auction, play the first legal ply at once on the
board, and in every session place and cancel orders at --order-rate; --spectators watch each table. The window
opens once every table is in its first session (300 s long) and reports order acks p50/p99 and events/s.
  --players P            seats per table, 3..8 (default 8)
  --bots B               bot seats per table, 0..P-1 (default 6; P-B seats are scripted)
  --bot-level L          ${BOT_LEVELS.join(' or ')} (default intermediate)
  --spectators K         spectator connections per table (default 1)
  --order-rate R         messages per second of each scripted seat in a session (default ${SERVER_RATE_LIMIT_PER_SECOND}, the server's limit)
  --resting-orders M     orders a scripted seat keeps resting before it cancels its oldest (default 4, at most 10)
  --ready-after S        scripted seats say ready S seconds into a session (default: never)
  defaults here: --tables ${EXCHANGE_DEFAULTS.tables} --seconds ${EXCHANGE_DEFAULTS.seconds} --echo-seconds ${EXCHANGE_DEFAULTS.echoSeconds}; the issue's target is
  --players 8 --bots 0 --tables 1 (8 seats trading at the rate limit, every order acked within 50 ms p99)
`;

/** Raw values of the exchange flags as parseArgs gives them. */
export interface RawExchangeValues {
  readonly players?: string | undefined;
  readonly bots?: string | undefined;
  readonly 'bot-level'?: string | undefined;
  readonly spectators?: string | undefined;
  readonly 'order-rate'?: string | undefined;
  readonly 'resting-orders'?: string | undefined;
  readonly 'ready-after'?: string | undefined;
}

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`--${name} must be an integer from ${min} to ${max}, not ${raw}`);
  return n;
}

/** The exchange flags checked against each other; throws an Error with a message for anything wrong. */
export function parseExchangeFlags(values: RawExchangeValues): ExchangeFlags {
  const players = integer('players', values.players, 8, 3, 8);
  const bots = integer('bots', values.bots, Math.min(6, players - 1), 0, players - 1);
  const level = values['bot-level'] ?? 'intermediate';
  if (!(BOT_LEVELS as readonly string[]).includes(level))
    throw new Error(`--bot-level must be one of ${BOT_LEVELS.join(', ')}, not ${level}`);
  const rate = values['order-rate'] === undefined ? SERVER_RATE_LIMIT_PER_SECOND : Number(values['order-rate']);
  if (!Number.isFinite(rate) || rate <= 0 || rate > 1000)
    throw new Error(`--order-rate must be a number above 0 and at most 1000, not ${values['order-rate']}`);
  const readyAfter = values['ready-after'] === undefined ? null : Number(values['ready-after']);
  if (readyAfter !== null && (!Number.isFinite(readyAfter) || readyAfter < 0))
    throw new Error(`--ready-after must be a number of seconds >= 0, not ${values['ready-after']}`);
  return {
    players,
    bots,
    botLevel: level as BotLevel,
    spectators: integer('spectators', values.spectators, 1, 0, 100),
    orderRate: rate,
    // Up to 10 resting plus cancels in flight stays below the 20 open orders an account may have (spec 7.2).
    restingOrders: integer('resting-orders', values['resting-orders'], 4, 1, 10),
    readyAfterSeconds: readyAfter,
  };
}

/** The window must fall inside the first session of every table (the session runs to its clock). */
export function checkFitsSession(rampSeconds: number, warmupSeconds: number, seconds: number): void {
  const room = SESSION_SECONDS - REACH_SESSION_SECONDS;
  if (rampSeconds + warmupSeconds + seconds > room)
    throw new Error(
      `--ramp-seconds + --warmup-seconds + --seconds must be at most ${room} in checkers-exchange mode (the session is ${SESSION_SECONDS} s), not ${rampSeconds + warmupSeconds + seconds}`,
    );
}
