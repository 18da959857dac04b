// The table's chrome in the browser (issue 24): the status bar stays in view however far the page is scrolled, on a
// desktop and a phone; the site header folds at a table on a phone; the lobby's create bar covers no field.
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, desktop, phone, SHOTS, startE2E, type E2E } from './harness.ts';
import { chooseSeats, submitCreateForm } from './create-form.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.stop();
});

/** What the screen shows now (not the whole page: a bar pinned to the screen is the point). */
const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `table-bar-${name}.png`) });

interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}
const box = (l: Locator): Promise<Box> =>
  l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  });
/** Whether two boxes share more than a rounding error (layout positions are fractions of a pixel). */
const overlap = (a: Box, b: Box) =>
  a.top < b.bottom - 1 && b.top < a.bottom - 1 && a.left < b.right - 1 && b.left < a.right - 1;
/** Whether an element is wholly inside the screen. */
const inView = (l: Locator) =>
  l.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth;
  });

/**
 * The create form's fields whose visible part (inside the screen and the form's own scrolling area) lies under its
 * button bar: none should.
 */
function coveredFields(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('.create-form__submit')?.getBoundingClientRect();
    const area = document.querySelector('.create-form__fields')?.getBoundingClientRect();
    if (bar === undefined || area === undefined) return ['no form'];
    const out: string[] = [];
    for (const f of document.querySelectorAll('.create-form .field, .create-form .check')) {
      const r = f.getBoundingClientRect();
      const top = Math.max(r.top, area.top, 0);
      const bottom = Math.min(r.bottom, area.bottom, window.innerHeight);
      if (bottom > top && top < bar.bottom && bar.top < bottom) out.push(f.textContent?.slice(0, 40) ?? '?');
    }
    return out;
  });
}

/**
 * A Checkers Exchange table (the tallest board) for three: me, then bots or people's open seats; started unless a
 * person is still to come. Resolves to the table's id.
 */
async function startTable(page: Page, seats: readonly ('bot' | 'human')[] = ['bot', 'bot']): Promise<string> {
  await page.goto(e2e.base);
  await page.locator('select[name=game]').selectOption('checkers-exchange');
  await page.locator('select[name=players]').selectOption('3');
  await page.locator('select[name=timing]').selectOption('blitz');
  await chooseSeats(page, seats);
  const id = await submitCreateForm(page);
  if (seats.includes('human')) return id;
  await page.locator('[data-action=start]').click();
  await page.getByTestId('table-status').waitFor({ timeout: 15_000 });
  await page.locator('.board').waitFor({ timeout: 15_000 });
  return id;
}

/** Scrolls the page to its very bottom and back to the middle: the bar must be on screen at each stop. */
async function barStaysInView(page: Page, name: string): Promise<void> {
  const bar = page.getByTestId('table-status');
  const tall = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(tall, 'the page is taller than the screen').toBeGreaterThan(200);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  expect(await inView(bar)).toBe(true);
  expect((await box(bar)).top).toBeLessThanOrEqual(1);
  await shot(page, `${name}-bottom`);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  expect(await inView(bar)).toBe(true);
}

