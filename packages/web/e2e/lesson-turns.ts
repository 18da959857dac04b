// The learner's turns of the "Learn to play" lessons through the real board, as a person makes them (clicks on the
// board's own controls), for learn.test.ts: one driver per game, from the moves of a lesson step's example turn. A
// game whose lesson has no driver here fails the test by name, so a lesson added later is not left unplayed.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

type Rec = Readonly<Record<string, unknown>>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown, what: string): string => {
  if (typeof v !== 'string') throw new Error(`${what}: ${JSON.stringify(v)}`);
  return v;
};
const num = (v: unknown, what: string): number => {
  if (typeof v !== 'number') throw new Error(`${what}: ${JSON.stringify(v)}`);
  return v;
};

/**
 * Plays the learner's whole turn on the board and sends it (the board's Done, or the control that sends at once):
 * `moves` is the step's example turn, or null for a step that takes any legal turn (the driver makes a plain one).
 */
export type LessonTurn = (page: Page, moves: readonly unknown[] | null) => Promise<void>;

async function pressDone(page: Page): Promise<void> {
  const done = page.getByTestId('done');
  await expect.poll(() => done.isEnabled(), { timeout: 10_000 }).toBe(true);
  await done.click();
}

/** Clicks a control `times` times. */
async function clickTimes(page: Page, selector: string, times: number): Promise<void> {
  for (let i = 0; i < times; i++) await page.locator(selector).click();
}

// --- Akcioner: a turn is [trade, playCard, trade] ([playCard] in the last round) -----------------------------------

/** A trade stage's orders by the steppers: a purchase by "up", a sale by "down", one share a click. */
async function akcionerTrade(page: Page, stage: 'trade1' | 'trade2', orders: Rec): Promise<void> {
  for (const [color, q] of Object.entries(orders)) {
    const qty = num(q, `${stage} ${color}`);
    const step = qty > 0 ? 'up' : 'down';
    await clickTimes(
      page,
      `[data-stage='${stage}'] tr[data-color='${color}'] button[data-step='${step}']`,
      Math.abs(qty),
    );
  }
}

/** The card chosen, each free part given its colour from the card's menu, the card put on the table. */
async function akcionerCard(page: Page, card: string | null, assign: readonly unknown[] | null): Promise<void> {
  const chosen =
    card === null ? page.locator('.hand [data-card]').first() : page.locator(`.hand [data-card='${card}']`);
  await chosen.click();
  const selected = page.locator('.hand .card--selected');
  if (assign === null) {
    // Any turn: each free part gets the menu's first colour.
    for (let i = 0; i < 3; i++) {
      const part = selected.locator('button[data-part]:not(.swatch)').first();
      if ((await part.count()) === 0) break;
      await part.click();
      await page.locator('.card-menu [role=menuitem]').first().click();
    }
  } else {
    for (const [i, color] of assign.entries()) {
      await selected.locator(`[data-part='${i}']`).first().click();
      await page
        .getByRole('menu')
        .locator(`[data-color='${str(color, 'colour')}']`)
        .click();
    }
  }
  await page.getByTestId('dropzone').click();
}

const akcioner: LessonTurn = async (page, moves) => {
  if (moves === null) {
    await akcionerCard(page, null, null);
    return pressDone(page);
  }
  let trades = 0;
  for (const move of moves) {
    if (!isRec(move)) throw new Error(`akcioner move ${JSON.stringify(move)}`);
    if (move['type'] === 'trade') {
      await akcionerTrade(page, trades === 0 ? 'trade1' : 'trade2', isRec(move['orders']) ? move['orders'] : {});
      trades++;
    } else if (move['type'] === 'playCard') {
      await akcionerCard(page, str(move['card'], 'card'), Array.isArray(move['assign']) ? move['assign'] : []);
      trades = 1;
    } else throw new Error(`akcioner move ${JSON.stringify(move)}`);
  }
  await pressDone(page);
};

// --- Stockpile: every decision is one move ------------------------------------------------------------------------

