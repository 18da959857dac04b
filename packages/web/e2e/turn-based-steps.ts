// Steps the turn-based browser tests share (issue 25): accounts with an address through the API, a turn-based table
// created from the lobby's form, whose turn it is.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitFor } from '@birzha/test-support';
import { submitCreateForm } from './create-form.ts';

/** Registers the page's guest as an account with an e-mail address (the API, as the account page sends it). */
export async function registerWithEmail(page: Page, base: string, username: string, email: string): Promise<void> {
  await page.goto(base);
  await page.getByTestId('my-name').waitFor();
  const status = await page.evaluate(
    async ({ username, email }) => {
      const post = (path: string, body: unknown) =>
        fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const r = await post('/api/account/register', { username, password: `${username}-a-long-password` });
      if (r.status !== 201) return `register ${r.status} ${await r.text()}`;
      const e = await post('/api/account/email', { email });
      return e.ok ? 'ok' : `email ${e.status} ${await e.text()}`;
    },
    { username, email },
  );
  expect(status).toBe('ok');
  await page.reload();
  await page.getByTestId('logout').waitFor({ timeout: 15_000 });
}

/** Chooses turn-based ("1 day per move, bank up to 3 days") in the lobby's create form; the estimate shows. */
export async function chooseTurnBased(page: Page): Promise<void> {
  await page.locator('.create-form input[name=pace-mode][value=turns]').check();
  await expect.poll(() => page.locator('.create-form select[name=pace-preset]').inputValue()).toBe('day');
  await page.locator('.create-form [data-testid=pace-estimate]').waitFor();
}

/** Submits the create form and returns the new table's id. */
export async function submitCreate(page: Page): Promise<string> {
  return submitCreateForm(page, /\/t\/[A-Za-z0-9_-]+$/);
}

/** Which of the pages has its turn now (waits until one has). */
export async function whoseTurn(pages: readonly Page[], timeoutMs = 30_000): Promise<Page> {
  const mine = async () => {
    for (const p of pages) if ((await p.locator('section.is-my-turn').count()) > 0) return p;
    return undefined;
  };
  return waitFor('somebody’s turn', mine, { timeoutMs, everyMs: 200 });
}

/** The table ids "My matches" lists, in order. */
export function myMatches(page: Page): Promise<string[]> {
  return page
    .locator('[data-list=mine] > li.table-item')
    .evaluateAll((items) => items.map((i) => i.getAttribute('data-table') ?? ''));
}
