import type { Invitation } from '@birzha/protocol';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNA, fakeServer, renderPage, stubSocket } from '../accounts/fake-server.test-helper.tsx';
import { InvitedHere } from './invited-here.tsx';

beforeEach(stubSocket);
afterEach(() => vi.unstubAllGlobals());

const inv = (id: string, tableId: string, status: Invitation['status'] = 'open'): Invitation => ({
  id,
  tableId,
  game: 'akcioner',
  from: { id: 'u2', name: 'Борис' },
  createdAt: 0,
  expiresAt: 1,
  status,
});

describe('an invitation to a private table opened from its notification', () => {
  it('offers Accept, which takes a seat and opens the table', async () => {
    const server = fakeServer({ me: ANNA });
    server.on('GET /api/account/invitations', () =>
      server.ok({ invitations: [inv('x', 'other'), inv('a', 't1'), inv('old', 't1', 'declined')] }),
    );
    server.on('POST /api/invitations/a/accept', () => server.ok({ table: { id: 't1' } }));
    const opened = vi.fn();
    renderPage('/t/t1', <InvitedHere tableId="t1" onAccepted={opened} />, '/t/:id');
    expect((await screen.findByTestId('invited-here')).textContent).toContain('Борис зовёт вас сыграть');
    fireEvent.click(screen.getByRole('button', { name: 'Принять' }));
    await vi.waitFor(() => expect(opened).toHaveBeenCalledWith('t1'));
  });

  it('declines, and says nothing where there is no open invitation to this table', async () => {
    const server = fakeServer({ me: ANNA });
    server.on('GET /api/account/invitations', () => server.ok({ invitations: [inv('a', 't1')] }));
    server.on('POST /api/invitations/a/decline', () => server.ok({ ok: true }));
    const first = renderPage('/t/t1', <InvitedHere tableId="t1" />, '/t/:id');
    fireEvent.click(await screen.findByRole('button', { name: 'Отклонить' }));
    await vi.waitFor(() => expect(screen.queryByTestId('invited-here')).toBeNull());
    expect(server.callsTo('POST /api/invitations/a/decline')).toHaveLength(1);
    first.unmount();
    renderPage('/t/t2', <InvitedHere tableId="t2" />, '/t/:id');
    await vi.waitFor(() => expect(server.callsTo('GET /api/account/invitations')).toHaveLength(2));
    expect(screen.queryByTestId('invited-here')).toBeNull();
  });
});
