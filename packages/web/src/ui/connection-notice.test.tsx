// What the header says when the server refuses the tab's socket, and what the session does about it.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANNA,
  FakeWebSocket,
  axeProblems,
  fakeServer,
  renderPage,
  stubSocket,
} from '../accounts/fake-server.test-helper.tsx';
import i18n from '../i18n/index.ts';
import { sleep } from '@birzha/test-support';

beforeEach(stubSocket);
afterEach(() => vi.unstubAllGlobals());

const header = () => within(screen.getByRole('banner'));

/** The server closes socket `i` with `code` (the helper's fake socket only ever closes itself). */
function serverCloses(i: number, code: number): void {
  const ws = FakeWebSocket.made[i];
  if (ws === undefined) throw new Error(`no socket ${String(i)}`);
  const onclose = ws.onclose as ((ev: { code: number }) => void) | null;
  act(() => onclose?.({ code }));
}

async function tableShown(): Promise<void> {
  await screen.findByText('a table');
  // The socket opens in a microtask after it is made.
  await act(() => sleep(0));
}

describe('the connection notice', () => {
  it('too many connections: says so in both languages, no new socket meanwhile, "Reconnect now" tries at once', async () => {
    fakeServer();
    const { container } = renderPage('/t/abc', <p>a table</p>, '/t/:id');
    await tableShown();
    expect(header().queryByRole('status')).toBeNull();
    serverCloses(0, 4429);
    const notice = header().getByRole('status');
    expect(notice.textContent).toContain('Открыто слишком много вкладок или устройств');
    await act(async () => i18n.changeLanguage('en'));
    try {
      expect(header().getByRole('status').textContent).toContain(
        'Too many open tabs or devices: close some and this tab reconnects by itself',
      );
    } finally {
      await act(async () => i18n.changeLanguage('ru'));
    }
    expect(await axeProblems(container)).toEqual([]);
    expect(FakeWebSocket.made).toHaveLength(1);
    fireEvent.click(header().getByRole('button', { name: 'Подключиться сейчас' }));
    expect(FakeWebSocket.made).toHaveLength(2);
  });

  it('an ordinary close says "reconnecting"', async () => {
    fakeServer();
    renderPage('/t/abc', <p>a table</p>, '/t/:id');
    await tableShown();
    serverCloses(0, 1006);
    expect(header().getByRole('status').textContent).toBe('Нет связи с сервером, переподключаемся…');
  });

  it('unauthorized after the session ended elsewhere: asks who we are and goes on as a guest on a new socket', async () => {
    const server = fakeServer({ me: ANNA });
    renderPage('/t/abc', <p>a table</p>, '/t/:id');
    await tableShown();
    server.state.me = null; // another device signed this account out
    serverCloses(0, 4401);
    expect(await header().findByRole('link', { name: 'Войти' })).toBeDefined();
    expect(server.callsTo('GET /api/me')).toHaveLength(1);
    expect(FakeWebSocket.made).toHaveLength(2);
    await act(() => sleep(10));
    expect(header().queryByRole('status')).toBeNull();
  });

  it('unauthorized while the server still knows us: no new socket, and the words say to reload', async () => {
    const server = fakeServer({ me: ANNA });
    renderPage('/t/abc', <p>a table</p>, '/t/:id');
    await tableShown();
    serverCloses(0, 4401);
    expect((await header().findByRole('status')).textContent).toBe(
      'Не удалось вас узнать. Обновите страницу, чтобы войти заново.',
    );
    await act(() => sleep(10));
    expect(server.callsTo('GET /api/me')).toHaveLength(1);
    expect(FakeWebSocket.made).toHaveLength(1);
  });
});
