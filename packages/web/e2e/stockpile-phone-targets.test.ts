// Stockpile on a 390×844 phone (issue 24 point 7): every control of every decision of a round is a finger's target.
// The 15 s show test checks the Supply; this one each phase a round with investors brings, the investors' choice
// first (its radio box was squeezed to 13×22 px by the text beside it).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep } from '@birzha/test-support';
import { phone, startE2E, type E2E } from './harness.ts';
import { createTable, decide, myPhase, roundOf, startWithBots } from './stockpile-steps.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.stop();
});

/**
 * The controls of my decision on screen that a finger would miss: buttons and labels under 44 px either way (a
 * label's text may make it wider, never lower), and check boxes and radios under 22 px (inside a 44 px label).
 */
function smallTargets(page: Page): Promise<string[]> {
  return page
    .locator('section.is-my-turn')
    .locator('button, [role=button], select, input, label')
    .evaluateAll((els) =>
      els.flatMap((el) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (r.width === 0 || style.visibility === 'hidden' || style.opacity === '0') return [];
        const type = el instanceof HTMLInputElement ? el.type : '';
        const box = type === 'checkbox' || type === 'radio';
        const min = box ? 22 : 44;
        const small = el.tagName === 'LABEL' ? r.height < min : r.width < min || r.height < min;
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
        return small ? [`${el.tagName.toLowerCase()}${box ? `[${type}]` : ''} "${name}": ${r.width}×${r.height}`] : [];
      }),
    );
}

describe('Stockpile on a phone', () => {
  it('every decision of a round with investors has targets of 44 px (check boxes 22 px)', async () => {
    const ctx = await phone(e2e.browser, 'ru-RU');
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await createTable(page, e2e.base, 3, ['bot', 'bot'], { investors: true, seconds: '0' });
    await startWithBots(page);

    const round = { n: 1 };
    const checked = new Map<string, string[]>();
    const until = Date.now() + 4 * 60_000;
    while (round.n <= 1) {
      expect(Date.now() < until, 'the first round did not end in time').toBe(true);
      round.n = await roundOf(page, round.n);
      if ((await page.locator('.board--stockpile').getAttribute('data-show')) === 'true') {
        await page.getByTestId('skip-movement').click();
        continue;
      }
      // Only when the board waits for me: decide() reads the phase again, and a turn that came between the two
      // reads would be played unchecked (CI once missed Demand that way).
      const phase = await myPhase(page);
      if (phase === null) {
        await sleep(50);
        continue;
      }
      if (!checked.has(phase)) checked.set(phase, await smallTargets(page));
      await decide(page, round);
    }
    expect([...checked.keys()]).toEqual(expect.arrayContaining(['investors', 'supply', 'demand', 'selling']));
    for (const [phase, small] of checked) expect(small, `${phase}: targets under 44 px`).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
