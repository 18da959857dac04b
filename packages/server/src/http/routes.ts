import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BotBody, CreateTableBody, JoinBody, TablesQuery, waitingFirst } from '@birzha/protocol';
import { Type } from 'typebox';
import { gameBotLevels } from '../bots/levels.ts';
import { userOf } from '../identity/users.ts';
import { createRequest, type TableService, type LobbyResult } from '../lobby/table-service.ts';
import { matchHistory } from '../matches/history.ts';
import { seatOf, toRecord, type LiveMatch } from '../matches/live-match.ts';
import type { MatchRegistry } from '../matches/registry.ts';
import type { Store, UserRow } from '../store/store.ts';
import type { Bus } from '../bus/bus.ts';
import type { ServerConfig } from '../config.ts';
import { sendError } from './errors.ts';
import { mayViewTable } from './may-view.ts';

export interface RouteDeps {
  readonly store: Store;
  readonly registry: MatchRegistry;
  readonly tables: TableService;
  readonly secret: string;
  readonly now: () => number;
  readonly bus: Bus;
  readonly config: ServerConfig;
}

const TableParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const InviteQuery = Type.Object(
  { invite: Type.Optional(Type.String({ maxLength: 64 })) },
  { additionalProperties: false },
);
const SeatParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  seat: Type.Integer({ minimum: 0 }),
});

