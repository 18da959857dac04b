import { PACE_PRESETS } from '@birzha/protocol';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lobbyApi } from '../api/lobby-api.ts';
import { WEB_GAMES } from '../games/registry.ts';
import { defineWebGame, type AnyWebGame } from '../games/web-game.ts';
import { CreateTableForm } from './create-table-form.tsx';
import { resetGameLevelsForTests } from './game-levels.ts';

/** A game only this test knows: one option of its own, and 2 to 3 players. */
const toy = defineWebGame<{ speed: string }>({
  id: 'toy',
  name: { ru: 'Игрушка', en: 'Toy' },
  Board: lazy(() => Promise.resolve({ default: () => null })),
  Rules: lazy(() => Promise.resolve({ default: () => null })),
  Summary: lazy(() => Promise.resolve({ default: () => null })),
  Picture: lazy(() => Promise.resolve({ default: () => null })),
  intro: { line: { ru: 'Игрушка.', en: 'A toy.' }, minutes: [1, 2] },
  options: {
    Form: ({ value, onChange }) => (
      <label>
        Скорость
        <select name="speed" value={value.speed} onChange={(e) => onChange({ speed: e.target.value })}>
          <option value="slow">slow</option>
          <option value="fast">fast</option>
        </select>
      </label>
    ),
    initial: { speed: 'slow' },
    toOptions: (d) => ({ pace: d.speed }),
    playerRange: () => ({ min: 2, max: 3 }),
  },
  optionLabels: () => [],
  codes: { ru: {}, en: {}, detailKeys: {}, detailWords: {} },
  words: { ru: {}, en: {} },
  loadWords: () => Promise.resolve({ ru: {}, en: {} }),
});

function renderForm(games?: readonly AnyWebGame[]) {
  render(
    <MemoryRouter>
      <CreateTableForm {...(games === undefined ? {} : { games })} />
    </MemoryRouter>,
  );
}

const select = (name: string) => document.querySelector(`select[name="${name}"]`) as HTMLSelectElement;
const choices = (name: string) => [...select(name).options].map((o) => o.value);

