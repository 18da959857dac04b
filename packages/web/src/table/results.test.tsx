import type { SeatInfo } from '@birzha/protocol';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../i18n/index.ts';
import { numberText } from '../ui/numbers.ts';
import { PlayedContext, type PlayedInfo } from './played.ts';
import { Results, ResultsContext, type ResultsInfo } from './results.tsx';

const SEATS: SeatInfo[] = [
  { seat: 0, user: { id: 'ann', name: 'Аня' }, bot: null, connected: true },
  { seat: 1, user: { id: 'bor', name: 'Борис' }, bot: null, connected: true },
  { seat: 2, user: null, bot: 'intermediate', botName: 'vera', left: { id: 'gle', name: 'Глеб' }, connected: true },
  { seat: 3, user: null, bot: 'beginner', botName: 'anna', connected: true },
];
const NAMES = ['Аня', 'Борис', 'Глеб → бот', 'Бот Анна (новичок)'];

function show(
  info: ResultsInfo | null,
  ranking: number[][] = [[1], [0], [2], [3]],
  played: PlayedInfo | null = null,
  scores: number[] = [30, 40, 20, 10],
  statusOf: (seat: number) => string | null = () => null,
) {
  return render(
    <MemoryRouter>
      <main>
        <ResultsContext.Provider value={info}>
          <PlayedContext.Provider value={played}>
            <Results
              names={NAMES}
              outcome={{ ranking, scores }}
              scoreLabel="Очки"
              statusOf={statusOf}
              tableId="t1"
              onPlayAgain={null}
            />
          </PlayedContext.Provider>
        </ResultsContext.Provider>
      </main>
    </MemoryRouter>,
  );
}

const mine = () => screen.queryByTestId('my-place')?.textContent ?? null;

