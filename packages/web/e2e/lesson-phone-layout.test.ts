// The lessons and the rules' summaries on a 390×844 phone (issue 30, found on a phone): (a) at every step of every
// lesson that waits for the learner's turn, each control of the board (the highlighted zones' and the rest the turn
// may need, Stockpile's face-up / face-down radios among them) can be scrolled into view and tapped, not lying under
// the sticky coach: the point a finger would touch, the centre of the control once the browser has scrolled it into
// view, is the control's own; (b) every summary picture of every game's rules page, in Russian and in English, lies
// within the screen's width (360 and 390 px) and is not cut on the right (no container of the picture overflows
// sideways).
import { GAMES, getGame } from '@birzha/engine';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followExamples, progressOf } from '../src/lessons/lesson-runner.ts';
import type { Lesson } from '../src/lessons/lesson-types.ts';
import { LESSONS } from '../src/lessons/registry.ts';
import { phone, scrollsSideways, startE2E, type E2E } from './harness.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.stop();
});

/** Where this browser keeps a lesson's place (lessons/progress-store.ts): the test opens each step from there. */
const progressKey = (game: string) => `birzha.lesson.${game}`;

/** The lesson's steps that wait for the learner's turn, each with the kept place that opens the lesson there. */
async function waitingSteps(game: string): Promise<{ lesson: Lesson; steps: { at: number; progress: string }[] }> {
  const load = LESSONS[game];
  const engine = getGame(game);
  if (load === undefined || engine === undefined) throw new Error(`no lesson or engine for ${game}`);
  const { lesson } = await load();
  const steps = lesson.steps.flatMap((step, at) =>
    step.expect === undefined
      ? []
      : [{ at, progress: JSON.stringify(progressOf(followExamples(lesson, engine, at).run)) }],
  );
  return { lesson, steps };
}

/** Waits until the page has stopped scrolling (the highlight's smooth scroll to the step's zone). */
async function settled(page: Page): Promise<void> {
  let last = -1;
  for (let same = 0; same < 3;) {
    await page.waitForTimeout(120);
    const y = await page.evaluate(() => window.scrollY);
    same = y === last ? same + 1 : 0;
    last = y;
  }
}

/**
 * Each visible, enabled control of the lesson's board, scrolled into view as the browser does for a focused control
 * (the nearest edge, the page's scroll padding respected): the controls whose centre is then not theirs (what covers
 * it, usually the coach) or off the screen. A radio or check box drawn under its label is touched on the label.
 * Also which controls were checked, by their data attributes.
 */
