import { checkersExchange, GAMES, parseRecord, replay, type CheckersExchange } from '@birzha/engine';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  joinAndStart,
  phaseOf,
  playPly,
  playToSession,
  pressReady,
  send,
  waitsForMe,
} from './checkers-exchange-steps.ts';
import { axeViolations, desktop, phone, scrollsSideways, SHOTS, startE2E, type E2E } from './harness.ts';
import { sleep } from '@birzha/test-support';
import { chooseSeats, submitCreateForm } from './create-form.ts';

let e2e: E2E;
beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.stop();
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS, `checkers-exchange-${name}.png`), fullPage: true });

/** Nothing on the page is wider than the screen (no sideways scrolling on a phone). */
/** B hands A its firms' move tokens for the year the token serves (spec 7.3), through the token form. */
async function giveTokens(page: Page, to: number): Promise<number> {
  const form = page.getByTestId('ce-token-form');
  if ((await form.count()) === 0) return 0;
  const firms = await form
    .getByTestId('ce-token-firm')
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  for (const firm of firms) {
    await form.getByTestId('ce-token-firm').selectOption(firm);
    await form.getByTestId('ce-token-to').selectOption(String(to));
    await form.getByTestId('ce-token-scope').selectOption('year');
    await send(page, form.getByTestId('ce-token-submit'));
  }
  return firms.length;
}

/** Fills the order form and sends it; the form's own words must not refuse it. */
async function placeOrder(
  page: Page,
  order: { account?: string; side: 'buy' | 'sell'; firm: string; qty: number; limit: number },
): Promise<void> {
  const form = page.getByTestId('ce-order-form');
  // the firm is chosen above the book; the form trades the firm chosen
  await page.getByTestId(`ce-book-firm-${order.firm}`).click();
  if (order.account !== undefined) await form.getByTestId('ce-order-account').selectOption(order.account);
  await form.getByTestId(`ce-order-side-${order.side}`).click();
  await form.getByTestId('ce-order-qty').fill(String(order.qty));
  await form.getByTestId('ce-order-limit').fill(String(order.limit));
  const refusal = page.getByTestId('ce-order-refusal');
  expect(await refusal.count(), (await refusal.textContent().catch(() => null)) ?? '').toBe(0);
  await send(page, form.getByTestId('ce-order-send'));
}

async function createTable(page: Page, seats: readonly ('human' | 'bot')[], years: number): Promise<string> {
  await page.goto(e2e.base);
  await page.locator('select[name=game]').selectOption('checkers-exchange');
  await page.locator('select[name=players]').selectOption(String(seats.length + 1));
  await page.locator('select[name=timing]').selectOption('blitz');
  await page.locator('select[name=years]').selectOption(String(years));
  await chooseSeats(page, seats);
  await shot(page, '01-create-form');
  expect(await axeViolations(page)).toEqual([]);
  return submitCreateForm(page);
}

/** What each person has done so far through the page. */
interface Progress {
  bid: boolean;
  traded: number;
  requested: boolean;
  voted: boolean;
  sessions: number;
  tokens: number;
}

/** A meeting through the panel: nominate myself where I may, then vote my shares (for myself where I am a candidate). */
async function meet(page: Page, progress: Progress): Promise<void> {
  const nominate = page.locator('button[data-testid^="ce-nominate-"]:enabled');
  if ((await nominate.count()) > 0) {
    await send(page, nominate.first());
  }
  const vote = page.locator('button[data-testid^="ce-vote-"][aria-pressed="false"]:enabled');
  if ((await vote.count()) > 0) {
    await send(page, vote.last());
    progress.voted = true;
  }
}

/** How a person plays: plies by mouse drag, trades in the session, gives its firms' move tokens to a seat. */
interface StepOptions {
  readonly drag: boolean;
  readonly trade: boolean;
  readonly tokensTo: number | null;
}