describe('the table’s chrome in the browser', () => {
  it('the lobby’s create bar covers no field on a 1366×900 desktop ("Time per turn" of each game)', async () => {
    const ctx: BrowserContext = await desktop(e2e.browser, 'ru-RU', 1366, 900);
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(e2e.base);
    const bar = page.locator('.create-form__submit');
    await bar.waitFor();
    expect(await inView(page.locator('.create-form button[type=submit]'))).toBe(true);
    await shot(page, 'lobby-desktop');
    for (const [game, field] of [
      ['akcioner', 'turnSeconds'],
      ['stockpile', 'turnSeconds'],
      ['checkers-exchange', 'timing'],
    ] as const) {
      await page.locator('select[name=game]').selectOption(game);
      // No field shows under the bar (a field scrolled out of the form's view is hidden, not covered).
      expect(await coveredFields(page), game).toEqual([]);
      // And "Time per turn", brought into view, is clear of it.
      const label = page.locator(`label.field:has(select[name=${field}])`);
      await label.scrollIntoViewIfNeeded();
      expect(await inView(label), `${game}: ${field} in view`).toBe(true);
      expect(overlap(await box(bar), await box(label)), `${game}: the bar over ${field}`).toBe(false);
      expect(await inView(page.locator('.create-form button[type=submit]'))).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
    }
    await page.locator('select[name=game]').selectOption('akcioner');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('the status bar stays in view scrolled to the bottom on a 1366×900 desktop', async () => {
    const ctx = await desktop(e2e.browser, 'ru-RU', 1366, 900);
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await startTable(page);
    const bar = page.getByTestId('table-status');
    await expect.poll(() => bar.getAttribute('data-mine'), { timeout: 15_000 }).toBe('true');
    expect(await bar.getByTestId('table-status-waiting').textContent()).toContain('Ваш ход');
    expect(await bar.getByTestId('table-status-clock').textContent()).toMatch(/\d:\d\d/);
    // the site header keeps one row at 1280 px in Russian with my turn's badge (its links broke onto a second row)
    await page.setViewportSize({ width: 1280, height: 900 });
    const header = await box(page.locator('header').first());
    expect(header.bottom - header.top, 'the header is one row').toBeLessThan(60);
    await page.setViewportSize({ width: 1366, height: 900 });
    await barStaysInView(page, 'desktop');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('on a 390×844 phone the header folds at a table and the status bar stays in view', async () => {
    const ctx = await phone(e2e.browser, 'en-US');
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    // The lobby keeps the whole header.
    await page.goto(e2e.base);
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Lobby');
    expect(await page.getByRole('banner').getByRole('navigation').count()).toBe(1);
    await startTable(page);
    const header = page.getByRole('banner');
    expect((await box(header)).bottom).toBeLessThanOrEqual(60);
    expect(await header.getByRole('navigation').count()).toBe(0);
    const menu = page.getByTestId('header-menu');
    expect(await inView(menu)).toBe(true);
    expect((await box(menu)).bottom - (await box(menu)).top).toBeGreaterThanOrEqual(44);
    await shot(page, 'phone-top');
    // Whom we wait for is cut to its line before the clock, never under it.
    const bar = page.getByTestId('table-status');
    await bar.getByTestId('table-status-clock').waitFor();
    expect((await box(bar.getByTestId('table-status-waiting'))).right).toBeLessThanOrEqual(
      (await box(bar.getByTestId('table-status-clock'))).left,
    );
    await barStaysInView(page, 'phone');
    // Each zone's "?" is a small circle beside its heading, but a finger's tap 44 px across lands on it (it measured
    // 20×20, in Stockpile's table and replay). The status bar's, in a line that cuts what overflows it, is 44 px wide
    // and as tall as its line.
    await page.evaluate(() => window.scrollTo(0, 0));
    const helps = await page.locator('.help-link').evaluateAll((els) =>
      els.flatMap((el) => {
        if (el.getBoundingClientRect().width === 0 || getComputedStyle(el).visibility === 'hidden') return [];
        el.scrollIntoView({ block: 'center' });
        const c = el.getBoundingClientRect();
        const [x, y] = [c.left + c.width / 2, c.top + c.height / 2];
        const lands = (dx: number, dy: number) => el.contains(document.elementFromPoint(x + dx, y + dy));
        const inBar = el.closest('.table-status') !== null;
        const missed = [
          [-20, 0],
          [20, 0],
          ...(inBar
            ? []
            : [
                [0, -20],
                [0, 20],
              ]),
        ].filter(([dx, dy]) => !lands(dx ?? 0, dy ?? 0));
        return [{ label: el.getAttribute('aria-label'), inBar, missed }];
      }),
    );
    expect(helps.filter((h) => !h.inBar).length, 'help links of the zones').toBeGreaterThan(0);
    expect(helps.filter((h) => h.missed.length > 0)).toEqual([]);
    // The menu opens the rest (language, settings, pages) and closes again.
    await page.evaluate(() => window.scrollTo(0, 0));
    await menu.click();
    await header.getByRole('navigation').waitFor();
    expect(await header.getByTestId('pace-select').count()).toBe(1);
    await shot(page, 'phone-menu');
    expect(await axeViolations(page)).toEqual([]);
    await menu.click();
    expect(await header.getByRole('navigation').count()).toBe(0);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('the others see at once that a player closed the page, with the countdown to their move by the clock', async () => {
    const ctxA = await desktop(e2e.browser, 'ru-RU', 1366, 900);
    const ctxB = await phone(e2e.browser, 'en-US');
    const A = await ctxA.newPage();
    const B = await ctxB.newPage();
    const errors: string[] = [];
    for (const p of [A, B]) p.on('pageerror', (e) => errors.push(String(e)));
    const id = await startTable(A, ['human', 'bot']);
    await B.goto(`${e2e.base}/t/${id}`);
    await B.locator('[data-action=sit]').first().click();
    await A.locator('[data-action=start]:enabled').click({ timeout: 15_000 });
    for (const p of [A, B]) await p.getByTestId('table-status').waitFor({ timeout: 15_000 });
    expect(await A.getByTestId('table-status-away').count()).toBe(0);
    // The auction waits for everyone: B closes the page mid-phase.
    await ctxB.close();
    const away = A.getByTestId('table-status-away');
    await away.waitFor({ timeout: 8_000 });
    expect(await away.textContent()).toMatch(/не в сети · (ход по времени|бот займёт место) через \d:\d\d/);
    await shot(A, 'away-desktop');
    expect(await axeViolations(A)).toEqual([]);
    expect(errors).toEqual([]);
    await ctxA.close();
  });

  it('"Play again" sets up a rematch with the same seats: the bot in its seat, each person offered their own', async () => {
    const ctxA = await desktop(e2e.browser, 'ru-RU', 1366, 900);
    const ctxB = await phone(e2e.browser, 'en-US');
    const A = await ctxA.newPage();
    const B = await ctxB.newPage();
    const errors: string[] = [];
    for (const p of [A, B]) p.on('pageerror', (e) => errors.push(String(e)));
    // Akcioner for three: A, B and a bot; both people resign, and the match is over.
    await A.goto(e2e.base);
    await A.locator('select[name=game]').selectOption('akcioner');
    await A.locator('select[name=players]').selectOption('3');
    await A.locator('select[name="seat-1"]').selectOption('human');
    await A.locator('select[name="seat-2"]').selectOption({ index: 1 });
    const oldId = await submitCreateForm(A);
    await B.goto(`${e2e.base}/t/${oldId}`);
    await B.locator('[data-action=sit]').first().click();
    await A.locator('[data-action=start]:enabled').click({ timeout: 15_000 });
    for (const p of [B, A]) {
      await p.locator('[data-action=resign]').click({ timeout: 15_000 });
      await p.locator('[data-action=resign-confirm]').click();
    }
    for (const p of [A, B]) await p.getByTestId('results').waitFor({ timeout: 15_000 });
    expect(await A.getByTestId('table-status-waiting').textContent()).toBe('Партия окончена');
    expect(await B.getByTestId('rematch-offer').count()).toBe(0);

    // A plays again: a new table, A in the old seat, the bot in its own, B's seat open for B.
    await A.getByTestId('results').getByRole('button', { name: 'Сыграть ещё' }).click();
    await A.waitForURL((u) => !u.pathname.endsWith(oldId));
    const newId = new URL(A.url()).pathname.split('/').pop() as string;
    const seatA = (k: number) => A.locator(`.waiting__seat[data-seat="${k}"]`);
    await seatA(0).waitFor({ timeout: 15_000 });
    expect(await seatA(0).textContent()).toContain('(вы)');
    expect(await seatA(1).locator('[data-action=sit]').count()).toBe(0);
    expect(await seatA(2).textContent()).toContain('Бот');

    // B, still at the old table, is offered the seat.
    const offer = B.getByTestId('rematch-offer');
    await offer.waitFor({ timeout: 15_000 });
    await shot(B, 'rematch-phone');
    expect(await axeViolations(B)).toEqual([]);
    await offer.getByRole('button', { name: 'Join the rematch' }).click();
    await B.waitForURL(new RegExp(`/t/${newId}`));
    await expect
      .poll(() => B.locator('.waiting__seat[data-seat="1"]').textContent(), { timeout: 15_000 })
      .toContain('(you)');
    await A.locator('[data-action=start]:enabled').waitFor({ timeout: 15_000 });
    await shot(A, 'rematch-waiting-room');
    expect(errors).toEqual([]);
    await ctxA.close();
    await ctxB.close();
  });
});
