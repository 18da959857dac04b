import type { Akcioner } from '@birzha/engine';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { positionView } from './testing/positions.ts';
import { renderBoard as renderAkcioner } from './testing/render-board.tsx';

const NAMES = ['Аня', 'Борис', 'Вера'];

/** Аня, Борис and Вера at table t1, Аня seated; gives the board's sendMoves. */
const renderBoard = (view: Akcioner.View, send = vi.fn(() => Promise.resolve({}))) =>
  renderAkcioner(view, { send, names: NAMES, chat: [], tableId: 't1' });

const turn = () => screen.getByRole('region', { name: /Мой ход/ });
const row = (stage: 'trade1' | 'trade2', color: string) =>
  turn().querySelector(`[data-stage='${stage}'] tr[data-color='${color}']`) as HTMLElement;
const up = (stage: 'trade1' | 'trade2', color: string) =>
  within(row(stage, color)).getByRole('button', { name: /Купить/ });
const down = (stage: 'trade1' | 'trade2', color: string) =>
  within(row(stage, color)).getByRole('button', { name: /Продать/ });
const card = (id: string) => document.querySelector(`.hand [data-card='${id}']`) as HTMLElement;

/** Two players, my turn at the card stage, a hundred (three blank parts) in my hand. */
const hundredInHand = () =>
  positionView(2, {
    roundsTotal: 2,
    order: [0, 1],
    stage: 'card',
    seats: [{ hand: ['H-red-1', 'S-blue-p30'] }, { hand: ['S-yellow-p30', 'S-green-p30'] }],
  });

/** Two players, my turn from its start, two small cards (one blank part each) in my hand. */
const smallCardsInHand = () =>
  positionView(2, {
    roundsTotal: 2,
    order: [0, 1],
    seats: [{ hand: ['S-yellow-p30', 'S-red-p30'] }, { hand: ['S-blue-p30', 'S-green-p30'] }],
  });

function playCard(id: string, colors: string[]) {
  fireEvent.click(card(id));
  colors.forEach((c, i) => {
    fireEvent.click(card(id).querySelector(`[data-part='${i}']`) as HTMLElement);
    const item = screen.getByRole('menu').querySelector(`[data-color='${c}']`) as HTMLElement;
    fireEvent.click(item);
  });
  fireEvent.click(screen.getByTestId('dropzone'));
}

