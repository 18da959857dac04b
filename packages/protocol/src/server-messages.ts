import { Type, type Static } from 'typebox';
import { JsonPatch } from './json-patch.ts';
import { Pace } from './pace.ts';

// Server -> client WebSocket messages. Every message about a match carries the match `version` it produces
// (the number of moves applied so far), once: a snapshot's is its table summary's (`table.version`); a client that
// sees a gap resubscribes with `since`.

const Seat = Type.Integer({ minimum: 0 });

export const UserKind = Type.Union([Type.Literal('guest'), Type.Literal('account'), Type.Literal('deleted')]);
export type UserKind = Static<typeof UserKind>;

/**
 * A person as others see them. In a table's summary `name` is distinct within the table (the server adds " (2)" to
 * a second person of the same name); a deleted account keeps its id under a neutral name with kind 'deleted'.
 */
export const UserInfo = Type.Object({
  id: Type.String(),
  name: Type.String(),
  kind: Type.Optional(UserKind),
  /**
   * A person's bot account (issue 29): a program plays it through the bot API; clients mark it with the bot badge, as
   * they mark the server's own bots' accounts. Absent: not one.
   */
  botAccount: Type.Optional(Type.Literal(true)),
});
export type UserInfo = Static<typeof UserInfo>;

export const SeatInfo = Type.Object({
  seat: Seat,
  /** The user holding the seat, or null. */
  user: Type.Union([UserInfo, Type.Null()]),
  /** The bot playing the seat: its level ("beginner", "intermediate", "expert": BOT_LEVELS), or null. */
  bot: Type.Union([Type.String(), Type.Null()]),
  /** The bot's own name, a key the client words ("anna"), distinct within the table; null with no bot. */
  botName: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  /**
   * The person a bot took this seat over from (they left or kept timing out): the seat is still theirs in the
   * accounts, the log, the results and the replay ("Аня → bot"), and they may come back before the end.
   */
  left: Type.Optional(Type.Union([UserInfo, Type.Null()])),
  connected: Type.Boolean(),
  /**
   * The person's timeouts in a row (their seat's last moves all played by the clock) while the match is played: at
   * the table's `takeoverAfter` a bot takes the seat over. Absent: none, or not playing.
   */
  timeouts: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type SeatInfo = Static<typeof SeatInfo>;

export const TableStatus = Type.Union([Type.Literal('open'), Type.Literal('playing'), Type.Literal('finished')]);
export type TableStatus = Static<typeof TableStatus>;

export const Outcome = Type.Object({
  ranking: Type.Array(Type.Array(Seat)),
  scores: Type.Array(Type.Number()),
});

/**
 * A seat changing hands during play: a bot took it over from its person (`takeover`: they left, or timed out
 * `takeoverAfter` times in a row) or the person came back (`return`). `version` is the match version at the change:
 * the moves from it on are played by the new holder. `round` is the game's round then (its `turnOf`), or null.
 */
export const SeatChange = Type.Object({
  seat: Seat,
  kind: Type.Union([Type.Literal('takeover'), Type.Literal('return')]),
  reason: Type.Optional(Type.Union([Type.Literal('left'), Type.Literal('timeouts')])),
  /** The person of the seat (who left, or who came back). */
  userId: Type.String(),
  version: Type.Integer({ minimum: 0 }),
  round: Type.Union([Type.Integer(), Type.Null()]),
  at: Type.Number(),
});
export type SeatChange = Static<typeof SeatChange>;

/**
 * Whose decision a match being played waits for (`seats`, the engine's toAct) and since when (ms since the epoch: the
 * start of the current period, or the last move). `spends`: at a turn-based table, the seat whose time bank the running
 * period spends (a decision in sequence); absent in a simultaneous phase, which spends no bank, and at a live table.
 */
export const MatchTurn = Type.Object({ seats: Type.Array(Seat), since: Type.Number(), spends: Type.Optional(Seat) });
export type MatchTurn = Static<typeof MatchTurn>;

export const TableSummary = Type.Object({
  id: Type.String(),
  game: Type.String(),
  options: Type.Unknown(),
  players: Type.Integer({ minimum: 1 }),
  private: Type.Boolean(),
  status: TableStatus,
  host: UserInfo,
  seats: Type.Array(SeatInfo),
  version: Type.Integer({ minimum: 0 }),
  createdAt: Type.Number(),
  startedAt: Type.Union([Type.Number(), Type.Null()]),
  finishedAt: Type.Union([Type.Number(), Type.Null()]),
  outcome: Type.Union([Outcome, Type.Null()]),
  /** Rated (decided at the start: every seat an account); before the start, whether the host asked for it. */
  rated: Type.Optional(Type.Boolean()),
  /** A quick-play table: when its empty seats get bots and it starts (null once started). */
  quick: Type.Optional(
    Type.Union([Type.Object({ fillAt: Type.Union([Type.Number(), Type.Null()]), level: Type.String() }), Type.Null()]),
  ),
  /** A finished match's results per person: place and, when rated, the rating before and after (points). */
  results: Type.Optional(Type.Array(SeatResult())),
  /**
   * A finished match's rematch ("Play again"): a new table of the same game, options and bots in the same seats, made
   * by one of its people; the others take their old seats there. Its invite code when it is private.
   */
  next: Type.Optional(
    Type.Union([Type.Object({ id: Type.String(), invite: Type.Union([Type.String(), Type.Null()]) }), Type.Null()]),
  ),
  /** Timeouts in a row after which a bot takes a person's seat over (the server's setting). */
  takeoverAfter: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Bots that took people's seats over, and people who came back, in order (public: everyone sees the seat change). */
  seatChanges: Type.Optional(Type.Array(SeatChange)),
  /** How fast it plays; absent: live. */
  pace: Type.Optional(Pace),
  /**
   * A turn-based match's time banks: milliseconds left per seat at the current version, not counting the turn now
   * running (its seat's time left is the running deadline's due time minus now). Absent: a live table.
   */
  banks: Type.Optional(Type.Array(Type.Number())),
  /**
   * Whose decision the match waits for and since when (ms since the epoch: the start of the current period, or the
   * last move): "My matches" and the lobby put mine first. Absent or null: not playing.
   */
  turn: Type.Optional(Type.Union([MatchTurn, Type.Null()])),
});
export type TableSummary = Static<typeof TableSummary>;

function SeatResult() {
  return Type.Object({
    seat: Seat,
    userId: Type.String(),
    /** 1-based; tied seats share the better place. */
    place: Type.Integer({ minimum: 1 }),
    tied: Type.Boolean(),
    /** Rating points (ratingPoints) before and after; null for a casual match. */
    before: Type.Union([Type.Number(), Type.Null()]),
    after: Type.Union([Type.Number(), Type.Null()]),
    /**
     * A bot played some of this person's moves (they left or kept timing out): by the rating rule such a person is
     * rated as if placed last (below everyone a bot did not stand in for), whatever the seat's place. Absent: false.
     */
    standIn: Type.Optional(Type.Boolean()),
  });
}

/** 'players': said by a player, read by everyone at the table; 'spectators': said by a spectator, read by spectators. */
export const ChatAudience = Type.Union([Type.Literal('players'), Type.Literal('spectators')]);
export type ChatAudience = Static<typeof ChatAudience>;

export const ChatLine = Type.Object({
  from: UserInfo,
  text: Type.String(),
  at: Type.Number(),
  audience: Type.Optional(ChatAudience),
});
export type ChatLine = Static<typeof ChatLine>;

/**
 * Who played a move: the seat's person, a bot (a bot's own seat, or a bot playing for a person who left or kept timing
 * out: the seat's `left` person), or the clock (a timeout's default move, or a phase closed by its timer).
 */
export const MoveActor = Type.Union([Type.Literal('person'), Type.Literal('bot'), Type.Literal('clock')]);
export type MoveActor = Static<typeof MoveActor>;

/**
 * Who sent the moves that led to `version`, as the receiver may know it (the game's `actorVisible`): seat null and no
 * `by` for a sender it may not know yet (a sealed bid).
 */
export const MoveStep = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  seat: Type.Union([Seat, Type.Null()]),
  by: Type.Optional(MoveActor),
  /** When the server applied the move (ms since the epoch): a tape's times, and a log's, survive a reload. */
  at: Type.Optional(Type.Number()),
});
export type MoveStep = Static<typeof MoveStep>;

