import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WEB_GAMES } from '../games/registry.ts';
import RulesPage from './rules-page.tsx';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/rules" element={<RulesPage />} />
        <Route path="/rules/:game" element={<RulesPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the rules page', () => {
  it('says in words that an unknown game has no rules here, and links to every game that has', () => {
    renderAt('/rules/chess');
    expect(screen.getByTestId('unknown-game').textContent).toBe(
      'Игры «chess» здесь нет, поэтому и правил для неё нет. Правила есть для этих игр:',
    );
    for (const g of WEB_GAMES) {
      expect(screen.getByRole('link', { name: g.name.ru }).getAttribute('href')).toBe(`/rules/${g.id}`);
    }
  });

  it('lists the games without naming an unknown one when no game is asked for', () => {
    renderAt('/rules');
    expect(screen.queryByTestId('unknown-game')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(WEB_GAMES.length);
  });

  it('shows a registered game’s rules', async () => {
    const first = WEB_GAMES[0];
    renderAt(`/rules/${first?.id ?? ''}`);
    expect((await screen.findAllByRole('heading', { level: 2 })).length).toBeGreaterThan(3);
    expect(screen.queryByTestId('unknown-game')).toBeNull();
  });
});
