// The server serves the built web client at /: its files (bundles cached for good, index.html revalidated), and
// index.html for the client's own routes (/table/abc), while /api, /ws, /healthz and /metrics stay the server's.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/main.ts';
import { startServer, type TestServer } from './harness.ts';
import { randomChooser } from './random-chooser.ts';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/x.js"></script></body></html>';
const SCRIPT = 'console.log("birzha");\n';
const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

let root: string;
let server: TestServer;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'birzha-web-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), INDEX);
  writeFileSync(join(root, 'assets', 'x.js'), SCRIPT);
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startServer(randomChooser, { webRoot: root });
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${server.url}${path}`, { method, headers });

async function expectIndex(res: Response): Promise<void> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  expect(await res.text()).toBe(INDEX);
}

async function expectJson404(res: Response): Promise<void> {
  expect(res.status).toBe(404);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND' } });
}

describe('the web client at /', () => {
  it('serves index.html at / (not cached without revalidation)', async () => {
    await expectIndex(await get('/', HTML));
    await expectIndex(await get('/'));
    await expectIndex(await get('/index.html', HTML));
  });

  it('serves bundles under /assets/ with a long immutable cache', async () => {
    const res = await get('/assets/x.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(SCRIPT);
    const icon = await get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
  });

  it("answers the client's routes with index.html when a page is asked for (GET and HEAD)", async () => {
    await expectIndex(await get('/table/abc', HTML));
    await expectIndex(await get('/replay/abc?move=3', HTML));
    const head = await get('/table/abc', HTML, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await head.text()).toBe('');
  });

  it('keeps the JSON 404 for unknown API routes, missing files and requests that do not want a page', async () => {
    await expectJson404(await get('/api/nope', HTML));
    await expectJson404(await get('/api/nope'));
    await expectJson404(await get('/api', HTML));
    await expectJson404(await get('/healthz/x', HTML));
    await expectJson404(await get('/metrics/x', HTML));
    await expectJson404(await get('/ws/x', HTML));
    await expectJson404(await get('/assets/missing.js'));
    await expectJson404(await get('/table/abc', { accept: 'application/json' }));
    await expectJson404(await fetch(`${server.url}/table/abc`, { method: 'POST', headers: HTML }));
    await expectJson404(
      await fetch(`${server.url}/api/nope`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    );
  });

  it('leaves the API, /healthz and /metrics alone', async () => {
    const health = await get('/healthz', HTML);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ ok: true });
    expect((await get('/metrics')).status).toBe(200);
    const games = await get('/api/games', HTML);
    expect(games.status).toBe(200);
    expect(Array.isArray(await games.json())).toBe(true);
  });
});

describe('without a built web client', () => {
  for (const [name, webRoot] of [
    ['no web root', () => null],
    ['a web root without index.html', () => mkdtempSync(join(tmpdir(), 'birzha-web-empty-'))],
  ] as const) {
    it(`${name}: / says how to build it; other paths are the JSON 404`, async () => {
      const dir = webRoot();
      const bare = await startServer(randomChooser, { webRoot: dir });
      try {
        const res = await fetch(`${bare.url}/`, { headers: HTML });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
        expect(await res.text()).toContain('npm run build');
        await expectJson404(await fetch(`${bare.url}/table/abc`, { headers: HTML }));
        await expectJson404(await fetch(`${bare.url}/api/nope`));
        expect((await fetch(`${bare.url}/healthz`)).status).toBe(200);
      } finally {
        await bare.close();
        if (dir !== null) rmSync(dir, { recursive: true, force: true });
      }
    });
  }
});

describe('configFromEnv: webRoot', () => {
  it('is BIRZHA_WEB_ROOT when set, else dist/web when built, else null', () => {
    expect(configFromEnv({ BIRZHA_WEB_ROOT: 'some/dir' }).webRoot).toBe(resolve('some/dir'));
    const dist = fileURLToPath(new URL('../../../dist/web', import.meta.url));
    const fallback = existsSync(dist) ? dist : null;
    expect(configFromEnv({}).webRoot).toBe(fallback);
    expect(configFromEnv({ BIRZHA_WEB_ROOT: '' }).webRoot).toBe(fallback);
  });
});