describe('turn composer', () => {
  it('V9: shares bought in stage 1 count for compensation and are locked in stage 3 ("3 (2)")', async () => {
    const v = positionView(2, {
      roundsTotal: 2,
      order: [0, 1],
      prices: { red: 150 },
      seats: [
        { cash: 300, shares: { red: 1 }, hand: ['D-blue-up', 'S-red-p30'] },
        { hand: ['S-yellow-p30', 'S-green-p30'] },
      ],
    });
    const send = renderBoard(v);
    fireEvent.click(up('trade1', 'red'));
    fireEvent.click(up('trade1', 'red'));
    expect(screen.getByTestId('qty-red').textContent).toBe('+2');
    expect(screen.getByTestId('cash-trade1').textContent).toBe('0');
    expect(up('trade1', 'red').getAttribute('aria-disabled')).toBe('true'); // 0 cash left
    fireEvent.click(up('trade1', 'red'));
    expect(screen.getByTestId('qty-red').textContent).toBe('+2');
    expect(screen.getByTestId('why-trade1').textContent).toMatch(/Не хватает денег/);

    playCard('D-blue-up', ['red']);
    expect(screen.getByTestId('preview-red').textContent).toBe('80'); // 150 / 2 = 75, rounded up
    expect(screen.getByTestId('preview-blue').textContent).toBe('200');
    expect(screen.getByTestId('preview-effects').textContent).toMatch(/210/); // 70 × 3
    // the effects are the log's lines, in its past tense: the heading says so (they read as done before the card was)
    expect(screen.getByText('Если сыграть карту, в журнале будет:')).toBeDefined();
    expect(screen.getByTestId('cash-trade2').textContent).toBe('210');
    expect(screen.getByTestId('held-red').textContent).toBe('3 (2)');

    fireEvent.click(down('trade2', 'red'));
    expect(screen.getByTestId('cash-trade2').textContent).toBe('290');
    expect(down('trade2', 'red').getAttribute('aria-disabled')).toBe('true'); // the other two are locked
    fireEvent.click(down('trade2', 'red'));
    expect(screen.getByTestId('qty-red').textContent).toBe('−1');
    expect(screen.getByTestId('why-trade2').textContent).toMatch(/этапе 1/);

    await act(async () => fireEvent.click(screen.getByTestId('done')));
    expect(send).toHaveBeenCalledWith([
      { type: 'trade', orders: { red: 2 } },
      { type: 'playCard', card: 'D-blue-up', assign: ['red'] },
      { type: 'trade', orders: { red: -1 } },
    ]);
  });

  it('V2: overflow by doubling pays every holder and is spendable in stage 3', async () => {
    const v = positionView(2, {
      roundsTotal: 2,
      order: [0, 1],
      prices: { red: 200 },
      seats: [
        { shares: { red: 10 }, hand: ['D-red-up', 'S-green-p30'] },
        { shares: { red: 4, green: 2 }, hand: ['S-red-p30', 'S-blue-p30'] },
      ],
    });
    const send = renderBoard(v);
    playCard('D-red-up', ['green']);
    expect(screen.getByTestId('preview-red').textContent).toBe('250');
    expect(screen.getByTestId('preview-green').textContent).toBe('50');
    const effects = screen.getByTestId('preview-effects').textContent ?? '';
    expect(effects).toMatch(/1\u00a0500/);
    expect(effects).toMatch(/600/);
    expect(screen.getByTestId('cash-trade2').textContent).toBe('1\u00a0500');
    for (let i = 0; i < 30; i++) fireEvent.click(up('trade2', 'green'));
    expect(screen.getByTestId('qty-green').textContent).toBe('+30');
    expect(screen.getByTestId('cash-trade2').textContent).toBe('0');
    expect(up('trade2', 'green').getAttribute('aria-disabled')).toBe('true'); // a 31st is INSUFFICIENT_CASH
    fireEvent.click(up('trade2', 'green'));
    expect(screen.getByTestId('qty-green').textContent).toBe('+30');
    await act(async () => fireEvent.click(screen.getByTestId('done')));
    expect(send).toHaveBeenCalledWith([
      { type: 'trade', orders: {} },
      { type: 'playCard', card: 'D-red-up', assign: ['green'] },
      { type: 'trade', orders: { green: 30 } },
    ]);
  });

  it('V4: zeroing shows the compensation, the confiscation and the partial forced buyback', () => {
    const v = positionView(2, {
      roundsTotal: 2,
      order: [0, 1],
      prices: { blue: 30 },
      seats: [
        { shares: { blue: 4 }, hand: ['S-red-p30', 'S-blue-m60'] },
        { cash: 420, shares: { red: 3, blue: 25 }, hand: ['S-yellow-p30', 'S-green-p30'] },
      ],
    });
    renderBoard(v);
    playCard('S-blue-m60', ['yellow']);
    expect(screen.getByTestId('preview-yellow').textContent).toBe('130');
    expect(screen.getByTestId('preview-blue').textContent).toBe('10');
    const items = screen
      .getAllByRole('listitem')
      .filter((li) => li.closest('[data-testid="preview-effects"]') !== null)
      .map((li) => li.textContent ?? '');
    expect(items.some((s) => /Аня/.test(s) && /80/.test(s))).toBe(true); // (30 − 10) × 4
    expect(items.some((s) => /Борис/.test(s) && /25/.test(s))).toBe(true); // 25 blue confiscated
    expect(items.some((s) => /Борис/.test(s) && /10/.test(s) && /400/.test(s) && /15/.test(s))).toBe(true); // 10 bought back for 400, 15 annulled
    expect(screen.getByTestId('cash-trade2').textContent).toBe('80');
  });

  it('"Отмена" returns to stage 1 keeping its edits; "Сброс" clears the stage being edited', () => {
    const v = smallCardsInHand();
    renderBoard(v);
    fireEvent.click(down('trade1', 'yellow'));
    fireEvent.click(up('trade1', 'green'));
    expect(screen.getByTestId('done')).toHaveProperty('disabled', true); // no card yet
    playCard('S-red-p30', ['blue']);
    // Blue fell to 40 and paid 60 compensation: one can be bought back.
    fireEvent.click(up('trade2', 'blue'));
    expect(screen.getByTestId('qty-blue').textContent).toBe('+1');
    expect(up('trade2', 'blue').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(down('trade2', 'red'));
    expect(screen.getByTestId('qty-red').textContent).toBe('−1');
    fireEvent.click(screen.getByRole('button', { name: 'Сброс' }));
    expect(screen.getByTestId('qty-red').textContent).toBe('0');
    expect(screen.getByTestId('qty-blue').textContent).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.getByTestId('qty-yellow').textContent).toBe('−1');
    expect(screen.getByTestId('qty-green').textContent).toBe('+1');
    expect(down('trade1', 'yellow').getAttribute('aria-disabled')).toBe('true'); // held 1, already selling 1
    fireEvent.click(screen.getByRole('button', { name: 'Сброс' }));
    expect(screen.getByTestId('qty-yellow').textContent).toBe('0');
  });

  it('from the keyboard, a colour picked moves the focus on to the next blank part; Escape back to the part', () => {
    const v = hundredInHand();
    renderBoard(v);
    fireEvent.click(card('H-red-1'));
    const part = (i: number) => card('H-red-1').querySelector(`[data-part='${i}']`) as HTMLElement;
    fireEvent.click(part(0));
    expect(document.activeElement?.getAttribute('data-color')).toBe('yellow'); // the menu takes the focus
    fireEvent.click(screen.getByRole('menu').querySelector("[data-color='blue']") as HTMLElement);
    // The menu and its focused button are gone: the focus is on the card's next blank part, not the page.
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(part(1));
    fireEvent.click(part(1));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(document.activeElement).toBe(part(1));
  });

  it('from the keyboard, the card played moves the focus to stage 3, and Cancel back to the drop zone', () => {
    const v = smallCardsInHand();
    renderBoard(v);
    fireEvent.click(card('S-red-p30'));
    fireEvent.click(card('S-red-p30').querySelector("[data-part='0']") as HTMLElement);
    fireEvent.click(screen.getByRole('menu').querySelector("[data-color='blue']") as HTMLElement);
    const zone = screen.getByTestId('dropzone');
    zone.focus();
    fireEvent.keyDown(zone, { key: 'Enter' });
    // The drop zone is gone with stage 1: the focus is on stage 3's first stepper that can be pressed, not the page.
    expect(screen.queryByTestId('dropzone')).toBeNull();
    const focused = document.activeElement as HTMLElement;
    expect(focused.closest('.steppers')?.getAttribute('data-stage')).toBe('trade2');
    expect(focused.getAttribute('aria-disabled')).not.toBe('true');
    const cancel = screen.getByRole('button', { name: 'Отмена' });
    cancel.focus();
    fireEvent.click(cancel);
    expect(document.activeElement).toBe(screen.getByTestId('dropzone'));
  });

  it('Escape takes back the card chosen in the hand, the focus on that card; with the colour menu open, the menu alone', () => {
    const v = hundredInHand();
    renderBoard(v);
    fireEvent.click(card('H-red-1'));
    const part = (i: number) => card('H-red-1').querySelector(`[data-part='${i}']`) as HTMLElement;
    fireEvent.click(part(0));
    fireEvent.click(screen.getByRole('menu').querySelector("[data-color='blue']") as HTMLElement);
    fireEvent.click(part(1));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    // The menu's Escape closed the menu, not the choice.
    expect(screen.queryByRole('menu')).toBeNull();
    expect(card('H-red-1').getAttribute('aria-current')).toBe('true');
    expect(document.activeElement).toBe(part(1));
    fireEvent.keyDown(part(1), { key: 'Escape' });
    expect(document.querySelector('.hand .card--selected')).toBeNull();
    expect(screen.getByTestId('dropzone').textContent).toBe('Перетащите карту сюда');
    expect(document.activeElement).toBe(card('H-red-1'));
    // Chosen again, its colours start blank.
    fireEvent.click(card('H-red-1'));
    expect(part(0).className).not.toMatch(/swatch--/);
  });

  it('Escape with the card played is Cancel: back to stage 1 with its edits, the focus on the drop zone', () => {
    const v = smallCardsInHand();
    renderBoard(v);
    fireEvent.click(down('trade1', 'yellow'));
    playCard('S-red-p30', ['blue']);
    // From a stage 3 stepper, gone with its stage.
    const stepper = up('trade2', 'blue');
    stepper.focus();
    fireEvent.keyDown(stepper, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Отмена' })).toBeNull();
    expect(screen.getByTestId('qty-yellow').textContent).toBe('−1');
    expect(card('S-red-p30').getAttribute('aria-current')).toBe('true'); // back in the hand, still chosen
    expect(document.activeElement).toBe(screen.getByTestId('dropzone'));
    // From Done, which stays but can no longer be pressed.
    fireEvent.click(screen.getByTestId('dropzone'));
    const done = screen.getByTestId('done');
    done.focus();
    fireEvent.keyDown(done, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Отмена' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('dropzone'));
    // A quantity being typed: the first Escape ends the typing, the next one is Cancel.
    fireEvent.click(screen.getByTestId('dropzone'));
    const field = screen.getByTestId('qty-input-red');
    field.focus();
    fireEvent.change(field, { target: { value: '-1' } });
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Отмена' })).toBeDefined();
    expect(screen.getByTestId('qty-red').textContent).toBe('−1');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Отмена' })).toBeNull();
  });

  it("Tab goes through stage 3's steppers before Done (the bar, drawn above them, comes after them in the page)", async () => {
    const user = userEvent.setup();
    renderBoard(smallCardsInHand());
    playCard('S-red-p30', ['blue']);
    // The turn zone's controls in the order Tab reaches them, from its first one.
    const order: Element[] = [];
    (turn().querySelector('button, input, [tabindex="0"]') as HTMLElement).focus();
    while (document.activeElement !== null && turn().contains(document.activeElement) && order.length < 100) {
      order.push(document.activeElement);
      await user.tab();
    }
    const steppers = order.filter((el) => el.closest("[data-stage='trade2']") !== null);
    expect(steppers.length).toBeGreaterThan(4);
    expect(order.indexOf(screen.getByTestId('done'))).toBeGreaterThan(order.indexOf(steppers.at(-1) as Element));
    expect(order.indexOf(screen.getByRole('button', { name: 'Отмена' }))).toBeGreaterThan(
      order.indexOf(steppers.at(-1) as Element),
    );
    expect(
      turn().querySelector('[tabindex]:not([tabindex="0"]):not([tabindex="-1"])'),
      'no positive tabindex',
    ).toBeNull();
  });

  it('the colour menu goes round its colours with the arrows, Home and End, as a menu does', () => {
    const v = hundredInHand();
    renderBoard(v);
    fireEvent.click(card('H-red-1'));
    fireEvent.click(card('H-red-1').querySelector("[data-part='0']") as HTMLElement);
    const menu = screen.getByRole('menu');
    const focused = () => document.activeElement?.getAttribute('data-color');
    const colors = [...menu.querySelectorAll('[role=menuitem]')].map((b) => b.getAttribute('data-color'));
    expect(focused()).toBe(colors[0]);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(focused()).toBe(colors[1]);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' });
    expect(focused()).toBe(colors.at(-1));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    expect(focused(), 'round from the last to the first').toBe(colors[0]);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowUp' });
    expect(focused()).toBe(colors.at(-1));
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Home' });
    expect(focused()).toBe(colors[0]);
    // Enter on the focused one picks it (a button's own key)
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' });
    fireEvent.click(document.activeElement as HTMLElement);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('a hundred: each blank part gets a distinct colour other than its own; the last one fills itself', () => {
    const v = hundredInHand();
    renderBoard(v);
    fireEvent.click(card('H-red-1'));
    expect(screen.getByTestId('dropzone').textContent).toMatch(/Сначала раскрасьте/);
    fireEvent.click(card('H-red-1').querySelector("[data-part='0']") as HTMLElement);
    const offered = [...screen.getByRole('menu').querySelectorAll('[data-color]')].map((b) =>
      b.getAttribute('data-color'),
    );
    expect(offered).toEqual(['yellow', 'blue', 'green']); // never its own red
    fireEvent.click(screen.getByRole('menu').querySelector("[data-color='blue']") as HTMLElement);
    fireEvent.click(card('H-red-1').querySelector("[data-part='1']") as HTMLElement);
    expect(
      [...screen.getByRole('menu').querySelectorAll('[data-color]')].map((b) => b.getAttribute('data-color')),
    ).toEqual(['yellow', 'green']);
    fireEvent.click(screen.getByRole('menu').querySelector("[data-color='yellow']") as HTMLElement);
    // The third part could only be green.
    expect(card('H-red-1').querySelector("[data-part='2']")?.className).toMatch(/swatch--green/);
    // Drag and drop plays it as well as a click.
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (k: string, v: string) => data.set(k, v),
      getData: (k: string) => data.get(k) ?? '',
      effectAllowed: '',
    };
    fireEvent.dragStart(card('H-red-1'), { dataTransfer });
    fireEvent.drop(screen.getByTestId('dropzone'), { dataTransfer });
    // V14 step 7: prices 80/200/70/90 and 60 compensation.
    expect(screen.getByTestId('preview-yellow').textContent).toBe('80');
    expect(screen.getByTestId('preview-red').textContent).toBe('200');
    expect(screen.getByTestId('preview-blue').textContent).toBe('70');
    expect(screen.getByTestId('preview-green').textContent).toBe('90');
    expect(screen.getByTestId('cash-trade2').textContent).toBe('60');
  });

  it('the last round has no steppers: the card alone is the turn', async () => {
    const v = positionView(2, {
      lastRound: true,
      order: [0, 1],
      seats: [{ hand: ['S-yellow-p30'] }, { hand: ['S-red-p30'] }],
    });
    const send = renderBoard(v);
    expect(turn().querySelector('[data-stage="trade1"]')).toBeNull();
    playCard('S-yellow-p30', ['red']);
    expect(turn().querySelector('[data-stage="trade2"]')).toBeNull();
    await act(async () => fireEvent.click(screen.getByTestId('done')));
    expect(send).toHaveBeenCalledWith([{ type: 'playCard', card: 'S-yellow-p30', assign: ['red'] }]);
  });

  it('a refused batch is explained in words and the draft is kept', async () => {
    const v = smallCardsInHand();
    const err = Object.assign(new Error('STALE'), { code: 'STALE' });
    const send = renderBoard(
      v,
      vi.fn(() => Promise.reject(err)),
    );
    playCard('S-yellow-p30', ['red']);
    await act(async () => fireEvent.click(screen.getByTestId('done')));
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('server-error').textContent).not.toMatch(/STALE|code\./);
    expect(screen.getByTestId('server-error').textContent?.length).toBeGreaterThan(10);
    expect(screen.getByTestId('preview-yellow').textContent).toBe('130');
  });

  it('a reload in the middle of a turn brings the draft back; a draft of another turn or a broken one is ignored', () => {
    const v = smallCardsInHand();
    renderBoard(v);
    fireEvent.click(down('trade1', 'yellow'));
    playCard('S-red-p30', ['blue']);
    cleanup(); // the page goes away
    renderBoard(v);
    expect(screen.getByTestId('preview-red').textContent).toBe('130');
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(screen.getByTestId('qty-yellow').textContent).toBe('−1');
    cleanup();
    sessionStorage.setItem('birzha.draft.t1', '{"turn":"1:0:trade1","draft":{"trade1":{"yellow":"x"}}}');
    renderBoard(v);
    expect(screen.getByTestId('qty-yellow').textContent).toBe('0');
    cleanup();
    sessionStorage.setItem(
      'birzha.draft.t1',
      '{"turn":"2:0:trade1","draft":{"trade1":{"yellow":-1,"red":0,"blue":0,"green":0},"trade2":{"yellow":0,"red":0,"blue":0,"green":0},"card":null,"assign":[],"applied":false}}',
    );
    renderBoard(v);
    expect(screen.getByTestId('qty-yellow').textContent).toBe('0');
  });
});
