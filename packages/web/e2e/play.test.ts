import { akcioner, GAMES, parseRecord, replay } from '@birzha/engine';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playTurn } from './akcioner-turns.ts';
import { axeViolations, desktop, phone, SHOTS, startE2E, type E2E } from './harness.ts';
import { sleep } from '@birzha/test-support';
import { submitCreateForm } from './create-form.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.stop();
});

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

async function rename(page: Page, name: string): Promise<void> {
  await page.getByTestId('my-name').click();
  await page.locator('#my-name').fill(name);
  await page.locator('form.name-edit button[type=submit]').click();
  await expect.poll(() => page.getByTestId('my-name').textContent()).toContain(name);
}

/** The log as the page shows it: each group's heading, then its lines, newest group first. */
function logGroups(page: Page): Promise<string[][]> {
  return page
    .locator('[data-testid=log] [data-testid=log-group]')
    .evaluateAll((groups) =>
      groups.map((g) => [
        g.querySelector('.log__head')?.textContent?.trim() ?? '',
        ...[...g.querySelectorAll('.log__line')].map((l) => l.textContent?.trim() ?? ''),
      ]),
    );
}

/** A turn with the keyboard alone: Enter on the card, on each blank part and its colour, on the drop zone, on Готово. */
async function playTurnByKeyboard(page: Page): Promise<void> {
  await page.locator('.hand [data-card][role=button]').first().focus();
  await page.keyboard.press('Enter');
  // The selected card hands the focus to its first blank part.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-part'))).toBe('0');
  for (let i = 0; i < 3; i++) {
    const part = page.locator('.hand .card--selected button[data-part]:not(.swatch)').first();
    if ((await part.count()) === 0) break;
    await part.focus();
    await page.keyboard.press('Enter');
    await page.locator('.card-menu [role=menuitem]').first().waitFor();
    await page.keyboard.press('Enter'); // the menu opens with its first colour focused
  }
  await page.getByTestId('dropzone').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByTestId('done').isEnabled(), { timeout: 10_000 }).toBe(true);
  await page.getByTestId('done').focus();
  await page.keyboard.press('Enter');
  await page.locator('section.is-my-turn').waitFor({ state: 'detached', timeout: 30_000 });
}

