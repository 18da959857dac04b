import { Type, type Static } from 'typebox';
import { CHAT_MAX } from './clean-text.ts';

// Client -> server WebSocket messages. Every message may carry an `id` that the server echoes in its answer
// (`ack` or `error`), so a client can match answers to requests.

const Id = Type.Optional(Type.String({ maxLength: 64 }));
const TableId = Type.String({ minLength: 1, maxLength: 64 });
const Version = Type.Integer({ minimum: 0 });
const strict = { additionalProperties: false } as const;

export const Subscribe = Type.Object(
  {
    t: Type.Literal('subscribe'),
    id: Id,
    table: TableId,
    /** The last version this client has: the server answers with the missing events, or a snapshot. */
    since: Type.Optional(Version),
    /** Invite code of a private table (spectating needs it too). */
    invite: Type.Optional(Type.String({ maxLength: 64 })),
    /**
     * Send my seat's legal moves with every snapshot and update, whatever the game (a scripted player, a test). A
     * board never asks: a game whose boards offer moves as a list gets them anyway where they do (`Game.sendsLegal`).
     */
    legal: Type.Optional(Type.Boolean()),
  },
  strict,
);

export const Unsubscribe = Type.Object({ t: Type.Literal('unsubscribe'), id: Id, table: TableId }, strict);

/** One move for the seat this user holds at the table; `version` is the match version the client has seen. */
export const MoveMessage = Type.Object(
  { t: Type.Literal('move'), id: Id, table: TableId, version: Version, move: Type.Unknown() },
  strict,
);

/** The most moves one `moves` message carries: a client with more that need not go together sends several. */
export const MAX_BATCH_MOVES = 16;

/** Several moves applied in order, all or none (a whole turn composed at once). */
export const MovesMessage = Type.Object(
  {
    t: Type.Literal('moves'),
    id: Id,
    table: TableId,
    version: Version,
    moves: Type.Array(Type.Unknown(), { minItems: 1, maxItems: MAX_BATCH_MOVES }),
  },
  strict,
);

export const ChatMessage = Type.Object(
  // Only the raw size here: the server cleans the text and measures it with checkChat (clean-text.ts).
  {
    t: Type.Literal('chat'),
    id: Id,
    table: TableId,
    text: Type.String({ minLength: 1, maxLength: 2 * CHAT_MAX }),
  },
  strict,
);

export const Ping = Type.Object({ t: Type.Literal('ping'), id: Id }, strict);

/** Watch the lobby: the server then sends `lobbyChanged` when tables are created, seated, started or finished. */
export const LobbySubscribe = Type.Object({ t: Type.Literal('lobby'), id: Id }, strict);

/** Stop watching the lobby. */
export const LobbyUnsubscribe = Type.Object({ t: Type.Literal('unlobby'), id: Id }, strict);

/**
 * Whether this page shows the table now (the document is visible): a person with a visible page of a match is not
 * sent notifications about it (issue 25). Sent on subscribe and whenever it changes; a closed connection is not visible.
 */
export const VisibleMessage = Type.Object(
  { t: Type.Literal('visible'), id: Id, table: TableId, visible: Type.Boolean() },
  strict,
);

export const ClientMessage = Type.Union([
  Subscribe,
  Unsubscribe,
  MoveMessage,
  MovesMessage,
  ChatMessage,
  Ping,
  LobbySubscribe,
  LobbyUnsubscribe,
  VisibleMessage,
]);
export type ClientMessage = Static<typeof ClientMessage>;
export type ClientMessageType = ClientMessage['t'];
export const CLIENT_MESSAGE_TYPES: readonly ClientMessageType[] = [
  'subscribe',
  'unsubscribe',
  'move',
  'moves',
  'chat',
  'ping',
  'lobby',
  'unlobby',
  'visible',
];