/** Whom the game waits for, what the receiver may do now, and the clock. */
const Turn = {
  /** The seats the game waits for (the engine's toAct): every board's "whose turn" comes from here. */
  toAct: Type.Array(Seat),
  /**
   * The receiver's seat's legal moves when it may act, for a game whose boards offer them as a list in the current
   * state (`Game.sendsLegal`, e.g. not in a phase whose form lists thousands of combinations it never reads) or a
   * connection that asked (Subscribe.legal); else null.
   */
  legal: Type.Union([Type.Array(Type.Unknown()), Type.Null()]),
  /** When the current turn times out (ms since the epoch), or null for no clock. */
  deadline: Type.Union([Type.Number(), Type.Null()]),
  /** A turn-based match's banks now (as TableSummary.banks): they change with every turn. Absent: a live table. */
  banks: Type.Optional(Type.Array(Type.Number())),
  /** Whose decision the match waits for and since when (as TableSummary.turn). Absent: not playing. */
  turn: Type.Optional(MatchTurn),
};

export const Hello = Type.Object({ t: Type.Literal('hello'), protocol: Type.Integer(), user: UserInfo });

/**
 * The whole picture of a table for this viewer: sent on subscribe and whenever a client must resync. Its match version
 * (the one `view`, `toAct`, `legal` and `deadline` are at) is `table.version`: the snapshot carries no second copy.
 */
