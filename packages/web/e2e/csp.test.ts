// The built client under the server's Content-Security-Policy (issue 14): a guest opens the lobby, a running table
// with its chart and WebSocket, a profile, the leaderboard and the rules, and the browser reports no violation.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desktop, startE2E, type E2E } from './harness.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.stop();
});

interface GameInfo {
  id: string;
  minPlayers: number;
  maxPlayers: number;
}

/** A call to the API from the page itself (its cookie, its origin, under its connect-src). */
function pageApi<T>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(p as string, {
        method: m as string,
        headers: b === undefined ? {} : { 'content-type': 'application/json' },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      return { status: res.status, body: (await res.json()) as T };
    },
    [method, path, body] as const,
  );
}

describe('Content-Security-Policy', () => {
  it('lets the client run with no violation', async () => {
    const context = await desktop(e2e.browser, 'en-US');
    // Violations as the page sees them (an init script runs before the page's own, outside its policy).
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`pageerror: ${String(e)}`));
    page.on('console', (m) => {
      if (/content security policy|refused to/i.test(m.text())) problems.push(`console: ${m.text()}`);
    });
    // Each document has its own list: read it before leaving the page.
    const collect = async () =>
      problems.push(
        ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).map(
          (v) => `${page.url()}: ${v}`,
        ),
      );
    const visit = async (path: string, settleMs = 0) => {
      const res = await page.goto(`${e2e.base}${path}`);
      expect(res?.headers()['content-security-policy']).toContain("default-src 'self'");
      await page.waitForLoadState('networkidle');
      if (settleMs > 0) await page.waitForTimeout(settleMs);
      await collect();
    };

    await visit('/');

    // A table with a bot, started, opened: its page connects the WebSocket and draws what the game shows.
    const me = await pageApi<{ user: { id: string } }>(page, 'GET', '/api/me');
    expect(me.status).toBe(200);
    const games = (await pageApi<GameInfo[]>(page, 'GET', '/api/games')).body;
    for (const game of games.filter((g) => g.minPlayers <= 2 && g.maxPlayers >= 2)) {
      const created = await pageApi<{ table: { id: string } }>(page, 'POST', '/api/tables', {
        game: game.id,
        players: 2,
        bots: [{ seat: 1, level: 'beginner' }],
      });
      expect(created.status).toBe(201);
      const id = created.body.table.id;
      expect((await pageApi(page, 'POST', `/api/tables/${id}/start`)).status).toBe(200);
      await visit(`/t/${id}`, 1500);
    }
    for (const path of [`/u/${me.body.user.id}`, '/leaderboard', '/rules', '/history']) await visit(path);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
