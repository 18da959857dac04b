import { gameSetup } from '@birzha/engine';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WEB_GAMES } from '../games/registry.ts';
import { GameIntros } from './game-intros.tsx';

/** A link's name: its words, then the game's (read out after a colon; jsdom may space the two parts). */
const named = (words: string, game: string) => new RegExp(`^${words}\\s*:\\s*${game}$`);

describe('the lobby introduces the games', () => {
  it('shows every registered game with its line, players from the engine’s meta, length and the way to learn it', () => {
    render(
      <MemoryRouter>
        <GameIntros />
      </MemoryRouter>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-game'))).toEqual(WEB_GAMES.map((g) => g.id));
    for (const g of WEB_GAMES) {
      const item = items.find((li) => li.getAttribute('data-game') === g.id) as HTMLElement;
      const meta = gameSetup(g.id)?.meta;
      expect(within(item).getByRole('heading', { level: 3 }).textContent).toBe(g.name.ru);
      expect(item.textContent).toContain(g.intro.line.ru);
      expect(within(item).getByTestId('game-facts').textContent).toBe(
        `Игроков: ${meta?.minPlayers}–${meta?.maxPlayers} · ${g.intro.minutes[0]}–${g.intro.minutes[1]} мин`,
      );
      expect(
        within(item)
          .getByRole('link', { name: named('Научиться играть', g.name.ru) })
          .getAttribute('href'),
      ).toBe(`/learn/${g.id}`);
      expect(
        within(item)
          .getByRole('link', { name: named('Правила', g.name.ru) })
          .getAttribute('href'),
      ).toBe(`/rules/${g.id}`);
    }
  });

  it('draws each game’s picture, out of reach of the keyboard and of screen readers', async () => {
    render(
      <MemoryRouter>
        <GameIntros />
      </MemoryRouter>,
    );
    for (const g of WEB_GAMES) {
      const item = document.querySelector(`[data-game="${g.id}"]`) as HTMLElement;
      const picture = within(item).getByTestId('game-picture');
      expect(picture.hasAttribute('inert')).toBe(true);
      expect(picture.getAttribute('aria-hidden')).toBe('true');
      // What the picture draws is each game's own (its summary test finds its table's card or board in it); here,
      // that every game's picture has arrived and drawn something.
      await waitFor(() => expect(picture.querySelectorAll('*').length, g.id).toBeGreaterThan(4), { timeout: 15_000 });
    }
  });
});