/** A radio of the board's forms is drawn under its label: a person clicks the label. */
const labelOf = (page: Page, selector: string) => page.locator('label', { has: page.locator(selector) });

const stockpile: LessonTurn = async (page, moves) => {
  const move = moves?.[0];
  if (moves === null || moves.length !== 1 || !isRec(move))
    throw new Error(`stockpile: a lesson step needs an example of one move: ${JSON.stringify(moves)}`);
  switch (move['type']) {
    case 'supply': {
      const up = isRec(move['faceUp']) ? move['faceUp'] : {};
      const down = isRec(move['faceDown']) ? move['faceDown'] : {};
      for (const p of [up, down])
        await labelOf(page, `[data-supply-pile='${str(p['card'], 'card')}:${num(p['pile'], 'pile')}']`).click();
      await labelOf(page, `[data-face-up='${str(up['card'], 'card')}']`).click();
      return pressDone(page);
    }
    case 'bid':
      return page.locator(`[data-bid='${num(move['pile'], 'pile')}:${num(move['amount'], 'amount')}']`).click();
    case 'playAction':
      return page.locator(`[data-action-company='${str(move['company'], 'company')}']`).click();
    case 'sell': {
      const cards = isRec(move['cards']) ? move['cards'] : {};
      for (const [company, counts] of Object.entries(cards)) {
        if (!isRec(counts) || Object.keys(counts).some((k) => k !== 'regular'))
          throw new Error(`stockpile sell: only regular shares have a stepper here: ${JSON.stringify(counts)}`);
        await clickTimes(page, `[data-company='${company}'] [data-step='up']`, num(counts['regular'], 'regular'));
      }
      return pressDone(page);
    }
    default:
      throw new Error(`stockpile move ${JSON.stringify(move)}`);
  }
};

// --- Checkers Exchange: every decision is one move ----------------------------------------------------------------

const checkersExchange: LessonTurn = async (page, moves) => {
  const move = moves?.[0];
  if (moves === null || moves.length !== 1 || !isRec(move))
    throw new Error(`checkers-exchange: a lesson step needs an example of one move: ${JSON.stringify(moves)}`);
  const id = (testId: string) => page.getByTestId(testId);
  switch (move['type']) {
    case 'ply':
      // "c3-d4" a step, "c3:e5" (":e5:c7"...) a capture: a click on each square in turn.
      for (const square of str(move['move'], 'ply').split(/[-:]/)) await id(`ce-sq-${square}`).click();
      return;
    case 'order': {
      if (move['account'] !== 'me') throw new Error(`checkers-exchange order for ${JSON.stringify(move['account'])}`);
      const firm = str(move['firm'], 'firm');
      // A purchase takes a sell level of the book (a sale a buy level) at the order's limit, then its quantity.
      const level = move['side'] === 'buy' ? 'sell' : 'buy';
      await id(`ce-book-firm-${firm}`).click();
      await id(`ce-level-${level}-${num(move['limit'], 'limit')}`)
        .getByRole('button')
        .click();
      await id('ce-order-qty').fill(String(num(move['qty'], 'qty')));
      return id('ce-order-send').click();
    }
    case 'requestMeeting':
      return id('ce-request-meeting').click();
    case 'ready':
      return id('ce-ready').click();
    case 'nominate': {
      const firm = str(move['firm'], 'firm');
      await id(`ce-nominate-${firm}-candidate`).selectOption(String(num(move['candidate'], 'candidate')));
      return id(`ce-nominate-${firm}`).click();
    }
    case 'vote':
      return id(
        `ce-vote-${str(move['firm'], 'firm')}-${str(move['account'], 'account')}-${num(move['candidate'], 'candidate')}`,
      ).click();
    default:
      throw new Error(`checkers-exchange move ${JSON.stringify(move)}`);
  }
};

/** The drivers, by the engine's game id. */
export const LESSON_TURNS: Readonly<Record<string, LessonTurn>> = {
  akcioner,
  stockpile,
  'checkers-exchange': checkersExchange,
};
