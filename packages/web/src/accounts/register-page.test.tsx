import { fireEvent, screen, waitFor } from '@testing-library/react';
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
import RegisterPage from './register-page.tsx';

beforeEach(stubSocket);
afterEach(() => vi.unstubAllGlobals());

function fill(username: string, password: string, repeat = password) {
  fireEvent.change(screen.getByLabelText('Имя для входа'), { target: { value: username } });
  fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Пароль ещё раз'), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
}

describe('the register page', () => {
  it('shows the rules and that a guest keeps its games, and passes axe', async () => {
    fakeServer();
    const { container } = renderPage('/register', <RegisterPage />);
    await screen.findByRole('heading', { name: 'Регистрация' });
    expect(screen.getByText(/Всё, что вы сыграли как гость, останется вашим/)).toBeDefined();
    expect(screen.getByLabelText('Имя для входа').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Пароль').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByText('Не меньше 8 символов и не совпадает с именем для входа.')).toBeDefined();
    expect(await axeProblems(container)).toEqual([]);
  });

  it('refuses a bad name, a weak password and a mistyped repeat without asking the server', async () => {
    const server = fakeServer();
    renderPage('/register', <RegisterPage />);
    await screen.findByRole('heading', { name: 'Регистрация' });
    fill('a!', 'longenough1');
    expect(screen.getByRole('alert').textContent).toMatch(/^Имя для входа — от 3 до 24 букв/);
    fill('anna', 'short');
    expect(screen.getByRole('alert').textContent).toMatch(/^Пароль слишком простой/);
    fill('annakarenina', 'AnnaKarenina');
    expect(screen.getByRole('alert').textContent).toMatch(/^Пароль слишком простой/);
    fill('anna', 'longenough1', 'longenough2');
    expect(screen.getByRole('alert').textContent).toBe('Пароли не совпадают.');
    expect(server.callsTo('POST /api/account/register')).toEqual([]);
  });

  it('says a taken name in words and stays on the form', async () => {
    const server = fakeServer();
    server.on('POST /api/account/register', () => refuse('USERNAME_TAKEN', 409));
    renderPage('/register', <RegisterPage />);
    await screen.findByRole('heading', { name: 'Регистрация' });
    fill('anna', 'longenough1');
    expect((await screen.findByRole('alert')).textContent).toBe('Это имя для входа уже занято. Выберите другое.');
    expect(screen.getByRole('button', { name: 'Зарегистрироваться' })).toHaveProperty('disabled', false);
  });

  it('registers, reconnects the socket as the account and goes back to where the user came from', async () => {
    const server = fakeServer();
    server.on('POST /api/account/register', () => {
      server.state.me = { ...ANNA, id: server.state.me?.id ?? 'x' };
      return server.ok({ user: server.state.me });
    });
    renderPage('/register?next=%2Ft%2Fabc', <RegisterPage />, '/register');
    await screen.findByRole('heading', { name: 'Регистрация' });
    expect(FakeWebSocket.made).toHaveLength(1);
    fill(' anna ', 'longenough1');
    expect(await screen.findByText('a table')).toBeDefined();
    expect(server.callsTo('POST /api/account/register')[0]?.body).toEqual({
      username: 'anna',
      password: 'longenough1',
    });
    expect(FakeWebSocket.made).toHaveLength(2);
    expect(FakeWebSocket.made[0]?.closed).toBe(true);
    // The header now shows the account.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Выйти' })).toBeDefined());
  });
});
