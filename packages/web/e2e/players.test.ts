// Players in the browser (issue 13): two people register, play a rated game against each other, see their ratings
// change, open the profile and the history, and one of them finds it all again on a second device. Mid-match one
// leaves and comes back (issue 24): the log, the results and the replay say which moves the bot played for them.
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playTurn } from './akcioner-turns.ts';
import { axeViolations, desktop, phone, SHOTS, startE2E, type E2E } from './harness.ts';
import { submitCreateForm } from './create-form.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.stop();
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS, `players-${name}.png`), fullPage: true });

/** The whole number a text shows ("1 136", "+26"), or NaN. */
const numberIn = (text: string | null) => Number((text ?? '').replace(/[^\d-]/g, ''));

interface Words {
  readonly register: string;
  readonly registerButton: string;
  readonly login: string;
  readonly username: string;
  readonly password: string;
  readonly again: string;
  readonly history: string;
}
const RU: Words = {
  register: 'Регистрация',
  registerButton: 'Зарегистрироваться',
  login: 'Войти',
  username: 'Имя для входа',
  password: 'Пароль',
  again: 'Пароль ещё раз',
  history: 'История',
};
const EN: Words = {
  register: 'Register',
  registerButton: 'Register',
  login: 'Log in',
  username: 'User name',
  password: 'Password',
  again: 'Password again',
  history: 'History',
};

/** A guest registers from the header's link; the page comes back to where it was, now with the account's menu. */
async function register(page: Page, w: Words, username: string, password: string, shotName?: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: w.register, exact: true }).click();
  await page.waitForURL(/\/register/);
  const main = page.getByRole('main');
  await main.getByLabel(w.username, { exact: true }).fill(username);
  await main.getByLabel(w.password, { exact: true }).fill(password);
  await main.getByLabel(w.again, { exact: true }).fill(password);
  if (shotName !== undefined) {
    await shot(page, shotName);
    expect(await axeViolations(page)).toEqual([]);
  }
  await main.getByRole('button', { name: w.registerButton, exact: true }).click();
  await page.getByTestId('logout').waitFor({ timeout: 15_000 });
  await expect.poll(() => page.getByTestId('my-name').textContent()).toContain(username);
}

/** Logs in from the header's link on a page that knows no one yet. */
async function login(page: Page, w: Words, username: string, password: string): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: w.login, exact: true }).click();
  await page.waitForURL(/\/login/);
  const main = page.getByRole('main');
  await main.getByLabel(w.username, { exact: true }).fill(username);
  await main.getByLabel(w.password, { exact: true }).fill(password);
  await main.getByRole('button', { name: w.login, exact: true }).click();
  await page.getByTestId('logout').waitFor({ timeout: 15_000 });
}

