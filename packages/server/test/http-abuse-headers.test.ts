// Security headers (@fastify/helmet) on every page and API answer, with a Content-Security-Policy the web client
// passes (the browser tests in packages/web/e2e run the built client under it).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let root: string;
let server: TestServer;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'birzha-web-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  server = await startServer(randomChooser, { webRoot: root });
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

/** The policy's directives by name. */
function directives(csp: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name !== undefined && name !== '') map.set(name, values);
  }
  return map;
}

function expectSecurityHeaders(res: Response): void {
  const host = new URL(server.url).host;
  const csp = directives(res.headers.get('content-security-policy'));
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('style-src')).toEqual(["'self'"]);
  expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
  expect(csp.get('connect-src')).toEqual(["'self'", `ws://${host}`, `wss://${host}`]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  // A page on plain http must not have its own files asked for over https.
  expect(csp.has('upgrade-insecure-requests')).toBe(false);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  // Not no-referrer: same-site POSTs must keep their Origin for the origin check.
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
}

describe('security headers', () => {
  it('are on the web client page', async () => {
    const res = await fetch(`${server.url}/`, { headers: HTML });
    expect(res.status).toBe(200);
    expectSecurityHeaders(res);
  });

  it('are on a client route served as index.html', async () => {
    const res = await fetch(`${server.url}/table/abc`, { headers: HTML });
    expect(res.status).toBe(200);
    expectSecurityHeaders(res);
  });

  it('are on API answers, errors included', async () => {
    const games = await fetch(`${server.url}/api/games`);
    expect(games.status).toBe(200);
    expectSecurityHeaders(games);
    const missing = await fetch(`${server.url}/api/tables/nope`);
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing);
    const refused = await fetch(`${server.url}/api/tables`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(refused.status).toBe(400);
    expectSecurityHeaders(refused);
  });

  it('leave out a Host that is not a plain host name from the policy', async () => {
    const { port } = new URL(server.url);
    const { request } = await import('node:http');
    const csp = await new Promise<string>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: Number(port),
          path: '/api/games',
          headers: { host: "evil.example; script-src 'unsafe-inline'" },
        },
        (res) => {
          res.resume();
          resolve(String(res.headers['content-security-policy']));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(directives(csp).get('connect-src')).toEqual(["'self'"]);
    expect(directives(csp).get('script-src')).toEqual(["'self'"]);
  });
});
