import type { SeatInfo, TableSummary } from '@birzha/protocol';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/http.ts';
import { goToRematch, oldSeat, RematchOffer } from './rematch.tsx';

const person = (seat: number, id: string, more: Partial<SeatInfo> = {}): SeatInfo => ({
  seat,
  user: { id, name: id },
  bot: null,
  connected: true,
  ...more,
});
const bot = (seat: number): SeatInfo => ({ seat, user: null, bot: 'intermediate', connected: true });

function table(more: Partial<TableSummary> = {}): TableSummary {
  return {
    id: 'old',
    game: 'g',
    options: {},
    players: 3,
    private: false,
    status: 'finished',
    host: { id: 'a', name: 'a' },
    seats: [person(0, 'a'), bot(1), person(2, 'b')],
    version: 9,
    createdAt: 0,
    startedAt: 0,
    finishedAt: 1,
    outcome: null,
    ...more,
  };
}

/** The rematch as the server makes it: bots in their seats, the caller in theirs, the other people's seats open. */
function rematch(seated: SeatInfo[] = []): { table: TableSummary; invite: string | null } {
  const seats = [0, 1, 2].map(
    (k) =>
      seated.find((s) => s.seat === k) ?? (k === 1 ? bot(1) : { seat: k, user: null, bot: null, connected: false }),
  );
  return { table: table({ id: 'new', status: 'open', seats }), invite: null };
}

describe('the rematch', () => {
  it('knows each person’s old seat, theirs or the one a bot took over from them', () => {
    const t = table({ seats: [person(0, 'a'), bot(1), { ...bot(2), left: { id: 'b', name: 'b' } }] });
    expect(oldSeat(t, 'a')).toBe(0);
    expect(oldSeat(t, 'b')).toBe(2);
    expect(oldSeat(t, 'spectator')).toBeNull();
  });

  it('"Play again": the server makes it with me in my seat; nothing else to do', async () => {
    const api = { again: vi.fn(async () => rematch([person(2, 'b')])), join: vi.fn() };
    expect(await goToRematch(table(), 'b', api)).toBe('/t/new');
    expect(api.again).toHaveBeenCalledWith('old');
    expect(api.join).not.toHaveBeenCalled();
  });

  it('another person made it: I take my old seat there (any free one if it is gone), with its invite', async () => {
    const api = {
      again: vi.fn(async () => ({ ...rematch([person(0, 'a')]), invite: 'inv' })),
      join: vi.fn(async () => table()),
    };
    expect(await goToRematch(table(), 'b', api)).toBe('/t/new?invite=inv');
    expect(api.join).toHaveBeenCalledWith('new', 2, 'inv');

    const taken = {
      again: vi.fn(async () => rematch([person(0, 'a')])),
      join: vi.fn().mockRejectedValueOnce(new ApiError('SEAT_TAKEN', 409)).mockResolvedValueOnce(table()),
    };
    expect(await goToRematch(table(), 'b', taken)).toBe('/t/new');
    expect(taken.join).toHaveBeenNthCalledWith(2, 'new', undefined, undefined);
  });

  it('a rematch already full or started is still where I go (to watch); other refusals are said', async () => {
    const full = {
      again: vi.fn(async () => rematch()),
      join: vi.fn(async () => Promise.reject(new ApiError('TABLE_FULL', 409))),
    };
    expect(await goToRematch(table(), 'b', full)).toBe('/t/new');
    const down = { again: vi.fn(async () => Promise.reject(new ApiError('NETWORK', 0))), join: vi.fn() };
    await expect(goToRematch(table(), 'b', down)).rejects.toMatchObject({ code: 'NETWORK' });
  });

  it('once a rematch exists, the table’s people are offered their seats and anyone else may watch', async () => {
    const api = { again: vi.fn(async () => rematch([person(0, 'a')])), join: vi.fn(async () => table()) };
    const page = (userId: string, t: TableSummary) =>
      render(
        <MemoryRouter initialEntries={['/t/old']}>
          <Routes>
            <Route path="/t/old" element={<RematchOffer table={t} userId={userId} api={api} />} />
            <Route path="/t/new" element={<p>the rematch</p>} />
          </Routes>
        </MemoryRouter>,
      );
    const none = page('b', table());
    expect(none.container.textContent).toBe('');
    none.unmount();

    const next = table({ next: { id: 'new', invite: null } });
    const watcher = page('c', next);
    expect(screen.getByRole('link', { name: 'Смотреть новую партию' }).getAttribute('href')).toBe('/t/new');
    watcher.unmount();

    page('b', next);
    expect(screen.getByText('Новая партия тем же составом уже собрана.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Сесть за новый стол' }));
    expect(await screen.findByText('the rematch')).toBeDefined();
    expect(api.join).toHaveBeenCalledWith('new', 2, undefined);
  });
});