/**
 * One step of a person at the table. A timed phase may close while the person is still at it (its clock ran out on
 * a slow machine): the page then moves on, and so does the person (a later session trades instead).
 */
async function step(page: Page, progress: Progress, options: StepOptions): Promise<string | null> {
  const phase = await phaseOf(page);
  try {
    return await stepIn(page, progress, options);
  } catch (e) {
    if ((await phaseOf(page).catch(() => null)) === phase) throw e;
    return null;
  }
}

/** What the phase asks of this seat now, through the page. Returns the phase it acted in. */
async function stepIn(page: Page, progress: Progress, options: StepOptions): Promise<string | null> {
  const phase = await phaseOf(page);
  switch (phase) {
    case 'board': {
      const caption = page.getByTestId('ce-board-caption');
      if ((await caption.getAttribute('data-my-turn')) !== 'true') return null;
      await playPly(page, options);
      return phase;
    }
    case 'auction': {
      if (!(await waitsForMe(page))) return null;
      if (!progress.bid) {
        // Sealed bids on two firms: 10 shares of W1 and 6 of B2, priced to win a share of the lot.
        for (const [firm, qty, price] of [
          ['w1', 10, 30],
          ['b2', 6, 25],
        ] as const) {
          await page.getByTestId('ce-bid-firm').selectOption(firm);
          await page.getByTestId('ce-bid-qty').fill(String(qty));
          await page.getByTestId('ce-bid-price').fill(String(price));
          await send(page, page.getByTestId('ce-bid-send'));
        }
        await expect.poll(() => page.getByTestId('ce-my-bids').locator('tbody tr').count()).toBe(2);
        progress.bid = true;
      }
      if (options.tokensTo !== null) progress.tokens += await giveTokens(page, options.tokensTo);
      await pressReady(page);
      return phase;
    }
    case 'session': {
      if (!(await waitsForMe(page))) return null;
      if (options.trade) {
        // Buy at the best ask of the cheapest firm on offer (each firm's quote is on its tab): it trades at once.
        const asks = await page.locator('[data-testid^="ce-book-firm-"][data-ask]').evaluateAll((els) =>
          els.map((e) => ({
            firm: e.getAttribute('data-testid')!.slice(13),
            price: Number(e.getAttribute('data-ask')),
          })),
        );
        const best = asks.sort((a, b) => a.price - b.price)[0];
        if (best !== undefined) {
          await page.getByTestId(`ce-book-firm-${best.firm}`).click();
          const tape = await page.getByTestId('ce-tape').locator('tbody tr').count();
          await placeOrder(page, { side: 'buy', firm: best.firm, qty: 2, limit: best.price });
          await expect.poll(() => page.getByTestId('ce-tape').locator('tbody tr').count()).toBeGreaterThan(tape);
          progress.traded++;
        }
        // A resting order far from the market, then cancelled: the book and my orders follow.
        await placeOrder(page, { side: 'buy', firm: 'w2', qty: 1, limit: 1 });
        const cancel = page.locator('[data-testid^="ce-cancel-"]').first();
        await send(page, cancel);
      }
      const request = page.getByTestId('ce-request-meeting');
      if (!progress.requested && (await request.count()) > 0 && (await request.isEnabled())) {
        await send(page, request);
        await page.getByTestId('ce-request-filed').waitFor();
        progress.requested = true;
      }
      // Tokens issued in a session serve the next year (spec 7.3).
      if (options.tokensTo !== null) progress.tokens += await giveTokens(page, options.tokensTo);
      progress.sessions++;
      await pressReady(page);
      return phase;
    }
    case 'meeting': {
      if (!(await waitsForMe(page))) return null;
      await meet(page, progress);
      await pressReady(page);
      return phase;
    }
    default:
      return null;
  }
}

