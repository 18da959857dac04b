import { PACE_PRESETS, type SeatInfo, type TableSummary } from '@birzha/protocol';
import { act, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../i18n/index.ts';
import { mockAudio } from '../ui/fake-audio.test-helper.ts';
import { resetPreferencesForTests } from '../ui/preferences.ts';
import { StatusBar, type StatusBarProps } from './status-bar.tsx';

const T0 = 1_000_000_000_000;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(T0);
  localStorage.clear();
  resetPreferencesForTests();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const person = (seat: number, name: string, more: Partial<SeatInfo> = {}): SeatInfo => ({
  seat,
  user: { id: `u${seat}`, name },
  bot: null,
  connected: true,
  ...more,
});

function table(more: Partial<TableSummary> = {}): TableSummary {
  return {
    id: 't1',
    game: 'g',
    options: {},
    players: 3,
    private: false,
    status: 'playing',
    host: { id: 'u0', name: 'Я' },
    seats: [person(0, 'Я'), person(1, 'Алина'), { seat: 2, user: null, bot: 'beginner', connected: true }],
    version: 3,
    createdAt: 0,
    startedAt: 0,
    finishedAt: null,
    outcome: null,
    takeoverAfter: 3,
    ...more,
  };
}

const NAMES = ['Я', 'Алина', 'Бот Борис'];

function bar(props: Partial<StatusBarProps> = {}) {
  const all: StatusBarProps = {
    table: table(),
    seat: 0,
    toAct: [0],
    deadline: T0 + 42_000,
    names: NAMES,
    phase: 'Раунд 3 · Торги',
    ...props,
  };
  const r = render(<StatusBar {...all} />);
  return { ...r, rerender: (more: Partial<StatusBarProps>) => r.rerender(<StatusBar {...all} {...more} />) };
}

const status = () => screen.getByTestId('table-status');
const text = (id: string) => screen.getByTestId(id).textContent;
const tick = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('the status bar', () => {
  it('names the phase in the game’s words, whom the table waits for ("Your move" when it is me) and my clock', () => {
    const { rerender } = bar({ toAct: [0, 1] });
    expect(text('table-status-phase')).toContain('Раунд 3 · Торги');
    expect(text('table-status-waiting')).toBe('Ваш ход · ещё ждём: Алина');
    expect(text('table-status-clock')).toContain('0:42');
    expect(status().dataset['mine']).toBe('true');
    rerender({ toAct: [1, 2] });
    expect(text('table-status-waiting')).toBe('Ждём: Алина, Бот Борис');
    expect(status().dataset['mine']).toBe('false');
    rerender({ toAct: [0] });
    expect(text('table-status-waiting')).toBe('Ваш ход');
    // A spectator sees whom the table waits for, never "Your move".
    rerender({ seat: null, toAct: [0] });
    expect(text('table-status-waiting')).toBe('Ждём: Я');
    rerender({ phase: 'Игра окончена', table: table({ status: 'finished' }), deadline: null });
    expect(screen.queryByTestId('table-status-phase')).toBeNull();
    expect(text('table-status-waiting')).toBe('Партия окончена');
    expect(screen.queryByTestId('table-status-clock')).toBeNull();
  });

  it('puts a "?" beside the phase that opens the game’s rules at the phase’s section in a new tab', () => {
    const { rerender } = bar({
      table: table({ game: 'stockpile' }),
      phase: 'Раунд 3 · Спрос',
      phaseHelp: 'stp-demand',
    });
    const help = within(screen.getByTestId('table-status-phase')).getByRole('link', {
      name: /^Правила: Раунд 3 · Спрос/,
    });
    expect(help.getAttribute('href')).toBe('/rules/stockpile#stp-demand');
    expect(help.getAttribute('target')).toBe('_blank');
    rerender({ phaseHelp: null });
    expect(screen.queryByTestId('help-link')).toBeNull();
  });

  it('while the board plays a show, names its phase and holds back "Your move", the clock and "Game over"', () => {
    const { rerender } = bar({ toAct: [0], showing: true, phase: 'Раунд 2 · Движение цен' });
    expect(text('table-status-phase')).toContain('Раунд 2 · Движение цен');
    expect(text('table-status-waiting')).toBe('Показ итогов хода…');
    expect(screen.queryByTestId('table-status-clock')).toBeNull();
    expect(status().dataset['mine']).toBe('false');
    // The last round's show of a finished match: not "Game over" until it ends.
    rerender({ table: table({ status: 'finished' }), deadline: null, toAct: [], showing: true });
    expect(text('table-status-waiting')).toBe('Показ итогов хода…');
    rerender({ table: table({ status: 'finished' }), deadline: null, toAct: [], showing: false });
    expect(text('table-status-waiting')).toBe('Партия окончена');
  });

  it('counts down, with tenths in the reader’s writing under 10 s', async () => {
    bar({ deadline: T0 + 12_000 });
    expect(text('table-status-clock')).toContain('0:12');
    tick(2_600);
    expect(text('table-status-clock')).toContain('9,4');
    await act(() => i18n.changeLanguage('en'));
    tick(100);
    expect(text('table-status-clock')).toContain('9.3');
    await act(() => i18n.changeLanguage('ru'));
    tick(20_000);
    expect(text('table-status-clock')).toContain('0,0');
  });

  it('warns below an eighth of the period, kept between 10 and 60 s: colour, words, one sound, one announcement', () => {
    const started = mockAudio();
    // A 4-minute period warns at 30 s.
    bar({ deadline: T0 + 240_000 });
    tick(240_000 - 31_000);
    expect(status().dataset['low']).toBe('false');
    expect(text('table-status-live')).toBe('');
    tick(1_500);
    expect(status().dataset['low']).toBe('true');
    expect(status().className).toContain('table-status--low');
    expect(text('table-status-clock')).toContain('Мало времени');
    expect(text('table-status-live')).toBe('Мало времени: осталось 30 секунд');
    tick(25_000);
    expect(status().dataset['low']).toBe('true');
    expect(started).toEqual([880, 1320]);
  });

  it('keeps the warning at 10 s for a short period and at 60 s for a long one', () => {
    const { rerender } = bar({ deadline: T0 + 30_000 });
    tick(19_500);
    expect(status().dataset['low']).toBe('false');
    tick(1_000);
    expect(status().dataset['low']).toBe('true');
    rerender({ deadline: Date.now() + 3_600_000 });
    tick(3_600_000 - 61_000);
    expect(status().dataset['low']).toBe('false');
    tick(2_000);
    expect(status().dataset['low']).toBe('true');
  });

  it('does not warn when the clock is someone else’s', () => {
    bar({ toAct: [1], deadline: T0 + 20_000 });
    tick(15_000);
    expect(status().dataset['low']).toBe('false');
    expect(text('table-status-clock')).toContain('5,0');
  });

  it('a reload keeps the period the page first saw (the warning does not move)', () => {
    const first = bar({ deadline: T0 + 240_000 });
    tick(200_000);
    first.unmount();
    bar({ deadline: T0 + 240_000 });
    expect(status().dataset['low']).toBe('false');
    tick(10_000);
    expect(status().dataset['low']).toBe('true');
  });

  it('shows who is offline, with the countdown to their timeout or to the bot taking their seat', () => {
    const away = (timeouts: number) =>
      table({
        seats: [
          person(0, 'Я'),
          person(1, 'Алина', { connected: false, timeouts }),
          person(2, 'Борис', { connected: false }),
        ],
      });
    const { rerender } = bar({ table: away(1), toAct: [1], names: ['Я', 'Алина', 'Борис'] });
    const marks = () =>
      within(screen.getByTestId('table-status-away'))
        .getAllByRole('listitem')
        .map((l) => l.textContent);
    expect(marks()).toEqual([
      'Алина не в сети · ход по времени через 0:42 (пропусков подряд: 1 из 3)',
      'Борис не в сети',
    ]);
    expect(screen.getAllByText('Не в сети: Алина, Борис')).toHaveLength(1);
    rerender({ table: away(2), toAct: [1], names: ['Я', 'Алина', 'Борис'] });
    expect(marks()[0]).toBe('Алина не в сети · бот займёт место через 0:42');
    // Back online (a presence message): the mark goes.
    rerender({ table: table(), toAct: [1] });
    expect(screen.queryByTestId('table-status-away')).toBeNull();
  });

  it('says whether the match is rated', () => {
    const { rerender } = bar({ table: table({ rated: true }) });
    expect(text('table-status-rated')).toBe('Рейтинговая');
    rerender({ table: table({ rated: false }) });
    expect(text('table-status-rated')).toBe('Без рейтинга');
  });

  it('is a named region that passes axe', async () => {
    vi.useRealTimers();
    const { container } = bar({
      table: table({ seats: [person(0, 'Я'), person(1, 'Алина', { connected: false }), person(2, 'Б')] }),
      toAct: [0, 1],
    });
    expect(screen.getByRole('region', { name: 'Ход партии' })).toBe(status());
    const r = await axe.run(container, { runOnly: ['wcag2a', 'wcag2aa'], rules: { region: { enabled: false } } });
    expect(r.violations.map((v) => v.id)).toEqual([]);
  });
});

describe('the status bar at a turn-based table', () => {
  const H = 3_600_000;
  const D = 24 * H;
  const plain = (s: string | null | undefined) => (s ?? '').replace(/\u00a0/g, ' ');
  const turns = (more: Partial<TableSummary> = {}) =>
    table({
      pace: PACE_PRESETS.day,
      banks: [2 * D, D + 3 * H, 3 * D],
      turn: { seats: [0], since: T0, spends: 0 },
      ...more,
    });

  it('shows the running clock in days and hours, to the minute, with no ticking seconds', () => {
    const { rerender } = bar({ table: turns(), deadline: T0 + D + 22 * H + 59 * 60_000 + 30_000 });
    expect(plain(text('table-status-clock'))).toContain('1 д 22 ч');
    tick(20_000);
    expect(plain(text('table-status-clock'))).toContain('1 д 22 ч');
    // Under a day: hours and minutes; under an hour: the live clock's m:ss.
    rerender({ deadline: T0 + 22 * H + 39 * 60_000 + 50_000 });
    expect(plain(text('table-status-clock'))).toContain('22 ч 39 мин');
    tick(20_000);
    expect(plain(text('table-status-clock'))).toContain('22 ч 39 мин');
    rerender({ deadline: T0 + 30 * 60_000 });
    expect(plain(text('table-status-clock'))).toMatch(/\d+:\d\d/);
  });

  it('lists each player’s bank, the running one from its deadline, in Russian and English', async () => {
    bar({ table: turns(), deadline: T0 + 2 * D - 5 * H });
    const banks = screen.getByTestId('table-status-banks');
    expect(plain(banks.querySelector('summary')?.textContent)).toBe('Запас времени: у вас 1 д 19 ч');
    expect([...banks.querySelectorAll('li')].map((li) => plain(li.textContent))).toEqual([
      'у вас 1 д 19 ч · идёт',
      'Алина: 1 д 3 ч',
      'Бот Борис: 3 д',
    ]);
    await act(() => i18n.changeLanguage('en'));
    expect(plain(screen.getByTestId('table-status-banks').querySelector('summary')?.textContent)).toBe(
      'Time banks: you have 1 d 19 h',
    );
    await act(() => i18n.changeLanguage('ru'));
  });

  it('in a simultaneous phase spends no bank: every bank as it is, the clock the phase’s', () => {
    bar({ table: turns({ turn: { seats: [0, 1], since: T0 } }), toAct: [0, 1], deadline: T0 + 20 * H });
    const items = [...screen.getByTestId('table-status-banks').querySelectorAll('li')].map((li) =>
      plain(li.textContent),
    );
    expect(items).toEqual(['у вас 2 д', 'Алина: 1 д 3 ч', 'Бот Борис: 3 д']);
    expect(plain(text('table-status-clock'))).toContain('20 ч');
  });

  it('in a simultaneous phase with only my seat left to act, my bank is not the one running (the phase’s deadline is)', () => {
    // A Checkers Exchange session the bots are ready in: toAct is my seat alone, the server says no `spends`.
    bar({ table: turns({ turn: { seats: [0], since: T0 } }), toAct: [0], deadline: T0 + 23 * H });
    const banks = screen.getByTestId('table-status-banks');
    expect(plain(banks.querySelector('summary')?.textContent)).toBe('Запас времени: у вас 2 д');
    expect([...banks.querySelectorAll('li')].map((li) => plain(li.textContent))).toEqual([
      'у вас 2 д',
      'Алина: 1 д 3 ч',
      'Бот Борис: 3 д',
    ]);
  });

  it('shows no banks at a live table, and its clock as before', () => {
    bar();
    expect(screen.queryByTestId('table-status-banks')).toBeNull();
    expect(text('table-status-clock')).toContain('0:42');
  });
});
