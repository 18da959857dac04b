import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClockTableContext } from '../../ui/use-time-left.ts';
import { renderBoard } from './testing/render-board.tsx';
import { TurnBar } from './turn-bar.tsx';
import { positionView } from './testing/positions.ts';

const POSITION = {
  roundsTotal: 2,
  order: [0, 1],
  seats: [{ hand: ['S-yellow-p30', 'S-red-p30'] }, { hand: ['S-blue-p30', 'S-green-p30'] }],
};
const bar = () => screen.getByTestId('turn-bar');

function playCard(id: string, color: string) {
  const card = () => document.querySelector(`.hand [data-card='${id}']`) as HTMLElement;
  fireEvent.click(card());
  fireEvent.click(card().querySelector("[data-part='0']") as HTMLElement);
  fireEvent.click(screen.getByRole('menu').querySelector(`[data-color='${color}']`) as HTMLElement);
  fireEvent.click(screen.getByTestId('dropzone'));
}

afterEach(() => vi.useRealTimers());

describe('the turn bar', () => {
  it('in the last round says there is no trading, not "stage 1: trade, pick a card"', () => {
    renderBoard(
      positionView(2, { lastRound: true, order: [0, 1], seats: [{ hand: ['S-yellow-p30'] }, { hand: ['S-red-p30'] }] }),
    );
    expect(bar().textContent).toMatch(/Мой ход.*без торговли/);
    expect(bar().textContent).not.toMatch(/этап 1/);
    expect(screen.getByRole('region', { name: /Мой ход/ })).toBeTruthy();
  });

  it('shows my clock large, in the warning colour in the last 10 s with tenths, and its "Готово" sends the turn', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(1_000_000);
    const send = renderBoard(positionView(2, POSITION), { deadline: 1_000_000 + 42_000 });
    const clock = within(bar()).getByRole('timer');
    expect(clock.textContent).toBe('0:42');
    expect(clock.querySelector('.countdown--low')).toBeNull();
    act(() => vi.advanceTimersByTime(31_000));
    expect(clock.textContent).toBe('0:11');
    expect(clock.querySelector('.countdown--low')).toBeNull();
    act(() => vi.advanceTimersByTime(2_400));
    expect(clock.textContent).toBe('8,6');
    expect(clock.querySelector('.countdown--low')).not.toBeNull();
    vi.useRealTimers();

    const done = within(bar()).getByRole('button', { name: 'Готово' });
    expect(done).toHaveProperty('disabled', true);
    expect(within(bar()).queryByRole('button', { name: 'Отмена' })).toBeNull();
    playCard('S-yellow-p30', 'red');
    expect(within(bar()).getByRole('button', { name: 'Отмена' })).toBeTruthy();
    expect(bar().textContent).toMatch(/этап 3/);
    await act(async () => fireEvent.click(done));
    expect(send).toHaveBeenCalledWith([
      { type: 'trade', orders: {} },
      { type: 'playCard', card: 'S-yellow-p30', assign: ['red'] },
      { type: 'trade', orders: {} },
    ]);
  });

  it('at a live table warns as the status bar does: below an eighth of the period (a 4 min stage: from 30 s, not 10 s)', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(1_000_000);
    sessionStorage.clear();
    render(
      <ClockTableContext.Provider value="t-bar">
        <TurnBar mine who="Мой ход" stage="этап 1" deadline={1_000_000 + 240_000} />
      </ClockTableContext.Provider>,
    );
    const clock = within(bar()).getByRole('timer');
    act(() => vi.advanceTimersByTime(209_000));
    expect(clock.textContent).toBe('0:31');
    expect(clock.querySelector('.countdown--low')).toBeNull();
    act(() => vi.advanceTimersByTime(1_000));
    expect(clock.textContent).toBe('0:30');
    expect(clock.querySelector('.countdown--low')).not.toBeNull();
  });

  it('says beside a "Готово" that cannot be pressed yet why not, step by step, until it can', () => {
    renderBoard(positionView(2, POSITION));
    const done = within(bar()).getByRole('button', { name: 'Готово' });
    const why = () => screen.queryByTestId('done-why')?.textContent ?? null;
    expect(done).toHaveProperty('disabled', true);
    expect(done.getAttribute('aria-describedby')).toBe('done-why');
    expect(why()).toBe('Сыграйте карту, чтобы закончить ход.');
    const card = () => document.querySelector(".hand [data-card='S-yellow-p30']") as HTMLElement;
    fireEvent.click(card());
    expect(why()).toBe('Сначала раскрасьте все незакрашенные части карты');
    fireEvent.click(card().querySelector("[data-part='0']") as HTMLElement);
    fireEvent.click(screen.getByRole('menu').querySelector("[data-color='red']") as HTMLElement);
    expect(why()).toMatch(/^Положите карту на стол/);
    fireEvent.click(screen.getByTestId('dropzone'));
    expect(why()).toBeNull();
    expect(done).toHaveProperty('disabled', false);
    expect(done.getAttribute('aria-describedby')).toBeNull();
  });

  it('offers "Сброс" only when there is a trade to undo (no dead button)', () => {
    renderBoard(
      positionView(2, {
        ...POSITION,
        seats: [{ cash: 500, hand: ['S-yellow-p30', 'S-red-p30'] }, { hand: ['S-blue-p30', 'S-green-p30'] }],
      }),
    );
    const section = screen.getByRole('region', { name: /Мой ход/ });
    expect(within(section).queryByRole('button', { name: 'Сброс' })).toBeNull();
    fireEvent.click(within(section).getAllByRole('button', { name: /Купить ещё одну/ })[0] as HTMLElement);
    fireEvent.click(within(section).getByRole('button', { name: 'Сброс' }));
    expect(within(section).queryByRole('button', { name: 'Сброс' })).toBeNull();
    expect(section.querySelectorAll('button:disabled')).toHaveLength(1); // "Готово" alone, with its reason
  });

  it("shows whose turn it is and their clock while I wait, without the turn's buttons", () => {
    renderBoard(positionView(2, POSITION, 1), { seat: 1, deadline: Date.now() + 90_000 });
    expect(bar().textContent).toMatch(/Ходит Аня.*этап 1/);
    expect(within(bar()).getByRole('timer').textContent).toMatch(/^1:(30|29)$/);
    expect(within(bar()).queryByRole('button')).toBeNull();
  });

  it('has a "?" beside its heading, on my turn and while I wait, that opens the rules at playing a turn here', () => {
    const expectHelp = () => {
      const help = within(bar()).getByTestId('help-link');
      expect(help.getAttribute('href')).toBe('/rules/akcioner#akc-interface');
      expect(help.getAttribute('target')).toBe('_blank');
      expect(help.getAttribute('aria-label')).toMatch(/^Правила: Как сделать ход на нашем сайте/);
      // Beside the heading, not in it: the zone keeps its name ("Мой ход · …").
      expect(bar().querySelector('h2')?.contains(help)).toBe(false);
    };
    renderBoard(positionView(2, POSITION));
    expectHelp();
    cleanup();
    renderBoard(positionView(2, POSITION, 1), { seat: 1 });
    expectHelp();
  });

  it('puts my turn first on the page while I compose (the layout that brings it first on a phone)', () => {
    renderBoard(positionView(2, POSITION));
    expect(document.querySelector('.board')?.className).toMatch(/board--my-turn/);
    cleanup();
    renderBoard(positionView(2, POSITION, 1), { seat: 1 });
    expect(document.querySelector('.board')?.className).not.toMatch(/board--my-turn/);
  });
});

describe("the accounts' stage badge", () => {
  it("follows what I compose; for another player it is the server's stage", () => {
    renderBoard(positionView(2, POSITION));
    const badge = () => screen.getByTestId('stage-0').textContent;
    expect(badge()).toBe('этап 1: купля-продажа');
    playCard('S-yellow-p30', 'red');
    expect(badge()).toBe('этап 3: купля-продажа');
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(badge()).toBe('этап 1: купля-продажа');
    cleanup();
    renderBoard(positionView(2, { ...POSITION, stage: 'card' }, 1), { seat: 1 });
    expect(screen.getByTestId('stage-0').textContent).toBe('этап 2: карта');
  });
});
