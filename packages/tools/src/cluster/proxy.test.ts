import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { freePort } from '@birzha/test-support';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { createBackendPool, type Backend } from './backend-pool.ts';
import { createClusterProxy, type ClusterProxy } from './proxy.ts';

/** What a stand-in backend saw of one request. */
interface Seen {
  readonly backend: string;
  readonly method: string;
  readonly body: string;
  readonly headers: IncomingHttpHeaders;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const listen = (server: Server): Promise<number> =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

/** A backend that answers with its name and records each request; its WebSocket says its name on connect. */
async function backend(name: string, seen: Seen[]): Promise<Backend> {
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      seen.push({ backend: name, method: req.method ?? '', body, headers: req.headers });
      res.end(name);
    });
  });
  const wss = new WebSocketServer({ server });
  wss.on('connection', (socket) => socket.send(name));
  const port = await listen(server);
  cleanups.push(async () => {
    wss.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return { id: name, port };
}

async function proxyOver(backends: readonly Backend[]): Promise<{ url: string; port: number; log: string[] }> {
  const log: string[] = [];
  const pool = createBackendPool(backends, { retryDownMs: 60_000 });
  for (const b of backends) pool.markUp(b.id);
  const proxy: ClusterProxy = createClusterProxy(pool, (line) => log.push(line));
  const port = await freePort();
  await proxy.listen(port, '127.0.0.1');
  cleanups.push(() => proxy.close());
  return { url: `http://127.0.0.1:${port}`, port, log };
}

const text = async (res: Response) => ({ status: res.status, body: await res.text() });

describe('cluster proxy', () => {
  it('sends requests to the backends in turn, with X-Forwarded-For/-Proto/-Host', async () => {
    const seen: Seen[] = [];
    const { url } = await proxyOver([await backend('a', seen), await backend('b', seen)]);
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await text(await fetch(`${url}/x`))).body);
    expect(answers).toEqual(['a', 'b', 'a', 'b']);
    expect(seen[0]?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(seen[0]?.headers['x-forwarded-proto']).toBe('http');
    expect(seen[0]?.headers['x-forwarded-host']).toBe(new URL(url).host);
  });

  it('retries a request whose connection was refused on the next backend, body and headers as sent', async () => {
    const seen: Seen[] = [];
    const dead: Backend = { id: 'dead', port: await freePort() };
    const { url, log } = await proxyOver([dead, await backend('b', seen)]);
    const res = await fetch(`${url}/api/x`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ hello: 'world' }),
    });
    expect(await text(res)).toEqual({ status: 200, body: 'b' });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body).toBe('{"hello":"world"}');
    // The proxy appends the client's address once, not once per attempt.
    expect(seen[0]?.headers['x-forwarded-for']).toBe('203.0.113.9,127.0.0.1');
    expect(log.join('\n')).toContain('dead');
    // Marked down: the next requests go straight to the live one.
    expect((await text(await fetch(`${url}/y`))).body).toBe('b');
    expect((await text(await fetch(`${url}/z`))).body).toBe('b');
  });

  it('retries a request without a body too (it reaches the next backend whole)', async () => {
    const seen: Seen[] = [];
    const { url } = await proxyOver([{ id: 'dead', port: await freePort() }, await backend('b', seen)]);
    expect(await text(await fetch(`${url}/healthz?x=1`))).toEqual({ status: 200, body: 'b' });
    expect(seen.map((s) => s.method)).toEqual(['GET']);
  });

  it('answers 503 when no backend takes connections', async () => {
    const { url } = await proxyOver([{ id: 'dead', port: await freePort() }]);
    expect((await fetch(`${url}/x`)).status).toBe(503);
  });

  it('upgrades a WebSocket, skipping a backend that refuses connections', async () => {
    const seen: Seen[] = [];
    const { port } = await proxyOver([{ id: 'dead', port: await freePort() }, await backend('b', seen)]);
    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    try {
      const first = await new Promise<string>((resolve, reject) => {
        socket.once('message', (data) => resolve(String(data)));
        socket.once('error', reject);
      });
      expect(first).toBe('b');
    } finally {
      socket.terminate();
    }
  });
});
