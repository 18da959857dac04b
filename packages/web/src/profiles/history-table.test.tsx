import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import i18n from '../i18n/index.ts';
import { HistoryTable } from './history-table.tsx';
import { match } from './profiles.test-helper.tsx';

describe('a match history list (issue 29)', () => {
  it("marks a bot account among the players with the bot badge, a person's and a server bot's entries without it", () => {
    const m = match(1);
    const players = m.players.map((p) =>
      p.seat === 2 && p.user !== null ? { ...p, user: { ...p.user, botAccount: true as const } } : p,
    );
    render(
      <MemoryRouter>
        <HistoryTable items={[{ ...m, players }]} placeHeading="Место" />
      </MemoryRouter>,
    );
    const lines = within(screen.getByTestId('history-row')).getAllByRole('listitem');
    const badges = lines.map((li) =>
      within(li)
        .queryAllByTestId('bot-badge')
        .map((b) => b.getAttribute('aria-label')),
    );
    // By place: Аня (a person), Гриша (a bot account), the server's bot Борис.
    expect(lines.map((li) => li.textContent)).toEqual([
      '1. Аня',
      `2. Гриша${i18n.t('profiles.bot.badge')}`,
      '3. Бот Борис (опытный)',
    ]);
    expect(badges).toEqual([[], [i18n.t('profiles.bot.accountLabel')], []]);
    // The badge sits beside the profile link, not inside it (the link's name is the player's alone).
    expect(within(lines[1]!).getByRole('link').textContent).toBe('Гриша');
  });
});
