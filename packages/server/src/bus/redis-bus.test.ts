// The Redis bus against a real, private redis-server (test/redis-server.ts): several buses in this process, each
// with its own process id, on a random channel prefix.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hasRedis, noRedisReason, type RedisServer, startRedisServer } from '../../test/redis-server.ts';
import type { Bus, BusMessage } from './bus.ts';
import { createRedisBus } from './redis-bus.ts';
import { sleep, waitFor } from '@birzha/test-support';

if (!hasRedis) console.warn(`redis-bus tests skipped: ${noRedisReason}`);

interface LogLine {
  readonly level: 'warn' | 'error' | 'info';
  readonly obj: object;
  readonly msg: string;
}

/** A logger that keeps its lines, so that tests can look for one (and the test output stays quiet). */
function memoryLog() {
  const lines: LogLine[] = [];
  return {
    lines,
    warn: (obj: object, msg: string) => void lines.push({ level: 'warn', obj, msg }),
    error: (obj: object, msg: string) => void lines.push({ level: 'error', obj, msg }),
    info: (obj: object, msg: string) => void lines.push({ level: 'info', obj, msg }),
  };
}

const moves = (tableId: string, version: number): BusMessage => ({
  kind: 'moves',
  tableId,
  from: version - 1,
  version,
  finished: false,
});

/** Everything a bus delivers to an all-tables handler. */
function collect(bus: Bus): BusMessage[] {
  const got: BusMessage[] = [];
  bus.subscribeAll((m) => got.push(m));
  return got;
}

it.skipIf(!hasRedis)(
  'a bus is no peer of the others until it announces itself (a process still starting)',
  async () => {
    const server = await startRedisServer();
    const prefix = `announce-${Date.now()}`;
    const log = { warn: () => undefined, error: () => undefined, info: () => undefined };
    const a = await createRedisBus({ url: server.url, processId: 'a', prefix, heartbeatMs: 50, log });
    const b = await createRedisBus({ url: server.url, processId: 'b', prefix, heartbeatMs: 50, log });
    try {
      a.announce();
      await sleep(300);
      expect(b.peers()).toEqual(['a', 'b']);
      expect(a.peers()).toEqual(['a']);
      b.announce();
      await sleep(300);
      expect(a.peers()).toEqual(['a', 'b']);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await server.stop();
    }
  },
);