async function problems(container: HTMLElement): Promise<string[]> {
  const r = await axe.run(container, {
    runOnly: ['wcag2a', 'wcag2aa'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('the results coming into view', () => {
  const scrolled: Element[] = [];
  // jsdom draws nothing: the test places the results and watches the scroll (test files may share a process, so the
  // page's own functions are put back after each test)
  const rect = Object.getOwnPropertyDescriptor(Element.prototype, 'getBoundingClientRect');
  const at = (top: number) => {
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element) {
        scrolled.push(this);
      },
    });
    Object.defineProperty(Element.prototype, 'getBoundingClientRect', {
      configurable: true,
      value: () => ({ top, bottom: top + 300, left: 0, right: 390, width: 390, height: 300, x: 0, y: top }),
    });
  };
  afterEach(() => {
    scrolled.length = 0;
    delete (Element.prototype as { scrollIntoView?: unknown }).scrollIntoView;
    if (rect !== undefined) Object.defineProperty(Element.prototype, 'getBoundingClientRect', rect);
  });

  it('at the table, scroll into view when they appear above the screen (a phone left at the log after resigning)', () => {
    at(-2400);
    show({ userId: 'bor', seats: SEATS, results: undefined });
    expect(scrolled).toEqual([screen.getByTestId('results')]);
  });

  it('stay put when already in view, and in a replay (no table around them)', () => {
    at(100);
    show({ userId: 'bor', seats: SEATS, results: undefined });
    expect(scrolled).toEqual([]);
    at(-2400);
    show(null);
    expect(scrolled).toEqual([]);
  });
});

describe('the results', () => {
  it('tell the winner they won', () => {
    show({ userId: 'bor', seats: SEATS, results: undefined });
    expect(mine()).toBe('Вы победили');
  });

  it('tell a player their place, in English too', async () => {
    show({ userId: 'ann', seats: SEATS, results: undefined });
    expect(mine()).toBe('Вы на 2-м месте');
    await i18n.changeLanguage('en');
    try {
      const { unmount } = show({ userId: 'gle', seats: SEATS, results: undefined });
      // Глеб left, a bot finished his seat: the place is still his.
      expect(screen.getAllByTestId('my-place').at(-1)?.textContent).toBe('You came 3rd');
      unmount();
    } finally {
      await i18n.changeLanguage('ru');
    }
  });

  it('tell tied players they shared the place, and number the places after a tie as skipped', () => {
    show({ userId: 'ann', seats: SEATS, results: undefined }, [[0, 1], [2], [3]]);
    expect(mine()).toBe('Вы разделили 1-е место');
    const places = [...document.querySelectorAll('tbody tr')].map((r) => r.getAttribute('data-place'));
    expect(places).toEqual(['1', '1', '3', '4']);
  });

  it('say nothing of places to a spectator, and show no rating column for a casual match', () => {
    show({ userId: 'someone-else', seats: SEATS, results: undefined });
    expect(mine()).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Рейтинг' })).toBeNull();
  });

  it('show the rating changes of a rated match, the viewer’s own in their line, and pass axe', async () => {
    const results = [
      { seat: 1, userId: 'bor', place: 1, tied: false, before: 1012, after: 1038 },
      { seat: 0, userId: 'ann', place: 2, tied: false, before: 1000, after: 990 },
    ];
    const { container } = show({ userId: 'ann', seats: SEATS, results });
    expect(screen.getByRole('columnheader', { name: 'Рейтинг' })).toBeDefined();
    const n = (x: number) => numberText(x, 'ru');
    expect(screen.getByTestId('rating-1').textContent).toBe(`${n(1012)} → ${n(1038)} (+26)`);
    expect(screen.getByTestId('rating-0').textContent).toBe(`${n(1000)} → 990 (−10)`);
    expect(screen.getByTestId('rating-3').textContent).toBe('—');
    expect(mine()).toBe(`Вы на 2-м месте · Рейтинг: ${n(1000)} → 990 (−10)`);
    const row = document.querySelector('tbody tr[data-seat="0"]') as HTMLElement;
    expect(row.className).toContain('is-me');
    expect(within(row).getByText('Аня')).toBeDefined();
    expect(await problems(container)).toEqual([]);
  });

  it('group the digits of scores as the language writes numbers', () => {
    show(null, [[1], [0], [2], [3]], null, [521650, 1200, 0, -20000]);
    expect(screen.getByTestId('score-0').textContent).toBe('521\u00a0650');
    expect(screen.getByTestId('score-3').textContent).toBe('\u221220\u00a0000');
  });

  it('say when a bot played for a person, by rounds, even in a casual match, with no rating rule', () => {
    const played: PlayedInfo = {
      steps: [],
      seats: SEATS,
      seatChanges: [
        { seat: 2, kind: 'takeover', reason: 'left', userId: 'gle', version: 12, round: 3, at: 0 },
        { seat: 0, kind: 'takeover', reason: 'timeouts', userId: 'ann', version: 14, round: 3, at: 0 },
        { seat: 0, kind: 'return', userId: 'ann', version: 20, round: 5, at: 0 },
      ],
    };
    show({ userId: 'ann', seats: SEATS, results: undefined }, [[1], [0], [2], [3]], played);
    expect(screen.getByTestId('stand-ins').textContent).toBe(
      'За игрока Глеб играл бот: раунд 3 — до конца партии.За игрока Аня играл бот: раунд 3 — раунд 5.',
    );
    expect(screen.queryByTestId('rating-rule')).toBeNull();
  });

  it('mark a person a bot played for as rated last in a rated match, with the rule, and pass axe', async () => {
    const results = [
      { seat: 1, userId: 'bor', place: 1, tied: false, before: 1012, after: 1030 },
      { seat: 0, userId: 'ann', place: 2, tied: false, before: 1000, after: 994 },
      { seat: 2, userId: 'gle', place: 3, tied: false, before: 1000, after: 988, standIn: true },
    ];
    const played: PlayedInfo = {
      steps: [],
      seats: SEATS,
      seatChanges: [{ seat: 2, kind: 'takeover', reason: 'left', userId: 'gle', version: 12, round: 3, at: 0 }],
    };
    const { container } = show({ userId: 'gle', seats: SEATS, results }, [[1], [0], [2], [3]], played);
    expect(screen.getByTestId('stand-in-2').textContent).toBe('в рейтинге — последнее место: за игрока играл бот');
    expect(screen.queryByTestId('stand-in-0')).toBeNull();
    expect(screen.getByTestId('rating-rule').textContent).toMatch(/^Правило рейтинга: если за игрока играл бот/);
    expect(mine()).toContain('в рейтинге — последнее место: за вас играл бот');
    expect(await problems(container)).toEqual([]);
  });

  it("mark a bot account's rows with the bot badge, a person's and the server's bots' without it", () => {
    // Аня's seat is a bot account's; so is Глеб's, played by one of the server's bots since he left (still his).
    const seats: SeatInfo[] = [
      { ...SEATS[0]!, user: { id: 'ann', name: 'Аня', botAccount: true } },
      SEATS[1]!,
      { ...SEATS[2]!, left: { id: 'gle', name: 'Глеб', botAccount: true } },
      SEATS[3]!,
    ];
    show({ userId: 'bor', seats, results: undefined });
    const badges = (seat: number) =>
      within(document.querySelector(`tbody tr[data-seat="${seat}"]`) as HTMLElement).queryAllByTestId('bot-badge');
    expect(badges(0).map((b) => b.getAttribute('aria-label'))).toEqual([i18n.t('profiles.bot.accountLabel')]);
    expect(badges(1)).toHaveLength(0);
    expect(badges(2)).toHaveLength(1);
    expect(badges(3)).toHaveLength(0);
  });

  it('show the status column only when some seat has a status (a match all played to the end had dashes alone)', () => {
    const { unmount } = show(null);
    expect(screen.queryByRole('columnheader', { name: 'Статус' })).toBeNull();
    expect(document.querySelector('tbody td[data-testid^="status-"]')).toBeNull();
    unmount();
    show(null, [[1], [0], [2], [3]], null, [30, 40, 20, 10], (s) => (s === 2 ? 'игра сдана' : null));
    expect(screen.getByRole('columnheader', { name: 'Статус' })).toBeDefined();
    expect(screen.getByTestId('status-2').textContent).toBe('игра сдана');
    expect(screen.getByTestId('status-0').textContent).toBe('—');
  });

  it('work without the table page around them (a board rendered alone)', () => {
    show(null);
    expect(mine()).toBeNull();
    expect(document.querySelectorAll('tbody tr')).toHaveLength(4);
  });
});
