// "Learn to play" in Chromium (issue 30, point 1): every game with a lesson (lessons/registry.ts, so a lesson added
// later is played too) is played to its end by a scripted learner on a phone and on a desktop, in Russian and in
// English, against the built server: the coach's words in the page's language at each step, the learner's turns
// made with the board's own controls (lesson-turns.ts, from each step's example turn), a reload half-way that resumes
// at the same step, "lesson complete" at the end, and no page error nor console error on the way. The time each run
// takes is printed as a JSON line (measured, not asserted).
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lesson } from '../src/lessons/lesson-types.ts';
import { LESSONS } from '../src/lessons/registry.ts';
import { desktop, phone, scrollsSideways, startE2E, type E2E } from './harness.ts';
import { LESSON_TURNS } from './lesson-turns.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.stop();
});

const LANGS = [
  { lang: 'ru', locale: 'ru-RU' },
  { lang: 'en', locale: 'en-US' },
] as const;
const DEVICES = { phone, desktop } as const;

/** Waits until the coach says this step's words. */
async function atStep(page: Page, lesson: Lesson, i: number, lang: 'ru' | 'en'): Promise<void> {
  const say = lesson.steps[i]?.say[lang];
  await expect
    .poll(() => page.getByTestId('coach-say').textContent(), { timeout: 15_000, message: `step ${i + 1}` })
    .toBe(say);
}

/** Plays the whole lesson as a learner; returns how long it took. */
async function learn(
  ctx: BrowserContext,
  lesson: Lesson,
  lang: 'ru' | 'en',
): Promise<{ ms: number; reloadAt: number }> {
  const turn = LESSON_TURNS[lesson.game];
  if (turn === undefined) throw new Error(`no driver for the ${lesson.game} lesson: add one to e2e/lesson-turns.ts`);
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${String(e)}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  const reloadAt = Math.floor(lesson.steps.length / 2);
  const started = Date.now();
  await page.goto(`${e2e.base}/learn/${lesson.game}`);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  await expect.poll(() => page.locator('.lesson__title').textContent(), { timeout: 15_000 }).toBe(lesson.title[lang]);
  for (const [i, step] of lesson.steps.entries()) {
    await atStep(page, lesson, i, lang);
    if (i === reloadAt) {
      // The place is kept: a reload opens the lesson at the same step, on the same board.
      await page.reload();
      await atStep(page, lesson, i, lang);
    }
    if (step.expect !== undefined) await turn(page, step.expect.any === true ? null : step.expect.example);
    if (step.after !== undefined)
      await expect
        .poll(() => page.getByTestId('coach-after').textContent(), { timeout: 30_000, message: `after ${i + 1}` })
        .toContain(step.after[lang]);
    await page.getByTestId('coach-next').click({ timeout: 30_000 });
  }
  await page.getByTestId('coach-done').waitFor({ timeout: 15_000 });
  const ms = Date.now() - started;
  expect(await scrollsSideways(page), 'the lesson scrolls sideways').toBe(false);
  expect(errors).toEqual([]);
  await page.close();
  return { ms, reloadAt: reloadAt + 1 };
}

describe('Learn to play in Chromium', () => {
  for (const game of Object.keys(LESSONS))
    for (const [device, open] of Object.entries(DEVICES))
      for (const { lang, locale } of LANGS)
        it(`${game}: the lesson played to its end on a ${device} in ${lang}`, async () => {
          const load = LESSONS[game];
          if (load === undefined) throw new Error(game);
          const { lesson } = await load();
          const ctx = await open(e2e.browser, locale);
          try {
            const { ms, reloadAt } = await learn(ctx, lesson, lang);
            console.log(JSON.stringify({ lesson: game, device, lang, steps: lesson.steps.length, reloadAt, ms }));
          } finally {
            await ctx.close();
          }
        });
});
