import { act, createEvent, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseQty } from './qty-input.tsx';
import { positionView } from './testing/positions.ts';
import { renderBoard } from './testing/render-board.tsx';

const row = (stage: 'trade1' | 'trade2', color: string) =>
  document.querySelector(`[data-stage='${stage}'] tr[data-color='${color}']`) as HTMLElement;
const input = (stage: 'trade1' | 'trade2', color: string) =>
  within(row(stage, color)).getByRole('textbox') as HTMLInputElement;
const qty = (color: string) => screen.getByTestId(`qty-${color}`).textContent;
const position = (cash: number, red = 1) =>
  positionView(2, {
    roundsTotal: 2,
    order: [0, 1],
    prices: { red: 150 },
    seats: [{ cash, shares: { red }, hand: ['D-blue-up', 'S-red-p30'] }, { hand: ['S-yellow-p30', 'S-green-p30'] }],
  });

afterEach(() => vi.useRealTimers());

describe('typed quantities', () => {
  it('typing replaces what the field shows: a zero is an empty field, and the click that focuses it keeps it selected', () => {
    renderBoard(position(300));
    const field = input('trade1', 'red');
    expect(field.value).toBe('');
    expect(field.placeholder).toBe('0');
    fireEvent.change(field, { target: { value: '1' } });
    fireEvent.blur(field);
    expect(field.value).toBe('+1');
    // Focused by a click: the mouse button's release would put the caret after "+1"; it is kept from doing so.
    fireEvent.focus(field);
    const release = createEvent.mouseUp(field);
    fireEvent(field, release);
    expect(release.defaultPrevented).toBe(true);
    // A later click in the field places the caret as usual.
    const again = createEvent.mouseUp(field);
    fireEvent(field, again);
    expect(again.defaultPrevented).toBe(false);
  });

  it('reads a number typed with its digits grouped', () => {
    expect(parseQty('1 000')).toBe(1000);
    expect(parseQty('−1\u00a0000')).toBe(-1000);
    expect(parseQty('1,000')).toBe(1000);
    expect(parseQty('1 0a')).toBeNull();
    expect(parseQty(' ')).toBeNull();
  });

  it('a typed purchase within the cash is taken; one over it is refused in words and the quantity stays', () => {
    renderBoard(position(300));
    const field = input('trade1', 'red');
    expect(field.getAttribute('aria-label')).toMatch(/красные/);
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: '2' } });
    expect(qty('red')).toBe('+2');
    expect(screen.getByTestId('cash-trade1').textContent).toBe('0');
    fireEvent.change(field, { target: { value: '3' } });
    expect(qty('red')).toBe('+2');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('why-trade1').textContent).toMatch(/Не хватает денег.*не больше 2/);
    // Leaving the field shows the quantity in force again.
    fireEvent.blur(field);
    expect(field.value).toBe('+2');
  });

  it('a typed sale over the holding and a word that is no number are refused; a sign alone waits', () => {
    renderBoard(position(300, 2));
    const field = input('trade1', 'red');
    fireEvent.change(field, { target: { value: '-' } });
    expect(screen.getByTestId('why-trade1').textContent).toBe('');
    fireEvent.change(field, { target: { value: '−5' } });
    expect(qty('red')).toBe('0');
    expect(screen.getByTestId('why-trade1').textContent).toMatch(/не больше 2/);
    fireEvent.change(field, { target: { value: '-2' } });
    expect(qty('red')).toBe('−2');
    expect(screen.getByTestId('cash-trade1').textContent).toBe('600');
    fireEvent.change(field, { target: { value: 'много' } });
    expect(qty('red')).toBe('−2');
    expect(screen.getByTestId('why-trade1').textContent).toMatch(/целое число/);
  });
});

