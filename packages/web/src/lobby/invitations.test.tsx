import type { Invitation } from '@birzha/protocol';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANNA,
  axeProblems,
  fakeServer,
  GUEST,
  refuse,
  renderPage,
  stubSocket,
} from '../accounts/fake-server.test-helper.tsx';
import { Invitations } from './invitations.tsx';

beforeEach(stubSocket);
afterEach(() => vi.unstubAllGlobals());

const inv = (id: string, status: Invitation['status'], tableId = `t-${id}`): Invitation => ({
  id,
  tableId,
  game: 'akcioner',
  from: { id: 'u2', name: 'Борис' },
  createdAt: Date.UTC(2026, 0, 1),
  expiresAt: Date.UTC(2026, 0, 8, 12),
  status,
});

describe('the lobby’s invitations', () => {
  it('lists open invitations first with Accept and Decline, then answered ones; passes axe', async () => {
    const server = fakeServer({ me: ANNA });
    server.on('GET /api/account/invitations', () =>
      server.ok({ invitations: [inv('a', 'open'), inv('b', 'declined'), inv('c', 'expired')] }),
    );
    const { container } = renderPage('/', <Invitations />);
    const rows = await screen.findAllByTestId('invitation');
    expect(rows.map((r) => r.getAttribute('data-status'))).toEqual(['open', 'declined', 'expired']);
    expect(rows[0]?.textContent).toMatch(/^Борис зовёт вас сыграть: Акционер до /);
    expect(rows[1]?.textContent).toContain('отклонено');
    expect(rows[2]?.textContent).toContain('истекло');
    expect(rows[0]?.querySelectorAll('button')).toHaveLength(2);
    expect(rows[1]?.querySelectorAll('button')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Приглашения' })).toBeTruthy();
    expect(await axeProblems(container)).toEqual([]);
  });

  it('marks an invitation from a bot account with the bot badge, and none from a person', async () => {
    const server = fakeServer({ me: ANNA });
    const fromBot: Invitation = { ...inv('a', 'open'), from: { id: 'b1', name: 'Робот', botAccount: true } };
    server.on('GET /api/account/invitations', () => server.ok({ invitations: [fromBot, inv('b', 'open')] }));
    renderPage('/', <Invitations />);
    const rows = await screen.findAllByTestId('invitation');
    expect(rows[0]?.querySelector('[data-testid="bot-badge"]')?.getAttribute('aria-label')).toBeTruthy();
    expect(rows[1]?.querySelector('[data-testid="bot-badge"]')).toBeNull();
  });

  it('accepts: a seat at the table, which opens', async () => {
    const server = fakeServer({ me: ANNA });
    server.on('GET /api/account/invitations', () => server.ok({ invitations: [inv('a', 'open', 'tab1')] }));
    server.on('POST /api/invitations/a/accept', () => server.ok({ table: { id: 'tab1' } }));
    renderPage('/', <Invitations />);
    fireEvent.click(await screen.findByRole('button', { name: 'Принять' }));
    expect(await screen.findByText('a table')).toBeTruthy();
    expect(server.callsTo('POST /api/invitations/a/accept')).toHaveLength(1);
  });

  it('declines and reads the list again; a refusal is told in words', async () => {
    const server = fakeServer({ me: ANNA });
    let list = [inv('a', 'open'), inv('b', 'open')];
    server.on('GET /api/account/invitations', () => server.ok({ invitations: list }));
    server.on('POST /api/invitations/a/decline', () => {
      list = [inv('b', 'open'), inv('a', 'declined')];
      return server.ok({ ok: true });
    });
    server.on('POST /api/invitations/b/accept', () => refuse('TABLE_FULL', 409));
    renderPage('/', <Invitations />);
    fireEvent.click((await screen.findAllByRole('button', { name: 'Отклонить' }))[0]!);
    await vi.waitFor(() =>
      expect(screen.getAllByTestId('invitation').map((r) => r.getAttribute('data-status'))).toEqual([
        'open',
        'declined',
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Принять' }));
    expect((await screen.findByTestId('invitations-error')).textContent).not.toBe('');
  });

  it('shows nothing to a guest, or to an account with no invitations', async () => {
    const server = fakeServer({ me: GUEST });
    const first = renderPage('/', <Invitations />);
    await vi.waitFor(() => expect(screen.queryByText('loading')).toBeNull());
    expect(screen.queryByTestId('invitations')).toBeNull();
    expect(server.callsTo('GET /api/account/invitations')).toHaveLength(0);
    first.unmount();
    const other = fakeServer({ me: ANNA });
    other.on('GET /api/account/invitations', () => other.ok({ invitations: [] }));
    renderPage('/', <Invitations />);
    await vi.waitFor(() => expect(other.callsTo('GET /api/account/invitations')).toHaveLength(1));
    expect(screen.queryByTestId('invitations')).toBeNull();
  });
});
