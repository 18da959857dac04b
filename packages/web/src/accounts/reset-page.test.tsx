import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeProblems, fakeServer, refuse, renderPage, stubSocket } from './fake-server.test-helper.tsx';
import ResetPage from './reset-page.tsx';

beforeEach(stubSocket);
afterEach(() => vi.unstubAllGlobals());

function setPassword(password: string, repeat = password) {
  fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Пароль ещё раз'), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
}

describe('the password reset page', () => {
  it('sets the new password with the link’s token, then sends the user to log in; passes axe', async () => {
    const server = fakeServer();
    server.on('POST /api/account/reset', () => server.ok({}));
    const { container } = renderPage('/reset/tok123', <ResetPage />, '/reset/:token');
    await screen.findByRole('heading', { name: 'Новый пароль' });
    expect(await axeProblems(container)).toEqual([]);
    setPassword('short');
    expect(screen.getByRole('alert').textContent).toMatch(/^Пароль слишком простой/);
    setPassword('a-new-password', 'another-one');
    expect(screen.getByRole('alert').textContent).toBe('Пароли не совпадают.');
    expect(server.callsTo('POST /api/account/reset')).toEqual([]);
    setPassword('a-new-password');
    const done = await screen.findByText(/^Пароль изменён\. Теперь войдите/);
    expect(done.getAttribute('role')).toBe('status');
    expect(server.callsTo('POST /api/account/reset')[0]?.body).toEqual({ token: 'tok123', password: 'a-new-password' });
    fireEvent.click(within(done).getByRole('link', { name: 'Войти' }));
    expect(await screen.findByText('the login page')).toBeDefined();
  });

  it('says an expired link in words', async () => {
    const server = fakeServer();
    server.on('POST /api/account/reset', () => refuse('BAD_RESET_TOKEN'));
    renderPage('/reset/old', <ResetPage />, '/reset/:token');
    await screen.findByRole('heading', { name: 'Новый пароль' });
    setPassword('a-new-password');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ссылка для смены пароля устарела или уже использована. Запросите новую.',
    );
  });
});