function coveredControls(page: Page): Promise<{ covered: string[]; checked: string[] }> {
  return page.evaluate(() => {
    const board = document.querySelector('[data-testid=lesson-board]');
    if (board === null) return { covered: ['no lesson board'], checked: [] };
    const name = (el: Element) => {
      const attrs = Array.from(el.attributes)
        .filter((a) => a.name.startsWith('data-') || a.name === 'aria-label')
        .map((a) => `[${a.name}=${a.value}]`)
        .join('');
      return `${el.tagName.toLowerCase()}${attrs} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
    };
    const hidden = (el: Element) => {
      if (el.closest('[inert], [aria-hidden=true]') !== null) return true;
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width < 2 || r.height < 2 || style.visibility === 'hidden';
    };
    const controls = Array.from(
      board.querySelectorAll<HTMLElement>(
        'button, select, textarea, input:not([type=hidden]), a[href], [role=button], [role=radio], [role=checkbox]',
      ),
    ).filter((el) => !(el as HTMLButtonElement).disabled && el.closest('fieldset:disabled') === null);
    const targets = [...new Set(controls.map((el) => (el instanceof HTMLInputElement && el.closest('label')) || el))];
    const covered: string[] = [];
    const checked: string[] = [];
    for (const el of targets) {
      if (hidden(el)) continue;
      el.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
      const r = el.getBoundingClientRect();
      const [top, bottom] = [Math.max(r.top, 0), Math.min(r.bottom, window.innerHeight)];
      const [left, right] = [Math.max(r.left, 0), Math.min(r.right, document.documentElement.clientWidth)];
      const input = el instanceof HTMLLabelElement ? el.querySelector('input') : null;
      checked.push(name(input ?? el));
      if (bottom - top < 1 || right - left < 1) {
        covered.push(`${name(el)}: off the screen at ${Math.round(r.top)}..${Math.round(r.bottom)}`);
        continue;
      }
      const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      if (hit === null || !el.contains(hit))
        covered.push(
          `${name(el)} at y ${Math.round((top + bottom) / 2)}: under ${hit === null ? 'nothing' : name(hit)}`,
        );
    }
    return { covered, checked };
  });
}

/** Where the step has scrolled its first highlighted zone: null when it starts below the coach, else what covers it. */
function lookUnderCoach(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const coach = document.querySelector('.coach')?.getBoundingClientRect();
    const look = Array.from(document.querySelectorAll('.lesson-look'))
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .find(({ r }) => r.width > 0 && r.height > 0);
    if (coach === undefined || look === undefined) return null;
    return look.r.top >= coach.bottom - 1
      ? null
      : `the highlighted ${look.el.className} starts at y ${Math.round(look.r.top)}, under the coach (to ${Math.round(coach.bottom)})`;
  });
}

describe('Lessons on a phone', () => {
  for (const game of Object.keys(LESSONS))
    it(`${game}: at each step that waits for a turn, every control of the board is visible and tappable`, async () => {
      const { lesson, steps } = await waitingSteps(game);
      expect(steps.length).toBeGreaterThan(0);
      const ctx = await phone(e2e.browser, 'ru-RU');
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(`${e2e.base}/`);
      const problems: string[] = [];
      const checked: string[] = [];
      try {
        for (const { at, progress } of steps) {
          await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
            key: progressKey(game),
            value: progress,
          });
          await page.goto(`${e2e.base}/learn/${game}`);
          await expect
            .poll(() => page.getByTestId('coach-say').textContent(), { timeout: 15_000, message: `step ${at + 1}` })
            .toBe(lesson.steps[at]?.say.ru);
          await page.locator('[data-testid=lesson-board] .zone').first().waitFor();
          await settled(page);
          const arrival = await lookUnderCoach(page);
          if (arrival !== null) problems.push(`step ${at + 1}: ${arrival}`);
          const found = await coveredControls(page);
          problems.push(...found.covered.map((c) => `step ${at + 1}: ${c}`));
          checked.push(...found.checked.map((c) => `step ${at + 1}: ${c}`));
        }
      } finally {
        await ctx.close();
      }
      console.log(JSON.stringify({ game, steps: steps.map((s) => s.at + 1), controls: checked.length }));
      if (game === 'stockpile') {
        // The step that asks for the supply: both face-up / face-down radios of each card were checked.
        expect(checked.filter((c) => /data-face-(up|down)=/.test(c)).length).toBeGreaterThanOrEqual(4);
      }
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    });
});

/**
 * What of each element `selector` finds is cut sideways: the element reaching past the screen's edges, or it or an
 * element in it whose content is wider than its box where it does not show what overflows (a clipped table head, a
 * table scrolled inside a picture). What is hidden on purpose (words for screen readers only) does not count.
 */
function clipped(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const width = document.documentElement.clientWidth;
    const unseen = (el: Element, top: Element) => {
      for (let a: Element | null = el; a !== null && a !== top.parentElement; a = a.parentElement) {
        const style = getComputedStyle(a);
        const r = a.getBoundingClientRect();
        if (style.clip !== 'auto' || style.clipPath !== 'none' || r.width <= 1 || style.display === 'none') return true;
      }
      return false;
    };
    return Array.from(document.querySelectorAll(selector)).flatMap((top, i) => {
      const part = top.closest('[data-part]')?.getAttribute('data-part') ?? String(i);
      const out: string[] = [];
      const r = top.getBoundingClientRect();
      if (r.left < 0 || r.right > width + 0.5) out.push(`${part}: it spans ${r.left}..${r.right} of ${width}`);
      for (const el of [top, ...Array.from(top.querySelectorAll('*'))]) {
        if (getComputedStyle(el).overflowX === 'visible' || unseen(el, top)) continue;
        if (el.scrollWidth > el.clientWidth + 1)
          out.push(
            `${part}: ${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} holds ${el.scrollWidth} px in ${el.clientWidth}`,
          );
      }
      return out;
    });
  }, selector);
}

describe('The boards on a 360 px phone', () => {
  for (const locale of ['ru-RU', 'en-US'])
    it(`no table of a lesson's board is cut sideways, in ${locale.slice(0, 2)}`, async () => {
      const ctx = await phone(e2e.browser, locale, 360, 740);
      const page = await ctx.newPage();
      const problems: string[] = [];
      try {
        for (const game of Object.keys(LESSONS)) {
          await page.goto(`${e2e.base}/learn/${game}`);
          await page.getByTestId('lesson-board').locator('table').first().waitFor();
          problems.push(
            ...(await clipped(page, '[data-testid=lesson-board] :is(table, .table-scroll)')).map((p) => `${game} ${p}`),
          );
          if (await scrollsSideways(page)) problems.push(`${game}: the page scrolls sideways`);
        }
      } finally {
        await ctx.close();
      }
      expect(problems).toEqual([]);
    });
});

describe('The rules summaries on a phone', () => {
  // 360 px: the narrowest common phone (many Android phones); 390: an iPhone's.
  for (const locale of ['ru-RU', 'en-US'])
    for (const width of [360, 390])
      it(`every summary picture of every game fits ${width} px, in ${locale.slice(0, 2)}`, async () => {
        const ctx = await phone(e2e.browser, locale, width);
        const page = await ctx.newPage();
        const problems: string[] = [];
        try {
          for (const game of Object.keys(GAMES)) {
            await page.goto(`${e2e.base}/rules/${game}`);
            await page.getByTestId('summary-picture').first().waitFor();
            // The pictures come with the rules' lazy part: each has drawn something.
            await page.waitForFunction(() =>
              Array.from(document.querySelectorAll('[data-testid=summary-picture]')).every(
                (p) => p.childElementCount > 0,
              ),
            );
            expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale.slice(0, 2));
            expect(await page.getByTestId('summary-picture').count(), game).toBeGreaterThan(0);
            problems.push(...(await clipped(page, '[data-testid=summary-picture]')).map((p) => `${game} ${p}`));
            if (await scrollsSideways(page)) problems.push(`${game}: the page scrolls sideways`);
          }
        } finally {
          await ctx.close();
        }
        expect(problems).toEqual([]);
      });
});
