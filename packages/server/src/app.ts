import cookie from '@fastify/cookie';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import websocket from '@fastify/websocket';
import type { AnyGame } from '@birzha/engine';
import type { Redis } from 'ioredis';
import Fastify, { type FastifyInstance, type FastifySchemaCompiler } from 'fastify';
import { Type, type TSchema } from 'typebox';
import type { Bus } from './bus/bus.ts';
import { createMemoryBus } from './bus/memory-bus.ts';
import { ClockSweeper } from './clocks/sweeper.ts';
import type { ServerConfig } from './config.ts';
import { LOG_REDACTION } from './http/log-redaction.ts';
import { metricsAllowed } from './http/metrics-access.ts';
import { sendError } from './http/errors.ts';
import { createMetrics } from './http/metrics.ts';
import { registerBotAccountRoutes } from './http/bot-account-routes.ts';
import { closingConnections } from './http/closing-connections.ts';
import { registerBotRoutes } from './http/bot-routes.ts';
import { registerAccountRoutes } from './http/account-routes.ts';
import { registerCatchUpRoutes } from './http/catch-up-routes.ts';
import { registerInvitationRoutes } from './http/invitation-routes.ts';
import { registerLessonRoutes } from './http/lesson-routes.ts';
import { registerNotifyRoutes } from './http/notify-routes.ts';
import { registerPlaySettingsRoutes } from './http/play-settings-routes.ts';
import { registerUnsubscribeRoutes } from './http/unsubscribe-routes.ts';
import { registerProfileRoutes } from './http/profile-routes.ts';
import { registerQuickPlayRoutes } from './http/quick-play-routes.ts';
import { registerRoutes } from './http/routes.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebClient } from './http/web-client.ts';
import { isForeignOrigin, needsOriginCheck, normaliseOrigins } from './identity/origin-check.ts';
import { LimitsUnavailableError, RateLimitedError, registerRateLimits } from './identity/rate-limits.ts';
import { outageAnswers } from './store/outage-answer.ts';
import { loadSecret } from './identity/secret.ts';
import { LiveSockets } from './identity/live-sockets.ts';
import { endedSession, identify } from './identity/users.ts';
import { Presence } from './lobby/presence.ts';
import { PRESENCE_COALESCE_MS, PresenceSync } from './lobby/presence-sync.ts';
import { QuickFill } from './lobby/quick-fill.ts';
import { TableService } from './lobby/table-service.ts';
import { BotDriver, type BotChooser } from './matches/bot-driver.ts';
import { catchUpAfterGaps } from './matches/catch-up.ts';
import { submitMoves, type MoveRequest } from './matches/move-path.ts';
import { MatchRegistry } from './matches/registry.ts';
import { ResultRecorder } from './matches/results.ts';
import { ensureBotAccounts } from './ratings/bot-accounts.ts';
import { createChannels } from './notify/channels.ts';
import { siteLinks } from './notify/links.ts';
import { NotifySender } from './notify/sender.ts';
import { unsubscribePath } from './notify/unsubscribe.ts';
import { Watchers } from './notify/watchers.ts';
import { WatchersSync } from './notify/watchers-sync.ts';
import type { Store } from './store/store.ts';
import { ConnectionLimits, type Admission } from './ws/connection-limits.ts';
import { EarlyFrames } from './ws/early-frames.ts';
import { SharedConnectionLimits } from './ws/shared-connection-limits.ts';
import { Hub, LOBBY_THROTTLE_MS } from './ws/hub.ts';
import { LobbyWatcher } from './ws/lobby-watcher.ts';
import { Keepalive } from './ws/keepalive.ts';

export interface AppParts {
  readonly store: Store;
  readonly chooser: BotChooser;
  readonly bus?: Bus;
  /** A Redis client (not in subscriber mode) for counters shared by the processes; none: kept in this process. */
  readonly redis?: Redis;
  readonly now?: () => number;
  /**
   * The games this server plays, by id (default: the engine's GAMES). Everything that looks a game up uses these:
   * the lobby, matches, clocks, bots (through `chooser`), history and `/api/games`.
   */
  readonly games?: Readonly<Record<string, AnyGame>>;
}

export interface BirzhaApp {
  readonly http: FastifyInstance;
  readonly sweeper: ClockSweeper;
  readonly bots: BotDriver;
  readonly hub: Hub;
  /** This process's copies of the tables (tests look at what a copy holds). */
  readonly registry: MatchRegistry;
  /** Who shows which table on a visible page here (tests look at what the hub recorded). */
  readonly watchers: Watchers;
  /** Stops timers and bots, closes connections and the HTTP server (the store is the caller's). */
  close(): Promise<void>;
}

