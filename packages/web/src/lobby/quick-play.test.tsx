import { PACE_PRESETS, type TableSummary } from '@birzha/protocol';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/http.ts';
import { lobbyApi } from '../api/lobby-api.ts';
import { quickApi } from '../api/quick-api.ts';
import { WEB_GAMES } from '../games/registry.ts';
import { getPreferences, resetPreferencesForTests } from '../ui/preferences.ts';
import { resetGameLevelsForTests } from './game-levels.ts';
import { QuickCountdown } from './quick-play-countdown.tsx';
import { QuickPlay } from './quick-play.tsx';

vi.mock('../api/quick-api.ts', () => ({ quickApi: { play: vi.fn() } }));
const play = vi.mocked(quickApi.play);

async function axeProblems(container: Element): Promise<string[]> {
  const r = await axe.run(container, {
    runOnly: ['wcag2a', 'wcag2aa'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const escape = (s: string) => s.replace(/[()]/g, '\\$&');

function renderPanel() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<QuickPlay />} />
        <Route path="/t/:id" element={<p>the table page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const summary = (over: Partial<TableSummary> = {}): TableSummary => ({
  id: 'tq1',
  game: WEB_GAMES[0]?.id ?? '',
  options: {},
  players: 3,
  private: false,
  status: 'open',
  host: { id: 'u1', name: 'Аня' },
  seats: [],
  version: 0,
  createdAt: 0,
  startedAt: null,
  finishedAt: null,
  outcome: null,
  ...over,
});

/** The server's catalogue: the first game has no expert bot, the others have one. */
const LEVELS = (id: string) =>
  id === WEB_GAMES[0]?.id ? ['beginner', 'intermediate'] : ['beginner', 'intermediate', 'expert'];

beforeEach(() => {
  localStorage.clear();
  resetPreferencesForTests();
  resetGameLevelsForTests();
  play.mockReset();
  vi.spyOn(lobbyApi, 'games').mockResolvedValue(
    WEB_GAMES.map((g) => ({
      id: g.id,
      title: g.id,
      minPlayers: 2,
      maxPlayers: 4,
      rulesVersion: 1,
      defaultOptions: {},
      levels: LEVELS(g.id),
    })),
  );
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the quick-play panel', () => {
  it('has a "Play now" per game; the wait and bot level are remembered and sent; success opens the table', async () => {
    play.mockResolvedValue(summary());
    const { container } = renderPanel();
    const buttons = screen.getAllByRole('button', { name: /^Играть/ });
    expect(buttons).toHaveLength(WEB_GAMES.length);
    const wait = screen.getByLabelText('Боты сядут через');
    expect((wait as HTMLSelectElement).value).toBe('30');
    expect([...(wait as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      '0 с',
      '30 с',
      '1 мин',
      '2 мин',
      '5 мин',
    ]);
    fireEvent.change(wait, { target: { value: '120' } });
    const level = screen.getByLabelText('Уровень ботов') as HTMLSelectElement;
    await waitFor(() => expect(level.options).toHaveLength(3));
    fireEvent.change(level, { target: { value: 'intermediate' } });
    expect(getPreferences()).toMatchObject({ quickWait: 120, quickLevel: 'intermediate' });
    expect(await axeProblems(container)).toEqual([]);

    const last = WEB_GAMES[WEB_GAMES.length - 1];
    fireEvent.click(
      screen.getByRole('button', { name: new RegExp(`^Играть\\s*:\\s*${escape(last?.name.ru ?? '')}$`) }),
    );
    expect(play).toHaveBeenCalledWith({ game: last?.id, waitSeconds: 120, level: 'intermediate' });
    expect(await screen.findByText('the table page')).toBeTruthy();
  });

  it('seats beginners for a newcomer and says so; offers the levels some game has, strongest first', async () => {
    play.mockResolvedValue(summary());
    const { container } = renderPanel();
    const level = screen.getByLabelText('Уровень ботов') as HTMLSelectElement;
    expect(level.value).toBe('beginner');
    const note = screen.getByTestId('quick-level-note');
    expect(note.textContent).toBe(
      'Боты: новичок. Для тех, кто здесь впервые; другой уровень можно выбрать в «Уровень ботов».',
    );
    // The server's catalogue: the levels of every game, the strongest first.
    await waitFor(() => expect([...level.options].map((o) => o.text)).toEqual(['эксперт', 'опытный', 'новичок']));
    expect(await axeProblems(container)).toEqual([]);
    fireEvent.click(screen.getAllByRole('button', { name: /^Играть/ })[0] as HTMLButtonElement);
    expect(play).toHaveBeenCalledWith({ game: WEB_GAMES[0]?.id, waitSeconds: 30, level: 'beginner' });
  });

  it('says the level once chosen, and gives a game without the chosen level its strongest one', async () => {
    play.mockResolvedValue(summary());
    renderPanel();
    const level = screen.getByLabelText('Уровень ботов') as HTMLSelectElement;
    await waitFor(() => expect(level.options).toHaveLength(3));
    fireEvent.change(level, { target: { value: 'expert' } });
    expect(getPreferences().quickLevel).toBe('expert');
    expect(screen.getByTestId('quick-level-note').textContent).toBe('Боты: эксперт.');
    // The first game has no expert: its row says so, and its button asks for its intermediate.
    const notes = screen.getAllByTestId('quick-game-level');
    expect(notes.map((n) => n.textContent)).toEqual(['боты: опытный (сильнее в этой игре нет)']);
    fireEvent.click(screen.getAllByRole('button', { name: /^Играть/ })[0] as HTMLButtonElement);
    expect(play).toHaveBeenCalledWith({ game: WEB_GAMES[0]?.id, waitSeconds: 30, level: 'intermediate' });
    cleanup();
    play.mockClear();
    renderPanel();
    await waitFor(() => expect(screen.getAllByTestId('quick-game-level')).toHaveLength(1));
    const last = screen.getAllByRole('button', { name: /^Играть/ }).at(-1) as HTMLButtonElement;
    fireEvent.click(last);
    expect(play).toHaveBeenCalledWith({ game: WEB_GAMES.at(-1)?.id, waitSeconds: 30, level: 'expert' });
  });

  it('offers real time or a turn-based preset, and sends a turn-based pace (only tables of it are matched)', async () => {
    play.mockResolvedValue(summary());
    const { container } = renderPanel();
    const pace = screen.getByLabelText('Темп') as HTMLSelectElement;
    expect(pace.value).toBe('live');
    expect([...pace.options].map((o) => o.text)).toEqual([
      'Вживую',
      'заочно · 1 день',
      'заочно · 3 дня',
      'заочно · 7 дней',
    ]);
    fireEvent.change(pace, { target: { value: 'threeDays' } });
    expect(await axeProblems(container)).toEqual([]);
    const first = WEB_GAMES[0];
    fireEvent.click(screen.getAllByRole('button', { name: /^Играть/ })[0] as HTMLButtonElement);
    expect(play).toHaveBeenCalledWith({
      game: first?.id,
      waitSeconds: 30,
      level: expect.any(String) as unknown,
      pace: PACE_PRESETS.threeDays,
    });
    expect(await screen.findByText('the table page')).toBeTruthy();
    // Remembered for the next visit.
    cleanup();
    renderPanel();
    expect((screen.getByLabelText('Темп') as HTMLSelectElement).value).toBe('threeDays');
  });

  it('says what went wrong and lets the player try again', async () => {
    play.mockRejectedValue(new ApiError('UNKNOWN_GAME', 404));
    renderPanel();
    const first = screen.getAllByRole('button', { name: /^Играть/ })[0] as HTMLButtonElement;
    fireEvent.click(first);
    expect(first.textContent).toMatch(/Ищем стол/);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(first.disabled).toBe(false);
    expect(first.textContent).toMatch(/^Играть/);
  });
});

describe('the quick-play countdown in the waiting room', () => {
  it('counts down to the time bots fill the table, then says they are coming; nothing on other tables', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_000_000);
    const { rerender } = render(
      <QuickCountdown table={summary({ quick: { fillAt: 1_065_000, level: 'beginner' } })} />,
    );
    expect(screen.getByTestId('quick-countdown').textContent).toBe('Боты займут пустые места через 1:05');
    act(() => vi.advanceTimersByTime(65_000));
    expect(screen.getByTestId('quick-countdown').textContent).toBe('Боты вот-вот займут пустые места…');
    rerender(<QuickCountdown table={summary({ quick: null })} />);
    expect(screen.queryByTestId('quick-countdown')).toBeNull();
    rerender(<QuickCountdown table={summary({ status: 'playing', quick: { fillAt: null, level: 'beginner' } })} />);
    expect(screen.queryByTestId('quick-countdown')).toBeNull();
  });
});

describe('quick play’s way to learn', () => {
  it('offers "Learn to play" beside each game’s "Play now", leading to its lessons', () => {
    renderPanel();
    const learn = screen.getAllByTestId('quick-learn');
    expect(learn.map((a) => a.getAttribute('href'))).toEqual(WEB_GAMES.map((g) => `/learn/${g.id}`));
    for (const [i, g] of WEB_GAMES.entries()) {
      const row = learn[i]?.closest('li') as HTMLElement;
      expect(row.querySelector(`button[data-game="${g.id}"]`)).not.toBeNull();
      expect(learn[i]?.textContent).toBe(`Научиться играть: ${g.name.ru}`);
    }
  });
});
