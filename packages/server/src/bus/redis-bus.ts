import { Redis } from 'ioredis';
import { isLobbyChange, type Bus, type BusMessage } from './bus.ts';
import { envelopeText, followText, parseEnvelope, parsePeerBeat, peerBeatText } from './bus-envelope.ts';
import { LoneTables } from './lone-tables.ts';
import { LocalHandlers } from './memory-bus.ts';
import { quitRedis } from '../redis-quit.ts';
import { rateLimitedLog } from '../rate-limited-log.ts';
import { withoutPassword } from '../url-password.ts';

export interface RedisBusOptions {
  /** redis://host:port/db */
  readonly url: string;
  /** This process's id (unique among the processes sharing the bus). */
  readonly processId: string;
  /** Channel names start with this (default 'birzha'), so that tests and sites can share one Redis. */
  readonly prefix?: string;
  /** How often this process says it is alive (default 2000 ms); a peer unheard for 3 periods is gone. */
  readonly heartbeatMs?: number;
  /** The least time between two of this process's lobby notes (default LOBBY_NOTE_MS). */
  readonly lobbyNoteMs?: number;
  readonly log: {
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
    info(obj: object, msg: string): void;
  };
}

/** How long `createRedisBus` waits for Redis before it gives up (a wrong REDIS_URL must fail fast). */
export const REDIS_START_TIMEOUT_MS = 5_000;
/** Tables published while the publisher was down, announced again when it is back; beyond this they are dropped. */
const PENDING_TABLES_CAP = 10_000;
/**
 * The least time between two lobby notes from one process (a `lobby` message: some table the lobby lists show
 * changed). The lobby's watchers are told at most every 300 ms anyway (ws/hub.ts, LOBBY_THROTTLE_MS); at 20,000
 * moves a second over 40 processes a table's change was about 1,500 messages a second to every process, with its
 * rows (README, capacity model), and the notes are at most 10 a second from each.
 */
export const LOBBY_NOTE_MS = 100;
/** A peer unheard for this many heartbeat periods is gone. */
const PEER_TIMEOUT_PERIODS = 3;

/**
 * The bus shared by several server processes through Redis pub/sub; resolves once it is subscribed, rejects (code
 * REDIS_UNREACHABLE in the message) when Redis cannot be reached within REDIS_START_TIMEOUT_MS.
 *
 * Two connections: one publishes (with no offline queue: while it is down, the tables published meanwhile are
 * remembered and announced as `table` messages once it is back), one subscribes (when it comes back after a loss,
 * the `onGap` handlers run, since messages may have been missed).
 */
