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

/** Every bot level, weakest first (the bots package has a bot of each level for every game). */
export const BOT_LEVELS = ['random', 'heuristic'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];
export const BotLevel = Type.Enum(BOT_LEVELS);
/** The level that takes over a seat whose player left or kept timing out: the strongest. */
export const TAKEOVER_BOT_LEVEL: BotLevel = BOT_LEVELS[BOT_LEVELS.length - 1] as BotLevel;

/** Whether a string is one of the bot levels. */
export function isBotLevel(level: unknown): level is BotLevel {
  return (BOT_LEVELS as readonly unknown[]).includes(level);
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
