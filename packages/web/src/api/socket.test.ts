// When the tab's socket comes back after a close: quickly after an ordinary one, slowly after a refusal for too many
// connections (the refused tab must not knock on the server in a tight loop), never after an unauthorized one. And
// what it subscribes to: only once the server's hello says it is served, on every connection, every subscribe
// answered or sent again (a page must never sit subscribed to nothing).
import { PROTOCOL_VERSION, type ServerMessage } from '@birzha/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameSocket, socketUrl, SUBSCRIBE_ATTEMPTS, SUBSCRIBE_RETRY_MS } from './socket.ts';

/** A WebSocket the test drives: it opens, says hello (admitted) and closes with a code when told. */
class ScriptedWebSocket {
  static readonly OPEN = 1;
  static made: ScriptedWebSocket[] = [];
  readyState = 0;
  closedByClient = false;
  onopen: (() => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  /** What the client sent, parsed. */
  readonly sent: Record<string, unknown>[] = [];
  constructor(readonly url: string) {
    ScriptedWebSocket.made.push(this);
  }
  send(text: string): void {
    this.sent.push(JSON.parse(text) as Record<string, unknown>);
  }
  /** A frame from the server. */
  deliver(m: ServerMessage | Record<string, unknown>): void {
    this.onmessage?.({ data: JSON.stringify(m) });
  }
  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
    this.onclose?.({ code: 1005 });
  }
  open(): void {
    this.readyState = ScriptedWebSocket.OPEN;
    this.onopen?.();
  }
  hello(): void {
    this.onmessage?.({
      data: JSON.stringify({ t: 'hello', protocol: PROTOCOL_VERSION, user: { id: 'u', name: 'U' } }),
    });
  }
  /** The connection fails before it opens (no server there). */
  fail(): void {
    this.readyState = 3;
    this.onclose?.({ code: 1006 });
  }
  /** The server closes it: opened first, as a refused socket is (the caps are checked after the handshake). */
  serverClose(code: number): void {
    if (this.readyState === 0) this.open();
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const sockets = () => ScriptedWebSocket.made;
const last = (): ScriptedWebSocket => {
  const ws = sockets().at(-1);
  if (ws === undefined) throw new Error('no socket yet');
  return ws;
};
/** Moves the clock on by `ms` and says whether a new socket was made meanwhile. */
const reopensWithin = (ms: number): boolean => {
  const before = sockets().length;
  vi.advanceTimersByTime(ms);
  return sockets().length > before;
};

let socket: GameSocket | undefined;
beforeEach(() => {
  vi.useFakeTimers();
  ScriptedWebSocket.made = [];
  vi.stubGlobal('WebSocket', ScriptedWebSocket);
});
afterEach(() => {
  socket?.close();
  socket = undefined;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A socket with no jitter (random 0: the longest wait of each step). */
const connect = (random: () => number = () => 0): GameSocket => (socket = new GameSocket('ws://x/ws', { random }));

describe('GameSocket reconnecting', () => {
  it('after an ordinary close reconnects within half a second, then backs off up to 5 s', () => {
    const s = connect();
    last().open();
    last().hello();
    last().serverClose(1006);
    expect(s.status).toBe('closed');
    expect(s.problem).toBeNull();
    expect(reopensWithin(499)).toBe(false);
    expect(reopensWithin(1)).toBe(true);
    // Failing again without opening: 1 s, 2 s, 4 s, then 5 s each time.
    for (const wait of [1000, 2000, 4000, 5000, 5000]) {
      last().fail();
      expect(reopensWithin(wait - 1)).toBe(false);
      expect(reopensWithin(1)).toBe(true);
    }
    // Once open, the next close is quick again.
    last().open();
    last().serverClose(1006);
    expect(reopensWithin(500)).toBe(true);
  });

  it('refused for too many connections: 30 s, then doubling up to 5 min, and says why meanwhile', () => {
    const s = connect();
    const statuses: string[] = [];
    s.onStatus((st) => statuses.push(`${st}/${String(s.problem)}`));
    last().serverClose(4429);
    expect(s.problem).toBe('TOO_MANY_CONNECTIONS');
    expect(s.status).toBe('closed');
    expect(statuses.at(-1)).toBe('closed/TOO_MANY_CONNECTIONS');
    expect(reopensWithin(29_999)).toBe(false);
    expect(reopensWithin(1)).toBe(true);
    // Each attempt opens (the handshake succeeds) and is refused again: opening alone does not reset the backoff.
    for (const wait of [60_000, 120_000, 240_000, 300_000, 300_000]) {
      last().serverClose(4429);
      expect(reopensWithin(wait - 1)).toBe(false);
      expect(reopensWithin(1)).toBe(true);
    }
    expect(s.problem).toBe('TOO_MANY_CONNECTIONS');
    // Admitted at last (the server's hello): the problem is gone and a later refusal starts from 30 s again.
    last().open();
    last().hello();
    expect(s.problem).toBeNull();
    expect(statuses.at(-1)).toBe('open/null');
    last().serverClose(4429);
    expect(reopensWithin(29_999)).toBe(false);
    expect(reopensWithin(1)).toBe(true);
  });

  it('spreads the refused tabs: each wait is shortened by up to a quarter at random', () => {
    connect(() => 0.999);
    last().serverClose(4429);
    expect(reopensWithin(22_000)).toBe(false);
    expect(reopensWithin(600)).toBe(true); // 30 s × (1 − 0.999 / 4) ≈ 22.5 s
  });

  it('an ordinary close after a refusal is quick, and the refusal count is kept', () => {
    const s = connect();
    last().serverClose(4429);
    expect(reopensWithin(30_000)).toBe(true);
    last().fail(); // the network dropped during the retry
    expect(s.problem).toBeNull();
    expect(reopensWithin(500)).toBe(true);
    last().serverClose(4429); // still too many: the second refusal in a row waits a minute
    expect(reopensWithin(59_999)).toBe(false);
    expect(reopensWithin(1)).toBe(true);
  });

  it('unauthorized: never tries again on its own', () => {
    const s = connect();
    last().serverClose(4401);
    expect(s.problem).toBe('UNAUTHORIZED');
    expect(s.status).toBe('closed');
    expect(reopensWithin(24 * 3600_000)).toBe(false);
    s.reconnectNow(); // the same cookie would be refused the same way: a new identity needs a new socket
    expect(sockets()).toHaveLength(1);
  });

  it('reconnectNow skips the wait after a refusal; close() cancels a waiting reconnection', () => {
    const s = connect();
    last().serverClose(4429);
    s.reconnectNow();
    expect(sockets()).toHaveLength(2);
    // Already connecting: nothing more.
    s.reconnectNow();
    expect(sockets()).toHaveLength(2);
    last().serverClose(4429);
    s.close();
    expect(reopensWithin(3600_000)).toBe(false);
    expect(s.status).toBe('closed');
  });
});

/** The subscribes a socket sent, as `table@since` (no since: `table`), in order. */
const subscribes = (ws: ScriptedWebSocket): string[] =>
  ws.sent
    .filter((m) => m['t'] === 'subscribe')
    .map((m) => (m['since'] === undefined ? String(m['table']) : `${String(m['table'])}@${String(m['since'])}`));
const lastId = (ws: ScriptedWebSocket, t: string): string => {
  const m = ws.sent.filter((x) => x['t'] === t).at(-1);
  if (m === undefined || typeof m['id'] !== 'string') throw new Error(`no ${t} with an id sent`);
  return m['id'];
};
const snapshotOf = (table: string, version: number): Record<string, unknown> => ({
  t: 'snapshot',
  table: { id: table, version },
  seat: null,
  view: null,
  chat: [],
  toAct: [],
  legal: null,
  deadline: null,
});

describe('GameSocket subscribing', () => {
  it('subscribes after hello, not on open, and again after every reconnection with the version it holds', () => {
    const s = connect();
    let held: number | undefined = undefined;
    const got: string[] = [];
    s.watchTable(
      't1',
      'inv',
      () => held,
      (m) => got.push(m.t),
    );
    let lobbyCalls = 0;
    s.watchLobby(() => lobbyCalls++);
    last().open();
    // Open, but the server may still be identifying and admitting the socket: nothing yet.
    expect(last().sent).toEqual([]);
    last().hello();
    expect(last().sent.map((m) => m['t'])).toEqual(['subscribe', 'lobby']);
    expect(last().sent[0]).toMatchObject({ t: 'subscribe', table: 't1', invite: 'inv' });
    expect(last().sent[0]?.['since']).toBeUndefined();
    last().deliver(snapshotOf('t1', 5));
    held = 5;
    expect(got).toEqual(['snapshot']);
    expect(lobbyCalls).toBe(0);

    // The server restarts (or another process takes over): the new connection subscribes after its hello, from 5.
    last().serverClose(1006);
    vi.advanceTimersByTime(500);
    last().open();
    expect(last().sent).toEqual([]);
    last().hello();
    expect(subscribes(last())).toEqual(['t1@5']);
    expect(last().sent.map((m) => m['t'])).toEqual(['subscribe', 'lobby']);
    // The lobby may have changed while the socket was away: its watchers look again.
    expect(lobbyCalls).toBe(1);
  });

  it('a table watched before hello is subscribed once, at hello; unwatched meanwhile, not at all', () => {
    const s = connect();
    s.watchTable(
      't1',
      undefined,
      () => undefined,
      () => undefined,
    );
    const stop = s.watchTable(
      't2',
      undefined,
      () => undefined,
      () => undefined,
    );
    last().open();
    stop();
    last().hello();
    expect(subscribes(last())).toEqual(['t1']);
    expect(last().sent.some((m) => m['t'] === 'unsubscribe')).toBe(false);
  });

  it('sends an unanswered subscribe again, waiting twice as long each time, then takes the connection as deaf', () => {
    const s = connect();
    s.watchTable(
      't1',
      undefined,
      () => undefined,
      () => undefined,
    );
    last().open();
    last().hello();
    const ws = last();
    let wait = SUBSCRIBE_RETRY_MS;
    for (let attempt = 2; attempt <= SUBSCRIBE_ATTEMPTS; attempt++) {
      vi.advanceTimersByTime(wait - 1);
      expect(subscribes(ws)).toHaveLength(attempt - 1);
      vi.advanceTimersByTime(1);
      expect(subscribes(ws)).toHaveLength(attempt);
      wait *= 2;
    }
    // Each retry is a new request (its own id): a late answer to an earlier one is not taken for it.
    const ids = ws.sent.map((m) => m['id']);
    expect(new Set(ids).size).toBe(SUBSCRIBE_ATTEMPTS);
    // Not one answered: the socket is closed and a new one opened, which subscribes again after its hello.
    expect(ws.closedByClient).toBe(false);
    vi.advanceTimersByTime(wait);
    expect(ws.closedByClient).toBe(true);
    expect(s.status).toBe('closed');
    vi.advanceTimersByTime(500);
    expect(last()).not.toBe(ws);
    last().open();
    last().hello();
    expect(subscribes(last())).toEqual(['t1']);
  });

  it('an ack, a snapshot or a final error is an answer: no retry; a transient error is tried again', () => {
    const s = connect();
    const got: ServerMessage[] = [];
    s.watchTable(
      'a',
      undefined,
      () => undefined,
      () => undefined,
    );
    s.watchTable(
      'b',
      undefined,
      () => undefined,
      () => undefined,
    );
    s.watchTable(
      'c',
      undefined,
      (): number | undefined => undefined,
      (m) => got.push(m),
    );
    s.watchTable(
      'd',
      undefined,
      () => undefined,
      () => undefined,
    );
    // The database out of reach a moment (a failover): tried again as well.
    s.watchTable(
      'e',
      undefined,
      () => undefined,
      () => undefined,
    );
    s.watchLobby(() => undefined);
    last().open();
    last().hello();
    const ws = last();
    const idOf = (table: string) => ws.sent.find((m) => m['table'] === table)?.['id'];
    ws.deliver({ t: 'ack', id: idOf('a'), table: 'a', version: 0 });
    ws.deliver(snapshotOf('b', 3));
    ws.deliver({ t: 'error', id: idOf('c'), table: 'c', code: 'NOT_FOUND' });
    ws.deliver({ t: 'error', id: idOf('d'), table: 'd', code: 'RATE_LIMITED' });
    ws.deliver({ t: 'error', id: idOf('e'), table: 'e', code: 'UNAVAILABLE', detail: { retryAfter: 2 } });
    ws.deliver({ t: 'ack', id: lastId(ws, 'lobby') });
    // The error reaches the table's listeners (the page says the table is not found).
    expect(got).toEqual([{ t: 'error', id: idOf('c'), table: 'c', code: 'NOT_FOUND' }]);
    vi.advanceTimersByTime(SUBSCRIBE_RETRY_MS);
    expect(subscribes(ws)).toEqual(['a', 'b', 'c', 'd', 'e', 'd', 'e']);
    expect(ws.sent.filter((m) => m['t'] === 'lobby')).toHaveLength(1);
    for (const table of ['d', 'e'])
      ws.deliver({ t: 'ack', id: ws.sent.filter((m) => m['table'] === table).at(-1)?.['id'], table, version: 0 });
    vi.advanceTimersByTime(60 * SUBSCRIBE_RETRY_MS);
    expect(subscribes(ws)).toHaveLength(7);
    expect(ws.closedByClient).toBe(false);
  });

  it('no storm: many resyncs leave one subscribe waiting per table, retried once, from the version held by then', () => {
    const s = connect();
    let held: number | undefined = 2;
    s.watchTable(
      't1',
      undefined,
      () => held,
      () => undefined,
    );
    last().open();
    last().hello();
    const ws = last();
    ws.deliver(snapshotOf('t1', 2));
    for (let i = 0; i < 10; i++) s.resync('t1', 2);
    expect(subscribes(ws)).toHaveLength(11);
    held = 4;
    vi.advanceTimersByTime(SUBSCRIBE_RETRY_MS);
    // One retry (for the newest), asking from the version the page holds now.
    expect(subscribes(ws)).toHaveLength(12);
    expect(subscribes(ws).at(-1)).toBe('t1@4');
    // Answers to the older requests do not stop the newest from being retried; its own answer does.
    ws.deliver({ t: 'ack', id: ws.sent[3]?.['id'], table: 't1', version: 4 });
    vi.advanceTimersByTime(2 * SUBSCRIBE_RETRY_MS);
    expect(subscribes(ws)).toHaveLength(13);
    ws.deliver({ t: 'ack', id: lastId(ws, 'subscribe'), table: 't1', version: 4 });
    vi.advanceTimersByTime(60 * SUBSCRIBE_RETRY_MS);
    expect(subscribes(ws)).toHaveLength(13);
  });

  it('requests keep their answers and NETWORK refusals; unwatching cancels the retries and unsubscribes', async () => {
    const s = connect();
    await expect(s.request({ t: 'ping' })).rejects.toMatchObject({ code: 'NETWORK' });
    const stop = s.watchTable(
      't1',
      undefined,
      () => undefined,
      () => undefined,
    );
    last().open();
    last().hello();
    const ws = last();
    const asked = s.request({ t: 'chat', table: 't1', text: 'hi' });
    ws.deliver({ t: 'ack', id: lastId(ws, 'chat'), table: 't1' });
    await expect(asked).resolves.toEqual({});
    stop();
    expect(ws.sent.at(-1)).toEqual({ t: 'unsubscribe', table: 't1' });
    vi.advanceTimersByTime(60 * SUBSCRIBE_RETRY_MS);
    expect(subscribes(ws)).toHaveLength(1);
  });
});

describe('GameSocket visibility', () => {
  let state: DocumentVisibilityState = 'visible';
  beforeEach(() => {
    state = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  });
  afterEach(() => {
    Reflect.deleteProperty(document, 'visibilityState');
  });
  const visibles = (ws: ScriptedWebSocket) =>
    ws.sent.filter((m) => m['t'] === 'visible').map((m) => `${String(m['table'])}:${String(m['visible'])}`);
  const show = (s: DocumentVisibilityState) => {
    state = s;
    document.dispatchEvent(new Event('visibilitychange'));
  };
  const watch = (s: GameSocket, table: string) =>
    s.watchTable(
      table,
      undefined,
      () => undefined,
      () => undefined,
    );

  it('says whether the page is visible once a subscribe is answered, and again whenever that changes', () => {
    const s = connect();
    watch(s, 't1');
    const stop = watch(s, 't2');
    last().open();
    // Not before the server follows the table: it would not know what the page is of.
    show('hidden');
    last().hello();
    expect(visibles(last())).toEqual([]);
    last().deliver(snapshotOf('t1', 3));
    last().deliver({ t: 'ack', id: last().sent.find((m) => m['table'] === 't2')?.['id'], table: 't2', version: 0 });
    expect(visibles(last())).toEqual(['t1:false', 't2:false']);
    // The ack that follows a snapshot says nothing more.
    last().deliver({ t: 'ack', id: last().sent.find((m) => m['table'] === 't1')?.['id'], table: 't1', version: 3 });
    expect(visibles(last())).toHaveLength(2);
    show('visible');
    expect(visibles(last()).slice(2)).toEqual(['t1:true', 't2:true']);
    // A table no longer watched is not told about; a refused subscribe says nothing.
    stop();
    show('hidden');
    expect(visibles(last()).slice(4)).toEqual(['t1:false']);
    watch(s, 't3');
    const t3 = last()
      .sent.filter((m) => m['table'] === 't3')
      .at(-1)?.['id'];
    last().deliver({ t: 'error', id: t3, table: 't3', code: 'NOT_FOUND' });
    expect(visibles(last()).slice(5)).toEqual([]);
  });

  it('says it again on a new connection once the table is followed there; nothing after close', () => {
    const s = connect();
    watch(s, 't1');
    last().open();
    last().hello();
    last().deliver(snapshotOf('t1', 1));
    expect(visibles(last())).toEqual(['t1:true']);
    last().serverClose(1006);
    show('hidden');
    vi.advanceTimersByTime(500);
    last().open();
    last().hello();
    last().deliver(snapshotOf('t1', 1));
    expect(visibles(last())).toEqual(['t1:false']);
    const ws = last();
    s.close();
    show('visible');
    expect(visibles(ws)).toEqual(['t1:false']);
  });
});

describe('socketUrl', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('names the table of a table page (a cluster proxy routes by it), and nothing elsewhere', () => {
    window.history.replaceState(null, '', '/t/Ab_9-x');
    expect(socketUrl()).toBe(`ws://${location.host}/ws?table=Ab_9-x`);
    window.history.replaceState(null, '', '/t/Ab_9-x/');
    expect(socketUrl()).toBe(`ws://${location.host}/ws?table=Ab_9-x`);
    for (const path of ['/', '/replay/Ab_9-x', '/rules/akcioner', '/t/']) {
      window.history.replaceState(null, '', path);
      expect(socketUrl(), path).toBe(`ws://${location.host}/ws`);
    }
  });

  it('is asked again at each reconnection, so a socket reopened at a table page names it', () => {
    window.history.replaceState(null, '', '/');
    socket = new GameSocket(socketUrl, { random: () => 0 });
    expect(last().url).toBe(`ws://${location.host}/ws`);
    window.history.replaceState(null, '', '/t/t42');
    last().open();
    last().serverClose(1006);
    expect(reopensWithin(600)).toBe(true);
    expect(last().url).toBe(`ws://${location.host}/ws?table=t42`);
  });
});
