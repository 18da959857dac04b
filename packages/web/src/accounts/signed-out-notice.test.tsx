// A tab whose account session the server ended (the password was changed on another device, or reset) says why,
// and goes on as a guest; it never becomes a guest silently.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../i18n/index.ts';
import LoginPage from './login-page.tsx';
import { ANNA, FakeWebSocket, axeProblems, fakeServer, renderPage, stubSocket } from './fake-server.test-helper.tsx';
import { sleep } from '@birzha/test-support';

beforeEach(stubSocket);
afterEach(() => vi.unstubAllGlobals());

const ended = (reason: string) => ({ status: 401, body: { error: { code: 'SESSION_ENDED', detail: { reason } } } });
const myName = () => screen.getByTestId('my-name').textContent;

/** The server closes socket `i` with `code` (the helper's fake socket only ever closes itself). */
function serverCloses(i: number, code: number): void {
  const onclose = FakeWebSocket.made[i]?.onclose as ((ev: { code: number }) => void) | null | undefined;
  act(() => onclose?.({ code }));
}

describe('signed out by the server', () => {
  it('a tab that opens with a session ended by a password change says why, as a guest; the notice closes', async () => {
    const server = fakeServer();
    // The first boot carries the ended session's cookie, which the refusal clears; the next makes the guest.
    let first = true;
    server.on('POST /api/session', () => {
      if (first) return ((first = false), ended('passwordChanged'));
      server.state.me = { ...ANNA, id: 'g9', name: 'Гость 9', kind: 'guest', username: null };
      return server.ok({ user: server.state.me });
    });
    const { container } = renderPage('/', <p>the lobby</p>);
    const notice = await screen.findByTestId('signed-out');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toContain('Вы вышли из учётной записи: пароль сменили на другом устройстве.');
    expect(within(notice).getByRole('link', { name: 'Войти снова' }).getAttribute('href')).toBe('/login');
    expect(myName()).toBe('Гость 9 ✎');
    expect(server.callsTo('POST /api/session')).toHaveLength(2);
    expect(await axeProblems(container)).toEqual([]);
    await act(async () => i18n.changeLanguage('en'));
    try {
      expect(screen.getByTestId('signed-out').textContent).toContain(
        'You were signed out because your password was changed on another device.',
      );
      expect(screen.getByRole('link', { name: 'Log in again' })).toBeDefined();
    } finally {
      await act(async () => i18n.changeLanguage('ru'));
    }
    fireEvent.click(within(notice).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByTestId('signed-out')).toBeNull();
  });

  it('a signed-in tab whose socket is refused learns from the server that the password was reset, and says so', async () => {
    const server = fakeServer({ me: ANNA });
    renderPage('/t/abc', <p>a table</p>, '/t/:id');
    await screen.findByText('a table');
    await act(() => sleep(0));
    expect(myName()).toBe('Аня');
    // The server ended the session: the socket is closed 4401, and asking who we are says why.
    server.on('GET /api/me', () => ended('passwordReset'));
    server.on('POST /api/session', () => {
      server.state.me = { ...ANNA, id: 'g2', name: 'Гость 2', kind: 'guest', username: null };
      return server.ok({ user: server.state.me });
    });
    serverCloses(0, 4401);
    expect((await screen.findByTestId('signed-out')).textContent).toContain(
      'Вы вышли из учётной записи: пароль был сброшен.',
    );
    expect(myName()).toBe('Гость 2 ✎');
    // A new socket for the guest.
    expect(FakeWebSocket.made).toHaveLength(2);
  });

  it('logging in again takes the notice away', async () => {
    const server = fakeServer();
    let first = true;
    server.on('POST /api/session', () => {
      if (first) return ((first = false), ended('passwordChanged'));
      server.state.me = { ...ANNA, id: 'g3', name: 'Гость 3', kind: 'guest', username: null };
      return server.ok({ user: server.state.me });
    });
    server.on('POST /api/account/login', () => ((server.state.me = ANNA), server.ok({ user: ANNA })));
    renderPage('/login', <LoginPage />);
    await screen.findByTestId('signed-out');
    fireEvent.change(screen.getByLabelText('Имя для входа'), { target: { value: 'anna' } });
    fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'the new password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('the lobby')).toBeDefined();
    expect(screen.queryByTestId('signed-out')).toBeNull();
    expect(myName()).toBe('Аня');
  });

  it('a plain UNAUTHORIZED (signed out from another tab) goes on as a guest without a notice', async () => {
    const server = fakeServer({ me: ANNA });
    renderPage('/t/abc', <p>a table</p>, '/t/:id');
    await screen.findByText('a table');
    await act(() => sleep(0));
    server.state.me = null;
    serverCloses(0, 4401);
    await screen.findByText(/^Гость 1/);
    expect(screen.queryByTestId('signed-out')).toBeNull();
  });
});