export async function createRedisBus(options: RedisBusOptions): Promise<Bus> {
  const { processId, log } = options;
  const prefix = options.prefix ?? 'birzha';
  const heartbeatMs = options.heartbeatMs ?? 2_000;
  const busChannel = `${prefix}:bus`;
  const peersChannel = `${prefix}:peers`;
  // A table's moves, changes and chat go to its own channel, heard only by the processes that hold the table (follow):
  // only who is connected or looking (every process's notifier and lobby count them) and the lobby notes go to all.
  const tablePrefix = `${prefix}:t:`;
  const tableChannel = (tableId: string): string => `${tablePrefix}${tableId}`;
  const channelOf = (m: BusMessage): string =>
    m.kind === 'presence' || m.kind === 'watching' || m.kind === 'lobby' ? busChannel : tableChannel(m.tableId);
  const logLimited = rateLimitedLog(log);

  const redisOptions = {
    // Reconnect forever, quickly at first: the other processes keep running while Redis is away.
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
    // Commands fail at once while disconnected instead of piling up in memory (see `remember`).
    enableOfflineQueue: false,
    // We subscribe ourselves on every 'ready', so that we know when the subscription is back (for onGap).
    autoResubscribe: false,
    // A command in flight when the link drops is rejected at once rather than resent after the reconnection: a
    // failed publish leaves its table to be announced (no duplicate, nothing waiting without bound).
    maxRetriesPerRequest: 0,
    connectTimeout: REDIS_START_TIMEOUT_MS,
    lazyConnect: true,
  };
  let pub: Redis;
  let sub: Redis;
  try {
    pub = new Redis(options.url, { ...redisOptions, connectionName: `birzha-pub:${processId}` });
    sub = pub.duplicate({ connectionName: `birzha-sub:${processId}` });
  } catch (error) {
    throw new Error(`REDIS_UNREACHABLE: bad Redis URL ${withoutPassword(options.url)}: ${errorText(error)}`, {
      cause: error,
    });
  }

  const local = new LocalHandlers();
  const gapHandlers = new Set<() => void>();
  let sent = 0;
  let received = 0;
  const sentByKind: Partial<Record<BusMessage['kind'], number>> = {};
  const receivedByKind: Partial<Record<BusMessage['kind'], number>> = {};
  const count = (byKind: Partial<Record<BusMessage['kind'], number>>, kind: BusMessage['kind']): void => {
    byKind[kind] = (byKind[kind] ?? 0) + 1;
  };
  const outageHandlers = new Set<(down: boolean) => void>();
  let down = false;
  /** Tells the outage handlers when the subscriber's link is lost or back (once each way). */
  const outage = (now: boolean): void => {
    if (down === now || closed) return;
    down = now;
    for (const handler of [...outageHandlers]) {
      try {
        handler(now);
      } catch (error) {
        logLimited('error', 'outage-handler', { err: errorText(error) }, 'redis bus: outage handler threw');
      }
    }
  };
  const peersHandlers = new Set<(peers: readonly string[]) => void>();
  let prepare: ((message: BusMessage) => Promise<void>) | null = null;
  let closed = false;

  // --- publishing --------------------------------------------------------------------------------------------

  const pendingTables = new Set<string>();
  /** Tables whose follow could not be announced yet (announceFollow). */
  const pendingFollows = new Set<string>();
  const lone = new LoneTables();
  /** Bumped whenever the subscriber's link drops (its subscriptions are gone with it). */
  let subscriberGeneration = 0;
  /** The tables whose SUBSCRIBE is in place on the subscriber's current link. */
  const subscribedTables = new Set<string>();
  let skipped = 0;
  /**
   * On the table's channel (its moves, changes and chat); Redis's count of receivers tells whether the next ones may
   * be left out (lone-tables.ts).
   */
  const publishOnTable = (message: BusMessage): void => {
    sent++;
    count(sentByKind, message.kind);
    const epoch = lone.epoch(message.tableId);
    // Redis counted this process among the receivers only if its SUBSCRIBE to the table was in place, and it hears
    // a new follower's announcement only while it stays so (after a Redis restart the publisher is back before the
    // subscriber: an answer then counts the others only, and must not make the table alone).
    const generation = subscriberGeneration;
    const self = subscribedTables.has(message.tableId);
    send(tableChannel(message.tableId), envelopeText(processId, message), message.tableId, (receivers) =>
      lone.answered(message.tableId, receivers, epoch, self && generation === subscriberGeneration),
    );
  };
  let flushTimer: NodeJS.Timeout | null = null;

  /** Publishes on the message's channel, with a lobby note when due. */
  const publishOther = (message: BusMessage): void => {
    if (channelOf(message) === busChannel) {
      sent++;
      count(sentByKind, message.kind);
      send(busChannel, envelopeText(processId, message), message.tableId);
    } else publishOnTable(message);
    if (isLobbyChange(message)) noteLobby();
  };

  // The lobby note: at once when none went out in the last lobbyNoteMs, else once at the end of that window.
  const lobbyNoteMs = options.lobbyNoteMs ?? LOBBY_NOTE_MS;
  let lastNote = -Infinity;
  let noteTimer: NodeJS.Timeout | null = null;
  const noteLobby = (): void => {
    if (noteTimer !== null || closed) return;
    const wait = lastNote + lobbyNoteMs - performance.now();
    if (wait <= 0) {
      sendNote();
      return;
    }
    noteTimer = setTimeout(() => {
      noteTimer = null;
      sendNote();
    }, wait);
    noteTimer.unref();
  };
  const sendNote = (): void => {
    if (closed) return;
    lastNote = performance.now();
    sent++;
    count(sentByKind, 'lobby');
    // Lost while the publisher is down: the tables it remembers are announced when it is back, with a note.
    const m: BusMessage = { kind: 'lobby', tableId: '' };
    send(busChannel, envelopeText(processId, m), null);
  };

  /**
   * Sends to Redis; a failed bus message leaves its table to be announced again later. Never throws. `answered` gets
   * how many subscribers Redis delivered it to.
   */
  const send = (
    channel: string,
    payload: string,
    tableId: string | null,
    answered?: (receivers: number) => void,
  ): void => {
    if (pub.status !== 'ready') {
      if (tableId !== null) remember(tableId);
      return;
    }
    pub.publish(channel, payload).then(answered, (error: unknown) => {
      if (tableId !== null) remember(tableId);
      logLimited('warn', 'publish', { err: errorText(error) }, 'redis bus: publish failed');
    });
  };

  const remember = (tableId: string): void => {
    if (closed) return;
    if (!pendingTables.has(tableId) && pendingTables.size >= PENDING_TABLES_CAP) {
      logLimited(
        'error',
        'pending-cap',
        { cap: PENDING_TABLES_CAP },
        'redis bus: too many tables to announce, dropped',
      );
      return;
    }
    pendingTables.add(tableId);
    flushLater();
  };

  /**
   * Normally the publisher's next 'ready' flushes; a publish that failed while it stayed ready needs a timer (delayed,
   * so that a Redis refusing every publish does not make us spin).
   */
  const flushLater = (): void => {
    if (pub.status === 'ready' && flushTimer === null) {
      flushTimer = setTimeout(flushPending, 1_000);
      flushTimer.unref();
    }
  };

  /** Tells the other processes to reload every table whose messages could not be sent, and the follows not told. */
  function flushPending(): void {
    if (flushTimer !== null) clearTimeout(flushTimer);
    flushTimer = null;
    if (closed || pub.status !== 'ready') return;
    const follows = [...pendingFollows];
    pendingFollows.clear();
    for (const tableId of follows) if (following.has(tableId)) announceFollow(tableId);
    if (pendingTables.size === 0) return;
    const tables = [...pendingTables];
    pendingTables.clear();
    log.info({ tables: tables.length }, 'redis bus: announcing tables changed while the publisher was down');
    for (const tableId of tables) publishOther({ kind: 'table', tableId });
  }

  // --- receiving ---------------------------------------------------------------------------------------------

  /** One promise chain per table with messages in flight, so that one table's messages go one at a time. */
  const chains = new Map<string, { tail: Promise<void>; waiting: number }>();

  const enqueue = (message: BusMessage): void => {
    const { tableId } = message;
    let chain = chains.get(tableId);
    if (chain === undefined) chains.set(tableId, (chain = { tail: Promise.resolve(), waiting: 0 }));
    const own = chain;
    own.waiting++;
    own.tail = own.tail
      .then(() => handleRemote(message))
      .then(() => {
        own.waiting--;
        // Idle: forget the chain, so that memory does not grow with every table ever seen.
        if (own.waiting === 0 && chains.get(tableId) === own) chains.delete(tableId);
      });
  };

  /** Prepare, then deliver; never rejects (the chain must go on). */
  const handleRemote = async (message: BusMessage): Promise<void> => {
    const current = prepare;
    if (current !== null) {
      try {
        await current(message);
      } catch (error) {
        logLimited(
          'error',
          'prepare',
          { err: errorText(error), tableId: message.tableId },
          'redis bus: prepare failed',
        );
      }
    }
    if (closed) return;
    try {
      local.deliver(message, true);
    } catch (error) {
      logLimited('error', 'handler', { err: errorText(error), tableId: message.tableId }, 'redis bus: handler threw');
    }
  };

  const onBusText = (text: string): void => {
    const envelope = parseEnvelope(text);
    if (envelope === null) {
      logLimited('warn', 'malformed', { text: text.slice(0, 200) }, 'redis bus: malformed message dropped');
      return;
    }
    // Our own messages were delivered here when published.
    if (envelope.o === processId) return;
    if ('follow' in envelope) {
      // Another process follows a table: its moves are published again, after a nudge for any skipped meanwhile.
      const nudge = lone.followed(envelope.follow);
      if (nudge !== null) publishOnTable(nudge);
      return;
    }
    received++;
    count(receivedByKind, envelope.m.kind);
    enqueue(envelope.m);
  };

  // --- peers -------------------------------------------------------------------------------------------------

  /**
   * When each other process was last heard, on our monotonic clock (neither skew between hosts nor a wall-clock
   * jump matters). Expiry is checked every period, so a silent peer goes after 3 to 4 periods.
   */
  const lastSeen = new Map<string, number>();
  let livePeers: readonly string[] = [processId];

  const updatePeers = (): void => {
    const now = performance.now();
    for (const [id, at] of lastSeen) if (now - at > PEER_TIMEOUT_PERIODS * heartbeatMs) lastSeen.delete(id);
    const next = [...new Set([processId, ...lastSeen.keys()])].sort();
    if (next.length === livePeers.length && next.every((id, i) => id === livePeers[i])) return;
    livePeers = next;
    if (closed) return;
    for (const handler of [...peersHandlers]) {
      try {
        handler(next);
      } catch (error) {
        logLimited('error', 'peers-handler', { err: errorText(error) }, 'redis bus: peers handler threw');
      }
    }
  };

  // Silent until `announce`: a process still starting must not be given tables by the others.
  let announced = false;
  const heartbeat = (): void => {
    if (announced) send(peersChannel, peerBeatText(processId, false), null);
  };

  const onPeersText = (text: string): void => {
    const beat = parsePeerBeat(text);
    if (beat === null) {
      logLimited('warn', 'malformed-peer', { text: text.slice(0, 200) }, 'redis bus: malformed heartbeat dropped');
      return;
    }
    if (beat.o === processId) return;
    if (beat.bye) {
      lastSeen.delete(beat.o);
    } else {
      const isNew = !lastSeen.has(beat.o);
      lastSeen.set(beat.o, performance.now());
      // A newcomer learns of us at once instead of after up to one period.
      if (isNew) heartbeat();
    }
    updatePeers();
  };

  // --- connections -------------------------------------------------------------------------------------------

  let everSubscribed = false;
  let gapPending = false;
  let onSubscribed: (() => void) | null = null;
  let onPubReady: (() => void) | null = null;
  let lastError: unknown = null;

  /** The tables this process holds, each with its SUBSCRIBE (resolved once it is in place, or has failed). */
  const following = new Map<string, Promise<void>>();
  const followTable = async (tableId: string): Promise<void> => {
    // Not connected: the subscription is made with the others when the link is back, and the gap catches up.
    if (sub.status !== 'ready' || closed) return;
    const generation = subscriberGeneration;
    try {
      await sub.subscribe(tableChannel(tableId));
    } catch (error) {
      logLimited('warn', 'follow', { err: errorText(error) }, 'redis bus: subscribe to a table failed');
      return;
    }
    if (following.has(tableId) && generation === subscriberGeneration) subscribedTables.add(tableId);
    announceFollow(tableId);
  };
  /**
   * Tells the table's writers that this process follows it (lone-tables.ts): they must publish its moves. Kept until
   * the publisher can send it: after a Redis restart the subscriber may be back before the publisher, and a writer that
   * took the table for alone meanwhile (its publishes counted nobody here) would leave this process's viewers deaf.
   */
  const announceFollow = (tableId: string): void => {
    if (pub.status !== 'ready') {
      pendingFollows.add(tableId);
      return;
    }
    pub.publish(tableChannel(tableId), followText(processId, tableId)).catch((error: unknown) => {
      pendingFollows.add(tableId);
      flushLater();
      logLimited('warn', 'announce', { err: errorText(error) }, 'redis bus: announcing a follow failed');
    });
  };

  const subscribe = async (): Promise<void> => {
    const generation = subscriberGeneration;
    const tables = [...following.keys()];
    try {
      await sub.subscribe(busChannel, peersChannel, ...tables.map(tableChannel));
    } catch (error) {
      // The connection dropped again; its next 'ready' tries again.
      lastError = error;
      logLimited('warn', 'subscribe', { err: errorText(error) }, 'redis bus: subscribe failed');
      return;
    }
    everSubscribed = true;
    if (generation === subscriberGeneration)
      for (const tableId of tables) if (following.has(tableId)) subscribedTables.add(tableId);
    // Subscribed again after a loss: the writers may have marked our tables alone meanwhile, and we may have missed
    // others' announcements that they follow tables we thought alone (nudged now for what we left out).
    for (const nudge of lone.reset()) publishOnTable(nudge);
    for (const tableId of following.keys()) announceFollow(tableId);
    onSubscribed?.();
    outage(false);
    if (gapPending && !closed) {
      gapPending = false;
      log.warn({}, 'redis bus: subscriber back after a loss; catching up');
      for (const handler of [...gapHandlers]) {
        try {
          handler();
        } catch (error) {
          logLimited('error', 'gap-handler', { err: errorText(error) }, 'redis bus: gap handler threw');
        }
      }
      // The lobby notes of the gap were missed too: the lobby's watchers read the lists again.
      enqueue({ kind: 'lobby', tableId: '' });
    }
  };

  sub.on('ready', () => void subscribe());
  sub.on('close', () => {
    subscriberGeneration++;
    subscribedTables.clear();
    if (everSubscribed && !closed) {
      gapPending = true;
      outage(true);
    }
  });
  sub.on('message', (channel: string, text: string) => {
    if (closed) return;
    if (channel === busChannel || channel.startsWith(tablePrefix)) onBusText(text);
    else if (channel === peersChannel) onPeersText(text);
  });
  pub.on('ready', () => {
    onPubReady?.();
    flushPending();
  });
  for (const [name, connection] of [
    ['publisher', pub],
    ['subscriber', sub],
  ] as const) {
    connection.on('error', (error: unknown) => {
      lastError = error;
      logLimited('warn', `${name}-error`, { err: errorText(error) }, `redis bus: ${name} connection error`);
    });
    connection.on('reconnecting', (delayMs: number) => {
      if (!closed) logLimited('warn', `${name}-reconnecting`, { delayMs }, `redis bus: ${name} reconnecting`);
    });
  }

  // --- start -------------------------------------------------------------------------------------------------

  const subscribed = new Promise<void>((resolve) => (onSubscribed = resolve));
  const pubReady = new Promise<void>((resolve) => (onPubReady = resolve));
  let startTimer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    startTimer = setTimeout(() => resolve('timeout'), REDIS_START_TIMEOUT_MS);
  });
  // connect() rejects on a first failure, but ioredis keeps retrying: the timeout decides.
  pub.connect().catch((error: unknown) => (lastError = error));
  sub.connect().catch((error: unknown) => (lastError = error));
  const outcome = await Promise.race([Promise.all([subscribed, pubReady]), timedOut]);
  clearTimeout(startTimer);
  onSubscribed = null;
  onPubReady = null;
  if (outcome === 'timeout') {
    closed = true;
    pub.disconnect();
    sub.disconnect();
    const why = lastError === null ? 'no answer' : errorText(lastError);
    throw new Error(
      `REDIS_UNREACHABLE: could not reach Redis at ${withoutPassword(options.url)} within ${REDIS_START_TIMEOUT_MS} ms (${why})`,
      { cause: lastError },
    );
  }

  heartbeat();
  const timer = setInterval(() => {
    heartbeat();
    updatePeers();
  }, heartbeatMs);
  timer.unref();
  log.info({ processId, prefix }, 'redis bus: connected');

  let closing: Promise<void> | null = null;
  const close = async (): Promise<void> => {
    closed = true;
    clearInterval(timer);
    if (flushTimer !== null) clearTimeout(flushTimer);
    if (noteTimer !== null) clearTimeout(noteTimer);
    // Others drop us at once instead of after three periods.
    if (pub.status === 'ready') {
      await pub.publish(peersChannel, peerBeatText(processId, true)).catch(() => undefined);
    }
    await Promise.all([quitRedis(pub), quitRedis(sub)]);
  };

  return {
    processId,
    counts: () => ({ sent, received, skipped, sentByKind, receivedByKind }),
    publish: (message) => {
      local.deliver(message);
      if (lone.skip(message)) {
        skipped++;
        // Left out, but the other processes' lobbies still hear of it.
        if (isLobbyChange(message)) noteLobby();
        return;
      }
      publishOther(message);
    },
    follow: (tableId) => {
      let subscribed = following.get(tableId);
      if (subscribed === undefined) following.set(tableId, (subscribed = followTable(tableId)));
      return subscribed;
    },
    unfollow: (tableId) => {
      lone.forget(tableId);
      subscribedTables.delete(tableId);
      pendingFollows.delete(tableId);
      if (!following.delete(tableId) || sub.status !== 'ready' || closed) return;
      sub.unsubscribe(tableChannel(tableId)).catch((error: unknown) => {
        logLimited('warn', 'unfollow', { err: errorText(error) }, 'redis bus: unsubscribe from a table failed');
      });
    },
    subscribe: (tableId, handler) => local.subscribe(tableId, handler),
    subscribeAll: (handler) => local.subscribeAll(handler),
    setPrepare: (fn) => {
      prepare = fn;
    },
    onOutage: (handler) => {
      outageHandlers.add(handler);
      return () => outageHandlers.delete(handler);
    },
    onGap: (handler) => {
      gapHandlers.add(handler);
      return () => gapHandlers.delete(handler);
    },
    announce: () => {
      if (announced || closed) return;
      announced = true;
      heartbeat();
    },
    onPeers: (handler) => {
      peersHandlers.add(handler);
      return () => peersHandlers.delete(handler);
    },
    peers: () => livePeers,
    close: () => (closing ??= close()),
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
