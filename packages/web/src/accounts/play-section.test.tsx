import type { Me } from '@birzha/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AccountPage from './account-page.tsx';
import { ANNA, axeProblems, fakeServer, refuse, renderPage, stubSocket } from './fake-server.test-helper.tsx';

beforeEach(stubSocket);
afterEach(() => vi.unstubAllGlobals());

const LABEL = 'Играть рейтинговые партии с бот-аккаунтами (программами)';

async function openPage(me: Me) {
  const server = fakeServer({ me });
  server.on('PUT /api/account/settings', (body) => {
    const on = (body as { ratedWithBots: boolean }).ratedWithBots;
    server.state.me = { ...me, ratedWithBots: on };
    return server.ok({ user: server.state.me });
  });
  const view = renderPage('/account', <AccountPage />);
  await screen.findByTestId('account-username');
  return { server, ...view };
}

describe('rated games against bot accounts on the account page', () => {
  it('is off until the person ticks it, saved at once and read back; passes axe', async () => {
    const { server, container } = await openPage({ ...ANNA, ratedWithBots: false });
    const section = within(screen.getByTestId('play-section'));
    const box = section.getByRole<HTMLInputElement>('checkbox', { name: LABEL });
    expect(box.checked).toBe(false);
    expect(await axeProblems(container)).toEqual([]);

    fireEvent.click(box);
    await section.findByRole('status');
    expect(server.callsTo('PUT /api/account/settings').map((c) => c.body)).toEqual([{ ratedWithBots: true }]);
    expect(section.getByRole<HTMLInputElement>('checkbox', { name: LABEL }).checked).toBe(true);

    fireEvent.click(section.getByRole('checkbox', { name: LABEL }));
    await waitFor(() => expect(server.callsTo('PUT /api/account/settings')).toHaveLength(2));
    await waitFor(() => expect(section.getByRole<HTMLInputElement>('checkbox', { name: LABEL }).checked).toBe(false));
    expect(server.callsTo('PUT /api/account/settings')[1]?.body).toEqual({ ratedWithBots: false });
  });

  it('says why the server refused, and shows what is stored', async () => {
    const { server } = await openPage({ ...ANNA, ratedWithBots: false });
    server.on('PUT /api/account/settings', () => refuse('NOT_REGISTERED', 403));
    const section = within(screen.getByTestId('play-section'));
    fireEvent.click(section.getByRole('checkbox', { name: LABEL }));
    expect(await section.findByTestId('play-error')).toBeDefined();
    await waitFor(() => expect(section.getByRole<HTMLInputElement>('checkbox', { name: LABEL }).checked).toBe(false));
  });

  it('is not offered to a bot account, which always plays bots', async () => {
    await openPage({ ...ANNA, botAccount: true });
    expect(screen.queryByTestId('play-section')).toBeNull();
  });
});
