import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { ownerOf } from '@birzha/server';
import type { AddressInfo } from 'node:net';
import { freePort } from '@birzha/test-support';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { createBackendPool, type Backend } from './backend-pool.ts';
import { createClusterProxy, tableHint, type ClusterProxy, type ClusterProxyOptions } from './proxy.ts';

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

async function proxyOver(
  backends: readonly Backend[],
  options: ClusterProxyOptions = {},
): Promise<{ url: string; port: number; log: string[] }> {
  const log: string[] = [];
  const pool = createBackendPool(backends, { retryDownMs: 60_000 });
  // Each backend's id on the bus, as its health check would say it: "bus-" and its name.
  for (const b of backends) pool.markUp(b.id, `bus-${b.id}`);
  const proxy: ClusterProxy = createClusterProxy(pool, (line) => log.push(line), options);
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

  it("with routing by table, sends a table's WebSockets to its owner, and elsewhere once the owner is gone", async () => {
    const seen: Seen[] = [];
    const backends = [await backend('a', seen), await backend('b', seen), await backend('c', seen)];
    const { port } = await proxyOver(backends, { routeByTable: true });
    const landing = async (query: string): Promise<string> => {
      const socket = new WebSocket(`ws://127.0.0.1:${port}/ws${query}`);
      try {
        return await new Promise<string>((resolve, reject) => {
          socket.once('message', (data) => resolve(String(data)));
          socket.once('error', reject);
        });
      } finally {
        socket.terminate();
      }
    };
    const owner = (table: string, ids: readonly string[]) =>
      ownerOf(
        table,
        ids.map((b) => `bus-${b}`),
      )?.slice(4);
    for (const table of ['t1', 'T2xyz', 'table-3', 'abc_4']) {
      const hosts = [];
      for (let i = 0; i < 4; i++) hosts.push(await landing(`?table=${table}`));
      // Every connection of the table on one process: the one the processes' own hash makes its owner.
      expect(hosts).toEqual(Array(4).fill(owner(table, ['a', 'b', 'c'])));
    }
    // Without a hint (or a malformed one), round-robin as before.
    const plain = [await landing(''), await landing(''), await landing('?table=../x')];
    expect(new Set(plain).size).toBeGreaterThan(1);
    // The owner of t1 dies: its connections go to a live process (its owner among the rest), and stay there.
    const gone = owner('t1', ['a', 'b', 'c']) as string;
    await cleanups.splice(['a', 'b', 'c'].indexOf(gone), 1)[0]?.();
    const rest = ['a', 'b', 'c'].filter((b) => b !== gone);
    const after = [await landing('?table=t1'), await landing('?table=t1')];
    expect(after.every((b) => rest.includes(b))).toBe(true);
  });

  it('reads the table hint of a WebSocket URL, refusing anything but an id', () => {
    expect(tableHint('/ws?table=Ab_9-x')).toBe('Ab_9-x');
    expect(tableHint('/ws?token=t&table=t1')).toBe('t1');
    expect(tableHint('/ws')).toBeNull();
    expect(tableHint('/ws?table=')).toBeNull();
    expect(tableHint('/ws?table=a%2Fb')).toBeNull();
    expect(tableHint(undefined)).toBeNull();
  });
});