describe('the create-table form', () => {
  it('lists every registered game and shows the first one’s own options', () => {
    renderForm();
    expect(choices('game')).toEqual(WEB_GAMES.map((g) => g.id));
    expect(select('game').value).toBe(WEB_GAMES[0]?.id);
    expect(screen.getByRole('option', { name: WEB_GAMES[0]?.name.ru ?? '' })).toBeDefined();
    expect(select('variant')).not.toBeNull();
  });

  it('switching the game shows that game’s form and player range, and starts its options afresh', async () => {
    const create = vi.spyOn(lobbyApi, 'create').mockReturnValue(new Promise(() => undefined));
    const first = WEB_GAMES[0] as AnyWebGame;
    renderForm([first, toy]);
    fireEvent.change(select('variant'), { target: { value: 'long' } });
    fireEvent.change(select('game'), { target: { value: 'toy' } });
    expect(select('variant')).toBeNull();
    expect(choices('players')).toEqual(['2', '3']);
    fireEvent.change(select('speed'), { target: { value: 'fast' } });

    // Back to the first game: its options are its initial ones again, not the edited ones.
    fireEvent.change(select('game'), { target: { value: first.id } });
    expect(select('speed')).toBeNull();
    expect(select('variant').value).toBe((first.options.initial as { variant: string }).variant);

    // And the toy again: its own option starts afresh too, and goes to the server as the game turns it.
    fireEvent.change(select('game'), { target: { value: 'toy' } });
    expect(select('speed').value).toBe('slow');
    fireEvent.change(select('players'), { target: { value: '3' } });
    fireEvent.submit(select('game').form as HTMLFormElement);
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ game: 'toy', players: 3, options: { pace: 'slow' }, join: true }),
    );
    create.mockRestore();
  });

  it('offers real time or turn-based; turn-based shows the presets with the estimated length, hides the turn clock and sends the pace', () => {
    const create = vi.spyOn(lobbyApi, 'create').mockReturnValue(new Promise(() => undefined));
    renderForm();
    const live = screen.getByRole('radio', { name: 'Вживую' }) as HTMLInputElement;
    expect(live.checked).toBe(true);
    expect(select('pace-preset')).toBeNull();
    expect(select('turnSeconds')).not.toBeNull();
    fireEvent.submit(select('game').form as HTMLFormElement);
    expect(create.mock.lastCall?.[0]).not.toHaveProperty('pace');

    fireEvent.click(screen.getByRole('radio', { name: 'Заочно' }));
    expect([...select('pace-preset').options].map((o) => o.text)).toEqual([
      '1 день на ход, запас до 3 дней',
      '3 дня на ход, запас до 7 дней',
      '7 дней на ход, запас до 14 дней',
    ]);
    expect(screen.getByTestId('pace-estimate').textContent).toMatch(/^Партия займёт ~\d+–\d+\s(дней|дня|день)\.$/);
    const dayEstimate = screen.getByTestId('pace-estimate').textContent;
    // The game's own per-turn clock gives way to the banks (its value stays in the options).
    expect(select('turnSeconds')).toBeNull();
    expect(screen.getByTestId('clock-note').textContent).toContain('запас времени');
    fireEvent.change(select('pace-preset'), { target: { value: 'week' } });
    expect(screen.getByTestId('pace-estimate').textContent).not.toBe(dayEstimate);
    fireEvent.submit(select('game').form as HTMLFormElement);
    expect(create).toHaveBeenLastCalledWith(expect.objectContaining({ pace: PACE_PRESETS.week }));

    fireEvent.click(live);
    expect(select('turnSeconds')).not.toBeNull();
    create.mockRestore();
  });

  it('asks for a rated match only when the box is ticked, and says when it stays casual', () => {
    const create = vi.spyOn(lobbyApi, 'create').mockReturnValue(new Promise(() => undefined));
    renderForm();
    const box = screen.getByRole('checkbox', { name: 'Рейтинговая партия' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    const hint = document.getElementById(box.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(
      'Только если все места — зарегистрированные игроки или боты; гость делает партию обычной.',
    );
    fireEvent.submit(select('game').form as HTMLFormElement);
    expect(create).toHaveBeenLastCalledWith(expect.objectContaining({ rated: false }));
    fireEvent.click(box);
    fireEvent.submit(select('game').form as HTMLFormElement);
    expect(create).toHaveBeenLastCalledWith(expect.objectContaining({ rated: true }));
    create.mockRestore();
  });

  it('offers the bot levels the server says the game has, the strongest first, and fits a choice to a new game', async () => {
    resetGameLevelsForTests();
    const first = WEB_GAMES[0] as AnyWebGame;
    const info = (id: string, levels: string[]) => ({
      id,
      title: id,
      minPlayers: 2,
      maxPlayers: 3,
      rulesVersion: 1,
      defaultOptions: {},
      levels,
    });
    const games = vi
      .spyOn(lobbyApi, 'games')
      .mockResolvedValue([
        info(first.id, ['beginner', 'intermediate', 'expert']),
        info('toy', ['beginner', 'intermediate']),
      ]);
    const create = vi.spyOn(lobbyApi, 'create').mockReturnValue(new Promise(() => undefined));
    renderForm([first, toy]);
    // Seat 2 starts with an intermediate bot; the list is the game's, once the server said it.
    expect(select('seat-1').value).toBe('intermediate');
    await waitFor(() => expect(choices('seat-1')).toEqual(['human', 'expert', 'intermediate', 'beginner']));
    expect([...select('seat-1').options].map((o) => o.text)).toEqual([
      'Человек (свободное место)',
      'Бот (эксперт)',
      'Бот (опытный)',
      'Бот (новичок)',
    ]);
    fireEvent.change(select('seat-1'), { target: { value: 'expert' } });
    expect(select('seat-1').value).toBe('expert');
    // The toy game has no expert: the seat shows, and asks for, its strongest level.
    fireEvent.change(select('game'), { target: { value: 'toy' } });
    expect(choices('seat-1')).toEqual(['human', 'intermediate', 'beginner']);
    expect(select('seat-1').value).toBe('intermediate');
    fireEvent.submit(select('game').form as HTMLFormElement);
    expect(create).toHaveBeenLastCalledWith(
      expect.objectContaining({ game: 'toy', bots: [{ seat: 1, level: 'intermediate' }] }),
    );
    fireEvent.change(select('seat-1'), { target: { value: 'beginner' } });
    fireEvent.submit(select('game').form as HTMLFormElement);
    expect(create).toHaveBeenLastCalledWith(expect.objectContaining({ bots: [{ seat: 1, level: 'beginner' }] }));
    create.mockRestore();
    games.mockRestore();
    resetGameLevelsForTests();
  });
});