describe('"max"', () => {
  it('buys as many as the cash allows at the price in force, and sells every unlocked share', () => {
    renderBoard(position(1000, 3));
    fireEvent.click(within(row('trade1', 'red')).getByRole('button', { name: /^макс\./ }));
    expect(qty('red')).toBe('+6'); // 1000 / 150
    expect(screen.getByTestId('cash-trade1').textContent).toBe('100');
    fireEvent.click(within(row('trade1', 'yellow')).getByRole('button', { name: /^макс\./ }));
    expect(qty('yellow')).toBe('+1'); // the 100 left at 100
    fireEvent.click(within(row('trade1', 'yellow')).getByRole('button', { name: /^макс\./ }));
    expect(screen.getByTestId('why-trade1').textContent).toMatch(/Не хватает денег/);
    fireEvent.click(within(row('trade1', 'red')).getByRole('button', { name: /^все/ }));
    expect(qty('red')).toBe('−3');
  });

  it('in stage 3 "all" sells only the shares not bought in stage 1', () => {
    renderBoard(position(300));
    fireEvent.click(within(row('trade1', 'red')).getByRole('button', { name: /^макс\./ }));
    expect(qty('red')).toBe('+2');
    fireEvent.click(document.querySelector(".hand [data-card='D-blue-up']") as HTMLElement);
    fireEvent.click(document.querySelector(".hand [data-card='D-blue-up'] [data-part='0']") as HTMLElement);
    fireEvent.click(screen.getByRole('menu').querySelector("[data-color='red']") as HTMLElement);
    fireEvent.click(screen.getByTestId('dropzone'));
    fireEvent.click(within(row('trade2', 'red')).getByRole('button', { name: /^все/ }));
    expect(qty('red')).toBe('−1'); // 3 held, 2 of them locked
    fireEvent.click(within(row('trade2', 'red')).getByRole('button', { name: /^все/ }));
    expect(screen.getByTestId('why-trade2').textContent).toMatch(/этапе 1/);
  });
});

describe('a held stepper', () => {
  const up = () => within(row('trade1', 'yellow')).getByRole('button', { name: /Купить ещё/ });

  it('repeats faster the longer it is held and stops when let go; the click that ends a press adds nothing', () => {
    vi.useFakeTimers();
    renderBoard(position(100_000));
    fireEvent.pointerDown(up());
    expect(qty('yellow')).toBe('+1');
    act(() => vi.advanceTimersByTime(390));
    expect(qty('yellow')).toBe('+1'); // a click is one step
    act(() => vi.advanceTimersByTime(610));
    const afterOne = Number(qty('yellow'));
    act(() => vi.advanceTimersByTime(1000));
    const afterTwo = Number(qty('yellow'));
    expect(afterOne).toBeGreaterThan(3);
    expect(afterTwo - afterOne).toBeGreaterThan(2 * (afterOne - 1)); // the second second adds far more
    fireEvent.pointerUp(up());
    fireEvent.click(up());
    act(() => vi.advanceTimersByTime(2000));
    expect(Number(qty('yellow'))).toBe(afterTwo);
    // The keyboard (a click with no pointer press) still adds one.
    fireEvent.click(up());
    expect(Number(qty('yellow'))).toBe(afterTwo + 1);
  });

  it('a tap with a finger is one step (the finger leaves the button before its click)', () => {
    renderBoard(position(1000));
    fireEvent.pointerDown(up(), { pointerType: 'touch' });
    fireEvent.pointerUp(up(), { pointerType: 'touch' });
    fireEvent.pointerLeave(up(), { pointerType: 'touch' });
    fireEvent.click(up());
    expect(qty('yellow')).toBe('+1');
    // Pressed and released elsewhere: no click follows, and the next key press still steps.
    fireEvent.pointerDown(up());
    fireEvent.pointerLeave(up());
    expect(qty('yellow')).toBe('+2');
    fireEvent.keyDown(up(), { key: 'Enter' });
    fireEvent.click(up());
    expect(qty('yellow')).toBe('+3');
  });

  it('stops when the pointer leaves the button, and at the cash limit with the reason shown', () => {
    vi.useFakeTimers();
    renderBoard(position(1000));
    fireEvent.pointerDown(up());
    act(() => vi.advanceTimersByTime(600));
    fireEvent.pointerLeave(up());
    const left = qty('yellow');
    act(() => vi.advanceTimersByTime(2000));
    expect(qty('yellow')).toBe(left);
    fireEvent.pointerDown(up());
    act(() => vi.advanceTimersByTime(10_000));
    expect(qty('yellow')).toBe('+10'); // 1000 at 100
    expect(screen.getByTestId('why-trade1').textContent).toMatch(/Не хватает денег/);
  });
});