/** The lobby's REST API under /api. */
export function registerRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { store, tables, secret } = deps;

  /** The request's user, or a 401 already sent. */
  const requireUser = async (req: FastifyRequest, reply: FastifyReply): Promise<UserRow | undefined> => {
    const user = await userOf(req, store, secret);
    if (user === undefined) void sendError(reply, 'UNAUTHORIZED');
    return user;
  };
  const answer = <T>(reply: FastifyReply, r: LobbyResult<T>) =>
    r.ok ? reply.send(r.value) : sendError(reply, r.error.code, r.error.detail);

  api.get('/api/games', async () =>
    deps.registry.allGames().map((g) => ({
      id: g.meta.id,
      title: g.meta.title,
      minPlayers: g.meta.minPlayers,
      maxPlayers: g.meta.maxPlayers,
      rulesVersion: g.meta.rulesVersion,
      defaultOptions: g.meta.defaultOptions,
      // The bot levels it offers, weakest first: the browser offers only these (bots/levels.ts).
      levels: gameBotLevels(g.meta.id),
    })),
  );

  api.get('/api/tables', { schema: { querystring: TablesQuery } }, async (req) => {
    const rows = await store.listTables({
      status: req.query.status ?? 'open',
      limit: req.query.limit ?? 50,
      ...(req.query.game === undefined ? {} : { game: req.query.game }),
    });
    // A pace asked for: the page's tables of that pace (the store lists by status and game; few pages ask for this).
    const pace = req.query.pace;
    return tables.summaries(pace === undefined ? rows : rows.filter((r) => r.pace.mode === pace));
  });

  // My matches, the ones waiting for my move first, the longest waiting first (issue 25).
  api.get('/api/me/tables', { schema: { querystring: TablesQuery } }, async (req, reply) => {
    const user = await requireUser(req, reply);
    if (user === undefined) return reply;
    const rows = await store.listTablesOfUser(user.id, req.query.status ?? 'playing', req.query.limit ?? 50);
    const pace = req.query.pace;
    const summaries = await tables.summaries(pace === undefined ? rows : rows.filter((r) => r.pace.mode === pace));
    return waitingFirst(summaries, user.id);
  });

  // Per client address, counted as requests arrive (before the user is known): a refused one changes nothing.
  const limits = deps.config.httpLimits;
  const tablesPerIp = { rateLimit: { max: limits.tablesPerIp, timeWindow: limits.windowMs } };
  api.post('/api/tables', { schema: { body: CreateTableBody }, config: tablesPerIp }, async (req, reply) => {
    const user = await requireUser(req, reply);
    if (user === undefined) return reply;
    const r = await tables.create(user, createRequest(req.body));
    if (!r.ok) return sendError(reply, r.error.code, r.error.detail);
    const live = await deps.registry.get(r.value.id);
    return reply.code(201).send({ table: r.value, invite: live?.table.inviteCode ?? null });
  });

  const mayView = (req: FastifyRequest, live: LiveMatch, invite: string | undefined): Promise<boolean> =>
    mayViewTable(req, live, invite, store, secret);

  api.get('/api/tables/:id', { schema: { params: TableParams, querystring: InviteQuery } }, async (req, reply) => {
    const live = await deps.registry.get(req.params.id);
    if (live === undefined) return sendError(reply, 'NOT_FOUND');
    if (!(await mayView(req, live, req.query.invite))) return sendError(reply, 'BAD_INVITE');
    return { table: tables.summary(live) };
  });

  api.post(
    '/api/tables/:id/join',
    { schema: { params: TableParams, body: Type.Optional(JoinBody) } },
    async (req, reply) => {
      const user = await requireUser(req, reply);
      if (user === undefined) return reply;
      return answer(reply, await tables.join(user, req.params.id, req.body?.seat, req.body?.invite));
    },
  );

  api.post('/api/tables/:id/leave', { schema: { params: TableParams } }, async (req, reply) => {
    const user = await requireUser(req, reply);
    if (user === undefined) return reply;
    return answer(reply, await tables.leave(user, req.params.id));
  });

  // The person whose seat a bot took over (they left or timed out) takes it back before the match ends.
  api.post('/api/tables/:id/return', { schema: { params: TableParams } }, async (req, reply) => {
    const user = await requireUser(req, reply);
    if (user === undefined) return reply;
    return answer(reply, await tables.returnToSeat(user, req.params.id));
  });

  api.post('/api/tables/:id/bots', { schema: { params: TableParams, body: BotBody } }, async (req, reply) => {
    const user = await requireUser(req, reply);
    if (user === undefined) return reply;
    return answer(reply, await tables.setBot(user, req.params.id, req.body.seat, req.body.level));
  });

  api.delete('/api/tables/:id/bots/:seat', { schema: { params: SeatParams } }, async (req, reply) => {
    const user = await requireUser(req, reply);
    if (user === undefined) return reply;
    return answer(reply, await tables.setBot(user, req.params.id, req.params.seat, null));
  });

  api.post('/api/tables/:id/start', { schema: { params: TableParams } }, async (req, reply) => {
    const user = await requireUser(req, reply);
    if (user === undefined) return reply;
    return answer(reply, await tables.start(user, req.params.id));
  });

  // "Play again": a finished table's rematch, made by one of its people (201) or, made already, the same one (200).
  api.post('/api/tables/:id/again', { schema: { params: TableParams } }, async (req, reply) => {
    const user = await requireUser(req, reply);
    if (user === undefined) return reply;
    const r = await tables.again(user, req.params.id);
    if (!r.ok) return sendError(reply, r.error.code, r.error.detail);
    const { table, invite, created } = r.value;
    return reply.code(created ? 201 : 200).send({ table, invite });
  });

  // The event log of a started match as the requester may see it: their seat's, or a spectator's.
  api.get(
    '/api/tables/:id/history',
    { schema: { params: TableParams, querystring: InviteQuery } },
    async (req, reply) => {
      const live = await deps.registry.get(req.params.id);
      if (live === undefined) return sendError(reply, 'NOT_FOUND');
      if (!(await mayView(req, live, req.query.invite))) return sendError(reply, 'BAD_INVITE');
      if (live.table.status === 'open') return sendError(reply, 'NOT_STARTED');
      const user = await userOf(req, store, secret);
      const seat = user === undefined ? null : seatOf(live, user.id);
      const moves = await store.loadMoves(live.table.id);
      // As of the live match's version, so that its state is the `now` every sender is judged by (moves stored since
      // by another process come to the viewer as updates).
      const { version, state } = live;
      if (moves.length < version) return matchHistory(live.game, live.table, moves, seat ?? 'spectator');
      return matchHistory(live.game, live.table, moves.slice(0, version), seat ?? 'spectator', state);
    },
  );

  // The record of a finished match: its seed and every hand are no longer secret.
  api.get(
    '/api/tables/:id/record',
    { schema: { params: TableParams, querystring: InviteQuery } },
    async (req, reply) => {
      const live = await deps.registry.get(req.params.id);
      if (live === undefined) return sendError(reply, 'NOT_FOUND');
      if (!(await mayView(req, live, req.query.invite))) return sendError(reply, 'BAD_INVITE');
      const table = await store.getTable(req.params.id);
      if (table === undefined) return sendError(reply, 'NOT_FOUND');
      if (table.status !== 'finished') return sendError(reply, 'NOT_FINISHED');
      return toRecord(table, await store.loadMoves(table.id));
    },
  );
}
