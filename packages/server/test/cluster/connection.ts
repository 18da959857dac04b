// The connection loop every scripted WebSocket client of the kill tests shares (a cluster's player, the crash test's
// and the cluster-kill test's clients): connect, hand each frame on, and when the connection drops (a process was
// killed) connect again after a pause, until the match is over.
import { sleep } from '@birzha/test-support';
import { WebSocket } from 'ws';

/** A frame from the server, as a test client reads it. */
export type Msg = Record<string, unknown> & { t: string };

/** A client's side of one connection. */
export interface ConnectionClient {
  /** Names the client in a problem. */
  readonly name: string;
  /** Where a frame that is not JSON is told (event handlers must not throw). */
  readonly problems: string[];
  /** Each frame, with the socket it came on. */
  onFrame(ws: WebSocket, m: Msg): void;
  /** The socket closed (an error is followed by a close): an answer awaited on it will not come. */
  onClose(ws: WebSocket): void;
}

/** One connection to `wsUrl` with the bearer `token`: resolves once it closes, whether it opened or not. */
export function connectOnce(wsUrl: string, token: string, client: ConnectionClient): Promise<void> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${wsUrl}?token=${encodeURIComponent(token)}`, { handshakeTimeout: 3000 });
    ws.on('error', () => undefined); // 'close' follows
    ws.on('close', () => {
      client.onClose(ws);
      resolve();
    });
    ws.on('message', (data) => {
      let m: Msg;
      try {
        m = JSON.parse(String(data)) as Msg;
      } catch {
        client.problems.push(`${client.name}: a frame that is not JSON: ${String(data).slice(0, 200)}`);
        return;
      }
      client.onFrame(ws, m);
    });
  });
}

/**
 * Connects again and again (the server, or a process of the cluster, is down for a while) until `done()`: `connect`
 * is one connection, `dropped` runs after each that ends before `done()` (to move to another process), then a pause
 * of `pauseMs()`.
 */
export async function reconnectLoop(loop: {
  readonly connect: () => Promise<void>;
  readonly done: () => boolean;
  readonly pauseMs: () => number;
  readonly dropped?: () => void;
}): Promise<void> {
  while (!loop.done()) {
    await loop.connect();
    if (loop.done()) return;
    loop.dropped?.();
    await sleep(loop.pauseMs());
  }
}
