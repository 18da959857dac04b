// What a person does at a Checkers Exchange table through the UI alone, for the browser tests that seat one
// (checkers-exchange.test.ts, turn-based.test.ts): read the phase, say Ready, play their plies on the board.
import type { CheckersExchange } from '@birzha/engine';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { sleep } from '@birzha/test-support';
import { steerPly, type ShownPiece } from './checkers-exchange-steer.ts';
import { SHOTS } from './harness.ts';
import { mouseDrag } from './mouse-drag.ts';

export function phaseOf(page: Page): Promise<string | null> {
  return page.getByTestId('ce-banner').getAttribute('data-phase', { timeout: 5_000 });
}

export function version(page: Page): Promise<string | null> {
  return page.locator('.table-page').getAttribute('data-version');
}

/** Waits until the page shows a newer version than `before` (the move went through). */
async function moved(page: Page, before: string | null): Promise<void> {
  await expect.poll(async () => (await version(page)) !== before, { timeout: 15_000 }).toBe(true);
}

/** Whether the banner's Ready toggle is there and off (the phase waits for me). */
export async function waitsForMe(page: Page): Promise<boolean> {
  const ready = page.getByTestId('ce-ready');
  if ((await ready.count()) === 0) return false;
  // The phase may close between the two looks (the toggle then goes): short, forgiving.
  return (await ready.getAttribute('aria-pressed', { timeout: 1_000 }).catch(() => null)) === 'false';
}

/** Clicks what sends a move and waits until the page shows the version it made. */
export async function send(page: Page, target: Locator): Promise<void> {
  const before = await version(page);
  await target.click();
  await moved(page, before);
}

export async function pressReady(page: Page): Promise<void> {
  await send(page, page.getByTestId('ce-ready'));
}

/** The pieces on the page's board, from its squares' data attributes. */
async function shownPieces(page: Page): Promise<ShownPiece[]> {
  return page.locator('[data-testid^="ce-sq-"][data-piece]').evaluateAll((els) =>
    els.map((e) => ({
      sq: e.getAttribute('data-testid')!.slice(6),
      firm: e.getAttribute('data-piece'),
      king: e.getAttribute('data-king') === 'true',
    })),
  ) as Promise<ShownPiece[]>;
}

/**
 * My ply through the board alone: the person plays for captures (steerPly picks the ply from the board the page
 * shows), then picks the piece up and puts it down by a click or a mouse drag, landing square by landing square for
 * a multi-capture, or from the list of paths when the page asks.
 */
export async function playPly(page: Page, options: { readonly drag: boolean }): Promise<void> {
  const before = await version(page);
  const firm = (await page.getByTestId('ce-board-caption').getAttribute('data-firm')) as CheckersExchange.FirmId | null;
  const notation = firm === null ? null : steerPly(await shownPieces(page), firm);
  if (notation === null) return;
  const squares = notation.split(/[-:]/);
  const sq = (name: string) => page.getByTestId(`ce-sq-${name}`);
  await sq(squares[0]!).click();
  await page.locator('[data-target="true"]').first().waitFor({ timeout: 5_000 });
  if (options.drag && squares.length === 2) await mouseDrag(sq(squares[0]!), sq(squares[1]!));
  else
    for (const landing of squares.slice(1)) {
      // Each click may be the one that sends the ply (the board then changes under the next look): short, forgiving.
      if ((await version(page)) !== before) break;
      const listed = page.locator(`[data-testid=ce-path-choice] button[data-notation="${notation}"]`);
      if ((await listed.count()) > 0) {
        await listed.click({ timeout: 2_000 }).catch(() => undefined);
        break;
      }
      await sq(landing)
        .click({ timeout: 2_000 })
        .catch(() => undefined);
    }
  await moved(page, before).catch(async (e: unknown) => {
    // a ply that did not go through (seen once in a whole game): what the page showed, for the next look
    await page.screenshot({ path: join(SHOTS, 'checkers-exchange-ply-failed.png') });
    const marked = await page
      .locator('[data-selected="true"],[data-target="true"]')
      .evaluateAll((es) => es.map((x) => x.getAttribute('data-testid')));
    throw new Error(`the ply ${notation} (drag: ${options.drag}) did not go through; marked: ${marked.join(' ')}`, {
      cause: e,
    });
  });
}

/**
 * Plays the people's part until `done`, within `ms`: Ready in the auction, their plies on the board by clicks (the
 * bots play the rest).
 */
async function playUntil(pages: readonly Page[], done: () => Promise<boolean>, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!(await done())) {
    expect(Date.now() < until, 'the table did not get there in time').toBe(true);
    for (const page of pages) {
      try {
        const phase = await phaseOf(page);
        if (phase === 'auction' && (await waitsForMe(page))) await pressReady(page);
        if (phase === 'board' && (await page.getByTestId('ce-board-caption').getAttribute('data-my-turn')) === 'true')
          await playPly(page, { drag: false });
      } catch {
        // the phase moved on under the person's hand (a clock ran out): look again
      }
    }
    await sleep(150);
  }
}

/** B takes the free seat at A's new table, A starts the match, and both pages show the board. */
export async function joinAndStart(base: string, tableId: string, A: Page, B: Page): Promise<void> {
  await B.goto(`${base}/t/${tableId}`);
  await B.locator('[data-action=sit]').first().click();
  await A.locator('[data-action=start]:enabled').waitFor({ timeout: 15_000 });
  await A.locator('[data-action=start]').click();
  for (const p of [A, B]) await p.locator('.board--ce').waitFor({ timeout: 15_000 });
}

/** Both people play their part (Ready in the auction, their plies) until both pages show year 1's session. */
export async function playToSession(A: Page, B: Page, ms: number): Promise<void> {
  await playUntil([A, B], async () => (await phaseOf(A)) === 'session' && (await phaseOf(B)) === 'session', ms);
}
