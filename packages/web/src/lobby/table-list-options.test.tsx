import { LIVE, PACE_PRESETS, type Pace, type SeatInfo, type TableSummary } from '@birzha/protocol';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { WEB_GAMES } from '../games/registry.ts';
import i18n from '../i18n/index.ts';
import { TableList, type ListKind } from './table-list.tsx';

vi.mock('../api/session.tsx', () => ({ useSession: () => ({ user: { id: 'u1', name: 'Аня' } }) }));

const person = (seat: number, id: string, name: string): SeatInfo => ({
  seat,
  user: { id, name },
  bot: null,
  connected: true,
});

/** A table of each game with its form's first options (a clock included), at this pace. */
const tables = (status: TableSummary['status'], pace: Pace): TableSummary[] =>
  WEB_GAMES.map((g) => ({
    id: `${g.id}-${pace.mode}`,
    game: g.id,
    options: g.options.toOptions(g.options.initial),
    players: 2,
    private: false,
    status,
    host: { id: 'u1', name: 'Аня' },
    seats: [person(0, 'u1', 'Аня'), person(1, 'u2', 'Борис')],
    version: 1,
    createdAt: 1,
    startedAt: status === 'open' ? null : 2,
    finishedAt: null,
    outcome: null,
    pace,
    turn: status === 'playing' ? { seats: [1], since: 2 } : null,
  }));

/** The game's own clock in its labels: what a live table's labels say and a turn-based one's do not. */
function clockLabels(g: (typeof WEB_GAMES)[number]): string[] {
  const options = g.options.toOptions(g.options.initial);
  const t = i18n.getFixedT('ru');
  const turns = g.optionLabels(options, t, { turnBased: true });
  return g.optionLabels(options, t).filter((l) => !turns.includes(l));
}

function rows(list: readonly TableSummary[], kind: ListKind): HTMLElement[] {
  render(
    <MemoryRouter>
      <TableList tables={list} kind={kind} empty="—" />
    </MemoryRouter>,
  );
  return screen.getAllByRole('listitem').filter((li) => li.classList.contains('table-item'));
}

describe('a table’s options in the lobby', () => {
  it.each([
    ['open', 'open'],
    ['playing', 'mine'],
  ] as const)('a turn-based %s table (list "%s") says its pace, not the game’s clock per move', (status, kind) => {
    const shown = rows(tables(status, PACE_PRESETS.day), kind);
    expect(shown).toHaveLength(WEB_GAMES.length);
    WEB_GAMES.forEach((g, i) => {
      const row = shown[i] as HTMLElement;
      const clocks = clockLabels(g);
      expect(clocks, g.id).toHaveLength(1);
      const head = row.querySelector('.table-item__head') as HTMLElement;
      for (const clock of clocks) expect(head.textContent, g.id).not.toContain(clock);
      expect(within(row).getByTestId('pace-tag').textContent).toBe('заочно · 1 день');
    });
  });

  it('a live table still says the game’s clock', () => {
    const shown = rows(tables('open', LIVE), 'open');
    WEB_GAMES.forEach((g, i) => {
      const head = (shown[i] as HTMLElement).querySelector('.table-item__head') as HTMLElement;
      for (const clock of clockLabels(g)) expect(head.textContent, g.id).toContain(clock);
      expect(head.querySelector('[data-testid="pace-tag"]')).toBeNull();
    });
  });
});
