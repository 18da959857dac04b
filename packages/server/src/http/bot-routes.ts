// The bot API (issue 29, docs/bot-api.md): what a bot account's program does over plain HTTP with an API token.
// Its streams are the hub's own messages to a seat (the same views, patches and events as the browser's WebSocket),
// and its moves take the one move path: nothing here decides what a bot may see or play.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CreateTableBody, InviteBody, JoinBody, type ApiTokenScope } from '@birzha/protocol';
import { Type } from 'typebox';
import { acceptEmptyJsonBody } from '../bot-api/empty-json-body.ts';
import { BotEventStream } from '../bot-api/event-stream.ts';
import { GameStream } from '../bot-api/game-stream.ts';
import { NdjsonSocket } from '../bot-api/ndjson-socket.ts';
import { TOKEN_RECHECK_MS, tokenStreamsOf } from '../bot-api/token-streams.ts';
import { bearerOf, botOf, type BotIdentity } from '../identity/api-tokens.ts';
import { seatOf } from '../matches/live-match.ts';
import type { MoveRequest, MoveResult } from '../matches/move-path.ts';
import type { UserRow } from '../store/store.ts';
import type { Hub } from '../ws/hub.ts';
import type { LobbyWatcher } from '../ws/lobby-watcher.ts';
import { acceptInvitation, declineInvitation } from '../lobby/invitation-answers.ts';
import { createRequest } from '../lobby/table-service.ts';
import { inviteToTable } from '../lobby/invite-to-table.ts';
import { postChat } from '../lobby/post-chat.ts';
import { sendError, statusOf } from './errors.ts';
import type { RouteDeps } from './routes.ts';

export interface BotRouteDeps extends RouteDeps {
  readonly hub: Hub;
  readonly submit: (req: MoveRequest) => Promise<MoveResult>;
  /** Lobby changes for the bots' event streams. */
  readonly lobby: LobbyWatcher<object>;
  readonly log: { error(obj: object, msg: string): void };
}

const TableParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const GameStreamQuery = Type.Object(
  { view: Type.Optional(Type.Union([Type.Literal('full'), Type.Literal('patch')])) },
  { additionalProperties: false },
);
/** The longest batch one request may send (the longest whole turn of today's games is a few dozen moves). */
const MAX_BATCH = 64;
const MoveBody = Type.Object(
  {
    version: Type.Integer({ minimum: 0 }),
    move: Type.Optional(Type.Unknown()),
    moves: Type.Optional(Type.Array(Type.Unknown(), { minItems: 1, maxItems: MAX_BATCH })),
  },
  { additionalProperties: false },
);
const ChatBody = Type.Object({ text: Type.String({ maxLength: 2000 }) }, { additionalProperties: false });
/** POST /api/tables' body, and `start`: start at once (every seat filled: the bot and the server's bots). */
const NewTableBody = Type.Object(
  { ...CreateTableBody.properties, start: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);

/** Limits count per token (its hash: the token itself is never kept), or per address without one. */
const perToken = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: 60_000,
    keyGenerator: (req: FastifyRequest) => {
      const bearer = bearerOf(req);
      return bearer === null ? `ip:${req.ip}` : `bot:${createHash('sha256').update(bearer).digest('base64url')}`;
    },
  },
});

/**
 * GET /api/bot/account, the two streams, and the actions under /api/bot: moves, chat, resigning and returning at a
 * match, answers to invitations, and tables (made, joined, started: a bot plays people and bots that way too).
 * `close` ends every open stream. Revoking a token ends the streams opened with it (token-streams.ts).
 */