describe('Akcioner in the browser', () => {
  it('two people and a bot play a whole short game through the UI; reload, server crash, language, results and replay', async () => {
    // A on a desktop in Russian, B on a phone-sized screen in English: the language follows the browser.
    const ctxA: BrowserContext = await desktop(e2e.browser, 'ru-RU');
    const ctxB: BrowserContext = await phone(e2e.browser, 'en-US', 360, 740);
    const A = await ctxA.newPage();
    const B = await ctxB.newPage();
    const errors: string[] = [];
    for (const p of [A, B]) p.on('pageerror', (e) => errors.push(String(e)));

    await A.goto(e2e.base);
    await expect.poll(() => A.locator('h1').first().textContent()).toBe('Лобби');
    await rename(A, 'Аня');
    await B.goto(e2e.base);
    await expect.poll(() => B.locator('h1').first().textContent()).toBe('Lobby');
    await rename(B, 'Bob');
    // A table is created from the first screen: on a laptop the form's "Create" stays in view, on a phone the
    // button at the top jumps to the form.
    const onScreen = (l: Locator) =>
      l.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
      });
    expect(await onScreen(A.locator('.create-form button[type=submit]'))).toBe(true);
    expect(await onScreen(B.locator('[data-action=new-table]'))).toBe(true);
    await shot(A, '01-lobby-ru');
    expect(await axeViolations(A)).toEqual([]);

    // A creates a short game for three: herself, an open seat for B, and one more open seat for a bot.
    await A.locator('select[name=variant]').selectOption('short');
    await A.locator('select[name=players]').selectOption('3');
    await A.locator('select[name="seat-1"]').selectOption('human');
    await A.locator('select[name="seat-2"]').selectOption('human');
    const tableId = await submitCreateForm(A, /\/t\/[A-Za-z0-9_-]+$/);

    // B's lobby was open all along: the table appears without a reload (the lobby's refresh timer is 20 s).
    const item = B.locator(`[data-list=open] [data-table="${tableId}"]`);
    await item.waitFor({ timeout: 10_000 });
    await shot(B, '02-lobby-phone-en');
    // Join takes a seat at once (no second click in the waiting room).
    await item.locator('[data-action=join]').click();
    await B.waitForURL(new RegExp(`/t/${tableId}`));
    await expect.poll(() => A.locator('.waiting__seat').nth(1).textContent(), { timeout: 10_000 }).toContain('Bob');

    await A.locator('[data-action=add-bot]').first().click();
    await A.locator('[data-action=start]:enabled').waitFor({ timeout: 10_000 });
    await shot(A, '03-waiting-room');
    expect(await axeViolations(A)).toEqual([]);
    await A.locator('[data-action=start]').click();
    await A.locator('.board').waitFor({ timeout: 15_000 });
    await B.locator('.board').waitFor({ timeout: 15_000 });

    // A third person watches from the lobby: the board without any hand, and a note saying so.
    const ctxC = await e2e.browser.newContext({ viewport: { width: 1024, height: 800 }, locale: 'ru-RU' });
    const C = await ctxC.newPage();
    C.on('pageerror', (e) => errors.push(String(e)));
    await C.goto(e2e.base);
    const running = C.locator(`[data-list=playing] [data-table="${tableId}"]`);
    await running.waitFor({ timeout: 15_000 });
    await running.locator('[data-action=watch]').click();
    await C.locator('.board').waitFor({ timeout: 15_000 });
    expect(await C.locator('.notice').first().textContent()).toContain('зритель');
    expect(await C.locator('.hand [data-card]').count()).toBe(0);
    expect(await C.locator('section.is-my-turn').count()).toBe(0);
    await shot(C, '03b-spectator');
    await ctxC.close();

    let turnsA = 0;
    let turnsB = 0;
    let reloaded = false;
    let switched = false;
    let previewShot = false;
    let restarted = false;
    const until = Date.now() + 8 * 60_000;
    const finished = async (p: Page) => (await p.getByTestId('results').count()) > 0;
    while (!((await finished(A)) && (await finished(B)))) {
      expect(Date.now() < until, 'the game did not finish in time').toBe(true);
      if ((await A.locator('section.is-my-turn').count()) > 0 && !(await finished(A))) {
        if (!previewShot && (await A.locator('.hand [data-card]').count()) > 1) {
          // One look at the preview before the move goes: prices shown old → new, the effects listed.
          await A.locator('.hand [data-card]').first().click();
          for (let i = 0; i < 3; i++) {
            const part = A.locator('.hand .card--selected button[data-part]:not(.swatch)').first();
            if ((await part.count()) === 0) break;
            await part.click();
            await A.locator('.card-menu [role=menuitem]').first().click();
          }
          await A.getByTestId('dropzone').click();
          await A.getByTestId('preview-effects').waitFor();
          await shot(A, '04-turn-preview');
          expect(await axeViolations(A)).toEqual([]);
          await A.getByRole('button', { name: 'Отмена' }).click();
          previewShot = true;
        }
        if (turnsA === 1) await playTurnByKeyboard(A);
        else await playTurn(A, { drop: 'mouse' });
        turnsA++;
      }
      if ((await B.locator('section.is-my-turn').count()) > 0 && !(await finished(B))) {
        if (!reloaded && turnsB >= 3) {
          // A reload mid-game, while the others wait for Bob: the seat, the view and the whole log come back, in
          // the same groups and order as the log built live from the updates.
          const live = await logGroups(B);
          expect(live.length).toBeGreaterThan(3);
          await B.reload();
          await B.locator('section.is-my-turn').waitFor({ timeout: 15_000 });
          await expect.poll(() => logGroups(B), { timeout: 15_000 }).toEqual(live);
          expect(live[0]?.[0]).toContain('Bob');
          await shot(B, '12-phone-log-after-reload');
          reloaded = true;
        }
        if (turnsB === 0) await shot(B, '05b-phone-my-turn');
        await playTurn(B, {
          drop: turnsB === 2 ? 'touch' : 'click',
          typed: turnsB === 0,
          phone: true,
          menuShot: turnsB === 0 ? '05a-phone-colour-menu' : undefined,
        });
        turnsB++;
        if (turnsB === 1) {
          await shot(B, '05-phone-after-turn');
          expect(await axeViolations(B)).toEqual([]);
        }
      }
      if (!restarted && turnsA >= 4) {
        // The server is killed and comes back: both pages reconnect by themselves and the match goes on.
        const version = Number(await A.locator('.table-page').getAttribute('data-version'));
        await e2e.restart();
        for (const p of [A, B]) {
          await expect.poll(() => p.locator('.shell__status').count(), { timeout: 20_000 }).toBe(0);
          await expect
            .poll(async () => Number(await p.locator('.table-page').getAttribute('data-version')), { timeout: 20_000 })
            .toBeGreaterThanOrEqual(version);
        }
        restarted = true;
      }
      if (!switched && turnsA >= 2) {
        await A.locator('.lang-switch button[lang=en]').click();
        await expect.poll(() => A.locator('#accounts-title').textContent()).toContain('Accounts');
        await shot(A, '06-desktop-en');
        switched = true;
      }
      await sleep(150);
    }
    expect(reloaded).toBe(true);
    expect(restarted).toBe(true);
    expect(switched).toBe(true);
    expect(turnsA + turnsB).toBeGreaterThanOrEqual(8);
    await shot(A, '07-results-desktop');
    expect(await axeViolations(B)).toEqual([]);
    await shot(B, '08-results-phone');

    // The ranking on the page is the one the stored record replays to.
    const raw = await (await ctxA.request.get(`${e2e.base}/api/tables/${tableId}/record`)).json();
    const record = parseRecord(raw, GAMES);
    if (!record.ok) throw new Error(record.error.code);
    const final = replay(akcioner, record.value);
    if (!final.ok) throw new Error('record does not replay');
    const outcome = akcioner.outcome(final.value.state);
    if (outcome === undefined) throw new Error('not finished');
    for (const page of [A, B]) {
      const rows = page.locator('[data-testid=results] tbody tr');
      const seen = await rows.evaluateAll((trs) =>
        trs.map((tr) => ({
          seat: Number(tr.getAttribute('data-seat')),
          place: Number(tr.getAttribute('data-place')),
          // Grouped as the language writes numbers ("1 090").
          score: Number(tr.querySelector('[data-testid^=score-]')?.textContent?.replace(/\D/g, '')),
        })),
      );
      const expected = outcome.ranking.flatMap((group, i) =>
        group.map((seat) => ({ seat, place: i + 1, score: outcome.scores[seat] })),
      );
      expect(seen).toEqual(expected);
    }

    // The replay counts turns as the rules do (one card each), with the finer steps inside a turn: step back and
    // forth by turn and by step, jump, and look through a seat's eyes.
    await A.getByTestId('open-replay').click();
    await A.getByTestId('replay').waitFor();
    const played = replay(akcioner, record.value, { events: true });
    if (!played.ok) throw new Error('record does not replay');
    const turns = played.value.events.filter((e) => e.type === 'cardPlayed').length;
    const turnAt = () => A.getByTestId('replay-position').getAttribute('data-turn');
    await expect.poll(turnAt).toBe(String(turns));
    expect(await A.getByTestId('replay-position').textContent()).toContain(`${turns}`);
    await A.getByTestId('replay-prev').click();
    await A.getByTestId('replay-prev').click();
    await expect.poll(turnAt).toBe(String(turns - 2));
    const step = Number(await A.getByTestId('replay-step').getAttribute('data-step'));
    await A.getByTestId('replay-step-prev').click();
    await expect.poll(async () => Number(await A.getByTestId('replay-step').getAttribute('data-step'))).toBe(step - 1);
    await A.locator('.replay__slider').fill('10');
    await expect.poll(turnAt).toBe('10');
    expect(await A.locator('.hand [data-card]').count()).toBe(0); // a spectator sees no hand
    await A.getByTestId('replay-viewer').selectOption('1');
    await expect.poll(() => A.locator('.hand [data-card]').count()).toBeGreaterThan(0);
    await shot(A, '09-replay');
    expect(await axeViolations(A)).toEqual([]);

    await A.goto(`${e2e.base}/rules/akcioner`);
    await A.locator('.rules h2').first().waitFor();
    await shot(A, '10-rules-en');
    expect(await axeViolations(A)).toEqual([]);
    expect(errors).toEqual([]);
    await ctxA.close();
    await ctxB.close();
  });

  it('a private table lets in only holders of the invite link; resigning ends a two-player game', async () => {
    const ctxA = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    const ctxB = await e2e.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ru-RU' });
    const A = await ctxA.newPage();
    const B = await ctxB.newPage();
    const errors: string[] = [];
    for (const p of [A, B]) p.on('pageerror', (e) => errors.push(String(e)));

    await A.goto(e2e.base);
    await A.locator('select[name="seat-1"]').selectOption('human');
    await A.locator('input[name=private]').check();
    const tableId = await submitCreateForm(A, /\/t\/[A-Za-z0-9_-]+\?invite=/);
    const link = await A.getByTestId('invite-link').inputValue();
    expect(link).toContain('invite=');

    // Not listed in the lobby, and the bare address is refused in words.
    await B.goto(e2e.base);
    await B.locator('#open-title').waitFor();
    expect(await B.locator(`[data-table="${tableId}"]`).count()).toBe(0);
    await B.goto(`${e2e.base}/t/${tableId}`);
    await expect.poll(() => B.locator('.error-box').textContent()).toMatch(/приглаш/);
    // Not signed in to an account: a notice's link read on another device may be to the account's own seat.
    const signIn = B.getByTestId('sign-in-to-table').getByRole('link', { name: 'Войти' });
    expect(await signIn.getAttribute('href')).toBe(`/login?next=${encodeURIComponent(`/t/${tableId}`)}`);

    await B.goto(link.replace(/^https?:\/\/[^/]+/, e2e.base));
    await B.locator('[data-action=sit]').click();
    await A.locator('[data-action=start]:enabled').waitFor({ timeout: 10_000 });
    await A.locator('[data-action=start]').click();
    await B.locator('.board').waitFor({ timeout: 15_000 });

    await B.locator('[data-action=resign]').click();
    await B.locator('[data-action=resign-confirm]').click();
    for (const p of [A, B]) await p.getByTestId('results').waitFor({ timeout: 15_000 });
    const places = await A.locator('[data-testid=results] tbody tr').evaluateAll((trs) =>
      trs.map((tr) => [tr.getAttribute('data-seat'), tr.getAttribute('data-place'), tr.lastElementChild?.textContent]),
    );
    expect(places).toEqual([
      ['0', '1', '—'],
      ['1', '2', 'resigned'],
    ]);
    await shot(B, '11-resigned-phone-ru');
    expect(errors).toEqual([]);
    await ctxA.close();
    await ctxB.close();
  });
});
