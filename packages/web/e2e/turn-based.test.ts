// Turn-based play in the browser (issue 25), on the real server with a real local SMTP server: two accounts play a
// turn-based Akcioner game, the away one is mailed with a link that opens the table on their turn with "since your
// last move" marked, and "My matches" puts the match first for the player to move.
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playTurn } from './akcioner-turns.ts';
import { desktop, SHOTS, startE2E, type E2E } from './harness.ts';
import { mailEvents, startMailbox, type Mail, type Mailbox } from './mailbox.ts';
import { decide, myPhase, roundOf, startWithBots } from './stockpile-steps.ts';
import { joinAndStart, phaseOf, playToSession, pressReady, waitsForMe } from './checkers-exchange-steps.ts';
import { chooseTurnBased, myMatches, registerWithEmail, submitCreate, whoseTurn } from './turn-based-steps.ts';
import { sleep } from '@birzha/test-support';

let e2e: E2E;
let mailbox: Mailbox;
beforeAll(async () => {
  mailbox = await startMailbox();
  // Short notification timings: "your turn" after 1 s, e-mail gathered for 1 s.
  e2e = await startE2E({
    env: (base) => ({
      SMTP_URL: mailbox.url,
      PUBLIC_URL: base,
      NOTIFY_GRACE_MS: '1000',
      NOTIFY_DIGEST_MS: '1000',
      NOTIFY_SEND_MS: '200',
    }),
  });
});
afterAll(async () => {
  await e2e?.stop();
  await mailbox?.close();
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS, `turn-based-${name}.png`), fullPage: true });
/** A clock in days and hours, or hours and minutes ("23 ч 59 мин", "1 d 2 h"): a turn-based bank, not "0:59". */
const LONG_CLOCK = /\d\u00a0(д|ч|d|h)(\s|$)/;

/** The link of a mail's "your turn" at a table, if it has one. */
function turnLink(mail: Mail, tableId: string): string | undefined {
  return mailEvents(mail).find((e) => e.line.includes(tableId) && /ваш ход|your turn/i.test(e.line))?.url;
}

/** Plays whole turns at a page while it is that page's turn (a new round may start with the same player). */
async function playWhileMyTurn(page: Page): Promise<void> {
  while ((await page.locator('section.is-my-turn').count()) > 0) {
    await playTurn(page, { drop: 'click' });
    await sleep(1500);
  }
}

