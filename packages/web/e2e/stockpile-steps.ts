import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { SHOTS } from './harness.ts';
import { mouseDrag } from './mouse-drag.ts';
import { chooseSeats, submitCreateForm } from './create-form.ts';

// What the Stockpile browser tests do at a table, through the UI alone: create a table, make one decision whatever
// the phase, read the log, check the page's width.

export const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS, `stockpile-${name}.png`), fullPage: true });

/** The screen as the player sees it (no full-page stitching): what fits one screen. */
export const screenShot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `stockpile-${name}.png`) });

/** The log as the page shows it: each section's heading, then its lines, newest section first. */
export function logSections(page: Page): Promise<string[][]> {
  return page
    .locator('[data-testid=log] [data-testid=log-group]')
    .evaluateAll((groups) =>
      groups.map((g) => [
        g.querySelector('.log__head')?.textContent?.trim() ?? '',
        ...[...g.querySelectorAll('.log__line')].map((l) => l.textContent?.trim() ?? ''),
      ]),
    );
}

/** The phase of my decision now, or null when the board does not wait for me. */
export async function myPhase(page: Page): Promise<string | null> {
  const turn = page.locator('section.is-my-turn');
  if ((await turn.count()) === 0) return null;
  return turn.getAttribute('data-phase');
}

/** The label drawn for a radio input of the Supply form (the input itself is hidden under it). */
function optionOf(page: Page, selector: string) {
  return page.locator('label', { has: page.locator(selector) });
}

/**
 * One decision through the UI alone, whatever the phase: an investor, both Supply cards (one dragged by mouse onto a
 * pile on a desktop; on a phone both through the form's pile and face options), a power used or passed, the lowest
 * legal bid (after a peek when Martha may), an action card, a sale. Returns the phase played.
 */
export async function decide(page: Page, round: { n: number }): Promise<string | null> {
  const phase = await myPhase(page);
  const turn = page.locator('section.is-my-turn');
  const version = await page.locator('.table-page').getAttribute('data-version');
  switch (phase) {
    case null:
      return null;
    case 'investors':
      // Keep one (two in a 2-player game: the inputs are checkboxes then).
      await turn.locator('.sp-investor input').first().check();
      if ((await turn.locator('.sp-investor input[type=checkbox]').count()) > 0)
        await turn.locator('.sp-investor input').nth(1).check();
      await page.getByTestId('done').click();
      break;
    case 'supply': {
      const phone = (page.viewportSize()?.width ?? 1280) < 760;
      const cards = await turn
        .locator('[data-supply-card]')
        .evaluateAll((li) => li.map((l) => l.getAttribute('data-supply-card') ?? ''));
      if (!phone) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await mouseDrag(page.locator('.sp-hand .sp-card[role=button]').first(), page.locator('[data-drop-pile="1"]'));
        await expect.poll(() => page.locator('[data-testid=placed-draft]').count()).toBe(1);
      } else await optionOf(page, `[data-supply-pile="${cards[0]}:1"]`).click();
      await optionOf(page, `[data-supply-pile="${cards[1]}:0"]`).click();
      await expect.poll(() => page.getByTestId('done').isEnabled(), { timeout: 5_000 }).toBe(true);
      // The second card face up this time: the choice of face is the player's.
      if (round.n % 2 === 1) await optionOf(page, `[data-face-up="${cards[1]}"]`).click();
      await page.getByTestId('done').click();
      break;
    }
    case 'prep':
      if ((await page.locator('[data-inspect]').count()) > 0) await page.locator('[data-inspect]').first().click();
      else await page.getByTestId('skip-power').click();
      break;
    case 'demand': {
      const peek = turn.locator('[data-peek]');
      if ((await peek.count()) > 0) {
        await peek.first().click();
        await expect.poll(() => turn.locator('[data-peek]').count(), { timeout: 10_000 }).toBe(0);
      }
      await page.locator('.sp-bid.is-legal button').first().click();
      break;
    }
    case 'action': {
      const company = turn.locator('[data-action-company]');
      if ((await company.count()) > 0) await company.nth(round.n % 6).click();
      else await turn.locator('[data-nudge]').first().click();
      break;
    }
    case 'selling': {
      // Sell one card of the first company in odd rounds, pass in even ones; the preview must show the proceeds.
      const up = turn.locator('button[data-step=up]:enabled');
      if (round.n % 2 === 1 && (await up.count()) > 0) await up.first().click();
      await expect.poll(() => page.getByTestId('sell-preview').textContent()).toMatch(/\$/);
      await page.getByTestId('done').click();
      break;
    }
    case 'deborah':
      await turn.locator('[data-deborah]').first().click();
      break;
    default:
      throw new Error(`unknown phase ${phase}`);
  }
  // The decision went: the version moves on (a refusal would leave it and show the words).
  await expect
    .poll(async () => (await page.locator('.table-page').getAttribute('data-version')) !== version, {
      timeout: 15_000,
    })
    .toBe(true);
  expect(await page.getByTestId('server-error').count()).toBe(0);
  return phase;
}

/** A Stockpile table made through the create form; returns its id. `seconds` is the time per turn ('0': none). */
export async function createTable(
  page: Page,
  base: string,
  players: number,
  seats: readonly ('human' | 'bot')[],
  options: { investors: boolean; seconds: string },
): Promise<string> {
  await page.goto(base);
  await page.locator('select[name=game]').selectOption('stockpile');
  await page.locator('select[name=players]').selectOption(String(players));
  if (options.investors) await page.locator('input[name=investors]').check();
  await page.locator('select[name=turnSeconds]').selectOption(options.seconds);
  await chooseSeats(page, seats);
  return submitCreateForm(page);
}

/** Starts a table whose other seats are bots (some start by themselves) and waits for the board. */
export async function startWithBots(page: Page): Promise<void> {
  const start = page.locator('[data-action=start]:enabled');
  await Promise.race([start.waitFor({ timeout: 15_000 }), page.locator('.board').waitFor({ timeout: 15_000 })]);
  if ((await start.count()) > 0) await start.click();
  await page.locator('.board--stockpile').waitFor({ timeout: 15_000 });
}

/** The round the board shows ("Раунд 3 из 7 · …"), or the last one known. */
export async function roundOf(page: Page, last: number): Promise<number> {
  const title = (await page.locator('#sp-phase-title').textContent()) ?? '';
  return Number(/(\d+)/.exec(title)?.[1] ?? last);
}
