import { Stockpile } from '@birzha/engine';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, desktop, phone, scrollsSideways, startE2E, type E2E } from './harness.ts';
import { createTable, decide, myPhase, roundOf, screenShot, shot, startWithBots } from './stockpile-steps.ts';
import { sleep } from '@birzha/test-support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.stop();
});

const board = (page: Page) => page.locator('.board--stockpile');
const showing = async (page: Page) => (await board(page).getAttribute('data-show')) === 'true';

/** A box on screen: whether it lies wholly inside the viewport's height (below the sticky status bar, if any). */
async function inView(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (el === null) return false;
    const bar = document.querySelector('[data-testid=table-status]')?.getBoundingClientRect().bottom ?? 0;
    const box = el.getBoundingClientRect();
    return box.top >= Math.max(0, bar) - 1 && box.top < window.innerHeight;
  }, selector);
}

describe('Stockpile: the Movement show and the phone', () => {
  it('a round on a 15 s clock: the Movement plays in view, nobody moves during it, and I still have at least 14 s when it ends', async () => {
    const ctx = await desktop(e2e.browser, 'ru-RU', 1366, 900);
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await createTable(page, e2e.base, 2, ['bot'], { investors: false, seconds: '15' });
    await startWithBots(page);

    const round = { n: 1 };
    let checkedMine = false;
    let shows = 0;
    const until = Date.now() + 5 * 60_000;
    // Until a show ends on a decision of mine (every other round in a 2-player game, the first player changing).
    while (!checkedMine) {
      expect(Date.now() < until, 'no show ended on my decision in time').toBe(true);
      round.n = await roundOf(page, round.n);
      if (await showing(page)) {
        shows++;
        const started = Date.now();
        const total = Number(/из (\d+)/u.exec((await page.getByTestId('movement-step').textContent()) ?? '')?.[1]);
        expect(total).toBeGreaterThan(0);
        // Where the player looks: the Movement right under the phase, on the first screen (once the page has
        // scrolled it there: under a loaded machine the first frame of the show can come before the scroll).
        await expect.poll(() => inView(page, '.sp-movement'), { timeout: 2000 }).toBe(true);
        if (shows === 1) await screenShot(page, 'show-desktop-1366');
        // Nothing moves at the table while the show plays (the server starts the clocks and the bots after it).
        const version = await page.locator('.table-page').getAttribute('data-version');
        const serverShow = total * Stockpile.SHOW_STEP_SECONDS * 1000;
        while (await showing(page)) {
          if (Date.now() - started < serverShow - 400)
            expect(await page.locator('.table-page').getAttribute('data-version')).toBe(version);
          expect(Date.now() - started, 'the show outlasts what the engine declares').toBeLessThan(serverShow + 3000);
          await sleep(50);
        }
        const left = await page.evaluate(() => {
          const deadline = Number(document.querySelector('.board--stockpile')?.getAttribute('data-deadline'));
          return Number.isFinite(deadline) && deadline > 0 ? deadline - Date.now() : null;
        });
        if ((await myPhase(page)) !== null) {
          expect(left, 'my clock').not.toBeNull();
          expect(left as number).toBeGreaterThanOrEqual(14_000);
          await screenShot(page, 'show-desktop-after');
          checkedMine = true;
        }
        continue;
      }
      await decide(page, round);
      await sleep(50);
    }
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('on a 390×844 phone: a Supply decision on one screen with 44 px targets; the final scoring and the results fit the width', async () => {
    const ctx = await phone(e2e.browser, 'ru-RU');
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await createTable(page, e2e.base, 3, ['bot', 'bot'], { investors: false, seconds: '0' });
    await startWithBots(page);

    const round = { n: 1 };
    let supplyChecked = false;
    let pilesChecked = false;
    const until = Date.now() + 9 * 60_000;
    while ((await page.getByTestId('results').count()) === 0) {
      expect(Date.now() < until, 'the game did not finish in time').toBe(true);
      round.n = await roundOf(page, round.n);
      if (await showing(page)) {
        await page.getByTestId('skip-movement').click();
        continue;
      }
      if (!supplyChecked && (await myPhase(page)) === 'supply') {
        await page.evaluate(() => window.scrollTo(0, 0));
        await sleep(300);
        await screenShot(page, 'phone-supply-390');
        const fit = await page.evaluate(() => {
          const form = document.querySelector('[data-form=supply]') as HTMLElement;
          const done = document.querySelector('[data-testid=done]') as HTMLElement;
          const options = [...form.querySelectorAll('.sp-seg__opt > span:not(.sr-only)')].map((s) =>
            s.getBoundingClientRect(),
          );
          return {
            top: form.getBoundingClientRect().top,
            doneBottom: done.getBoundingClientRect().bottom,
            doneHeight: done.getBoundingClientRect().height,
            screen: window.innerHeight,
            options: options.length,
            smallest: Math.min(...options.map((b) => Math.min(b.width, b.height))),
          };
        });
        // Every control of the decision, from the first card's piles to Done, on the first screen.
        expect(fit.top).toBeGreaterThanOrEqual(0);
        expect(fit.doneBottom, JSON.stringify(fit)).toBeLessThanOrEqual(fit.screen);
        expect(fit.options).toBeGreaterThanOrEqual(2 * (3 + 2));
        expect(fit.smallest).toBeGreaterThanOrEqual(44);
        expect(fit.doneHeight).toBeGreaterThanOrEqual(44);
        expect(await scrollsSideways(page)).toBe(false);
        expect(await axeViolations(page)).toEqual([]);
        supplyChecked = true;
      }
      if (!pilesChecked && (await myPhase(page)) === 'demand') {
        // The piles' cards in Demand: every label whole ("Комиссия", not "Комис"), my own face-down cards readable.
        const cut = await page.evaluate(() =>
          [...document.querySelectorAll('.sp-card__company, .sp-card__name, .sp-card__band')]
            .filter((e) => e.scrollWidth > e.clientWidth + 1 || e.getBoundingClientRect().width < 8)
            .map((e) => e.textContent),
        );
        expect(cut).toEqual([]);
        // My own face-down card on a pile: its face readable, the "face down" tag under it, not over it.
        const mine = await page.evaluate(() =>
          [...document.querySelectorAll('.sp-pile .sp-card.is-face-down:not(.sp-card--back)')].map((c) => {
            const name = c.querySelector('.sp-card__company')?.getBoundingClientRect();
            const band = c.querySelector('.sp-card__band')?.getBoundingClientRect();
            return name !== undefined && band !== undefined && name.bottom <= band.top + 1 && name.height > 6;
          }),
        );
        expect(mine.length).toBeGreaterThan(0);
        expect(mine.every(Boolean)).toBe(true);
        await page.locator('.sp-piles').scrollIntoViewIfNeeded();
        await screenShot(page, 'phone-demand-390');
        pilesChecked = true;
      }
      await decide(page, round);
      await sleep(50);
    }
    expect(supplyChecked).toBe(true);
    expect(pilesChecked).toBe(true);
    await page.getByTestId('final').waitFor();
    await sleep(300);
    await shot(page, 'phone-final-390');
    // Nothing sideways: not the page, not the final scoring's receipts, not the results' table.
    expect(await scrollsSideways(page)).toBe(false);
    const widths = await page.evaluate(() => {
      const box = (sel: string) => [...document.querySelectorAll(sel)].map((e) => e.getBoundingClientRect());
      const over = (el: Element) => el.scrollWidth > el.clientWidth + 1;
      return {
        screen: window.innerWidth,
        sheets: box('.sp-sheet'),
        sheetTables: [...document.querySelectorAll('.sp-sheet__table')].map((t) => ({
          width: t.getBoundingClientRect().width,
          right: t.getBoundingClientRect().right,
          overflows: over(t),
        })),
        results: box('[data-testid=results] table'),
        overflowing: [...document.querySelectorAll('[data-testid=results] *, [data-testid=final] *')]
          .filter((e) => getComputedStyle(e).overflowX !== 'visible' && over(e))
          .map((e) => e.className),
      };
    });
    expect(widths.sheets.length).toBe(3);
    for (const s of widths.sheets) expect(s.right).toBeLessThanOrEqual(widths.screen);
    for (const t of widths.sheetTables) {
      expect(t.overflows).toBe(false);
      expect(t.right).toBeLessThanOrEqual(widths.screen);
      // Not collapsed to a sliver: a receipt takes the phone's width.
      expect(t.width).toBeGreaterThan(widths.screen * 0.6);
    }
    expect(widths.results.length).toBeGreaterThan(0);
    for (const r of widths.results) {
      expect(r.height).toBeGreaterThan(40);
      expect(r.right).toBeLessThanOrEqual(widths.screen);
    }
    expect(widths.overflowing).toEqual([]);
    // Each receipt adds up on screen to the final money it shows.
    const sums = await page.locator('.sp-sheet').evaluateAll((sheets) =>
      sheets.map((s) => {
        const n = (text: string | null) => Number((text ?? '').replace('\u2212', '-').replace(/[^\d-]/gu, ''));
        const parts = [...s.querySelectorAll('tbody td')].reduce((a, td) => a + n(td.textContent), 0);
        return [parts, n(s.querySelector('tfoot td')?.textContent ?? '')];
      }),
    );
    for (const [parts, total] of sums) expect(parts).toBe(total);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