describe('Checkers Exchange in the browser', () => {
  it(
    'a person plays a whole blitz game with three heuristic bots through the UI (trade, meeting, capture), a second person trades from a phone for one session and lends the first one its firms',
    { timeout: 20 * 60_000 },
    async () => {
      const ctxA: BrowserContext = await desktop(e2e.browser, 'ru-RU');
      const ctxB = await phone(e2e.browser, 'en-GB');
      const A = await ctxA.newPage();
      const B = await ctxB.newPage();
      const errors: string[] = [];
      for (const p of [A, B]) p.on('pageerror', (e) => errors.push(String(e)));

      // Seats: A, three heuristic bots, and B (a phone) who trades in the first session and lends A its firms.
      const tableId = await createTable(A, ['bot', 'bot', 'bot', 'human'], 10);
      await joinAndStart(e2e.base, tableId, A, B);

      const progress = {
        A: { bid: false, traded: 0, requested: false, voted: false, sessions: 0, tokens: 0 },
        B: { bid: false, traded: 0, requested: false, voted: false, sessions: 0, tokens: 0 },
      };
      const seen = { A: new Set<string>(), B: new Set<string>() };
      // axe-core's findings per phase, checked once the game is over (so one run shows all of them).
      const a11y: string[] = [];
      let plies = 0;
      const until = Date.now() + 15 * 60_000;
      /** One person's loop: look at each phase once (screenshot, axe), act when the table waits for them. */
      const play = async (who: 'A' | 'B', page: Page, done: () => Promise<boolean>) => {
        while (!(await done())) {
          expect(Date.now() < until, 'the game did not finish in time').toBe(true);
          const phase = await phaseOf(page).catch(() => null);
          if (phase !== null && !seen[who].has(phase)) {
            seen[who].add(phase);
            await shot(page, `${who === 'A' ? '02-desktop' : '03-phone'}-${phase}`);
            for (const v of await axeViolations(page)) a11y.push(`${who} ${phase}: ${v}`);
            if (who === 'B' && (await scrollsSideways(page))) a11y.push(`B ${phase}: scrolls sideways`);
          }
          const acted = await step(page, progress[who], {
            drag: who === 'A' && plies % 2 === 1,
            trade: who === 'B' ? progress.B.sessions === 0 : progress.A.traded < 2,
            tokensTo: who === 'B' ? 0 : null,
          });
          if (acted === 'board' && who === 'A') plies++;
          await sleep(100);
        }
      };
      const over = (page: Page) => async () => (await page.getByTestId('ce-settlement').count()) > 0;
      // B trades in the first session only; in the auction and every session it hands A its firms' move tokens for
      // the coming year (so A moves them too) and says ready.
      await Promise.all([play('A', A, over(A)), play('B', B, over(B))]);
      await A.getByTestId('ce-settlement').waitFor();
      await shot(A, '04-desktop-finished');
      for (const v of await axeViolations(A)) a11y.push(`A finished: ${v}`);
      expect(a11y).toEqual([]);
      for (const p of ['auction', 'board', 'session', 'meeting']) expect(seen.A, p).toContain(p);
      for (const p of ['auction', 'session']) expect(seen.B, p).toContain(p);
      expect(progress.B.tokens).toBeGreaterThan(0);

      // The record shows what the people did: A's trade, meeting moves and a capture; B's order.
      const raw = await (await ctxA.request.get(`${e2e.base}/api/tables/${tableId}/record`)).json();
      const record = parseRecord(raw, GAMES);
      if (!record.ok) throw new Error(record.error.code);
      const final = replay(checkersExchange, record.value);
      if (!final.ok) throw new Error('record does not replay');
      const state = final.value.state;
      const outcome = checkersExchange.outcome(state);
      if (outcome === undefined) throw new Error('not finished');
      const moves = record.value.moves as readonly { seat: number; move: CheckersExchange.Move }[];
      const of = (seat: number, type: string) => moves.filter((m) => m.seat === seat && m.move.type === type);
      const captures = of(0, 'ply').filter((m) => m.move.type === 'ply' && m.move.move.includes(':'));
      expect(captures.length, 'A made no capture').toBeGreaterThan(0);
      expect(of(0, 'order').length).toBeGreaterThan(0);
      expect(of(4, 'order').length).toBeGreaterThan(0);
      expect(of(4, 'issueToken').length).toBe(progress.B.tokens);
      expect(of(0, 'requestMeeting').length + of(0, 'vote').length).toBeGreaterThan(0);
      expect(of(0, 'vote').length, 'A voted in no meeting').toBeGreaterThan(0);

      // The ranking and the final money on the page are what the stored record replays to.
      const rows = await A.locator('[data-testid=results] tbody tr').evaluateAll((trs) =>
        trs.map((tr) => ({
          seat: Number(tr.getAttribute('data-seat')),
          place: Number(tr.getAttribute('data-place')),
          // grouped as the language writes numbers ("1 080"), a real minus sign
          score: Number(
            (tr.querySelector('[data-testid^=score-]')?.textContent ?? '')
              .replace(/[^\d\u2212-]/gu, '')
              .replace('\u2212', '-'),
          ),
        })),
      );
      expect(rows).toEqual(
        outcome.ranking.flatMap((group, i) =>
          group.map((seat) => ({ seat, place: i + 1, score: outcome.scores[seat] })),
        ),
      );

      // The replay shows the board read-only.
      await A.getByTestId('open-replay').click();
      await A.getByTestId('replay').waitFor();
      await A.locator('.replay__slider').fill('40');
      await A.locator('.board--ce').waitFor();
      expect(await A.locator('[data-movable="true"]').count()).toBe(0);
      await shot(A, '05-replay');
      expect(await axeViolations(A)).toEqual([]);
      expect(errors).toEqual([]);
      await ctxA.close();
      await ctxB.close();
    },
  );
});