describe.skipIf(!hasRedis)('redis bus', () => {
  let redis: RedisServer;
  let prefix: string;
  const open: Bus[] = [];

  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => {
    await redis.stop();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((bus) => bus.close()));
  });

  const busFor = async (
    processId: string,
    extra: { url?: string; heartbeatMs?: number; lobbyNoteMs?: number } = {},
  ) => {
    const log = memoryLog();
    const bus = await createRedisBus({
      url: extra.url ?? redis.url,
      processId,
      prefix,
      heartbeatMs: extra.heartbeatMs ?? 100,
      ...(extra.lobbyNoteMs === undefined ? {} : { lobbyNoteMs: extra.lobbyNoteMs }),
      log,
    });
    open.push(bus);
    bus.announce();
    return { bus, log };
  };

  /** Sends raw text on one of the bus's channels, as another program (or a broken process) would. */
  const rawPublish = async (channel: string, text: string) => {
    const client = new Redis(redis.url, { lazyConnect: true });
    await client.connect();
    await client.publish(`${prefix}:${channel}`, text);
    await client.quit();
  };

  beforeEach(() => {
    prefix = `test-${randomUUID().slice(0, 8)}`;
  });

  /** The id of the connection Redis knows by `name`, or undefined. */
  const clientId = async (admin: Redis, name: string): Promise<string | undefined> => {
    const line = String(await admin.call('CLIENT', 'LIST'))
      .split('\n')
      .find((l) => l.includes(` name=${name} `));
    return line === undefined ? undefined : /\bid=(\d+)/.exec(line)?.[1];
  };

  /** Buses a and b, both following `tableId`; what reaches b's handlers for it. */
  const bothFollow = async (tableId: string) => {
    const { bus: a } = await busFor('a');
    const { bus: b } = await busFor('b');
    await a.follow(tableId);
    await b.follow(tableId);
    const atB: BusMessage[] = [];
    b.subscribe(tableId, (m) => atB.push(m));
    return { a, b, atB };
  };

  /**
   * Drops one bus's subscriber connection at Redis (CLIENT KILL; its publisher stays, and it reconnects); resolves once
   * the bus knows, with whether it is still away and a wait for its return (a gap).
   */
  const subscriberAway = async (bus: Bus, processId: string) => {
    let down = false;
    let gaps = 0;
    bus.onOutage((now) => (down = now));
    bus.onGap(() => gaps++);
    const admin = new Redis(redis.url, { lazyConnect: true });
    await admin.connect();
    const id = await clientId(admin, `birzha-sub:${processId}`);
    expect(id).toBeDefined();
    await admin.call('CLIENT', 'KILL', 'ID', id ?? '');
    await admin.quit();
    await waitFor(`${processId}'s subscriber down`, () => down);
    return {
      away: () => down,
      back: () => waitFor(`${processId}'s subscriber back`, () => gaps >= 1),
    };
  };

  it('delivers to its own handlers synchronously, and to the other process once', async () => {
    const { bus: a } = await busFor('a');
    const { bus: b } = await busFor('b');
    const aTable: BusMessage[] = [];
    const bTable: BusMessage[] = [];
    a.subscribe('t1', (m) => aTable.push(m));
    b.subscribe('t1', (m) => bTable.push(m));
    await Promise.all([b.follow('t1'), a.follow('t9')]);
    const aAll = collect(a);
    const bAll = collect(b);

    a.publish(moves('t1', 1));
    expect(aTable).toEqual([moves('t1', 1)]);
    expect(aAll).toEqual([moves('t1', 1)]);

    // A second message after the first: once it has arrived, any duplicate of the first would have too.
    a.publish(moves('t1', 2));
    await waitFor('both messages at b', () => bTable.length >= 2);
    expect(bTable).toEqual([moves('t1', 1), moves('t1', 2)]);
    expect(bAll).toEqual([moves('t1', 1), moves('t1', 2)]);
    // a's own messages came back over Redis and were dropped there (b's reply arrives after them).
    b.publish(moves('t9', 1));
    await waitFor("b's message at a", () => aAll.length >= 3);
    expect(aTable).toEqual([moves('t1', 1), moves('t1', 2)]);
    expect(aAll).toEqual([moves('t1', 1), moves('t1', 2), moves('t9', 1)]);
  });

  it("runs prepare before delivery, one table's messages one at a time in order, tables independently", async () => {
    const { bus: a } = await busFor('a');
    const { bus: b } = await busFor('b');
    const prepared = new Set<BusMessage>();
    const inPrepare = new Map<string, number>();
    let overlapped = false;
    // Table t1's first prepare waits until all of t2 has been delivered: were the tables one queue, it never would.
    let releaseT1: () => void = () => undefined;
    const t2Done = new Promise<void>((resolve) => (releaseT1 = resolve));
    b.setPrepare(async (m) => {
      const busy = inPrepare.get(m.tableId) ?? 0;
      if (busy > 0) overlapped = true;
      inPrepare.set(m.tableId, busy + 1);
      if (m.kind === 'moves' && m.tableId === 't1' && m.version === 1) await t2Done;
      await sleep(Math.floor(Math.random() * 4));
      prepared.add(m);
      inPrepare.set(m.tableId, (inPrepare.get(m.tableId) ?? 1) - 1);
    });
    await Promise.all([b.follow('t1'), b.follow('t2')]);
    const t1: number[] = [];
    const t2: number[] = [];
    let deliveredUnprepared = false;
    b.subscribe('t1', (m) => {
      if (!prepared.has(m)) deliveredUnprepared = true;
      if (m.kind === 'moves') t1.push(m.version);
    });
    b.subscribe('t2', (m) => {
      if (!prepared.has(m)) deliveredUnprepared = true;
      if (m.kind === 'moves') t2.push(m.version);
      if (t2.length === 30) releaseT1();
    });

    for (let v = 1; v <= 100; v++) {
      a.publish(moves('t1', v));
      if (v <= 30) a.publish(moves('t2', v));
    }
    await waitFor('all messages at b', () => t1.length === 100 && t2.length === 30);
    const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(t1).toEqual(upTo(100));
    expect(t2).toEqual(upTo(30));
    expect(deliveredUnprepared).toBe(false);
    expect(overlapped).toBe(false);
  });

  it("sends a table's messages only to the processes that follow it, a lobby note and who is there to all", async () => {
    const { bus: a } = await busFor('a', { lobbyNoteMs: 0 });
    const { bus: b } = await busFor('b');
    const { bus: c } = await busFor('c');
    const atB = collect(b);
    const atC = collect(c);
    await b.follow('t1');
    // Following twice is following once (no message twice); the second call resolves once subscribed too.
    await Promise.all([b.follow('t1'), c.follow('t2')]);
    const finished: BusMessage = { kind: 'moves', tableId: 't1', from: 2, version: 3, finished: true };
    const chat: BusMessage = { kind: 'chat', tableId: 't1', userId: 'u', name: 'U', text: 'hi', at: 1 };
    const presence: BusMessage = { kind: 'presence', tableId: 't1', processId: 'a', users: ['u'] };
    const lobby: BusMessage = { kind: 'lobby', tableId: '' };
    a.publish(moves('t1', 1));
    a.publish(moves('t2', 1));
    a.publish({ kind: 'table', tableId: 't1' });
    a.publish(chat);
    a.publish(presence);
    a.publish(finished);
    // Each process's last messages are a's last: anything for it before has arrived. Tables' messages are delivered in
    // order for each table, and the notes (table '') in their own.
    await waitFor('the messages at b and c', () => atB.length >= 7 && atC.length >= 4);
    const notes = (got: BusMessage[]) => got.filter((m) => m.kind === 'lobby');
    const others = (got: BusMessage[]) => got.filter((m) => m.kind !== 'lobby');
    expect(others(atB)).toEqual([moves('t1', 1), { kind: 'table', tableId: 't1' }, chat, presence, finished]);
    expect(others(atC)).toEqual([moves('t2', 1), presence]);
    expect(notes(atB)).toEqual([lobby, lobby]);
    expect(notes(atC)).toEqual([lobby, lobby]);
    expect(b.counts?.().received).toBe(7);

    // b lets t1 go: its messages reach it no more.
    b.unfollow('t1');
    b.unfollow('t1');
    await c.follow('t1');
    a.publish(moves('t1', 4));
    a.publish({ kind: 'table', tableId: 't3' });
    await waitFor('the lobby note at b', () => atB.length >= 8);
    await waitFor('the move and the note at c', () => atC.length >= 6);
    expect(atB.slice(7)).toEqual([lobby]);
    expect(others(atC.slice(4))).toEqual([moves('t1', 4)]);
    expect(notes(atC.slice(4))).toEqual([lobby]);
  });

  it('tells the lobby at most once a window, however many tables changed', async () => {
    const { bus: a } = await busFor('a', { lobbyNoteMs: 300 });
    const { bus: b } = await busFor('b');
    const atB = collect(b);
    const started = performance.now();
    for (let i = 0; i < 20; i++) a.publish({ kind: 'table', tableId: `t${i}` });
    // The first at once, the other 19 changes in one note at the end of the window.
    await waitFor('the first note', () => atB.length >= 1);
    expect(performance.now() - started).toBeLessThan(300);
    await waitFor('the second note', () => atB.length >= 2);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    await sleep(400);
    expect(atB).toEqual([
      { kind: 'lobby', tableId: '' },
      { kind: 'lobby', tableId: '' },
    ]);
    expect(a.counts?.()).toMatchObject({ sent: 22, sentByKind: { table: 20, lobby: 2 } });
    expect(b.counts?.()).toMatchObject({ received: 2, receivedByKind: { lobby: 2 } });
  });

  /** Cuts the connection named `name` off at Redis whenever it is there, until `stop()`. */
  const keepAway = (name: string) => {
    let kills = 0;
    let going = true;
    const admin = new Redis(redis.url);
    const loop = (async () => {
      while (going) {
        const id = await clientId(admin, name);
        if (id !== undefined) {
          await admin.call('CLIENT', 'KILL', 'ID', id);
          kills++;
        }
        await sleep(2);
      }
    })();
    return {
      kills: () => kills,
      stop: async () => {
        going = false;
        await loop;
        await admin.quit();
      },
    };
  };

  it("leaves out a table's moves while no other process follows it; a new follower gets a nudge, then the moves", async () => {
    const { bus: a } = await busFor('a');
    const { bus: b } = await busFor('b');
    await a.follow('t1');
    const atB: BusMessage[] = [];
    b.subscribe('t1', (m) => atB.push(m));
    // Only a follows t1: once Redis has answered a publish with one receiver (a itself), the next are left out.
    let version = 0;
    await waitFor('a move left out', () => {
      a.publish(moves('t1', ++version));
      return (a.counts?.().skipped ?? 0) > 0;
    });
    const sentBefore = a.counts?.().sent ?? 0;
    a.publish(moves('t1', ++version));
    expect(a.counts?.().sent).toBe(sentBefore);
    // b follows: a hears it and publishes a nudge at the newest version it left out (no change: b reads the store).
    await b.follow('t1');
    await waitFor('the nudge at b', () => atB.length >= 1);
    expect(atB[0]).toEqual({ kind: 'moves', tableId: 't1', from: version - 1, version, finished: false });
    // From then on every move goes out, its change with it.
    const change = { seat: 0, by: 'human' as const, moves: [{ t: 'pass' }], at: 1, deadlines: [], banks: null };
    version++;
    const withChange: BusMessage = {
      kind: 'moves',
      tableId: 't1',
      from: version - 1,
      version,
      finished: false,
      change,
    };
    a.publish(withChange);
    await waitFor('the next move at b', () => atB.length >= 2);
    expect(atB[1]).toEqual(withChange);
    expect(b.counts?.().received).toBe(2);
    // b lets it go: after one more publish answered with a alone, a leaves them out again.
    b.unfollow('t1');
    const skippedBefore = a.counts?.().skipped ?? 0;
    await waitFor('left out again', () => {
      a.publish(moves('t1', ++version));
      return (a.counts?.().skipped ?? 0) > skippedBefore;
    });
    expect(atB).toHaveLength(2);
  });

  it("leaves out a table's changes and chat while no other process follows it; a new follower is told to reload", async () => {
    const { bus: a } = await busFor('a');
    const { bus: b } = await busFor('b');
    await a.follow('t1');
    const atB: BusMessage[] = [];
    b.subscribe('t1', (m) => atB.push(m));
    const lobbyAtB = collect(b);
    const line = (text: string): BusMessage => ({ kind: 'chat', tableId: 't1', userId: 'u', name: 'U', text, at: 1 });
    let n = 0;
    await waitFor('a line left out', () => {
      a.publish(line(`${++n}`));
      return (a.counts?.().skipped ?? 0) > 0;
    });
    const sentBefore = a.counts?.().sent ?? 0;
    a.publish(moves('t1', 1));
    a.publish({ kind: 'table', tableId: 't1', version: 1 });
    // Nothing on the table's channel; the change still reaches the other lobbies as a note.
    expect(a.counts?.().sent).toBe(sentBefore + 1);
    await waitFor('the lobby note at b', () => lobbyAtB.some((m) => m.kind === 'lobby'));
    // b follows: what was left out is more than moves, so the nudge is a reload (a table message with nothing else).
    await b.follow('t1');
    await waitFor('the nudge at b', () => atB.length >= 1);
    expect(atB[0]).toEqual({ kind: 'table', tableId: 't1' });
    a.publish(line('now heard'));
    await waitFor('the next line at b', () => atB.length >= 2);
    expect(atB[1]).toEqual(line('now heard'));
  });

  it("does not take a table for alone from an answer counted while its own subscriber was away (bug: a Redis restart left another process's viewers deaf)", async () => {
    const { a, atB } = await bothFollow('t1');
    // a's subscriber is cut off; its publisher is not (as when Redis comes back and a's subscriber is slower).
    const away = await subscriberAway(a, 'a');
    // Redis counts b alone for this one: a must not take t1 for alone (it would leave b's next moves out for good).
    a.publish(moves('t1', 1));
    await waitFor('the move at b', () => atB.length >= 1);
    // Its answer is in: the next move, still while a's subscriber is away, goes out as it is (not left out and
    // nudged later without its change).
    await sleep(30);
    expect(away.away()).toBe(true);
    const change = { seat: 0, by: 'human' as const, moves: [{ t: 'pass' }], at: 1, deadlines: [], banks: null };
    const second: BusMessage = { kind: 'moves', tableId: 't1', from: 1, version: 2, finished: false, change };
    a.publish(second);
    await away.back();
    for (let v = 3; v <= 4; v++) {
      a.publish(moves('t1', v));
      await sleep(20);
    }
    await waitFor('the moves after at b', () => atB.length >= 4);
    expect(atB).toEqual([moves('t1', 1), second, moves('t1', 3), moves('t1', 4)]);
    expect(a.counts?.().skipped).toBe(0);
  });

  it('takes no table for alone after its subscriber was away (it may have missed a new follower)', async () => {
    const { bus: a } = await busFor('a');
    const { bus: b } = await busFor('b');
    await a.follow('t1');
    let version = 0;
    await waitFor('a move left out', () => {
      a.publish(moves('t1', ++version));
      return (a.counts?.().skipped ?? 0) > 0;
    });
    const away = await subscriberAway(a, 'a');
    // b follows while a cannot hear it say so.
    const atB: BusMessage[] = [];
    b.subscribe('t1', (m) => atB.push(m));
    await b.follow('t1');
    await away.back();
    // a publishes again: first a nudge for what it left out, then the next move.
    await waitFor('the nudge at b', () => atB.length >= 1);
    expect(atB[0]).toEqual(moves('t1', version));
    a.publish(moves('t1', ++version));
    await waitFor('the next move at b', () => atB.length >= 2);
    expect(atB[1]).toEqual(moves('t1', version));
  });

  it("announces a follow its publisher could not send once the publisher is back (bug: the soak's Redis crashes left a spectator deaf)", async () => {
    const { a, b, atB } = await bothFollow('t1');
    // b's publisher is kept away (cut off whenever it connects) from before its subscriber drops until after the
    // subscriber is back: as when Redis comes back and b's subscriber reconnects before its publisher.
    const pubAway = keepAway('birzha-pub:b');
    await waitFor("b's publisher cut off", () => pubAway.kills() >= 1);
    const away = await subscriberAway(b, 'b');
    // While b's subscriber is away a takes t1 for alone (Redis counts a alone) and leaves the next moves out.
    let version = 0;
    await waitFor('a move left out', () => {
      a.publish(moves('t1', ++version));
      return (a.counts?.().skipped ?? 0) > 0;
    });
    // b is back and says it follows t1, while its publisher cannot send that yet.
    await away.back();
    await pubAway.stop();
    const admin = new Redis(redis.url);
    await waitFor("b's publisher back", async () => (await clientId(admin, 'birzha-pub:b')) !== undefined);
    await admin.quit();
    // a must hear the follow: a nudge for what it left out, then every move.
    await waitFor('the nudge at b', () => atB.length >= 1, { timeoutMs: 5000 });
    expect(atB[0]).toEqual(moves('t1', version));
    a.publish(moves('t1', ++version));
    await waitFor('the next move at b', () => atB.length >= 2);
    expect(atB[1]).toEqual(moves('t1', version));
  });

  it('publishes every move of a table it does not follow (it would not hear a new follower)', async () => {
    const { bus: a } = await busFor('a');
    for (let v = 1; v <= 5; v++) {
      a.publish(moves('t7', v));
      await sleep(20);
    }
    expect(a.counts?.()).toMatchObject({ sent: 5, skipped: 0 });
  });

  it('delivers even when prepare fails, and drops malformed messages', async () => {
    const { bus: b, log } = await busFor('b');
    const { bus: a } = await busFor('a');
    b.setPrepare((m) => (m.tableId === 'bad' ? Promise.reject(new Error('store down')) : Promise.resolve()));
    const got = collect(b);
    await rawPublish('bus', '{not json');
    await rawPublish('bus', JSON.stringify({ o: 'x', m: { kind: 'moves' } }));
    await Promise.all([b.follow('bad'), b.follow('good')]);
    a.publish({ kind: 'chat', tableId: 'bad', userId: 'u', name: 'U', text: '1', at: 1 });
    a.publish({ kind: 'chat', tableId: 'good', userId: 'u', name: 'U', text: '2', at: 2 });
    await waitFor('both messages', () => got.length >= 2);
    expect(got.map((m) => m.tableId)).toEqual(['bad', 'good']);
    expect(log.lines.filter((l) => l.msg.includes('malformed')).length).toBeGreaterThanOrEqual(1);
    expect(log.lines.some((l) => l.level === 'error' && l.msg.includes('prepare failed'))).toBe(true);
  });

  it('knows its peers: heard at start, gone at once on close', async () => {
    // Heartbeats far apart: everything seen here comes from the start-up beats and the goodbye, not from expiry.
    const { bus: a } = await busFor('a', { heartbeatMs: 60_000 });
    const seen: (readonly string[])[] = [];
    a.onPeers((peers) => seen.push(peers));
    expect(a.peers()).toEqual(['a']);
    const { bus: c } = await busFor('c', { heartbeatMs: 60_000 });
    const { bus: b } = await busFor('b', { heartbeatMs: 60_000 });
    await waitFor('a to hear b and c', () => a.peers().length === 3);
    expect(a.peers()).toEqual(['a', 'b', 'c']);
    await waitFor('c to hear a and b', () => c.peers().length === 3);
    expect(c.peers()).toEqual(['a', 'b', 'c']);
    await b.close();
    await waitFor('b gone at a', () => a.peers().length === 2);
    expect(a.peers()).toEqual(['a', 'c']);
    expect(seen).toEqual([
      ['a', 'c'],
      ['a', 'b', 'c'],
      ['a', 'c'],
    ]);
  });

  it('forgets a peer that stops sending heartbeats without a goodbye', async () => {
    const { bus: a } = await busFor('a');
    const seen: (readonly string[])[] = [];
    a.onPeers((peers) => seen.push(peers));
    // A process that says it is alive once and then falls silent (killed, or cut off from Redis).
    await rawPublish('peers', JSON.stringify({ o: 'ghost', at: Date.now() }));
    await waitFor('the ghost heard', () => a.peers().includes('ghost'));
    await waitFor('the ghost gone', () => !a.peers().includes('ghost'));
    expect(seen).toEqual([['a', 'ghost'], ['a']]);
    expect(a.peers()).toEqual(['a']);
  });

  it('survives a Redis restart: gaps reported, publishing works again, tables published meanwhile announced', async () => {
    // a logs in as its own Redis user, which the restarted (empty) Redis does not know until we create it again:
    // so a's connections stay down until the observer c is subscribed, and c sees a's announcements for certain.
    const user = `bus-a-${randomUUID().slice(0, 6)}`;
    const allowA = async () => {
      const admin = new Redis(redis.url, { lazyConnect: true });
      await admin.connect();
      await admin.call('ACL', 'SETUSER', user, 'on', '>secret', '~*', '&*', '+@all');
      await admin.quit();
    };
    await allowA();
    const urlA = `redis://${user}:secret@127.0.0.1:${redis.port}`;
    const { bus: a } = await busFor('a', { url: urlA });
    const { bus: b } = await busFor('b');
    let gapsA = 0;
    let gapsB = 0;
    a.onGap(() => gapsA++);
    b.onGap(() => gapsB++);
    const atA = collect(a);
    const atB = collect(b);
    // Made before the restart: the subscriptions to tables are made again with the others once Redis is back.
    await Promise.all([a.follow('after-b'), b.follow('after')]);
    await waitFor('a and b to know each other', () => a.peers().length === 2 && b.peers().length === 2);

    await redis.stop();
    a.publish(moves('out-1', 1));
    a.publish({ kind: 'chat', tableId: 'out-2', userId: 'u', name: 'U', text: 'lost', at: 1 });
    a.publish(moves('out-1', 2));
    expect(atA.map((m) => m.tableId)).toEqual(['out-1', 'out-2', 'out-1']);

    await redis.restart();
    const { bus: c } = await busFor('c');
    const atC = collect(c);
    await Promise.all(['after', 'after-b', 'out-1', 'out-2'].map((t) => c.follow(t)));
    await allowA();

    // On the tables' channels, and a lobby note to all (one at once, the other in the window's note).
    const announced = () => atC.filter((m) => m.kind === 'table');
    await waitFor('the announcements at c', () => announced().length >= 2);
    expect(announced()).toEqual([
      { kind: 'table', tableId: 'out-1' },
      { kind: 'table', tableId: 'out-2' },
    ]);
    await waitFor("a's lobby notes at c", () => atC.filter((m) => m.kind === 'lobby').length >= 2);
    await waitFor('gaps at a and b', () => gapsA >= 1 && gapsB >= 1);
    // The lobby notes of the gap are missed: each reads its lobby again (a's own notes never come back to it).
    await waitFor('a lobby note at a after its gap', () => atA.some((m) => m.kind === 'lobby'));

    // Both directions work again.
    const atCBefore = atC.length;
    a.publish(moves('after', 1));
    b.publish(moves('after-b', 1));
    await waitFor(
      "a's message at b and c",
      () => atB.some((m) => m.tableId === 'after') && atC.length >= atCBefore + 2,
    );
    await waitFor("b's message at a", () => atA.some((m) => m.tableId === 'after-b'));
    expect(
      atC
        .slice(atCBefore)
        .map((m) => m.tableId)
        .sort(),
    ).toEqual(['after', 'after-b']);
    expect(gapsA).toBe(1);
    expect(gapsB).toBe(1);
    await waitFor('peers back', () => a.peers().length === 3 && b.peers().length === 3);
  });

  it('waits at start for a Redis that comes up within the time limit', async () => {
    const late = await startRedisServer();
    try {
      await late.stop();
      const starting = createRedisBus({ url: late.url, processId: 'late', prefix, log: memoryLog() });
      await late.restart();
      const bus = await starting;
      open.push(bus);
      expect(bus.peers()).toEqual(['late']);
    } finally {
      await Promise.all(open.splice(0).map((bus) => bus.close()));
      await late.stop();
    }
  });

  it('rejects at start, with a clear error, when Redis cannot be reached', async () => {
    const port = await closedPort();
    const log = memoryLog();
    const started = createRedisBus({ url: `redis://:hunter2@127.0.0.1:${port}`, processId: 'x', prefix, log });
    await expect(started).rejects.toThrow(/REDIS_UNREACHABLE.*127\.0\.0\.1/);
    await expect(started).rejects.not.toThrow(/hunter2/);
  });
});

/** A port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
