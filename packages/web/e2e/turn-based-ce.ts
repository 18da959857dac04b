// A person's part at a Checkers Exchange table for the turn-based browser test (issue 25): Ready in the phases that
// wait for everyone, their plies on the board (the bots play the rest). The same steps as checkers-exchange.test.ts.
import type { CheckersExchange } from '@birzha/engine';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { steerPly, type ShownPiece } from './checkers-exchange-steer.ts';
import { sleep } from '@birzha/test-support';

export function phaseOf(page: Page): Promise<string | null> {
  return page.getByTestId('ce-banner').getAttribute('data-phase', { timeout: 5_000 });
}

function version(page: Page): Promise<string | null> {
  return page.locator('.table-page').getAttribute('data-version');
}

async function moved(page: Page, before: string | null): Promise<void> {
  await expect.poll(async () => (await version(page)) !== before, { timeout: 15_000 }).toBe(true);
}

/** Whether the banner's Ready toggle is there and off (the phase waits for me). */
export async function waitsForMe(page: Page): Promise<boolean> {
  const ready = page.getByTestId('ce-ready');
  if ((await ready.count()) === 0) return false;
  return (await ready.getAttribute('aria-pressed', { timeout: 1_000 }).catch(() => null)) === 'false';
}

export async function pressReady(page: Page): Promise<void> {
  const before = await version(page);
  await page.getByTestId('ce-ready').click();
  await moved(page, before);
}

/** My ply by clicks: the piece steerPly picks from the board the page shows, then each landing square. */
async function playPly(page: Page): Promise<void> {
  const before = await version(page);
  const firm = (await page.getByTestId('ce-board-caption').getAttribute('data-firm')) as CheckersExchange.FirmId | null;
  const pieces = (await page.locator('[data-testid^="ce-sq-"][data-piece]').evaluateAll((els) =>
    els.map((e) => ({
      sq: e.getAttribute('data-testid')!.slice(6),
      firm: e.getAttribute('data-piece'),
      king: e.getAttribute('data-king') === 'true',
    })),
  )) as ShownPiece[];
  const notation = firm === null ? null : steerPly(pieces, firm);
  if (notation === null) return;
  const squares = notation.split(/[-:]/);
  await page.getByTestId(`ce-sq-${squares[0]!}`).click();
  await page.locator('[data-target="true"]').first().waitFor({ timeout: 5_000 });
  for (const landing of squares.slice(1)) {
    if ((await version(page)) !== before) break;
    const listed = page.locator(`[data-testid=ce-path-choice] button[data-notation="${notation}"]`);
    if ((await listed.count()) > 0) {
      await listed.click({ timeout: 2_000 }).catch(() => undefined);
      break;
    }
    await page
      .getByTestId(`ce-sq-${landing}`)
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  await moved(page, before);
}

/** Plays the people's part until `done`: Ready in the auction, their plies on the board. */
export async function playUntil(pages: readonly Page[], done: () => Promise<boolean>, ms = 6 * 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await done())) {
    expect(Date.now() < until, 'the table did not get there in time').toBe(true);
    for (const page of pages) {
      try {
        const phase = await phaseOf(page);
        if (phase === 'auction' && (await waitsForMe(page))) await pressReady(page);
        if (phase === 'board' && (await page.getByTestId('ce-board-caption').getAttribute('data-my-turn')) === 'true')
          await playPly(page);
      } catch {
        // the phase moved on under the person's hand: look again
      }
    }
    await sleep(150);
  }
}