describe('Players in the browser', () => {
  it('two people register, play a rated game, see the rating change, the profile and the history, and find them on a second device', async () => {
    const ctxA: BrowserContext = await desktop(e2e.browser, 'ru-RU', 1366, 900);
    const ctxB: BrowserContext = await phone(e2e.browser, 'en-US', 390, 844);
    const A = await ctxA.newPage();
    const B = await ctxB.newPage();
    const errors: string[] = [];
    for (const p of [A, B]) p.on('pageerror', (e) => errors.push(String(e)));

    // Both arrive as guests and register: the account keeps the guest's identity.
    await A.goto(e2e.base);
    await expect.poll(() => A.locator('h1').first().textContent()).toBe('Лобби');
    await register(A, RU, 'anya_e2e', 'ochen-dlinnyi-parol-1', 'register-ru');
    await B.goto(e2e.base);
    await expect.poll(() => B.locator('h1').first().textContent()).toBe('Lobby');
    await register(B, EN, 'bob_e2e', 'a-long-password-2', 'register-phone-en');

    // A rated short game for two, B joining from the lobby.
    await A.locator('select[name=variant]').selectOption('short');
    await A.locator('select[name=players]').selectOption('2');
    await A.locator('select[name="seat-1"]').selectOption('human');
    await A.locator('input[name=rated]').check();
    const tableId = await submitCreateForm(A, /\/t\/[A-Za-z0-9_-]+$/);
    const item = B.locator(`[data-list=open] [data-table="${tableId}"]`);
    await item.waitFor({ timeout: 15_000 });
    await item.locator('[data-action=join]').click();
    await B.waitForURL(new RegExp(`/t/${tableId}`));
    await A.locator('[data-action=start]:enabled').waitFor({ timeout: 15_000 });
    await A.locator('[data-action=start]').click();
    await A.locator('.board').waitFor({ timeout: 15_000 });
    await B.locator('.board').waitFor({ timeout: 15_000 });

    // Each plays a turn through the UI (B leaves and comes back, below); then B resigns, which ends a game of two.
    let turnsA = 0;
    let turnsB = 0;
    const until = Date.now() + 6 * 60_000;
    while (turnsA < 1 || turnsB < 1) {
      expect(Date.now() < until, 'the turns did not come round in time').toBe(true);
      if ((await A.locator('section.is-my-turn').count()) > 0) {
        await playTurn(A, { drop: 'click' });
        turnsA++;
      } else if ((await B.locator('section.is-my-turn').count()) > 0) {
        await playTurn(B, { drop: 'click' });
        turnsB++;
      } else await A.waitForTimeout(200);
    }

    // B leaves mid-match: a bot takes the seat and plays B's turns while A plays on.
    expect(
      await B.evaluate(async (id) => (await fetch(`/api/tables/${id}/leave`, { method: 'POST' })).status, tableId),
    ).toBe(200);
    await B.getByTestId('return-to-seat').waitFor({ timeout: 15_000 });
    const logA = A.getByTestId('log');
    const botMarks = logA.getByTestId('log-by').filter({ hasText: 'бот за игрока bob_e2e' });
    let away = 0;
    while (away < 2 || (await botMarks.count()) === 0) {
      expect(Date.now() < until, 'the bot did not play for B in time').toBe(true);
      if ((await A.locator('section.is-my-turn').count()) > 0) {
        await playTurn(A, { drop: 'click' });
        away++;
      } else await A.waitForTimeout(200);
    }
    const takeover = logA.locator('[data-testid=log-seat-change][data-kind=takeover]');
    await expect.poll(() => takeover.count(), { timeout: 15_000 }).toBe(1);
    expect(await takeover.textContent()).toBe('Место игрока bob_e2e занял бот (выход из-за стола).');
    await takeover.scrollIntoViewIfNeeded();
    await shot(A, 'log-takeover-ru');

    // B takes the seat back: the return has its line, and B's own moves are B's again.
    await B.getByTestId('return-to-seat').getByRole('button').click();
    await B.getByTestId('return-to-seat').waitFor({ state: 'detached', timeout: 15_000 });
    const back = logA.locator('[data-testid=log-seat-change][data-kind=return]');
    await expect.poll(() => back.count(), { timeout: 15_000 }).toBe(1);
    expect(await back.textContent()).toBe('bob_e2e снова за столом.');
    const logB = B.getByTestId('log');
    await expect.poll(() => logB.locator('[data-testid=log-seat-change]').count(), { timeout: 15_000 }).toBe(2);
    expect(await logB.getByTestId('log-by').first().textContent()).toContain('bot for bob_e2e');
    while ((await B.locator('section.is-my-turn').count()) === 0) {
      expect(Date.now() < until, 'B was not given a turn back in time').toBe(true);
      if ((await A.locator('section.is-my-turn').count()) > 0) await playTurn(A, { drop: 'click' });
      else await A.waitForTimeout(200);
    }
    await shot(B, 'turn-phone-en');
    // The turn as the phone's screen shows it: its controls, the drop zone and "Done" on one screen.
    await B.screenshot({ path: join(SHOTS, 'players-turn-phone-en-screen.png') });
    await playTurn(B, { drop: 'click', phone: true });
    await logB.scrollIntoViewIfNeeded();
    await shot(B, 'log-takeover-phone-en');

    await B.locator('[data-action=resign]').click();
    await B.locator('[data-action=resign-confirm]').click();
    await A.getByTestId('results').waitFor({ timeout: 30_000 });
    await B.getByTestId('results').waitFor({ timeout: 30_000 });

    // The results say who won to each, with the rating change once the server has recorded it.
    const results = A.getByTestId('results');
    await expect.poll(() => results.textContent(), { timeout: 15_000 }).toContain('→');
    expect(await results.textContent()).toContain('Вы победили');
    await expect.poll(() => B.getByTestId('results').textContent(), { timeout: 15_000 }).toContain('→');
    expect(await B.getByTestId('results').textContent()).toMatch(/You came 2nd/);
    // A bot played for B: when, in the results, and B is rated as last by the rule shown beside.
    expect(await results.getByTestId('stand-ins').textContent()).toMatch(
      /^За игрока bob_e2e играл бот: раунд \d+( — раунд \d+)?\.$/,
    );
    expect(await results.getByTestId('stand-in-1').textContent()).toBe(
      'в рейтинге — последнее место: за игрока играл бот',
    );
    expect(await results.getByTestId('rating-rule').textContent()).toMatch(/^Правило рейтинга:/);
    expect(await results.getByTestId('stand-in-0').count()).toBe(0);
    expect(await B.getByTestId('my-place').textContent()).toContain('rated as last: a bot played for you');
    await shot(A, 'results-ru');
    await shot(B, 'results-phone-en');
    // The results fit the phone's width: no sideways scroll.
    expect(await B.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(
      await B.getByTestId('results').evaluate((el) => el.querySelector('table')!.getBoundingClientRect().right),
    ).toBeLessThanOrEqual(390);

    // The replay credits the bot's moves to the bot, for B.
    const history = (await (await ctxA.request.get(`${e2e.base}/api/tables/${tableId}/history`)).json()) as {
      entries: { version: number; seat: number | null; by?: string }[];
    };
    const botMove = history.entries.find((e) => e.seat === 1 && e.by === 'bot');
    expect(botMove, 'a move the bot played for B').toBeDefined();
    await A.goto(`${e2e.base}/replay/${tableId}?move=${botMove?.version ?? 0}`);
    await expect
      .poll(() => A.getByTestId('replay-mover').textContent(), { timeout: 15_000 })
      .toBe('Показан ход бота за игрока bob_e2e');
    await A.getByTestId('log').waitFor();
    expect(await A.locator('[data-testid=log] [data-testid=log-seat-change][data-kind=takeover]').count()).toBe(1);
    expect(await A.getByTestId('log-by').filter({ hasText: 'бот за игрока bob_e2e' }).count()).toBeGreaterThan(0);
    await shot(A, 'replay-bot-move-ru');
    expect(await axeViolations(A)).toEqual([]);
    await A.goto(`${e2e.base}/t/${tableId}`);
    await A.getByTestId('results').waitFor({ timeout: 15_000 });
    expect(await axeViolations(A)).toEqual([]);
    expect(await axeViolations(B)).toEqual([]);

    // A's profile: the rating rose above a newcomer's 1000, with its chart; B's fell below.
    await A.getByTestId('my-name').click();
    await A.waitForURL(/\/u\//);
    const stats = A.locator(`[data-testid=game-stats]`)
      .filter({ has: A.getByTestId('profile-rating') })
      .first();
    await stats.waitFor({ timeout: 15_000 });
    const ratingA = numberIn(
      await A.locator('[data-testid=game-stats] strong[data-testid=profile-rating]').first().textContent(),
    );
    expect(ratingA).toBeGreaterThan(1000);
    expect(await A.locator('[data-testid=game-stats] canvas').count()).toBeGreaterThan(0);
    await shot(A, 'profile-ru');
    expect(await axeViolations(A)).toEqual([]);

    // The history lists the match with its rating change and a link to the replay.
    await A.getByRole('banner').getByRole('link', { name: RU.history, exact: true }).click();
    await A.waitForURL(/\/history/);
    const row = A.locator(`[data-testid=history-row][data-table="${tableId}"]`);
    await row.waitFor({ timeout: 15_000 });
    expect(await row.getByTestId('history-rating').textContent()).toContain('+');
    await shot(A, 'history-ru');
    expect(await axeViolations(A)).toEqual([]);
    await row.getByTestId('history-replay').click();
    await A.waitForURL(new RegExp(`/replay/${tableId}`));
    await A.locator('.board').waitFor({ timeout: 15_000 });

    // Log out: the page is a guest's again.
    await A.getByTestId('logout').click();
    await A.getByRole('banner').getByRole('link', { name: RU.login, exact: true }).waitFor({ timeout: 15_000 });

    // A second device: a new browser, in English; log in and everything is there.
    const ctxC = await desktop(e2e.browser, 'en-US', 1024, 800);
    const C = await ctxC.newPage();
    C.on('pageerror', (e) => errors.push(String(e)));
    await C.goto(e2e.base);
    await expect.poll(() => C.locator('h1').first().textContent()).toBe('Lobby');
    await login(C, EN, 'anya_e2e', 'ochen-dlinnyi-parol-1');
    await C.getByRole('banner').getByRole('link', { name: EN.history, exact: true }).click();
    const rowC = C.locator(`[data-testid=history-row][data-table="${tableId}"]`);
    await rowC.waitFor({ timeout: 15_000 });
    expect(await rowC.getByTestId('history-rating').textContent()).toContain('+');
    expect(await axeViolations(C)).toEqual([]);
    await C.getByTestId('my-name').click();
    await C.waitForURL(/\/u\//);
    await C.locator('[data-testid=game-stats] strong[data-testid=profile-rating]').first().waitFor({ timeout: 15_000 });
    expect(
      numberIn(await C.locator('[data-testid=game-stats] strong[data-testid=profile-rating]').first().textContent()),
    ).toBe(ratingA);
    await shot(C, 'profile-second-device-en');
    expect(await axeViolations(C)).toEqual([]);
    await rowC.count();
    await C.goto(`${e2e.base}/replay/${tableId}`);
    await C.locator('.board').waitFor({ timeout: 15_000 });

    // The leaderboard has both, A above B.
    await C.goto(`${e2e.base}/leaderboard`);
    const board = C.getByTestId('board-table');
    await board.waitFor({ timeout: 15_000 });
    const names = await C.getByTestId('board-row').allTextContents();
    const a = names.findIndex((n) => n.includes('anya_e2e'));
    const b = names.findIndex((n) => n.includes('bob_e2e'));
    expect(a).toBeGreaterThanOrEqual(0);
    expect(b).toBeGreaterThan(a);
    expect(await axeViolations(C)).toEqual([]);

    expect(errors).toEqual([]);
    await ctxA.close();
    await ctxB.close();
    await ctxC.close();
  }, 600_000);
});
