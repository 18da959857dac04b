import { GAMES, parseRecord, replay, stockpile } from '@birzha/engine';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, desktop, phone, scrollsSideways, startE2E, type E2E } from './harness.ts';
import { createTable, decide, logSections, myPhase, shot, startWithBots } from './stockpile-steps.ts';
import { sleep } from '@birzha/test-support';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.stop();
});

describe('Stockpile in the browser', () => {
  it('one person and three bots play a whole 4-player game with investors through the UI; reload; results and replay', async () => {
    const ctx: BrowserContext = await desktop(e2e.browser, 'ru-RU');
    const page = await ctx.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));

    await page.goto(e2e.base);
    await page.locator('select[name=game]').selectOption('stockpile');
    await shot(page, '01-create-form');
    expect(await axeViolations(page)).toEqual([]);
    const tableId = await createTable(page, e2e.base, 4, ['bot', 'bot', 'bot'], { investors: true, seconds: '0' });
    await startWithBots(page);

    const seen = new Set<string>();
    const round = { n: 1 };
    let reloaded = false;
    let decisions = 0;
    const until = Date.now() + 9 * 60_000;
    while ((await page.getByTestId('results').count()) === 0) {
      expect(Date.now() < until, 'the game did not finish in time').toBe(true);
      const title = (await page.locator('#sp-phase-title').textContent()) ?? '';
      round.n = Number(/(\d+)/.exec(title)?.[1] ?? round.n);
      const phase = await myPhase(page);
      if (phase !== null && !seen.has(phase)) {
        seen.add(phase);
        await shot(page, `02-desktop-${phase}`);
        expect(await axeViolations(page), phase).toEqual([]);
      }
      if (!reloaded && round.n >= 2 && phase !== null) {
        // A reload while the bots wait for me: the seat, the view and the whole log come back, in the same sections
        // and order as the log built live from the updates.
        const live = await logSections(page);
        expect(live.length).toBeGreaterThan(4);
        await page.reload();
        await page.locator('section.is-my-turn').waitFor({ timeout: 15_000 });
        await expect.poll(() => logSections(page), { timeout: 15_000 }).toEqual(live);
        reloaded = true;
      }
      if ((await decide(page, round)) !== null) decisions++;
      if ((await page.getByTestId('movement-step').count()) > 0 && !seen.has('movement')) {
        seen.add('movement');
        await shot(page, '03-desktop-movement');
        await page.getByTestId('skip-movement').click();
        await expect.poll(() => page.getByTestId('movement-step').count()).toBe(0);
      }
      await sleep(100);
    }
    expect(reloaded).toBe(true);
    for (const p of ['investors', 'supply', 'demand', 'selling']) expect(seen, p).toContain(p);
    expect(decisions).toBeGreaterThanOrEqual(6 * 3);
    await page.getByTestId('final').waitFor();
    await shot(page, '04-desktop-final');
    expect(await axeViolations(page)).toEqual([]);

    // The ranking and the final money on the page are what the stored record replays to.
    const raw = await (await ctx.request.get(`${e2e.base}/api/tables/${tableId}/record`)).json();
    const record = parseRecord(raw, GAMES);
    if (!record.ok) throw new Error(record.error.code);
    const final = replay(stockpile, record.value);
    if (!final.ok) throw new Error('record does not replay');
    const outcome = stockpile.outcome(final.value.state);
    if (outcome === undefined) throw new Error('not finished');
    const rows = await page.locator('[data-testid=results] tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({
        seat: Number(tr.getAttribute('data-seat')),
        place: Number(tr.getAttribute('data-place')),
        // Money as the language writes it ("167 000 $", "−2 000 $"): the digits and the sign.
        score: Number(
          (tr.querySelector('[data-testid^=score-]')?.textContent ?? '').replace('\u2212', '-').replace(/[^\d-]/gu, ''),
        ),
      })),
    );
    // Places as the page ranks ties (1, 1, 3, 4): one more than the seats ranked above (a tie for first came up once).
    const above = (i: number) => outcome.ranking.slice(0, i).reduce((n, g) => n + g.length, 0);
    expect(rows).toEqual(
      outcome.ranking.flatMap((group, i) =>
        group.map((seat) => ({ seat, place: above(i) + 1, score: outcome.scores[seat] })),
      ),
    );

    // The replay viewer shows the same board, read-only, as a spectator and through a seat's eyes.
    await page.getByTestId('open-replay').click();
    await page.getByTestId('replay').waitFor();
    await page.locator('.replay__slider').fill('30');
    await page.locator('.board--stockpile').waitFor();
    expect(await page.locator('section.is-my-turn').count()).toBe(0);
    await page.getByTestId('replay-viewer').selectOption('0');
    await expect.poll(() => page.getByTestId('my-forecasts').count()).toBe(1);
    await shot(page, '05-replay');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('two people play a round in two browsers, one on a phone; every phase in both languages, nothing sideways', async () => {
    const ctxA = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
    const ctxB = await phone(e2e.browser, 'ru-RU');
    const A = await ctxA.newPage();
    const B = await ctxB.newPage();
    const errors: string[] = [];
    for (const p of [A, B]) p.on('pageerror', (e) => errors.push(String(e)));

    const tableId = await createTable(A, e2e.base, 2, ['human'], { investors: true, seconds: '600' });
    await B.goto(`${e2e.base}/t/${tableId}`);
    await B.locator('[data-action=sit]').first().click();
    await A.locator('[data-action=start]:enabled').waitFor({ timeout: 10_000 });
    await A.locator('[data-action=start]').click();
    for (const p of [A, B]) await p.locator('.board--stockpile').waitFor({ timeout: 15_000 });

    const seen = { A: new Set<string>(), B: new Set<string>() };
    const round = { n: 1 };
    const until = Date.now() + 5 * 60_000;
    // One round: from the investors to the Movement, and on into round 2's Supply.
    while (!/(Раунд|Round) 2/.test((await A.locator('#sp-phase-title').textContent()) ?? '')) {
      expect(Date.now() < until, 'the round did not finish in time').toBe(true);
      for (const [who, page] of [
        ['A', A],
        ['B', B],
      ] as const) {
        const phase = await myPhase(page);
        if (phase !== null && !seen[who].has(phase)) {
          seen[who].add(phase);
          await shot(page, `1${who === 'A' ? '0-desktop' : '1-phone'}-${phase}`);
          expect(await axeViolations(page), `${who} ${phase}`).toEqual([]);
          expect(await scrollsSideways(page), `${who} ${phase}`).toBe(false);
        }
        // Not when the board did not wait for this page: decide() reads the phase again, and a turn that came
        // between the two reads would be played unseen.
        if (phase !== null) await decide(page, round);
      }
      await sleep(100);
    }
    for (const p of ['investors', 'supply', 'demand', 'selling']) {
      expect(seen.A, p).toContain(p);
      expect(seen.B, p).toContain(p);
    }
    // The Movement's reveals are in the log in words for both, each in their own language.
    await expect.poll(() => B.locator('.log__line--pairRevealed').count()).toBeGreaterThanOrEqual(6);
    expect(await A.locator('.log__line--pairRevealed').first().textContent()).toMatch(/forecast: /);
    expect(await B.locator('.log__line--pairRevealed').first().textContent()).toMatch(
      /^(Прогноз игрока .+|Открытый прогноз|Скрытый прогноз): /u,
    );
    await shot(B, '12-phone-round-2');
    expect(await scrollsSideways(B)).toBe(false);
    // The narrow phone too.
    await B.setViewportSize({ width: 360, height: 740 });
    await shot(B, '13-phone-360');
    expect(await scrollsSideways(B)).toBe(false);

    // Resigning ends a two-player game at once.
    await B.locator('[data-action=resign]').click();
    await B.locator('[data-action=resign-confirm]').click();
    for (const p of [A, B]) await p.getByTestId('results').waitFor({ timeout: 15_000 });
    await shot(B, '14-phone-results');
    expect(await scrollsSideways(B)).toBe(false);
    expect(errors).toEqual([]);
    await ctxA.close();
    await ctxB.close();
  });
});