/** Whether the element lies wholly on the screen now (a sticky bar counts where it is pinned). */
async function onScreen(locator: ReturnType<Page['getByTestId']>): Promise<boolean> {
  return locator.evaluate((e) => {
    const r = e.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth;
  });
}

/**
 * The trading screen as a person meets it: the book scrolled into view under the status bar; a tap into the
 * prefilled quantity selects it, so a digit typed replaces it; with the field focused, the status bar with the clock,
 * the book's middle (last price and spread) and best ask, the quantity, the price and the send button are all on the
 * screen at once, and nothing scrolls sideways.
 */
async function tradingScreen(page: Page, name: string, touch: boolean): Promise<void> {
  await page.getByTestId('ce-exchange').waitFor();
  await sleep(1000); // the smooth scroll to the book
  const qty = page.getByTestId('ce-order-qty');
  const before = await qty.inputValue();
  if (touch) await qty.tap();
  else await qty.click();
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('ce-order-qty');
  await page.keyboard.type('3');
  expect(await qty.inputValue(), `typing replaces the prefilled ${before}`).toBe('3');
  await page.screenshot({ path: join(SHOTS, `checkers-exchange-session-${name}.png`) });
  for (const id of [
    'table-status',
    'table-status-clock',
    'ce-book-last',
    'ce-order-qty',
    'ce-order-limit',
    'ce-order-send',
  ])
    expect(await onScreen(page.getByTestId(id).first()), `${name}: ${id} on the screen`).toBe(true);
  const best = page.locator('[data-testid^="ce-level-sell-"][data-best="true"]');
  if ((await best.count()) > 0) expect(await onScreen(best.first()), `${name}: the best ask on the screen`).toBe(true);
  expect(await scrollsSideways(page), `${name} scrolls sideways`).toBe(false);
  await shot(page, `session-${name}-page`);
}

