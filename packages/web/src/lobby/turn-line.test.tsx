import { PACE_PRESETS, type SeatInfo, type TableSummary } from '@birzha/protocol';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WEB_GAMES } from '../games/registry.ts';
import i18n from '../i18n/index.ts';
import { TableList } from './table-list.tsx';
import { banksNow, whoseTurnText } from './turn-line.tsx';
import { byMyTurn } from './use-my-turns.ts';

vi.mock('../api/session.tsx', () => ({ useSession: () => ({ user: { id: 'u1', name: 'Аня' } }) }));

const T0 = 1_900_000_000_000;
const H = 3_600_000;
const D = 24 * H;
const t = i18n.t.bind(i18n);
const game = WEB_GAMES[0]?.id ?? '';
const person = (seat: number, id: string, name: string): SeatInfo => ({
  seat,
  user: { id, name },
  bot: null,
  connected: true,
});
const SEATS = [person(0, 'u1', 'Аня'), person(1, 'u2', 'Борис'), person(2, 'u3', 'Вера')];
const table = (id: string, over: Partial<TableSummary> = {}): TableSummary => ({
  id,
  game,
  options: {},
  players: 3,
  private: false,
  status: 'playing',
  host: { id: 'u2', name: 'Борис' },
  seats: SEATS,
  version: 3,
  createdAt: 1,
  startedAt: 2,
  finishedAt: null,
  outcome: null,
  ...over,
});
const plain = (s: string | null | undefined) => (s ?? '').replace(/\u00a0/g, ' ');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

describe('whose turn a match of mine is', () => {
  it('says my turn, one other player’s by name, or how many act at once', async () => {
    await i18n.changeLanguage('ru');
    const say = (seats: number[]) => whoseTurnText(table('x', { turn: { seats, since: T0 } }), 'u1', t);
    expect([[0], [1], [1, 2], [0, 2], [0, 1, 2]].map(say)).toEqual([
      'Ваш ход',
      'Ход: Борис',
      'Ходят 2 игрока',
      'Ваш ход и ещё 1 игрок',
      'Ваш ход и ещё 2 игрока',
    ]);
    await i18n.changeLanguage('en');
    expect([[0], [1], [1, 2]].map(say)).toEqual(['Your turn', 'Борис’s turn', '2 players to act']);
    await i18n.changeLanguage('ru');
    expect(whoseTurnText(table('x', { status: 'open', turn: null }), 'u1', t)).toBeNull();
  });

  it('counts the running turn’s time off its bank only', () => {
    const tb = table('x', {
      pace: PACE_PRESETS.day,
      banks: [2 * D, D, 3 * D],
      turn: { seats: [1], since: T0 - 5 * H, spends: 1 },
    });
    expect(banksNow(tb, T0)).toEqual([2 * D, D - 5 * H, 3 * D]);
    // A simultaneous phase spends no bank, even when one seat is left to act in it (the server says no `spends`).
    expect(banksNow({ ...tb, turn: { seats: [1, 2], since: T0 - 5 * H } }, T0)).toEqual([2 * D, D, 3 * D]);
    expect(banksNow({ ...tb, turn: { seats: [1], since: T0 - 5 * H } }, T0)).toEqual([2 * D, D, 3 * D]);
    expect(banksNow(table('live', { turn: { seats: [0], since: T0 } }), T0)).toBeNull();
  });
});

describe('"My matches"', () => {
  it('lists the matches waiting for me first, each with whose turn, since when, and the time banks', () => {
    const tables = byMyTurn(
      [
        table('theirs', { turn: { seats: [1], since: T0 - 2 * H } }),
        table('mine-new', {
          pace: PACE_PRESETS.day,
          banks: [2 * D + 4 * H, D, 3 * D],
          turn: { seats: [0], since: T0 - 5 * H, spends: 0 },
        }),
        table('mine-old', { turn: { seats: [0, 2], since: T0 - 2 * D } }),
      ],
      'u1',
    );
    render(
      <MemoryRouter>
        <TableList tables={tables} kind="mine" empty="—" />
      </MemoryRouter>,
    );
    const rows = screen.getAllByRole('listitem').filter((li) => li.classList.contains('table-item'));
    expect(rows.map((r) => r.dataset['table'])).toEqual(['mine-old', 'mine-new', 'theirs']);
    const lines = screen.getAllByTestId('turn-line');
    expect(plain(lines[0]?.textContent)).toBe('Ваш ход и ещё 1 игрок · уже 2 д');
    const banks = within(lines[1] as HTMLElement).getByRole('list', { name: 'Запас времени' });
    expect([...banks.querySelectorAll('li')].map((li) => plain(li.textContent))).toEqual([
      'у вас 1 д 23 ч',
      'Борис: 1 д',
      'Вера: 3 д',
    ]);
    expect(plain(lines[1]?.textContent)).toMatch(/^Ваш ход · уже 5 ч/);
    expect(plain(lines[2]?.textContent)).toBe('Ход: Борис · уже 2 ч');
    // The turn-based one says so in its head.
    expect(within(rows[1] as HTMLElement).getByTestId('pace-tag').textContent).toBe('заочно · 1 день');
    expect(within(rows[0] as HTMLElement).queryByTestId('pace-tag')).toBeNull();
  });

  it('shows an open turn-based table’s pace in the open list, and no turn line outside "My matches"', () => {
    render(
      <MemoryRouter>
        <TableList
          tables={[
            table('open', {
              status: 'open',
              players: 2,
              options: WEB_GAMES[0]?.options.toOptions(WEB_GAMES[0].options.initial),
              pace: PACE_PRESETS.threeDays,
              turn: null,
            }),
          ]}
          kind="open"
          empty="—"
        />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('pace-tag').textContent).toBe('заочно · 3 дня');
    // The game's estimated length at this pace.
    expect(screen.getByTestId('pace-estimate').textContent).toMatch(/^Партия займёт ~\d+–\d+\s(дней|дня|день)\.$/);
    expect(screen.queryByTestId('turn-line')).toBeNull();
  });
});
