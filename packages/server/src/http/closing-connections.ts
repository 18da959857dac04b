import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** How often a closing server looks again for connections it may drop. */
const SWEEP_MS = 100;

/**
 * Ends an HTTP server's connections as it closes, so that a close ends in bounded time. Node's close waits for every
 * connection, and once it has begun Node no longer runs the headers and request timeouts. Left to Node:
 * - a kept-alive connection whose request was under way when the close began would stay open for keepAliveTimeout
 *   (72 s) once answered (a proxy's /healthz in flight at a SIGTERM kept a process past its 10 s grace this way);
 * - a connection that has not sent a byte (a browser's preconnect, a client pool's spare) counts as a request under
 *   way from the moment it opens, so it would stay until its client gave up (a CI run's close waited over 30 s for one
 *   that a test client's pool had opened and never used);
 * - a client trickling its request would hold the close as long as it liked.
 * So, while closing: idle connections and ones that never sent a byte are dropped at once, and whatever is left once
 * the request timeout has passed (what Node allows a request to arrive) is cut.
 */
export function closingConnections(
  server: Server,
  cutAfterMs: number,
): { close(closing: Promise<void>): Promise<void> } {
  // Connections that have not begun a request; one that has is Node's to judge (idle or not).
  const unused = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    unused.add(socket);
    socket.once('close', () => unused.delete(socket));
  });
  server.on('request', (req: { socket: Socket }) => unused.delete(req.socket));
  return {
    async close(closing) {
      const began = Date.now();
      const sweep = () => {
        server.closeIdleConnections();
        // bytesRead, not the set alone: a WebSocket's upgrade is not a 'request', and one mid-way through its first
        // request's headers is left to the cut below.
        for (const socket of unused) if (socket.bytesRead === 0) socket.destroy();
        if (Date.now() - began >= cutAfterMs) server.closeAllConnections();
      };
      sweep();
      const timer = setInterval(sweep, SWEEP_MS);
      try {
        await closing;
      } finally {
        clearInterval(timer);
      }
    },
  };
}
