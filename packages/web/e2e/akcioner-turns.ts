// One Akcioner turn through the UI, as a person plays it (mouse, finger, typed quantities): shared by the browser
// tests that play Akcioner (play.test.ts, players.test.ts).
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { join } from 'node:path';
import { SHOTS } from './harness.ts';
import { mouseDrag } from './mouse-drag.ts';
import { sleep } from '@birzha/test-support';

const shot = (page: Page, name: string) => page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });

/**
 * Quantities typed and by "all" and "max" (stage 1 of a phone turn): one yellow share sold by typing "-1", every blue
 * share sold by "all", then "max" on red buys as many as the cash then allows; the page's sums must agree.
 */
async function typeAndMax(page: Page): Promise<void> {
  const turn = page.locator('section.is-my-turn [data-stage="trade1"]');
  const num = async (id: string) => Number((await turn.getByTestId(id).textContent())?.replace(/[^\d-]/g, ''));
  const price = async (c: string) => Number(await turn.locator(`tr[data-color=${c}] td.num`).first().textContent());
  const heldYellow = await num('held-yellow');
  const heldBlue = await num('held-blue');
  let cash = await num('cash-trade1');
  if (heldYellow > 0) {
    await turn.getByTestId('qty-input-yellow').fill('-1');
    await expect.poll(() => turn.getByTestId('qty-yellow').textContent()).toBe('−1');
    cash += await price('yellow');
  }
  if (heldBlue > 0) {
    await turn.locator('tr[data-color=blue] button[data-step=min]').click();
    await expect.poll(() => turn.getByTestId('qty-blue').textContent()).toBe(`−${heldBlue}`);
    cash += heldBlue * (await price('blue'));
  }
  expect(await num('cash-trade1')).toBe(cash);
  const red = await price('red');
  const bought = Math.floor(cash / red);
  await turn.locator('tr[data-color=red] button[data-step=max]').click();
  await expect.poll(() => turn.getByTestId('qty-red').textContent()).toBe(bought > 0 ? `+${bought}` : '0');
  expect(await num('cash-trade1')).toBe(cash - bought * red);
  if (bought > 1) {
    // Typing replaces what the field shows: a click into "+N", then "1", reads 1 (not "N1", nor "+N1").
    await turn.getByTestId('qty-input-red').click();
    await page.keyboard.type('1');
    await expect.poll(() => turn.getByTestId('qty-red').textContent()).toBe('+1');
    await turn.getByTestId('qty-input-red').blur();
    await turn.locator('tr[data-color=red] button[data-step=max]').click();
    await expect.poll(() => turn.getByTestId('qty-red').textContent()).toBe(`+${bought}`);
  }
  // A quantity the cash cannot pay is refused in words and changes nothing.
  await turn.getByTestId('qty-input-red').fill(String(bought + 1));
  await expect.poll(() => turn.getByTestId('why-trade1').textContent()).not.toBe('');
  expect(await turn.getByTestId('qty-red').textContent()).toBe(bought > 0 ? `+${bought}` : '0');
  await turn.getByTestId('qty-input-red').blur();
}

/**
 * On a phone a turn is finished without scrolling past the history: "Done" stays on screen in the docked turn bar
 * and the clock in the table's status bar, and the composer, its drop zone and my cards all come before the played
 * cards and the log. Every control of the turn is a finger's target (44 px at least). In the last round there is
 * nothing to trade, and no steppers are shown.
 */
async function expectTurnInReach(page: Page): Promise<void> {
  const place = (l: Locator) =>
    l.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top + window.scrollY, inView: r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight };
    });
  expect((await place(page.getByTestId('done'))).inView, '"Done" on screen').toBe(true);
  expect((await place(page.getByTestId('table-status-clock'))).inView, 'the clock on screen').toBe(true);
  const small = await page
    .locator(
      'section.is-my-turn button, section.is-my-turn input, .hand [role=button], .hand button, .card-menu button',
    )
    .evaluateAll((els) =>
      els.flatMap((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.width < 44 || r.height < 44)
          ? [`${el.getAttribute('aria-label') ?? el.textContent}: ${Math.round(r.width)}×${Math.round(r.height)}`]
          : [];
      }),
    );
  expect(small, 'tap targets under 44 px').toEqual([]);
  const history: number[] = [];
  for (const l of [page.locator('.played__box'), page.getByTestId('log')])
    if ((await l.count()) > 0) history.push((await place(l.first())).top);
  const firstHistory = Math.min(...history);
  for (const l of [
    page.locator('section.is-my-turn'),
    page.getByTestId('dropzone'),
    page.locator('.hand [data-card]').last(),
  ])
    expect((await place(l)).top).toBeLessThan(firstHistory);
  if ((await page.locator('.hand [data-card]').count()) === 1)
    expect(await page.locator('section.is-my-turn [data-stage] button[data-step]').count()).toBe(0);
}

