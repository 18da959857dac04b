// A local webhook receiver for tests (issue 25): an HTTP server that keeps each request as it came (headers and raw
// bytes) and checks the Birzha signature as a user's receiver would (README "Notifications"), recomputed here from
// the documented scheme rather than with the server's code.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WebhookReceived {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly raw: string;
  /** Whether X-Birzha-Signature is HMAC-SHA256(secret, X-Birzha-Timestamp + "." + raw body). */
  readonly signed: boolean;
}

export interface WebhookEndpoint {
  readonly origin: string;
  readonly received: WebhookReceived[];
  /**
   * How to answer the requests to `path` from now on: a status, `redirect` (a 302 to `/elsewhere`), or `hang`
   * (never answer).
   */
  answer(path: string, how: number | 'redirect' | 'hang'): void;
  close(): Promise<void>;
}

/** Whether a request carries a good signature for `secret` (the receiver's side of the documented scheme). */
export function verifyWebhook(secret: string, headers: IncomingHttpHeaders, raw: string): boolean {
  const timestamp = headers['x-birzha-timestamp'];
  const signature = headers['x-birzha-signature'];
  if (typeof timestamp !== 'string' || typeof signature !== 'string' || !/^\d+$/.test(timestamp)) return false;
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex')}`);
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Starts a receiver on 127.0.0.1 that checks signatures made with `secret`. */
export async function startWebhookEndpoint(secret: string): Promise<WebhookEndpoint> {
  const received: WebhookReceived[] = [];
  const answers = new Map<string, number | 'redirect' | 'hang'>();
  const hanging: ServerResponse[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({ path, headers: req.headers, raw, signed: verifyWebhook(secret, req.headers, raw) });
      const how = answers.get(path) ?? 204;
      if (how === 'hang') hanging.push(res);
      else if (how === 'redirect') res.writeHead(302, { location: '/elsewhere' }).end();
      else res.writeHead(how).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    answer: (path, how) => answers.set(path, how),
    close: () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
