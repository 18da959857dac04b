import type { SeatInfo, TableSummary } from '@birzha/protocol';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNA, axeProblems, fakeServer, stubSocket } from '../accounts/fake-server.test-helper.tsx';
import { SessionProvider } from '../api/session.tsx';
import { Header } from '../ui/header.tsx';
import { SiteTitle } from '../ui/site-title.tsx';
import { TurnSignals } from '../table/turn-signals.tsx';
import { MyTurnsBadge } from './my-turns-badge.tsx';

beforeEach(stubSocket);
afterEach(() => vi.unstubAllGlobals());

const person = (seat: number, id: string, name: string): SeatInfo => ({
  seat,
  user: { id, name },
  bot: null,
  connected: true,
});
const playing = (id: string, toAct: number[], since: number): TableSummary => ({
  id,
  game: 'g',
  options: {},
  players: 2,
  private: false,
  status: 'playing',
  host: { id: 'u1', name: 'Аня' },
  seats: [person(0, 'u1', 'Аня'), person(1, 'u2', 'Борис')],
  version: 3,
  createdAt: 1,
  startedAt: 2,
  finishedAt: null,
  outcome: null,
  turn: { seats: toAct, since },
});

function renderShell(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider fallback={() => <p>loading</p>}>
        <SiteTitle />
        <Header>
          <MyTurnsBadge />
        </Header>
        <Routes>
          <Route path="/" element={<p>the lobby</p>} />
          <Route path="/t/:id" element={<TitledTable />} />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
}

/** A page that names the tab itself, as a table does. */
function TitledTable() {
  useEffect(() => {
    document.title = '0:42 · Ваш ход — Игра · Биржа';
  }, []);
  return <p>a table</p>;
}

describe('the header’s count of matches waiting for my move', () => {
  it('links to "My matches" with the number, counts only the matches waiting for me, and puts it in the tab title', async () => {
    const server = fakeServer({ me: ANNA });
    let tables = [playing('a', [0], 10), playing('b', [1], 5), playing('c', [0, 1], 20)];
    server.on('GET /api/me/tables?status=playing', () => server.ok(tables));
    const { container } = renderShell();
    const badge = await screen.findByTestId('my-turns');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: '2 партии ждут вашего хода' })).toBe(badge);
    expect(badge.getAttribute('href')).toBe('/#mine');
    expect(badge.textContent).toBe('Ваш ход2');
    await waitFor(() => expect(document.title).toBe('(2) Биржа'));
    expect(await axeProblems(container)).toEqual([]);

    // I moved at both: looked at again when the page comes back into view, the count and the title go.
    tables = [playing('a', [1], 10), playing('c', [1], 20)];
    act(() => void fireEvent(document, new Event('visibilitychange')));
    await waitFor(() => expect(screen.queryByTestId('my-turns')).toBeNull());
    // The title is the badge's effect, after the render that took the badge away: waited for too (it failed once
    // on a loaded machine, read in between).
    await waitFor(() => expect(document.title).toBe('Биржа'));
  });

  it('looks again as soon as the table I am at sees my turn come, not at the next minute', async () => {
    const server = fakeServer({ me: ANNA });
    let tables: TableSummary[] = [];
    server.on('GET /api/me/tables?status=playing', () => server.ok(tables));
    const shell = (myTurn: boolean) => (
      <MemoryRouter initialEntries={['/t/a']}>
        <SessionProvider fallback={() => <p>loading</p>}>
          <Header>
            <MyTurnsBadge />
          </Header>
          <TurnSignals myTurn={myTurn} deadline={null} game="Игра" />
        </SessionProvider>
      </MemoryRouter>
    );
    const { rerender } = render(shell(false));
    await waitFor(() => expect(server.callsTo('GET /api/me/tables?status=playing').length).toBeGreaterThan(0));
    expect(screen.queryByTestId('my-turns')).toBeNull();
    // The other player moved: the table's update makes the turn mine (the lobby heard nothing of it).
    tables = [playing('a', [0], 10)];
    rerender(shell(true));
    expect((await screen.findByTestId('my-turns')).textContent).toBe('Ваш ход1');
    // I moved: gone again.
    tables = [playing('a', [1], 10)];
    rerender(shell(false));
    await waitFor(() => expect(screen.queryByTestId('my-turns')).toBeNull());
  });

  it('asks every minute, and leaves a title a table set alone', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const server = fakeServer({ me: ANNA });
      server.on('GET /api/me/tables?status=playing', () => server.ok([playing('a', [0], 10)]));
      renderShell('/t/a');
      await screen.findByTestId('my-turns');
      expect(document.title).toBe('0:42 · Ваш ход — Игра · Биржа');
      const asked = server.callsTo('GET /api/me/tables?status=playing').length;
      act(() => void vi.advanceTimersByTime(60_000));
      await waitFor(() => expect(server.callsTo('GET /api/me/tables?status=playing').length).toBe(asked + 1));
    } finally {
      vi.useRealTimers();
    }
  });
});