/**
 * Requests are checked against the protocol's TypeBox schemas exactly as written: a body with an unknown field or a
 * wrong type is refused (Fastify's default Ajv would silently drop the field and coerce "2" to 2 or [2] to 2).
 * Params and query strings, which arrive as text, are converted first. A body the route marks Optional may be absent.
 */
/** The largest HTTP body the server reads (a route may take less); beyond it, 413 BODY_TOO_LARGE. */
const BODY_LIMIT_BYTES = 64 * 1024;

const validatorCompiler: FastifySchemaCompiler<TSchema> = (route) => {
  const check = TypeBoxValidatorCompiler(route);
  if (route.httpPart !== 'body' || !Type.IsOptional(route.schema)) return check;
  // Fastify passes an absent body as null.
  return (value: unknown) => (value === null || value === undefined ? { value: undefined } : check(value));
};

/** Composes the server from its parts; configuration comes in, nothing is read from the environment here. */
export async function createApp(config: ServerConfig, parts: AppParts): Promise<BirzhaApp> {
  const { store, chooser } = parts;
  const now = parts.now ?? Date.now;
  const bus = parts.bus ?? createMemoryBus();
  const secret = loadSecret(config.secret, config.dataDir);
  const metrics = createMetrics({ statements: store.statements?.bind(store), bus: bus.counts?.bind(bus) });
  const limits = config.httpLimits;
  const http = Fastify({
    logger: { level: config.logLevel, ...LOG_REDACTION },
    // A client that trickles its headers (or body) is answered 408 and disconnected instead of holding a socket.
    // Node's own check runs every `connectionsCheckingInterval`; an upgraded WebSocket is no longer a request.
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.timeoutCheckMs,
    },
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    bodyLimit: BODY_LIMIT_BYTES,
    // Behind a proxy, the client's address (rate limits) and scheme (Secure cookies) come from X-Forwarded-*.
    trustProxy: config.trustProxy,
    // Validation failures become our error shape, with the schema's words as the detail.
    schemaErrorFormatter: (errors) =>
      new Error(errors.map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`).join('; ')),
  });
  const connections = closingConnections(http.server, limits.requestTimeoutMs);
  http.setValidatorCompiler(validatorCompiler);
  const log = http.log;
  const outage = outageAnswers(log);
  http.setErrorHandler((error: { validation?: unknown; statusCode?: number; message: string }, req, reply) => {
    if (error instanceof RateLimitedError) return sendError(reply, 'RATE_LIMITED', { retryAfter: error.retryAfter });
    if (error instanceof LimitsUnavailableError)
      return sendError(reply, 'UNAVAILABLE', { retryAfter: error.retryAfter });
    // The database out of reach (a restart, a failover): the step that needed it was not done; the client tries again.
    const unavailable = outage(error, 'a request');
    if (unavailable !== null) return sendError(reply, 'UNAVAILABLE', { ...unavailable });
    // The route's own limit (a few take less than the server's).
    if (error.statusCode === 413) return sendError(reply, 'BODY_TOO_LARGE', { max: req.routeOptions.bodyLimit });
    if (error.validation !== undefined) return sendError(reply, 'BAD_REQUEST', { reason: error.message.slice(0, 300) });
    if (error.statusCode !== undefined && error.statusCode < 500)
      return sendError(reply, 'BAD_REQUEST', { reason: error.message.slice(0, 300) });
    log.error({ err: error }, 'request failed');
    return sendError(reply, 'INTERNAL');
  });
  await http.register(cookie);
  await registerSecurityHeaders(http);
  // With several processes the counters are shared in Redis, so that N processes do not allow N times each limit.
  await registerRateLimits(http, parts.redis === undefined ? {} : { redis: parts.redis });
  // userOf reads the server's clock and session timing from here (tests move the clock).
  http.decorate('birzhaIdentity', {
    now,
    timing: { lifetimeMs: config.sessionLifetimeMs, touchMs: config.sessionTouchMs },
  });
  await http.register(websocket, { options: { maxPayload: 1024 * 1024 } });
  // Cross-site requests: a state-changing request or a WebSocket upgrade from a foreign page changes nothing.
  // Added after the WebSocket plugin's own hook, which marks upgrades so that a refused one has its socket closed.
  const allowedOrigins = normaliseOrigins(config.allowedOrigins);
  http.addHook('onRequest', async (req, reply) => {
    if (needsOriginCheck(req) && isForeignOrigin(req, allowedOrigins)) return sendError(reply, 'BAD_ORIGIN');
    return undefined;
  });

  const registry = new MatchRegistry(store, { bus, ...(parts.games === undefined ? {} : { games: parts.games }) });
  const presence = new Presence();
  const presenceSync = new PresenceSync(bus, presence, PRESENCE_COALESCE_MS);
  // Another process's message reaches this process's handlers only after the cached match caught up with the store.
  bus.setPrepare((m) => registry.sync(m));
  const results = new ResultRecorder({ store, registry, bus, log });
  const submit = async (req: MoveRequest) => {
    const started = performance.now();
    const result = await submitMoves(
      {
        store,
        registry,
        bus,
        now,
        graceMs: config.notify.graceMs,
        onApplied: (info) => {
          metrics.moves.inc({ by: info.by }, info.moves);
          if (info.finished) {
            metrics.matchesFinished.inc();
            results.finished(info.tableId);
          }
        },
      },
      req,
    );
    if (result.ok) metrics.moveSeconds.observe((performance.now() - started) / 1000);
    return result;
  };
  const tables = new TableService({
    store,
    registry,
    bus,
    presence,
    now,
    openTablesPerUser: limits.openTablesPerUser,
    takeoverAfter: config.timeoutsBeforeBot,
    graceMs: config.notify.graceMs,
  });
  // Pages that show a match now: their people are not notified about it.
  const watchers = new Watchers(now);
  // The sender that claims a notification may run on another process than the page: every process knows them all.
  const watchersSync = new WatchersSync(bus, watchers);
  const hub = new Hub({
    store,
    registry,
    bus,
    tables,
    presence,
    presenceSync,
    watchers,
    submit,
    now,
    rateLimit: config.rateLimit,
    log,
    onError: (code) => metrics.errors.inc({ code }),
  });
  registry.keepViewed((tableId) => hub.isFollowed(tableId));
  const bots = new BotDriver({
    store,
    registry,
    bus,
    submit,
    chooser,
    delayMs: config.botDelayMs,
    peers: () => bus.peers(),
    processId: bus.processId,
    stallMs: config.botStallMs,
    waitForShow: config.botsWaitForShow,
    now,
    log,
  });
  const stopCatchUp = catchUpAfterGaps({
    bus,
    registry,
    store,
    refresh: (moved, reloaded) => hub.refresh(moved, reloaded),
    poke: (id) => bots.poke(id),
    followed: () => hub.followedTables(),
    outagePollMs: config.busOutagePollMs,
    log,
  });
  const quickFill = new QuickFill({ store, registry, bus, tables, now, everyMs: config.sweepMs * 4, log });
  const sweeper = new ClockSweeper({
    store,
    registry,
    bus,
    submit,
    now,
    everyMs: config.sweepMs,
    timeoutsBeforeBot: config.timeoutsBeforeBot,
    log,
  });

  const routeDeps = { store, registry, tables, secret, now, bus, config };
  registerRoutes(http, routeDeps);
  // Connections opened with a session end with it.
  const liveSockets = new LiveSockets();
  await registerAccountRoutes(http, routeDeps, {
    sessionsEnded: (userId) =>
      liveSockets.recheck(userId, store).catch((e: unknown) => log.error({ err: e }, 'closing ended sockets failed')),
  });
  registerProfileRoutes(http, routeDeps);
  registerBotAccountRoutes(http, routeDeps);
  registerPlaySettingsRoutes(http, routeDeps);
  registerLessonRoutes(http, routeDeps);
  // The bot API's streams (issue 29): its event streams look again on the lobby's changes.
  const botLobby = new LobbyWatcher<object>(bus, LOBBY_THROTTLE_MS);
  const botStreams = registerBotRoutes(http, { ...routeDeps, hub, submit, lobby: botLobby, log });
  registerQuickPlayRoutes(http, routeDeps);
  registerNotifyRoutes(http, routeDeps);
  registerInvitationRoutes(http, routeDeps);
  registerCatchUpRoutes(http, routeDeps);
  registerUnsubscribeRoutes(http, routeDeps);
  // Notifications to away players: written with the moves, delivered by one process each (issue 25).
  const notifier = new NotifySender({
    store,
    channels: createChannels(config, store, now),
    links: siteLinks(config.publicUrl ?? `http://localhost:${config.port}`, (userId, channel) =>
      unsubscribePath(secret, userId, channel),
    ),
    watchers,
    config: config.notify,
    now,
    log,
    toAct: async (tableId) => {
      const live = await registry.get(tableId);
      return live === undefined || live.table.status !== 'playing' ? null : live.game.toAct(live.state);
    },
  });
  // Load balancers poll it every few seconds: not logged at info.
  http.get('/healthz', { logLevel: 'warn' }, async (_req, reply) => {
    try {
      await store.getUser('healthz-probe');
      return { ok: true, connections: hub.size, process: bus.processId };
    } catch (e) {
      log.error({ err: e }, 'health check: store unreachable');
      return reply.code(503).send({ ok: false });
    }
  });
  http.get('/metrics', async (req, reply) => {
    if (!metricsAllowed(req, config.metricsToken)) return sendError(reply, 'UNAUTHORIZED');
    metrics.connections.set(hub.size);
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  // WebSocket caps and keep-alive: a refused connection gets its code and a close, and is attached to nothing.
  const caps = { perUser: config.wsLimits.connectionsPerUser, perIp: config.wsLimits.connectionsPerIp };
  // With several processes the caps count every process's connections (Redis), else this process's.
  const wsLimits: { admit(userId: string, ip: string): Admission | Promise<Admission> } =
    parts.redis === undefined
      ? new ConnectionLimits(caps)
      : new SharedConnectionLimits(caps, {
          redis: parts.redis,
          processId: bus.processId,
          peers: () => bus.peers(),
          log,
        });
  const keepalive = new Keepalive(config.wsPingMs);
  http.get('/ws', { websocket: true }, (socket, req) => {
    // What the client sends while it is identified and admitted waits (bounded), to be handled after `hello` in
    // order, or answered with the refusal's code: a frame is never dropped unanswered.
    const early = new EarlyFrames(socket);
    void identify(req, store, secret)
      .then(async (id) => {
        if (id === undefined) {
          // A session ended by a password change elsewhere says so, as the HTTP routes do (the page tells why).
          const ended = await endedSession(req, store);
          const refusal =
            ended === null
              ? { t: 'error', code: 'UNAUTHORIZED' }
              : { t: 'error', code: 'SESSION_ENDED', detail: { reason: ended.reason } };
          early.refuse(refusal.code);
          socket.send(JSON.stringify(refusal));
          socket.close(4401, 'unauthorized');
          return;
        }
        // Gone while it was identified: its 'close' has passed, so nothing attached now would ever be let go.
        if (socket.readyState !== socket.OPEN) return;
        const admitted = await wsLimits.admit(id.user.id, req.ip);
        if (admitted.ok && socket.readyState !== socket.OPEN) return admitted.release();
        if (!admitted.ok) {
          metrics.errors.inc({ code: admitted.code });
          early.refuse(admitted.code);
          socket.send(JSON.stringify({ t: 'error', code: admitted.code, detail: admitted.detail }));
          socket.close(4429, 'too many connections');
          return;
        }
        socket.once('close', admitted.release);
        keepalive.watch(socket);
        liveSockets.add(id.user.id, id.sessionHash, socket);
        hub.attach(socket, id.user, { maxSubscriptions: config.wsLimits.subscriptionsPerConnection, early });
      })
      .catch((e: unknown) => {
        log.error({ err: e }, 'websocket authentication failed');
        early.refuse('INTERNAL');
        socket.close(1011, 'internal error');
      });
  });
  await registerWebClient(http, config.webRoot);

  // Every bot level's rated account (issue 27), before a match can start or be recorded.
  await ensureBotAccounts(store, now());
  await bots.start();
  sweeper.start();
  quickFill.start();
  // Expired sessions and spent reset links are dead rows: cleared hourly (they already sign no one in).
  const purge = setInterval(() => {
    store.accounts.purgeExpired(now()).catch((e: unknown) => log.error({ err: e }, 'purging expired sessions failed'));
  }, 3600_000);
  purge.unref();
  await results.start();
  notifier.start();
  // Ready to take work: the other processes may now count this one among the peers that own tables.
  bus.announce();
  return {
    http,
    sweeper,
    bots,
    hub,
    registry,
    watchers,
    async close() {
      sweeper.stop();
      quickFill.stop();
      results.stop();
      notifier.stop();
      stopCatchUp();
      presenceSync.close();
      clearInterval(purge);
      bots.stop();
      hub.closeAll();
      botStreams.close();
      botLobby.close();
      await connections.close(http.close());
      // After the sockets: their pages, hidden as they close, are told to the other processes (which also forget this
      // process's pages once its bus says goodbye).
      watchersSync.close();
      // The store closes after this: let the sweep and bot turns under way end first (each is short; a stuck one
      // is not waited for long).
      const settled = Promise.all([sweeper.drained(), bots.drained(), notifier.drained()]);
      await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    },
  };
}
