// A page at a live table keeps following it across a server restart, without a reload (issue 24: after a reconnect
// to another process the page sent its subscribes before the server had admitted the socket, they went unanswered,
// and the page sat subscribed to nothing until reloaded). The server is killed and started again on the same port
// and data; the page reconnects by itself, subscribes once the server says hello, and the other player's next move
// shows on it.
import { join } from 'node:path';
import type { BrowserContext, Page, WebSocket as PageSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, SHOTS, startE2E, type E2E } from './harness.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.stop();
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS, `reconnect-${name}.png`), fullPage: true });

/** A JSON API call from a page (its session cookie, its origin), answered with the body. */
async function call<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const r = await page.evaluate(
    async ([method, path, body]) => {
      const res = await fetch(path as string, {
        method: method as string,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, body: (await res.json()) as unknown };
    },
    [method, path, body] as const,
  );
  if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body as T;
}

/**
 * One move for the page's user at the table, sent over a WebSocket of its own (not the page's): the first legal one,
 * when that user may act now. The version it made, or null when it was not this user's turn.
 */
function moveOnce(page: Page, table: string): Promise<number | null> {
  return page.evaluate(async (table) => {
    const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
    type M = Record<string, unknown> & { t: string };
    const next = (match: (m: M) => boolean) =>
      new Promise<M>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no answer in 10 s')), 10_000);
        const on = (ev: MessageEvent<string>) => {
          const m = JSON.parse(ev.data) as M;
          if (!match(m)) return;
          clearTimeout(timer);
          ws.removeEventListener('message', on);
          resolve(m);
        };
        ws.addEventListener('message', on);
      });
    try {
      await next((m) => m.t === 'hello');
      // A scripted move: it asks for its legal moves (the page's board gets none for this game).
      ws.send(JSON.stringify({ t: 'subscribe', id: 's', table, legal: true }));
      const snap = await next((m) => m.t === 'snapshot');
      const legal = snap['legal'];
      if (!Array.isArray(legal) || legal.length === 0) return null;
      // A snapshot's version is its table summary's.
      const version = (snap['table'] as { version: number }).version;
      ws.send(JSON.stringify({ t: 'move', id: 'm', table, version, move: legal[0] }));
      const answer = await next((m) => m['id'] === 'm');
      if (answer.t !== 'ack') throw new Error(`move refused: ${JSON.stringify(answer)}`);
      return answer['version'] as number;
    } finally {
      ws.close();
    }
  }, table);
}

/** What one of the page's own sockets sent and received, in order (`sent:subscribe`, `recv:hello`...). */
function recordSockets(page: Page): string[][] {
  const sockets: string[][] = [];
  page.on('websocket', (ws: PageSocket) => {
    const log: string[] = [];
    sockets.push(log);
    const kind = (payload: string | Buffer) => (JSON.parse(String(payload)) as { t: string }).t;
    ws.on('framesent', (f) => log.push(`sent:${kind(f.payload)}`));
    ws.on('framereceived', (f) => log.push(`recv:${kind(f.payload)}`));
  });
  return sockets;
}

describe('reconnecting to a restarted server', () => {
  it("the page at a table subscribes again after hello and shows the other player's next move without a reload", async () => {
    const ctxA: BrowserContext = await desktop(e2e.browser, 'en-US');
    const ctxB: BrowserContext = await desktop(e2e.browser, 'en-US');
    const A = await ctxA.newPage();
    const errors: string[] = [];
    A.on('pageerror', (e) => errors.push(String(e)));
    const sockets = recordSockets(A);
    // Anna's moves go from a second tab of hers, so that every frame of the page's socket is the page's own.
    const A2 = await ctxA.newPage();
    const B = await ctxB.newPage();
    for (const p of [A, A2, B]) {
      await p.goto(e2e.base);
      await expect.poll(() => p.locator('h1').first().textContent()).toBe('Lobby');
    }
    const created = await call<{ table: { id: string } }>(A, 'POST', '/api/tables', {
      game: 'akcioner',
      players: 2,
      options: { variant: 'short', turnSeconds: 0 },
    });
    const table = created.table.id;
    await call(B, 'POST', `/api/tables/${table}/join`, {});
    await call(A, 'POST', `/api/tables/${table}/start`);
    const atTable = sockets.length;
    await A.goto(`${e2e.base}/t/${table}`);
    await A.locator('.board').waitFor({ timeout: 15_000 });

    const shown = async () => Number(await A.locator('.table-page').getAttribute('data-version'));
    const logLines = () => A.locator('[data-testid=log] .log__line').count();
    /** Moves, Anna's when it is her turn, until Bob has made one; each must show on the page. */
    const untilBobMoved = async (): Promise<number> => {
      for (let i = 0; i < 10; i++) {
        const bob = await moveOnce(B, table);
        const version = bob ?? (await moveOnce(A2, table));
        expect(version, 'someone may act').not.toBeNull();
        await expect.poll(shown, { timeout: 15_000 }).toBe(version);
        if (bob !== null) return bob;
      }
      throw new Error('Bob never had a turn');
    };

    await untilBobMoved();
    const linesBefore = await logLines();
    expect(linesBefore).toBeGreaterThan(0);
    await A.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const before = sockets.length;

    await e2e.restart();
    // The page reconnects by itself: a new socket, which the server admitted (hello) and which subscribed after it.
    await expect.poll(() => sockets.length, { timeout: 30_000 }).toBeGreaterThan(before);
    await expect
      .poll(() => sockets.slice(before).some((log) => log.includes('recv:hello') && log.includes('recv:ack')), {
        timeout: 30_000,
      })
      .toBe(true);
    await expect.poll(() => A.locator('.shell__status').count(), { timeout: 20_000 }).toBe(0);

    const version = await untilBobMoved();
    expect(await shown()).toBe(version);
    await expect.poll(logLines).toBeGreaterThan(linesBefore);
    expect(await A.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await shot(A, 'after-restart');

    // Every socket the page opened sent nothing before the server's hello; at the table, it subscribed after it.
    for (const [i, log] of sockets.entries()) {
      if (!log.includes('recv:hello')) continue;
      const hello = log.indexOf('recv:hello');
      expect(
        log.findIndex((e) => e.startsWith('sent:')),
        log.join(' '),
      ).toBeGreaterThan(hello);
      if (i >= atTable) expect(log.slice(hello), log.join(' ')).toContain('sent:subscribe');
    }
    expect(sockets.slice(atTable).filter((log) => log.includes('recv:hello')).length).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
    await ctxA.close();
    await ctxB.close();
  });
});
