import { PACE_PRESETS } from '@birzha/protocol';
import { fireEvent, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lobbyApi } from '../api/lobby-api.ts';
import { WEB_GAMES } from '../games/registry.ts';
import { defineWebGame, type AnyWebGame } from '../games/web-game.ts';
import { CreateTableForm } from './create-table-form.tsx';

/** A game only this test knows: one option of its own, and 2 to 3 players. */
const toy = defineWebGame<{ speed: string }>({
  id: 'toy',
  name: { ru: 'Игрушка', en: 'Toy' },
  Board: lazy(() => Promise.resolve({ default: () => null })),
  Rules: lazy(() => Promise.resolve({ default: () => null })),
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
    expect(screen.getByTestId('pace-estimate').textContent).toMatch(
      /^Партия займёт примерно ~\d+–\d+\s(дней|дня|день)\.$/,
    );
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
      'Только если все места — зарегистрированные игроки; боты и гости делают партию обычной.',
    );
    fireEvent.submit(select('game').form as HTMLFormElement);
    expect(create).toHaveBeenLastCalledWith(expect.objectContaining({ rated: false }));
    fireEvent.click(box);
    fireEvent.submit(select('game').form as HTMLFormElement);
    expect(create).toHaveBeenLastCalledWith(expect.objectContaining({ rated: true }));
    create.mockRestore();
  });
});
