// When the tab's socket comes back after a close: quickly after an ordinary one, slowly after a refusal for too many
// connections (the refused tab must not knock on the server in a tight loop), never after an unauthorized one.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GameSocket } from './socket.ts';

/** A WebSocket the test drives: it opens, says hello (admitted) and closes with a code when told. */
class ScriptedWebSocket {
  static readonly OPEN = 1;
  static made: ScriptedWebSocket[] = [];
  readyState = 0;
  closedByClient = false;
  onopen: (() => void) | null = null;
  onclose: ((ev: { code: number }) => void) | null = null;
  onmessage: ((ev: { data: string }) => void) | null = null;
  constructor(readonly url: string) {
    ScriptedWebSocket.made.push(this);
  }
  send(): void {}
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
    this.onmessage?.({ data: JSON.stringify({ t: 'hello', protocol: 1, user: { id: 'u', name: 'U' } }) });
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
