import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A notification as the bench's webhook receives it. */
export interface Arrival {
  readonly kind: string;
  readonly tableId: string | null;
  readonly at: number;
}

/**
 * The local HTTP server every player's webhook points at: it answers 204 and hands each notification to `onArrival`
 * with the time it arrived (the end of a move's path to its notification).
 */
export async function startHookReceiver(
  onArrival: (a: Arrival) => void,
): Promise<{ url: string; count(): number; close(): Promise<void> }> {
  let received = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const at = Date.now();
      received += 1;
      res.writeHead(204).end();
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { kind?: unknown; tableId?: unknown };
        onArrival({
          kind: typeof body.kind === 'string' ? body.kind : '?',
          tableId: typeof body.tableId === 'string' ? body.tableId : null,
          at,
        });
      } catch {
        // Not JSON: counted, not timed.
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    count: () => received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
