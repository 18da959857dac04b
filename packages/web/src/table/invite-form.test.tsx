import type { SeatInfo, TableSummary } from '@birzha/protocol';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNA, fakeServer, GUEST, renderPage, stubSocket } from '../accounts/fake-server.test-helper.tsx';
import { parseUsernames } from '../api/invitations-api.ts';
import { WaitingRoom } from './waiting-room.tsx';

beforeEach(stubSocket);
afterEach(() => vi.unstubAllGlobals());

const seat = (s: number, id: string | null): SeatInfo => ({
  seat: s,
  user: id === null ? null : { id, name: id, kind: 'account' },
  bot: null,
  connected: true,
});
const table = (seats: SeatInfo[], hostId = 'u1'): TableSummary =>
  ({
    id: 't1',
    game: 'akcioner',
    options: {},
    players: seats.length,
    private: true,
    status: 'open',
    host: { id: hostId, name: 'host' },
    seats,
    version: 0,
    createdAt: 0,
    startedAt: null,
    finishedAt: null,
    outcome: null,
  }) as TableSummary;

describe('parseUsernames', () => {
  it('splits on commas and spaces, drops a leading @ and repeats', () => {
    expect(parseUsernames(' bob, @Carol  dave;BOB ')).toEqual(['bob', 'Carol', 'dave']);
    expect(parseUsernames(' , ')).toEqual([]);
  });
});

describe('inviting by user name in the waiting room', () => {
  it('sends the names, says who was invited and who was left out and why', async () => {
    const server = fakeServer({ me: ANNA });
    server.on('POST /api/tables/t1/invitations', () => ({
      status: 201,
      body: { invited: ['bob', 'carol'], skipped: [{ username: 'anna', reason: 'self' }] },
    }));
    renderPage('/t/t1', <WaitingRoom table={table([seat(0, 'u1'), seat(1, null)])} invite={undefined} />, '/t/:id');
    const field = await screen.findByLabelText('Пригласить по имени пользователя');
    expect((screen.getByTestId('invite-send') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(field, { target: { value: 'bob, carol anna' } });
    fireEvent.click(screen.getByTestId('invite-send'));
    expect((await screen.findByTestId('invite-result')).textContent).toBe(
      'Приглашения отправлены: bob, carol. Не приглашены: anna (это вы).',
    );
    expect(server.callsTo('POST /api/tables/t1/invitations')[0]?.body).toEqual({ usernames: ['bob', 'carol', 'anna'] });
    expect((field as HTMLInputElement).value).toBe('');
  });

  it('tells an unknown name in words and keeps what was typed', async () => {
    const server = fakeServer({ me: ANNA });
    server.on('POST /api/tables/t1/invitations', () => ({
      status: 400,
      body: { error: { code: 'NO_SUCH_USER', detail: { username: 'nobody' } } },
    }));
    renderPage('/t/t1', <WaitingRoom table={table([seat(0, 'u1'), seat(1, null)])} invite={undefined} />, '/t/:id');
    const field = await screen.findByLabelText('Пригласить по имени пользователя');
    fireEvent.change(field, { target: { value: 'nobody' } });
    fireEvent.click(screen.getByTestId('invite-send'));
    expect((await screen.findByTestId('invite-error')).textContent).toContain('Игрока с таким именем нет.');
    expect((field as HTMLInputElement).value).toBe('nobody');
  });

  it('is not offered at a full table, to a guest, nor to an account neither seated nor the host', async () => {
    fakeServer({ me: ANNA });
    const full = renderPage(
      '/t/t1',
      <WaitingRoom table={table([seat(0, 'u1'), seat(1, 'u2')])} invite={undefined} />,
      '/t/:id',
    );
    await screen.findByTestId('invite-link');
    expect(screen.queryByTestId('invite-form')).toBeNull();
    full.unmount();
    vi.unstubAllGlobals();
    stubSocket();
    fakeServer({ me: GUEST });
    const first = renderPage(
      '/t/t1',
      <WaitingRoom table={table([seat(0, 'u1'), seat(1, 'g1')])} invite={undefined} />,
      '/t/:id',
    );
    await screen.findByTestId('invite-link');
    expect(screen.queryByTestId('invite-form')).toBeNull();
    first.unmount();
    vi.unstubAllGlobals();
    stubSocket();
    fakeServer({ me: ANNA });
    renderPage(
      '/t/t1',
      <WaitingRoom table={table([seat(0, 'u9'), seat(1, null)], 'u9')} invite={undefined} />,
      '/t/:id',
    );
    await screen.findByTestId('invite-link');
    expect(screen.queryByTestId('invite-form')).toBeNull();
  });
});
