import { Type, type Static } from 'typebox';
import { NAME_MAX } from './clean-text.ts';
import { Pace } from './pace.ts';
import { MoveActor } from './server-messages.ts';

// HTTP bodies and queries of the lobby API (validated by Fastify through the TypeBox type provider).

const strict = { additionalProperties: false } as const;
// Only the raw size here: the name is cleaned and measured by checkName (clean-text.ts), which answers BAD_NAME.
export const DisplayName = Type.String({ maxLength: 2 * NAME_MAX });

export const SessionBody = Type.Object({ name: Type.Optional(DisplayName) }, strict);
export type SessionBody = Static<typeof SessionBody>;

export const RenameBody = Type.Object({ name: DisplayName }, strict);
export type RenameBody = Static<typeof RenameBody>;

/**
 * The bot levels people choose, weakest first (issue 27): a beginner (plays plausibly, with human-like mistakes), an
 * intermediate (the game's heuristic) and an expert. Which of them a game offers is the server's to say (GET
 * /api/games' `levels`: a game without an expert bot offers the first two); a level a game does not offer is
 * BAD_BOT_LEVEL.
 */
export const BOT_LEVELS = ['beginner', 'intermediate', 'expert'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];
export const BotLevel = Type.Enum(BOT_LEVELS);
/**
 * The level that takes over a seat whose player left or kept timing out: the intermediate (every game has one, and an
 * expert costs up to a second of a bot worker per decision).
 */
export const TAKEOVER_BOT_LEVEL: BotLevel = 'intermediate';

/** Quick play's level for someone who has not chosen one (a newcomer): the beginner, and the page says so. */
export const NEWCOMER_BOT_LEVEL: BotLevel = 'beginner';

/** Whether a string is one of the bot levels. */
export function isBotLevel(level: unknown): level is BotLevel {
  return (BOT_LEVELS as readonly unknown[]).includes(level);
}

/** The names stored before the people levels (issue 27): the bots' own names then. */
const LEGACY_BOT_LEVELS: Readonly<Record<string, BotLevel>> = { random: 'beginner', heuristic: 'intermediate' };

/**
 * A bot level as read from storage (the database's seats, quick tables, results; a browser's saved preferences):
 * today's names as they are, the old ones ('random', 'heuristic') as the levels they became; anything else undefined.
 */
export function storedBotLevel(stored: unknown): BotLevel | undefined {
  if (isBotLevel(stored)) return stored;
  return typeof stored === 'string' && Object.hasOwn(LEGACY_BOT_LEVELS, stored) ? LEGACY_BOT_LEVELS[stored] : undefined;
}

/** Every name `level` may be stored under: its own and its old one (a compare-and-set on a stored seat needs both). */
export function storedBotNames(level: BotLevel): string[] {
  return [level, ...Object.keys(LEGACY_BOT_LEVELS).filter((old) => LEGACY_BOT_LEVELS[old] === level)];
}

export const CreateTableBody = Type.Object(
  {
    game: Type.String({ minLength: 1, maxLength: 40 }),
    /** Raw options: checked by the game's parseOptions. */
    options: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    players: Type.Integer({ minimum: 1, maximum: 16 }),
    private: Type.Optional(Type.Boolean()),
    /** Take a seat at once (default true). */
    join: Type.Optional(Type.Boolean()),
    /** Ask for a rated match (kept at the start only if every seat is an account). */
    rated: Type.Optional(Type.Boolean()),
    bots: Type.Optional(
      Type.Array(Type.Object({ seat: Type.Integer({ minimum: 0 }), level: BotLevel }, strict), { maxItems: 16 }),
    ),
    /** Real-time (default) or turn-based with time banks (pace.ts); a bad bank is BAD_PACE. */
    pace: Type.Optional(Pace),
  },
  strict,
);
export type CreateTableBody = Static<typeof CreateTableBody>;

export const JoinBody = Type.Object(
  { seat: Type.Optional(Type.Integer({ minimum: 0 })), invite: Type.Optional(Type.String({ maxLength: 64 })) },
  strict,
);
export type JoinBody = Static<typeof JoinBody>;

export const BotBody = Type.Object({ seat: Type.Integer({ minimum: 0 }), level: BotLevel }, strict);
export type BotBody = Static<typeof BotBody>;

export const TablesQuery = Type.Object(
  {
    game: Type.Optional(Type.String({ maxLength: 40 })),
    status: Type.Optional(Type.Union([Type.Literal('open'), Type.Literal('playing'), Type.Literal('finished')])),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    /** Only tables of this pace (pace.ts): real time or turn-based. */
    pace: Type.Optional(Type.Union([Type.Literal('live'), Type.Literal('turns')])),
  },
  strict,
);
export type TablesQuery = Static<typeof TablesQuery>;

/**
 * One step of a match's history: the setup (version 0, seat null) or one move (the version after it, its seat and who
 * played it). A move whose sender the requester may not know yet (a sealed bid: the game's `actorVisible`) has seat
 * null and no `by`.
 */
export const HistoryEntry = Type.Object({
  version: Type.Integer({ minimum: 0 }),
  /** The seat that acted, or null for the setup and for a sender the requester may not know. */
  seat: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  /** Who played the move (absent for the setup and a hidden sender). */
  by: Type.Optional(MoveActor),
  /** When the server applied the move (ms since the epoch; absent for the setup). */
  at: Type.Optional(Type.Number()),
  /** The events of this step as the requester may see them (the game's viewEvent). */
  events: Type.Array(Type.Unknown()),
});
export type HistoryEntry = Static<typeof HistoryEntry>;

/**
 * GET /api/tables/:id/history: the whole event log of a started match for the requester's seat (or a spectator),
 * entry 0 the setup and entry k move k; `version` is the number of moves.
 */
export const MatchHistory = Type.Object({ version: Type.Integer({ minimum: 0 }), entries: Type.Array(HistoryEntry) });
export type MatchHistory = Static<typeof MatchHistory>;

/** One step of the catch-up: the requester's view after a move, and whom the game then waited for. */
export const CatchUpView = Type.Object({
  version: Type.Integer({ minimum: 0 }),
  /** The game's view for the requester then. */
  view: Type.Unknown(),
  /** The seats the game waited for then (the engine's toAct on that state), as a live update's `toAct`. */
  toAct: Type.Array(Type.Integer({ minimum: 0 })),
});
export type CatchUpView = Static<typeof CatchUpView>;

/**
 * GET /api/tables/:id/views?from=: the requester's view of the match after each move from `from` on (the in-table
 * step-through of "since your last move").
 */
export const CatchUpViews = Type.Object({
  /** The match's version the views go up to. */
  version: Type.Integer({ minimum: 0 }),
  /** One per version, `from` (or the oldest kept) to `version`, in order. */
  views: Type.Array(CatchUpView),
});
export type CatchUpViews = Static<typeof CatchUpViews>;
