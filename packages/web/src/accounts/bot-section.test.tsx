import type { ApiTokenInfo } from '@birzha/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AccountPage from './account-page.tsx';
import { ANNA, axeProblems, fakeServer, refuse, renderPage, stubSocket } from './fake-server.test-helper.tsx';

beforeEach(stubSocket);
afterEach(() => vi.unstubAllGlobals());

const BOT = { ...ANNA, botAccount: true as const };
const TOKEN = `bzb_${'x'.repeat(43)}`;
const OLD: ApiTokenInfo = {
  id: 'tk-old',
  name: 'старый',
  scopes: ['bot:play'],
  createdAt: Date.UTC(2026, 10, 1),
  lastUsedAt: null,
};

async function openPage(me = ANNA, tokens: ApiTokenInfo[] = []) {
  const server = fakeServer({ me });
  server.on('GET /api/account/tokens', () => server.ok({ tokens }));
  const view = renderPage('/account', <AccountPage />);
  const section = await screen.findByTestId('bot-section');
  return { server, section: within(section), ...view };
}

describe('the bot account section', () => {
  it('asks a person to tick before the irreversible conversion, then shows the tokens; passes axe', async () => {
    const { server, section, container } = await openPage();
    expect(section.getByText(/Это навсегда/)).toBeDefined();
    const button = section.getByRole('button', { name: 'Сделать бот-аккаунтом' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(server.callsTo('GET /api/account/tokens')).toHaveLength(0);
    expect(await axeProblems(container)).toEqual([]);

    server.on('POST /api/account/bot', () => ((server.state.me = BOT), server.ok({ user: BOT })));
    fireEvent.click(section.getByRole('checkbox', { name: 'Я понимаю, что аккаунт навсегда станет бот-аккаунтом' }));
    fireEvent.click(button);
    await section.findByText('Токенов пока нет.');
    expect(server.callsTo('POST /api/account/bot')).toHaveLength(1);
    expect(section.queryByRole('button', { name: 'Сделать бот-аккаунтом' })).toBeNull();
  });

  it('says why the server refused the conversion', async () => {
    const { server, section } = await openPage();
    server.on('POST /api/account/bot', () => refuse('HAS_RATED_GAMES', 409));
    fireEvent.click(section.getByRole('checkbox'));
    fireEvent.click(section.getByRole('button', { name: 'Сделать бот-аккаунтом' }));
    expect((await section.findByTestId('bot-error')).textContent).toContain('рейтинговые партии');
  });

  it('creates a token, shown once with a copy button and the warning, lists it, and revokes one', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { server, section, container } = await openPage(BOT, [OLD]);
    await section.findByText('старый');
    const made: ApiTokenInfo = {
      id: 'tk-new',
      name: 'движок',
      scopes: ['bot:chat', 'bot:play'],
      createdAt: 5,
      lastUsedAt: null,
    };
    server.on('POST /api/account/tokens', () => ({ status: 201, body: { info: made, token: TOKEN } }));
    fireEvent.change(section.getByLabelText('Название токена'), { target: { value: 'движок' } });
    fireEvent.click(section.getByRole('checkbox', { name: 'Писать в чат столов (bot:chat)' }));
    fireEvent.click(section.getByRole('button', { name: 'Создать токен' }));

    const shown = within(await section.findByTestId('bot-new-token'));
    expect((shown.getByLabelText('Новый токен «движок»') as HTMLInputElement).value).toBe(TOKEN);
    expect(shown.getByText(/больше он показан не будет/)).toBeDefined();
    expect(server.callsTo('POST /api/account/tokens')[0]?.body).toEqual({
      name: 'движок',
      scopes: ['bot:play', 'bot:chat'],
    });
    fireEvent.click(shown.getByRole('button', { name: 'Копировать' }));
    await shown.findByRole('button', { name: 'Скопировано' });
    expect(writeText).toHaveBeenCalledWith(TOKEN);
    const names = within(section.getByTestId('bot-tokens'))
      .getAllByRole('listitem')
      .map((li) => li.querySelector('strong')?.textContent);
    expect(names).toEqual(['движок', 'старый']);
    expect(await axeProblems(container)).toEqual([]);

    // Once saved, the token is gone from the page.
    fireEvent.click(shown.getByRole('button', { name: 'Я сохранил токен' }));
    expect(section.queryByTestId('bot-new-token')).toBeNull();
    expect(container.textContent).not.toContain(TOKEN);

    server.on('DELETE /api/account/tokens/tk-old', () => server.ok({ ok: true }));
    fireEvent.click(section.getByRole('button', { name: 'Отозвать токен «старый»' }));
    await waitFor(() => expect(section.queryByText('старый')).toBeNull());
    expect(server.callsTo('DELETE /api/account/tokens/tk-old')).toHaveLength(1);
  });

  it('shows the limit refusal in words', async () => {
    const { server, section } = await openPage(BOT);
    server.on('POST /api/account/tokens', () => ({
      status: 409,
      body: { error: { code: 'TOO_MANY_TOKENS', detail: { max: 10 } } },
    }));
    fireEvent.change(section.getByLabelText('Название токена'), { target: { value: 'ещё' } });
    fireEvent.click(section.getByRole('button', { name: 'Создать токен' }));
    expect((await section.findByTestId('bot-tokens-error')).textContent).toContain('10 токенов');
  });
});