/** A screenful from the top of one part of the page (under the status bar), and the whole page beside it. */
async function screen(page: Page, testId: string, name: string): Promise<void> {
  await page.getByTestId(testId).evaluate((e) => {
    const bar = document.querySelector('[data-testid="table-status"]')?.getBoundingClientRect().height ?? 0;
    window.scrollTo({ top: window.scrollY + e.getBoundingClientRect().top - bar - 8 });
  });
  await page.screenshot({ path: join(SHOTS, `checkers-exchange-${name}.png`) });
  await shot(page, `${name}-page`);
}

describe('Checkers Exchange on one screen', () => {
  it(
    'desktop 1366×900 and phone 390×844: board squares of 44 px on the phone; the status bar, the book and the order form together while the form has focus; a trade on the tape; the meeting; the settlement with no sideways scroll on the phone',
    { timeout: 15 * 60_000 },
    async () => {
      const ctxA: BrowserContext = await desktop(e2e.browser, 'ru-RU', 1366, 900);
      const ctxB = await phone(e2e.browser, 'en-GB');
      const A = await ctxA.newPage();
      const B = await ctxB.newPage();
      const errors: string[] = [];
      for (const p of [A, B]) p.on('pageerror', (e) => errors.push(String(e)));
      const tableId = await createTable(A, ['bot', 'human'], 4);
      await joinAndStart(e2e.base, tableId, A, B);
      // The phone's board: every playable (dark) square a tap target of at least 44 px, and no sideways scroll.
      const darks = await B.locator('.ce-sq--dark').evaluateAll((els) =>
        els.map((e) => {
          const r = e.getBoundingClientRect();
          return { sq: e.getAttribute('data-testid'), w: r.width, h: r.height };
        }),
      );
      expect(darks).toHaveLength(32);
      expect(
        darks.filter((d) => d.w < 44 || d.h < 44),
        'the phone’s squares under 44 px',
      ).toEqual([]);
      expect(await scrollsSideways(B), 'the phone’s board scrolls sideways').toBe(false);
      const panel = await B.getByTestId('ce-draughts').evaluate((e) => {
        const r = e.getBoundingClientRect();
        return { left: r.left, right: r.right, page: document.documentElement.clientWidth };
      });
      expect(panel.page).toBe(390);
      expect(
        panel.left >= 0 && panel.right <= 390,
        `the board's panel within the screen: ${JSON.stringify(panel)}`,
      ).toBe(true);
      await B.getByTestId('ce-draughts').screenshot({ path: join(SHOTS, 'checkers-exchange-board-phone.png') });

      // To the first session: Ready in the auction, our plies on the board.
      await playToSession(A, B, 8 * 60_000);
      expect(await A.getByTestId('table-status-phase').textContent()).toContain('Год 1 · Сессия');
      expect(await B.getByTestId('table-status-phase').textContent()).toContain('Year 1 · Session');

      // A buys five shares at the best ask (a stake that may call a meeting): the level fills price and quantity. The
      // bot trades in the same session and may take that ask between the look and the order (it did, under load): the
      // order then rests, and A cancels it and tries the best ask again, as a person would.
      const mine = A.locator('[data-testid^="ce-trade-"].is-mine');
      let bought: string | null = null;
      for (let tries = 0; bought === null && tries < 4; tries++) {
        const asks = await A.locator('[data-testid^="ce-book-firm-"][data-ask]').evaluateAll((els) =>
          els.map((e) => ({ firm: e.getAttribute('data-testid')!.slice(13), ask: Number(e.getAttribute('data-ask')) })),
        );
        for (const { firm } of asks.sort((a, b) => a.ask - b.ask)) {
          await A.getByTestId(`ce-book-firm-${firm}`).click();
          const best = A.locator('[data-testid^="ce-level-sell-"][data-best="true"]');
          if (Number(await best.getAttribute('data-qty')) < 5) continue;
          await best.getByRole('button').click();
          await A.getByTestId('ce-order-qty').fill('5');
          await send(A, A.getByTestId('ce-order-send'));
          const traded = await mine
            .first()
            .waitFor({ timeout: 10_000 })
            .then(
              () => true,
              () => false,
            );
          if (traded) bought = firm;
          else await send(A, A.getByTestId('ce-cancel-all'));
          break;
        }
      }
      expect(bought, 'no trade at the best ask of a firm with five shares there').not.toBeNull();
      expect(await mine.first().getAttribute('data-aggressor')).toBe('buy');
      await A.getByTestId('ce-tape-mine').check();
      expect(await A.locator('[data-testid^="ce-trade-"]:not(.is-mine)').count()).toBe(0);
      await A.getByTestId('ce-tape-mine').uncheck();
      const request = A.getByTestId('ce-request-meeting');
      if (await request.isEnabled()) {
        await send(A, request);
      }
      await A.getByTestId('ce-request-filed').waitFor();

      // as the session's opening left it: the exchange's top under the status bar
      await A.getByTestId('ce-exchange').evaluate((e) => {
        const bar = document.querySelector('[data-testid="table-status"]')?.getBoundingClientRect().bottom ?? 0;
        window.scrollTo({ top: window.scrollY + e.getBoundingClientRect().top - bar - 6 });
      });
      await tradingScreen(A, 'desktop', false);
      await tradingScreen(B, 'phone', true);
      const a11y: string[] = [];
      for (const [who, p] of [
        ['A', A],
        ['B', B],
      ] as const)
        for (const v of await axeViolations(p)) a11y.push(`${who} session: ${v}`);

      // Both ready: the session closes and A's request calls the meetings.
      for (const p of [B, A]) await pressReady(p);
      await expect.poll(() => phaseOf(A), { timeout: 120_000 }).toBe('meeting');
      await B.getByTestId('ce-meeting').waitFor({ timeout: 15_000 });
      const nominate = A.getByTestId(`ce-nominate-${bought}`);
      if ((await nominate.count()) > 0) {
        await send(A, nominate);
      }
      expect(await A.getByTestId(`ce-my-votes-${bought}`).textContent()).toMatch(/^Мои голоса: подано 0 из \d+$/u);
      await screen(A, 'ce-meeting', 'meeting-desktop');
      await screen(B, 'ce-meeting', 'meeting-phone');
      expect(await scrollsSideways(B), 'the phone scrolls sideways in the meeting').toBe(false);
      for (const [who, p] of [
        ['A', A],
        ['B', B],
      ] as const)
        for (const v of await axeViolations(p)) a11y.push(`${who} meeting: ${v}`);

      // Both resign: fewer than two active seats end the game at once (spec 8.12), and the settlement shows.
      for (const p of [B, A]) {
        await p.locator('[data-action=resign]').click();
        await send(p, p.locator('[data-action=resign-confirm]'));
      }
      for (const p of [A, B]) await p.getByTestId('ce-settlement').waitFor({ timeout: 30_000 });
      await screen(A, 'ce-settlement', 'settlement-desktop');
      await screen(B, 'ce-settlement-seats', 'settlement-phone');
      expect(await scrollsSideways(B), 'the phone scrolls sideways').toBe(false);
      expect(await B.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      for (let s = 0; s < 3; s++) {
        const final = B.getByTestId(`ce-final-${s}`);
        await final.scrollIntoViewIfNeeded();
        expect(await onScreen(final), `the phone's final cash of seat ${s} in view`).toBe(true);
        const label = await final.evaluate((e) => getComputedStyle(e, '::before').content);
        expect(label).toBe('"Final"');
      }
      expect(await scrollsSideways(A), 'the desktop scrolls sideways').toBe(false);
      for (const [who, p] of [
        ['A', A],
        ['B', B],
      ] as const)
        for (const v of await axeViolations(p)) a11y.push(`${who} settlement: ${v}`);
      expect(a11y).toEqual([]);
      expect(errors).toEqual([]);
      await ctxA.close();
      await ctxB.close();
    },
  );
});