describe('Turn-based play in the browser', () => {
  it('Akcioner over days: the away player is mailed a link to their turn, "since your last move" marked; My matches puts it first', async () => {
    const ctxA = await desktop(e2e.browser, 'ru-RU');
    const ctxB = await desktop(e2e.browser, 'en-US', 1100, 900);
    const A = await ctxA.newPage();
    let B = await ctxB.newPage();
    const errors: string[] = [];
    A.on('pageerror', (e) => errors.push(String(e)));
    await registerWithEmail(A, e2e.base, 'anya_tb', 'anya@example.org');
    await registerWithEmail(B, e2e.base, 'bob_tb', 'bob@example.org');

    /** A starts a turn-based short game for two that B joins from the lobby, where it shows as turn-based. */
    const newMatch = async (name?: string): Promise<string> => {
      await A.goto(e2e.base);
      await A.locator('select[name=variant]').selectOption('short');
      await A.locator('select[name=players]').selectOption('2');
      await A.locator('select[name="seat-1"]').selectOption('human');
      await chooseTurnBased(A);
      if (name !== undefined) await shot(A, name);
      const id = await submitCreate(A);
      await B.goto(e2e.base);
      const item = B.locator(`[data-list=open] [data-table="${id}"]`);
      await item.waitFor({ timeout: 15_000 });
      expect(await item.getByTestId('pace-tag').textContent()).toContain('turn-based');
      expect(await item.getByTestId('pace-estimate').textContent()).toMatch(/day/);
      await item.locator('[data-action=join]').click();
      await B.waitForURL(new RegExp(`/t/${id}`));
      await A.locator('[data-action=start]:enabled').waitFor({ timeout: 15_000 });
      await A.locator('[data-action=start]').click();
      await A.locator('.board').waitFor({ timeout: 15_000 });
      await B.locator('.board').waitFor({ timeout: 15_000 });
      return id;
    };

    // An older match left on A's turn, so that "My matches" has two to order.
    const older = await newMatch();
    if ((await whoseTurn([A, B])) === B) await playWhileMyTurn(B);
    await whoseTurn([A]);

    // The match of the test: both at the table, the status bar's clock in days and hours and each one's bank.
    const tableId = await newMatch('create-form');
    for (const p of [A, B]) {
      await expect.poll(() => p.getByTestId('table-status-clock').textContent()).toMatch(LONG_CLOCK);
      await p.getByTestId('table-status-banks').waitFor();
    }
    await shot(A, 'table-status');
    // Until B has moved once and it is A's turn, with both pages open on the table.
    let bMoved = false;
    for (;;) {
      const who = await whoseTurn([A, B]);
      if (who === A && bMoved) break;
      await playWhileMyTurn(who);
      if (who === B) bMoved = true;
    }
    // A, looking at the table all along, is not mailed that it is A's turn (past the grace and the digest window).
    await sleep(3000);
    expect(
      mailbox.mails.filter((m) => m.to.includes('anya@example.org') && turnLink(m, tableId) !== undefined),
    ).toEqual([]);

    // B closes the page; A moves and goes back to the lobby.
    await B.close();
    await playWhileMyTurn(A);
    await A.goto(e2e.base);
    const toB = await mailbox.waitFor('bob@example.org', (m) => turnLink(m, tableId) !== undefined);
    const link = turnLink(toB, tableId) as string;
    expect(link).toBe(`${e2e.base}/t/${tableId}`);
    // In B's language (the browser's, as B never chose one): English.
    expect(toB.text).toContain('While you were away');
    expect(toB.text).toContain('it is your turn');

    // B's lobby: the match where B must move comes first, saying so; the older one says it is A's turn.
    B = await ctxB.newPage();
    B.on('pageerror', (e) => errors.push(String(e)));
    await B.goto(e2e.base);
    await expect.poll(() => myMatches(B), { timeout: 15_000 }).toEqual([tableId, older]);
    const mine = B.locator('[data-list=mine]');
    expect(await mine.locator(`[data-table="${tableId}"] [data-testid=turn-line]`).textContent()).toContain(
      'Your turn',
    );
    expect(await mine.locator(`[data-table="${older}"] [data-testid=turn-line]`).textContent()).toContain('anya_tb');
    await B.getByTestId('my-turns').waitFor();
    await shot(B, 'my-matches');

    // The mail's link opens the table on B's turn, with what happened since B's last move marked in the log.
    await B.goto(link);
    await B.locator('section.is-my-turn').waitFor({ timeout: 15_000 });
    await B.getByTestId('log-since').waitFor({ timeout: 15_000 });
    await expect.poll(() => B.getByTestId('table-status-clock').textContent()).toMatch(LONG_CLOCK);
    // The turn's own countdown too: a day's bank in days and hours, not a ticking 47:59:55.
    expect(await B.locator('section.is-my-turn [data-testid=countdown]').first().textContent()).toMatch(LONG_CLOCK);
    await shot(B, 'since-last-move');

    // B moves; A, in the lobby, is mailed, and "My matches" says it is A's turn there.
    await playWhileMyTurn(B);
    const toA = await mailbox.waitFor('anya@example.org', (m) => turnLink(m, tableId) !== undefined);
    expect(turnLink(toA, tableId)).toBe(`${e2e.base}/t/${tableId}`);
    expect(toA.text).toContain('ваш ход');

    // B's mail's one-click unsubscribe link: a page that asks first, then switches B's e-mail off.
    const unsubscribe = /^Unsubscribe from these mails: (\S+)$/m.exec(toB.text)?.[1] ?? '';
    expect(unsubscribe.startsWith(`${e2e.base}/`)).toBe(true);
    await B.goto(unsubscribe);
    await B.locator('form button[type=submit]').click();
    // In B's language, as B's mail was (the page put Russian first for everyone).
    await expect.poll(() => B.locator('h1').textContent()).toBe('Done: no more e-mails');
    await shot(B, 'unsubscribed');
    // (Asked with B's cookies from outside the page: the confirm page's CSP lets it fetch nothing.)
    const settings = (await (await ctxB.request.get(`${e2e.base}/api/account/notifications`)).json()) as {
      settings: { email: { on: boolean } };
    };
    expect(settings.settings.email.on).toBe(false);
    await A.reload();
    await expect
      .poll(() => A.locator(`[data-list=mine] [data-table="${tableId}"] [data-testid=turn-line]`).textContent(), {
        timeout: 15_000,
      })
      .toContain('Ваш ход');
    expect(errors).toEqual([]);
    await ctxA.close();
    await ctxB.close();
  });
});