export function registerBotRoutes(app: FastifyInstance, deps: BotRouteDeps): { close(): void } {
  const { store, registry, tables } = deps;
  const limits = deps.config.botApiLimits;
  // Open streams, ended at shutdown (the server waits for every open response before it closes).
  const streams = new Set<NdjsonSocket>();
  const byToken = tokenStreamsOf(app);
  const openStream = (reply: FastifyReply, bot: BotIdentity, transform: (text: string) => readonly string[]) => {
    const socket = takeOver(reply, transform);
    streams.add(socket);
    socket.on('close', () => streams.delete(socket));
    byToken.add(bot.token.id, bot.token.tokenHash, socket);
    return socket;
  };
  // A token revoked through another process (or its account deleted) ends its streams here too, at the next look.
  let rechecking = false;
  const recheck = setInterval(() => {
    if (rechecking) return;
    rechecking = true;
    void (async () => {
      for (const { id, hash } of byToken.tokens())
        if ((await store.accounts.findApiToken(hash)) === undefined) byToken.end(id);
    })()
      .catch((e: unknown) => deps.log.error({ err: e }, 'looking up the bot streams’ tokens failed'))
      .finally(() => (rechecking = false));
  }, TOKEN_RECHECK_MS);
  recheck.unref();

  /** The request's bot account and token, or a refusal sent (UNAUTHORIZED, NOT_A_BOT, MISSING_SCOPE). */
  const requireBotToken = async (req: FastifyRequest, reply: FastifyReply, scope: ApiTokenScope) => {
    const auth = await botOf(req, store, scope, deps.now());
    if (auth.ok) return auth.value;
    void sendError(reply, auth.code, auth.detail);
    return undefined;
  };
  /** The request's bot account, or a refusal sent. */
  const requireBot = async (req: FastifyRequest, reply: FastifyReply, scope: ApiTokenScope) =>
    (await requireBotToken(req, reply, scope))?.user;
  /** The match at `id` and the bot's seat at it, or a refusal sent. */
  const seated = async (reply: FastifyReply, user: UserRow, id: string) => {
    const live = await registry.get(id);
    if (live === undefined) return void sendError(reply, 'NOT_FOUND');
    const seat = seatOf(live, user.id);
    if (seat === null) return void sendError(reply, 'NOT_SEATED');
    return { live, seat };
  };

  // In a scope of their own: a POST with `Content-Type: application/json` and no body is one without a body here.
  void app.register((scope, _opts, done) => {
    acceptEmptyJsonBody(scope);
    const api = scope.withTypeProvider<TypeBoxTypeProvider>();

    api.get('/api/bot/account', { config: perToken(limits.otherPerMinute) }, async (req, reply) => {
      const user = await requireBot(req, reply, 'bot:play');
      if (user === undefined) return reply;
      return { id: user.id, name: user.name };
    });

    api.get('/api/bot/stream/event', { config: perToken(limits.streamsPerMinute) }, async (req, reply) => {
      const bot = await requireBotToken(req, reply, 'bot:play');
      if (bot === undefined) return reply;
      const { user } = bot;
      const socket = openStream(reply, bot, () => []);
      new BotEventStream({ store, registry, lobby: deps.lobby, now: deps.now, log: deps.log }, user, socket).start();
      return reply;
    });

    api.get(
      '/api/bot/stream/game/:id',
      { schema: { params: TableParams, querystring: GameStreamQuery }, config: perToken(limits.streamsPerMinute) },
      async (req, reply) => {
        const bot = await requireBotToken(req, reply, 'bot:play');
        if (bot === undefined) return reply;
        const { user } = bot;
        const live = await registry.get(req.params.id);
        if (live === undefined) return sendError(reply, 'NOT_FOUND');
        // A bot plays its own matches: it watches no one else's (a private table's invite code stays the browser's).
        // A seat a server bot took over from it is still its own, but not to play: the stream says `seatLost` and ends.
        const seat = seatOf(live, user.id);
        if (seat === null && !live.seats.some((s) => s.leftUserId === user.id)) return sendError(reply, 'NOT_SEATED');
        const subscribeId = 'bot-stream';
        const stream = new GameStream({ userId: user.id, fullViews: req.query.view === 'full', subscribeId });
        const socket = openStream(reply, bot, (text) => {
          const { lines, end } = stream.reshape(text);
          // The match is over, or the seat is no longer the bot's: the last line goes out, then the stream ends.
          if (end) setImmediate(() => socket.close());
          return lines;
        });
        deps.hub.attach(socket, user, { maxSubscriptions: 1 });
        socket.frame({ t: 'subscribe', table: live.table.id, legal: true, id: subscribeId });
        return reply;
      },
    );

    api.post(
      '/api/bot/game/:id/move',
      { schema: { params: TableParams, body: MoveBody }, config: perToken(limits.movesPerMinute) },
      async (req, reply) => {
        const user = await requireBot(req, reply, 'bot:play');
        if (user === undefined) return reply;
        const { move, moves, version } = req.body;
        if ((move === undefined) === (moves === undefined))
          return sendError(reply, 'BAD_REQUEST', { reason: 'send either move or moves' });
        const at = await seated(reply, user, req.params.id);
        if (at === undefined) return reply;
        const result = await deps.submit({
          tableId: at.live.table.id,
          seat: at.seat,
          moves: moves ?? [move],
          version,
          by: 'human',
        });
        if (result.ok) return { version: result.value };
        const { code, detail, index, version: current } = result.error;
        return reply.code(statusOf(code)).send({
          error: {
            code,
            ...(detail === undefined ? {} : { detail }),
            ...(index === undefined ? {} : { index }),
            ...(current === undefined ? {} : { version: current }),
          },
        });
      },
    );

    api.post(
      '/api/bot/game/:id/chat',
      { schema: { params: TableParams, body: ChatBody }, config: perToken(limits.otherPerMinute) },
      async (req, reply) => {
        const user = await requireBot(req, reply, 'bot:chat');
        if (user === undefined) return reply;
        const at = await seated(reply, user, req.params.id);
        if (at === undefined) return reply;
        const said = await postChat(deps, user, at.live, req.body.text);
        if (!said.ok) return sendError(reply, said.error.code, said.error.detail);
        return {};
      },
    );

    api.post(
      '/api/bot/game/:id/resign',
      { schema: { params: TableParams }, config: perToken(limits.otherPerMinute) },
      async (req, reply) => {
        const user = await requireBot(req, reply, 'bot:play');
        if (user === undefined) return reply;
        const left = await tables.leave(user, req.params.id);
        if (!left.ok) return sendError(reply, left.error.code, left.error.detail);
        return {};
      },
    );

    // A seat a server bot took over (the bot kept timing out, or left) taken back before the end, as the site's
    // POST /api/tables/:id/return does for a person.
    api.post(
      '/api/bot/game/:id/return',
      { schema: { params: TableParams }, config: perToken(limits.otherPerMinute) },
      async (req, reply) => {
        const user = await requireBot(req, reply, 'bot:play');
        if (user === undefined) return reply;
        const back = await tables.returnToSeat(user, req.params.id);
        if (!back.ok) return sendError(reply, back.error.code, back.error.detail);
        return {};
      },
    );

    api.post(
      '/api/bot/invitations/:id/accept',
      { schema: { params: TableParams }, config: perToken(limits.otherPerMinute) },
      async (req, reply) => {
        const user = await requireBot(req, reply, 'bot:play');
        if (user === undefined) return reply;
        const r = await acceptInvitation(deps, user, req.params.id);
        if (!r.ok) return sendError(reply, r.error.code, r.error.detail);
        return { table: r.value };
      },
    );

    api.post(
      '/api/bot/invitations/:id/decline',
      { schema: { params: TableParams }, config: perToken(limits.otherPerMinute) },
      async (req, reply) => {
        const user = await requireBot(req, reply, 'bot:play');
        if (user === undefined) return reply;
        const r = await declineInvitation(deps, user, req.params.id);
        if (!r.ok) return sendError(reply, r.error.code, r.error.detail);
        return {};
      },
    );

    api.post(
      '/api/bot/tables',
      { schema: { body: NewTableBody }, config: perToken(limits.otherPerMinute) },
      async (req, reply) => {
        const user = await requireBot(req, reply, 'bot:play');
        if (user === undefined) return reply;
        const { start, ...body } = req.body;
        const made = await tables.create(user, createRequest(body));
        if (!made.ok) return sendError(reply, made.error.code, made.error.detail);
        if (start !== true) return reply.code(201).send({ table: made.value });
        const started = await tables.start(user, made.value.id);
        if (!started.ok) return sendError(reply, started.error.code, started.error.detail);
        return reply.code(201).send({ table: started.value });
      },
    );

    api.post(
      '/api/bot/tables/:id/join',
      { schema: { params: TableParams, body: Type.Optional(JoinBody) }, config: perToken(limits.otherPerMinute) },
      async (req, reply) => {
        const user = await requireBot(req, reply, 'bot:play');
        if (user === undefined) return reply;
        const joined = await tables.join(user, req.params.id, req.body?.seat, req.body?.invite);
        if (!joined.ok) return sendError(reply, joined.error.code, joined.error.detail);
        return { table: joined.value };
      },
    );

    // A bot's table may invite people and bots, as a person's does (each told by mail, push or its event stream).
    api.post(
      '/api/bot/tables/:id/invitations',
      { schema: { params: TableParams, body: InviteBody }, config: perToken(limits.otherPerMinute) },
      async (req, reply) => {
        const user = await requireBot(req, reply, 'bot:play');
        if (user === undefined) return reply;
        const invitationMs = deps.config.notify.invitationMs;
        const r = await inviteToTable(
          { store, bus: deps.bus, now: deps.now, invitationMs },
          user,
          req.params.id,
          req.body.usernames,
        );
        if (!r.ok) return sendError(reply, r.error.code, r.error.detail);
        return reply.code(201).send(r.value);
      },
    );

    api.post(
      '/api/bot/tables/:id/start',
      { schema: { params: TableParams }, config: perToken(limits.otherPerMinute) },
      async (req, reply) => {
        const user = await requireBot(req, reply, 'bot:play');
        if (user === undefined) return reply;
        const started = await tables.start(user, req.params.id);
        if (!started.ok) return sendError(reply, started.error.code, started.error.detail);
        return { table: started.value };
      },
    );

    done();
  });

  return {
    close() {
      clearInterval(recheck);
      for (const socket of streams) socket.close(1001, 'server shutting down');
    },
  };
}

/**
 * Takes the response over for a stream of newline-delimited JSON (Fastify's hooks are done with it: the headers
 * they would add are set here). `transform` shapes what the hub sends through it.
 */
function takeOver(reply: FastifyReply, transform: (text: string) => readonly string[]): NdjsonSocket {
  reply.hijack();
  reply.raw.writeHead(200, {
    'Content-Type': 'application/x-ndjson; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    // Proxies must pass each line on as it comes (nginx buffers responses otherwise).
    'X-Accel-Buffering': 'no',
    // A stream's connection ends with it: kept alive, an ended stream's socket would stay open (keepAliveTimeout)
    // and a shutdown that ended it after Node's last look for idle sockets would wait for it (a CI hang of > 10 s).
    Connection: 'close',
  });
  return new NdjsonSocket(reply.raw, transform);
}