export interface TurnHow {
  /** How the card reaches the table. */
  drop: 'mouse' | 'touch' | 'click';
  /** Stage 1 by typing and "all"/"max" (typeAndMax) rather than one stepper click each way. */
  typed?: boolean;
  /** A phone: check that the turn is in reach (expectTurnInReach) once the card is chosen. */
  phone?: boolean;
  /** A screenshot of the colour menu, named so. */
  menuShot?: string | undefined;
}

/**
 * One whole turn through the UI only: a sale and a purchase with the steppers (or typed) when possible, the first
 * card with every blank part coloured from the menu, dropped by dragging or by clicking, a stage-3 purchase, then
 * "Готово".
 */
export async function playTurn(page: Page, { drop, typed = false, phone = false, menuShot }: TurnHow): Promise<void> {
  const turn = page.locator('section.is-my-turn');
  if (phone) await expectTurnInReach(page);
  if (typed && (await turn.locator('[data-stage="trade1"]').count()) > 0) await typeAndMax(page);
  else {
    const down1 = turn.locator('[data-stage="trade1"] button[data-step="down"][aria-disabled="false"]');
    if ((await down1.count()) > 0) await down1.first().click();
    const up1 = turn.locator('[data-stage="trade1"] button[data-step="up"][aria-disabled="false"]');
    if ((await up1.count()) > 0) await up1.last().click();
  }
  await page.locator('.hand [data-card]').first().click();
  for (let i = 0; i < 3; i++) {
    const part = page.locator('.hand .card--selected button[data-part]:not(.swatch)').first();
    if ((await part.count()) === 0) break;
    await part.click();
    if (menuShot !== undefined && i === 0) await shot(page, menuShot);
    await page.locator('.card-menu [role=menuitem]').first().click();
  }
  if (phone) await expectTurnInReach(page);
  if (drop === 'mouse') await mouseDrag(page.locator('.hand .card--selected'), page.getByTestId('dropzone'));
  else if (drop === 'touch') await touchDrag(page, page.locator('.hand .card--selected'), page.getByTestId('dropzone'));
  else await page.getByTestId('dropzone').click();
  await expect.poll(() => page.getByTestId('done').isEnabled(), { timeout: 10_000 }).toBe(true);
  const up3 = turn.locator('[data-stage="trade2"] button[data-step="up"][aria-disabled="false"]');
  if ((await up3.count()) > 0) await up3.first().click();
  await page.getByTestId('done').click();
  await turn.waitFor({ state: 'detached', timeout: 30_000 });
}

/**
 * A real finger in Chromium (CDP touch input): hold the card until it lifts, carry it to the screen's edge toward
 * the drop zone when the zone is not in sight (the page scrolls there), move onto the zone and let go.
 */
export async function touchDrag(page: Page, from: Locator, to: Locator): Promise<void> {
  await from.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const a = await from.boundingBox();
  const height = page.viewportSize()?.height ?? 740;
  if (a === null) throw new Error('nothing to drag');
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove', x: number, y: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: [{ x, y }] });
  let x = a.x + a.width / 2;
  let y = a.y + a.height / 2;
  await touch('touchStart', x, y);
  await sleep(500);
  const moveTo = async (tx: number, ty: number) => {
    for (let i = 1; i <= 8; i++) {
      await touch('touchMove', x + ((tx - x) * i) / 8, y + ((ty - y) * i) / 8);
      await sleep(16);
    }
    x = tx;
    y = ty;
  };
  // In sight: the zone's centre is the zone itself, clear of the edges where a held card scrolls the page.
  const inSight = () =>
    to.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const cy = r.y + r.height / 2;
      if (cy < 80 || cy > window.innerHeight - 80) return false;
      const hit = document.elementFromPoint(r.x + r.width / 2, cy);
      return hit !== null && el.contains(hit);
    });
  if (!(await inSight())) {
    const b = await to.boundingBox();
    const up = b !== null && b.y < y;
    await moveTo(x, up ? 20 : height - 20);
    await expect.poll(inSight, { timeout: 10_000, interval: 30 }).toBe(true);
    // Out of the scrolling edge first, then onto the zone where it now is.
    await moveTo(x, height / 2);
  }
  const b = await to.boundingBox();
  if (b === null) throw new Error('no drop zone');
  await moveTo(b.x + b.width / 2, b.y + b.height / 2);
  // Rest on the zone a moment, as a finger does, so the page has the last move before the finger lifts.
  await sleep(150);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