export const Snapshot = Type.Object({
  t: Type.Literal('snapshot'),
  table: TableSummary,
  /** The receiver's seat, or null for a spectator. */
  seat: Type.Union([Seat, Type.Null()]),
  /** The game's view for this viewer; null before the match starts. */
  view: Type.Unknown(),
  chat: Type.Array(ChatLine),
  ...Turn,
});

const UpdateFields = {
  t: Type.Literal('update'),
  table: Type.String(),
  /** The version the receiver's view must be at for `patch` to apply to it. */
  from: Type.Integer({ minimum: 0 }),
  version: Type.Integer({ minimum: 0 }),
  /** What this viewer may see of the events of versions `from`..`version`, in order. */
  events: Type.Array(Type.Unknown()),
  status: TableStatus,
  outcome: Type.Union([Outcome, Type.Null()]),
  /** Who sent the moves of versions `from`+1..`version`, one step per version (as the history's entries). */
  steps: Type.Optional(Type.Array(MoveStep)),
  ...Turn,
};

/**
 * Moves were applied: the events this viewer may see, the new version, what it may do now, and its new view as
 * exactly one of `patch` (a JSON Patch from its view at `from`, the usual case) or `view` (the whole view, when the
 * server no longer has what the patch needs). A client whose view is not at `from`, or whose patch does not apply,
 * resubscribes.
 */
export const Update = Type.Union([
  Type.Object({ ...UpdateFields, patch: JsonPatch, view: Type.Optional(Type.Never()) }),
  Type.Object({ ...UpdateFields, view: Type.Unknown(), patch: Type.Optional(Type.Never()) }),
]);

/** A request with an `id` succeeded. */
export const Ack = Type.Object({
  t: Type.Literal('ack'),
  id: Type.String(),
  table: Type.Optional(Type.String()),
  version: Type.Optional(Type.Integer({ minimum: 0 })),
});

export const ErrorMessage = Type.Object({
  t: Type.Literal('error'),
  id: Type.Optional(Type.String()),
  table: Type.Optional(Type.String()),
  /** A server code (protocol/codes.ts) or a game's rule code. */
  code: Type.String(),
  detail: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
  /** For a `moves` batch: the index of the move that failed (none was applied). */
  index: Type.Optional(Type.Integer({ minimum: 0 })),
  /** The match version the error refers to (the current one). */
  version: Type.Optional(Type.Integer({ minimum: 0 })),
});

export const ChatPosted = Type.Object({ t: Type.Literal('chat'), table: Type.String(), line: ChatLine });

/** Seats or status changed (a join, a bot added, the start). */
export const TableChanged = Type.Object({ t: Type.Literal('table'), table: TableSummary });

/**
 * Who is at the table now: sent to every viewer when a seated person connects or leaves (never a whole snapshot for
 * it). `connected[k]` is seat k's mark as in `SeatInfo.connected`. Timeouts and takeovers come as `table` messages.
 */
export const PresenceMessage = Type.Object({
  t: Type.Literal('presence'),
  table: Type.String(),
  connected: Type.Array(Type.Boolean()),
});

export const Pong = Type.Object({ t: Type.Literal('pong'), id: Type.Optional(Type.String()) });

/**
 * To a connection watching the lobby (`lobby`): a table was created, its seats changed, it started or its match
 * finished. No payload: the client refetches the lists (GET /api/tables, /api/me/tables). At most one per 300 ms.
 */
export const LobbyChanged = Type.Object({ t: Type.Literal('lobbyChanged') });

export const ServerMessage = Type.Union([
  Hello,
  Snapshot,
  Update,
  Ack,
  ErrorMessage,
  ChatPosted,
  TableChanged,
  Pong,
  LobbyChanged,
  PresenceMessage,
]);
export type ServerMessage = Static<typeof ServerMessage>;
export type Snapshot = Static<typeof Snapshot>;
export type Update = Static<typeof Update>;
export type ErrorMessage = Static<typeof ErrorMessage>;
export type PresenceMessage = Static<typeof PresenceMessage>;