describe('Turn-based phases in the browser', () => {
  it('a turn-based Stockpile round with two bots: every decision shows its deadline or bank in days and hours', async () => {
    const ctx = await desktop(e2e.browser, 'en-US');
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(e2e.base);
    await page.locator('select[name=game]').selectOption('stockpile');
    await page.locator('select[name=players]').selectOption('3');
    for (const i of [1, 2]) await page.locator(`select[name="seat-${i}"]`).selectOption({ index: 1 });
    await chooseTurnBased(page);
    await page.getByTestId('clock-note').waitFor();
    await submitCreate(page);
    await startWithBots(page);

    // One whole round, then the first decision of the next: the status bar's clock is a day's deadline or bank.
    const round = { n: 1 };
    const seen = new Map<string, string>();
    const until = Date.now() + 4 * 60_000;
    for (;;) {
      expect(Date.now() < until, 'the round did not end in time').toBe(true);
      round.n = await roundOf(page, round.n);
      const phase = await myPhase(page);
      if (phase !== null) {
        const clock = (await page.getByTestId('table-status-clock').textContent()) ?? '';
        expect(clock, phase).toMatch(LONG_CLOCK);
        if (!seen.has(phase)) {
          seen.set(phase, clock);
          await shot(page, `stockpile-${phase}`);
        }
        if (round.n >= 2) break;
        await decide(page, round);
      }
      if ((await page.getByTestId('movement-step').count()) > 0) await page.getByTestId('skip-movement').click();
      await sleep(150);
    }
    for (const p of ['supply', 'demand', 'selling']) expect([...seen.keys()], p).toContain(p);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('a turn-based Checkers Exchange session: its day-long deadline ends as soon as both people are ready', async () => {
    const ctxA = await desktop(e2e.browser, 'ru-RU');
    const ctxB = await desktop(e2e.browser, 'en-US', 1100, 900);
    const A = await ctxA.newPage();
    const B = await ctxB.newPage();
    const errors: string[] = [];
    for (const p of [A, B]) p.on('pageerror', (e) => errors.push(String(e)));
    await A.goto(e2e.base);
    await A.locator('select[name=game]').selectOption('checkers-exchange');
    await A.locator('select[name=players]').selectOption('3');
    await A.locator('select[name="seat-1"]').selectOption('intermediate');
    await A.locator('select[name="seat-2"]').selectOption('human');
    await chooseTurnBased(A);
    const tableId = await submitCreate(A);
    await joinAndStart(e2e.base, tableId, A, B);

    await playToSession(A, B, 6 * 60_000);
    // The session's deadline is a day away (a phase of the pace), not a live session's minutes.
    for (const p of [A, B])
      await expect.poll(() => p.getByTestId('table-status-clock').textContent()).toMatch(LONG_CLOCK);
    await shot(A, 'ce-session');
    // One ready: the session waits for the other. Both: it ends at once, its day unused.
    await pressReady(B);
    await sleep(2000);
    expect(await phaseOf(A)).toBe('session');
    expect(await waitsForMe(A)).toBe(true);
    await pressReady(A);
    await expect.poll(() => phaseOf(A), { timeout: 15_000 }).not.toBe('session');
    await expect.poll(() => phaseOf(B), { timeout: 15_000 }).not.toBe('session');
    await shot(A, 'ce-after-session');
    expect(errors).toEqual([]);
    await ctxA.close();
    await ctxB.close();
  });
});
