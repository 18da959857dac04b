// A client that trickles its request headers is disconnected after the headers timeout instead of holding a socket
// (an independent probe held sockets 90 s); normal requests and upgraded WebSockets are not cut.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../src/config.ts';
import { guest, startServer, TestClient, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';
import { sleep } from '@birzha/test-support';

const HEADERS_TIMEOUT_MS = 600;
const REQUEST_TIMEOUT_MS = 900;

let server: TestServer;
beforeAll(async () => {
  server = await startServer(randomChooser, {
    httpLimits: {
      ...DEFAULT_CONFIG.httpLimits,
      headersTimeoutMs: HEADERS_TIMEOUT_MS,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
      timeoutCheckMs: 100,
    },
  });
});
afterAll(async () => {
  await server.close();
});

/** A raw TCP connection to the server: what it received, and when it was closed (ms after opening). */
async function rawConnection(): Promise<{ socket: Socket; received: () => string; closedAfter: Promise<number> }> {
  const { port } = new URL(server.url);
  const socket = connect(Number(port), '127.0.0.1');
  const opened = performance.now();
  let text = '';
  socket.on('data', (d) => (text += String(d)));
  socket.on('error', () => undefined);
  const closedAfter = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now() - opened)));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, received: () => text, closedAfter };
}

describe('HTTP timeouts', () => {
  it('disconnects a client that sends its headers one slow line at a time', async () => {
    const c = await rawConnection();
    let closed = false;
    void c.closedAfter.then(() => (closed = true));
    c.socket.write('GET /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // Each line comes well within any idle timeout, but the headers never end: 5 s of them if allowed.
    for (let i = 0; i < 25 && !closed; i++) {
      await sleep(200);
      if (!closed) c.socket.write(`X-Slow-${i}: a\r\n`);
    }
    const after = await c.closedAfter;
    expect(after).toBeLessThan(HEADERS_TIMEOUT_MS + 1500);
    expect(after).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
    // Node answers 408 before closing; nothing of the API was served.
    expect(c.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('disconnects a client that opens a connection and sends nothing', async () => {
    const c = await rawConnection();
    const after = await Promise.race([c.closedAfter, sleep(5000).then(() => Infinity)]);
    c.socket.destroy();
    expect(after).toBeLessThan(REQUEST_TIMEOUT_MS + 1500);
  });

  it('answers a normal request, also one sent in slow pieces within the timeout', async () => {
    const res = await fetch(`${server.url}/api/games`);
    expect(res.status).toBe(200);
    const c = await rawConnection();
    c.socket.write('GET /api/games HTTP/1.1\r\n');
    await sleep(150);
    c.socket.write('Host: 127.0.0.1\r\nConnection: close\r\n\r\n');
    await c.closedAfter;
    expect(c.received()).toMatch(/^HTTP\/1\.1 200/);
  });

  it('leaves an upgraded WebSocket open past the request timeout', async () => {
    const g = await guest(server, 'Sock');
    const client = await TestClient.connect(server, g.token);
    await sleep(REQUEST_TIMEOUT_MS + 800);
    expect(await client.request({ t: 'ping' })).toMatchObject({ t: 'pong' });
    client.close();
  });
});
