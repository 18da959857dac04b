// The lobby's create form as the browser tests fill it: the seats after mine, then send it and land on the table.
import type { Page } from 'playwright-core';

/**
 * Each seat after mine: a person's open seat, or an intermediate bot (every game offers one; the list's first bot is
 * the strongest the game has, an expert in some, at up to a second a decision).
 */
export async function chooseSeats(page: Page, seats: readonly ('human' | 'bot')[]): Promise<void> {
  for (const [i, kind] of seats.entries()) {
    const select = page.locator(`select[name="seat-${i + 1}"]`);
    if (kind === 'human') await select.selectOption('human');
    else await select.selectOption('intermediate');
  }
}

/** Sends the create form, waits for the new table's page (an address that matches `lands`), and gives its id. */
export async function submitCreateForm(page: Page, lands: RegExp = /\/t\/[A-Za-z0-9_-]+/): Promise<string> {
  await page.locator('.create-form button[type=submit]').click();
  await page.waitForURL(lands);
  return new URL(page.url()).pathname.split('/').pop() as string;
}
