import type { SeatInfo, TableSummary } from '@birzha/protocol';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { WEB_GAMES } from '../games/registry.ts';
import i18n from '../i18n/index.ts';
import { TableList } from './table-list.tsx';

vi.mock('../api/session.tsx', () => ({ useSession: () => ({ user: { id: 'u1', name: 'Аня' } }) }));

const game = WEB_GAMES[0]?.id ?? '';
const table = (over: Partial<TableSummary> & { seats: SeatInfo[] }): TableSummary => ({
  id: 't1',
  game,
  options: {},
  players: over.seats.length,
  private: false,
  status: 'playing',
  host: { id: 'u2', name: 'Борис' },
  version: 3,
  createdAt: 1,
  startedAt: 2,
  finishedAt: null,
  outcome: null,
  ...over,
});

function show(tables: TableSummary[], kind: 'playing' | 'finished' | 'mine' = 'mine') {
  render(
    <MemoryRouter>
      <TableList tables={tables} kind={kind} empty="—" />
    </MemoryRouter>,
  );
  return screen.getByRole('list');
}

describe('a lobby list', () => {
  it('names bots by their names and a taken-over seat by its person, marks a rated table, and opens it for its person', () => {
    const list = show([
      table({
        rated: true,
        seats: [
          {
            seat: 0,
            user: null,
            bot: 'intermediate',
            botName: 'kira',
            left: { id: 'u1', name: 'Аня' },
            connected: true,
          },
          { seat: 1, user: null, bot: 'beginner', botName: 'lev', connected: true },
        ],
      }),
    ]);
    expect(within(list).getByText('Аня → бот')).toBeDefined();
    expect(within(list).getByText('Бот Лев (новичок)')).toBeDefined();
    expect(within(list).getByText('Рейтинговая партия')).toBeDefined();
    // Her seat is still hers: the table opens for her to come back (not "watch").
    expect(document.querySelector('[data-action="open"]')).not.toBeNull();
    expect(document.querySelector('[data-action="watch"]')).toBeNull();
  });

  it('ranks a finished table with tied seats sharing the better place', () => {
    const list = show(
      [
        table({
          status: 'finished',
          outcome: { ranking: [[1, 2], [0]], scores: [5, 9, 9] },
          seats: [
            { seat: 0, user: { id: 'u1', name: 'Аня' }, bot: null, connected: true },
            { seat: 1, user: { id: 'u2', name: 'Борис' }, bot: null, connected: true },
            { seat: 2, user: { id: 'u3', name: 'Аня (2)' }, bot: null, connected: true },
          ],
        }),
      ],
      'finished',
    );
    const pills = [...list.querySelectorAll('.seat-pill')].map((p) => p.textContent);
    expect(pills).toEqual(['1. Борис · 9', '1. Аня (2) · 9', '3. Аня · 5']);
  });

  it('groups the scores’ digits as the language writes them', () => {
    const list = show(
      [
        table({
          status: 'finished',
          outcome: { ranking: [[0], [1]], scores: [521650, -12000] },
          seats: [
            { seat: 0, user: { id: 'u1', name: 'Аня' }, bot: null, connected: true },
            { seat: 1, user: { id: 'u2', name: 'Борис' }, bot: null, connected: true },
          ],
        }),
      ],
      'finished',
    );
    const pills = [...list.querySelectorAll('.seat-pill')].map((p) => p.textContent);
    expect(pills).toEqual(['1. Аня · 521\u00a0650', '2. Борис · \u221212\u00a0000']);
  });

  it('marks my own table among the running ones, to open rather than watch', () => {
    const list = show(
      [
        table({
          seats: [
            { seat: 0, user: { id: 'u1', name: 'Аня' }, bot: null, connected: true },
            { seat: 1, user: null, bot: 'beginner', botName: 'lev', connected: true },
          ],
        }),
      ],
      'playing',
    );
    expect(within(list).getByText('вы за столом')).toBeDefined();
    expect(document.querySelector('[data-action="open"]')).not.toBeNull();
    expect(document.querySelector('[data-action="watch"]')).toBeNull();
  });

  it("marks a bot account's seat with the bot badge, in a playing table's seats and a finished one's ranking", () => {
    const seats: SeatInfo[] = [
      { seat: 0, user: { id: 'u1', name: 'Аня' }, bot: null, connected: true },
      { seat: 1, user: { id: 'r1', name: 'Робот', botAccount: true }, bot: null, connected: true },
      { seat: 2, user: null, bot: 'beginner', botName: 'lev', connected: true },
    ];
    const pills = () => [...document.querySelectorAll('.seat-pill')];
    const badges = () =>
      pills().map((p) => [...p.querySelectorAll('[data-testid="bot-badge"]')].map((b) => b.getAttribute('aria-label')));
    const label = i18n.t('profiles.bot.accountLabel');
    show([table({ seats })], 'playing');
    expect(badges()).toEqual([[], [label], []]);
    cleanup();
    show([table({ seats, status: 'finished', outcome: { ranking: [[1], [0], [2]], scores: [5, 9, 1] } })], 'finished');
    // By place: Робот first, with the badge between his name and his score.
    expect(badges()).toEqual([[label], [], []]);
    expect(pills()[0]?.textContent).toBe(`1. Робот${i18n.t('profiles.bot.badge')} · 9`);
  });
});
