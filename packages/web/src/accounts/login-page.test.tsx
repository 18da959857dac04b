import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANNA,
  FakeWebSocket,
  axeProblems,
  fakeServer,
  refuse,
  renderPage,
  stubSocket,
} from './fake-server.test-helper.tsx';
import LoginPage from './login-page.tsx';

beforeEach(stubSocket);
afterEach(() => vi.unstubAllGlobals());

function logIn(username: string, password: string) {
  fireEvent.change(screen.getByLabelText('Имя для входа'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
}

describe('the login page', () => {
  it('says a wrong name or password in words, and keeps the guest and its socket', async () => {
    const server = fakeServer();
    server.on('POST /api/account/login', () => refuse('BAD_CREDENTIALS', 401));
    renderPage('/login', <LoginPage />);
    await screen.findByRole('heading', { name: 'Вход' });
    logIn('anna', 'wrong-password');
    expect((await screen.findByRole('alert')).textContent).toBe('Неверное имя или пароль.');
    expect(FakeWebSocket.made).toHaveLength(1);
    expect(FakeWebSocket.made[0]?.closed).toBe(false);
  });

  it('logs in, reconnects the socket as the account and opens the lobby', async () => {
    const server = fakeServer();
    server.on('POST /api/account/login', () => ((server.state.me = ANNA), server.ok({ user: ANNA })));
    renderPage('/login', <LoginPage />);
    await screen.findByRole('heading', { name: 'Вход' });
    expect(screen.getByLabelText('Пароль').getAttribute('autocomplete')).toBe('current-password');
    logIn('anna', 'right-password');
    expect(await screen.findByText('the lobby')).toBeDefined();
    expect(server.callsTo('POST /api/account/login')[0]?.body).toEqual({
      username: 'anna',
      password: 'right-password',
    });
    expect(FakeWebSocket.made).toHaveLength(2);
    expect(FakeWebSocket.made[0]?.closed).toBe(true);
    expect(screen.getByTestId('my-name').textContent).toBe('Аня');
  });

  it('without mail on the server, "Forgot password?" says to ask the operator, naming the command for them', async () => {
    const server = fakeServer({ mail: false });
    const { container, unmount } = renderPage('/login', <LoginPage />);
    const link = await screen.findByRole('link', { name: 'Забыли пароль?' });
    expect(link.getAttribute('href')).toBe('/login?forgot');
    unmount();
    renderPage('/login?forgot', <LoginPage />, '/login');
    expect((await screen.findByTestId('forgot-no-mail')).textContent).toMatch(
      /^Этот сайт не отправляет почту.*Попросите оператора сайта задать вам новый пароль/,
    );
    expect(screen.getByTestId('forgot-operator').querySelector('code')?.textContent).toBe(
      'birzha set-password --user ИМЯ',
    );
    // Nothing to fill in, nothing sent.
    expect(screen.queryByLabelText('Имя для входа или e-mail')).toBeNull();
    expect(server.callsTo('POST /api/account/reset-request')).toEqual([]);
    expect(await axeProblems(container)).toEqual([]);
  });

  it('says nothing about mail before the server has said whether it sends any', async () => {
    const server = fakeServer({ mail: true });
    let answer: () => void = () => undefined;
    const config = new Promise<void>((resolve) => (answer = resolve));
    const plain = server.ok({ mail: true });
    server.on('GET /api/config', () => plain);
    // The config's answer waits: the page shows neither the form nor the operator's note meanwhile.
    const fetchNow = globalThis.fetch;
    vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
      if (path === '/api/config') await config;
      return fetchNow(path, init);
    });
    renderPage('/login?forgot', <LoginPage />, '/login');
    await screen.findByRole('heading', { name: 'Вход' });
    expect(screen.queryByTestId('forgot-no-mail')).toBeNull();
    expect(screen.queryByLabelText('Имя для входа или e-mail')).toBeNull();
    answer();
    expect(await screen.findByLabelText('Имя для входа или e-mail')).toBeDefined();
    expect(screen.queryByTestId('forgot-no-mail')).toBeNull();
  });

  it('asks for a reset link and answers with the same words whoever it was, and passes axe', async () => {
    const server = fakeServer({ mail: true });
    server.on('POST /api/account/reset-request', () => server.ok({}));
    const { container } = renderPage('/login?forgot', <LoginPage />, '/login');
    fireEvent.change(await screen.findByLabelText('Имя для входа или e-mail'), { target: { value: 'anna' } });
    expect(await axeProblems(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Прислать ссылку' }));
    expect((await screen.findByTestId('forgot-sent')).textContent).toMatch(/^Если такая учётная запись есть/);
    expect(server.callsTo('POST /api/account/reset-request')[0]?.body).toEqual({ login: 'anna' });
  });

  it('passes axe', async () => {
    fakeServer({ mail: true });
    const { container } = renderPage('/login', <LoginPage />);
    await screen.findByRole('link', { name: 'Забыли пароль?' });
    expect(await axeProblems(container)).toEqual([]);
  });
});
