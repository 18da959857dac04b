import type { SessionInfo } from '@birzha/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AccountPage from './account-page.tsx';
import {
  ANNA,
  FakeWebSocket,
  GUEST,
  axeProblems,
  fakeServer,
  refuse,
  renderPage,
  stubSocket,
} from './fake-server.test-helper.tsx';

beforeEach(stubSocket);
afterEach(() => vi.unstubAllGlobals());

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile';
const DEVICES: SessionInfo[] = [
  {
    id: 's-phone',
    createdAt: Date.UTC(2026, 10, 1),
    lastSeenAt: Date.UTC(2026, 11, 1),
    userAgent: PHONE,
    current: false,
  },
  {
    id: 's-here',
    createdAt: Date.UTC(2026, 11, 2),
    lastSeenAt: Date.UTC(2026, 11, 2),
    userAgent: FIREFOX,
    current: true,
  },
];

async function openPage(mail = false) {
  const server = fakeServer({ me: ANNA, mail, sessions: DEVICES });
  const view = renderPage('/account', <AccountPage />);
  await screen.findByRole('heading', { name: 'Учётная запись', level: 1 });
  return { server, ...view };
}

describe('the account page', () => {
  it('shows the user name, the profile link, the devices (this one marked); passes axe', async () => {
    const { container } = await openPage(true);
    expect(screen.getByTestId('account-username').textContent).toBe('Имя для входа: anna');
    expect(screen.getByRole('link', { name: 'Открыть мой профиль' }).getAttribute('href')).toBe('/u/u1');
    const devices = within(screen.getByTestId('devices'));
    const items = await devices.findAllByRole('listitem');
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual(['Firefox, Windows', 'Chrome, Android']);
    expect(items[0]?.textContent).toContain('это устройство');
    expect(within(items[0] as HTMLElement).queryByRole('button')).toBeNull();
    await screen.findByLabelText('Адрес почты');
    expect(await axeProblems(container)).toEqual([]);
  });

  it('hides the e-mail without mail on the server', async () => {
    await openPage(false);
    await screen.findAllByRole('listitem');
    expect(screen.queryByLabelText('Адрес почты')).toBeNull();
  });

  it('ends another device’s session', async () => {
    const { server } = await openPage();
    server.on('DELETE /api/account/sessions/s-phone', () => server.ok({}));
    fireEvent.click(await screen.findByRole('button', { name: 'Завершить сеанс: Chrome, Android' }));
    await waitFor(() => expect(screen.queryByText('Chrome, Android')).toBeNull());
    expect(server.callsTo('DELETE /api/account/sessions/s-phone')).toHaveLength(1);
    expect(screen.getByText('Других устройств нет.')).toBeDefined();
  });

  it('changes the password: checks first, says "Wrong password" for a wrong current one, then reads the devices again', async () => {
    const { server } = await openPage();
    let answer = refuse('WRONG_PASSWORD');
    server.on('POST /api/account/password', () => answer);
    const form = within(screen.getByRole('region', { name: 'Смена пароля' }));
    expect(form.getByLabelText('Текущий пароль').getAttribute('autocomplete')).toBe('current-password');
    expect(form.getByLabelText('Новый пароль').getAttribute('autocomplete')).toBe('new-password');
    const change = (current: string, next: string, repeat = next) => {
      fireEvent.change(form.getByLabelText('Текущий пароль'), { target: { value: current } });
      fireEvent.change(form.getByLabelText('Новый пароль'), { target: { value: next } });
      fireEvent.change(form.getByLabelText('Пароль ещё раз'), { target: { value: repeat } });
      fireEvent.click(form.getByRole('button', { name: 'Сменить пароль' }));
    };
    change('old-password', 'anna');
    expect(form.getByRole('alert').textContent).toMatch(/^Пароль слишком простой/);
    expect(server.callsTo('POST /api/account/password')).toEqual([]);
    change('wrong-password', 'new-password-1');
    // No user name was typed here: the words name the password alone.
    expect((await form.findByRole('alert')).textContent).toBe('Неверный пароль.');
    answer = server.ok({});
    const reads = server.callsTo('GET /api/account/sessions').length;
    change('old-password', 'new-password-1');
    expect((await form.findByRole('status')).textContent).toMatch(/^Пароль изменён/);
    expect(server.callsTo('POST /api/account/password').at(-1)?.body).toEqual({
      current: 'old-password',
      next: 'new-password-1',
    });
    await waitFor(() => expect(server.callsTo('GET /api/account/sessions').length).toBe(reads + 1));
  });

  it('deletes the account only with the password and the tick, then goes on as a new guest', async () => {
    const { server } = await openPage();
    server.on('DELETE /api/account', (body) =>
      (body as { password: string }).password === 'my-password'
        ? ((server.state.me = null), server.ok({}))
        : refuse('WRONG_PASSWORD'),
    );
    const form = within(screen.getByRole('region', { name: 'Удаление учётной записи' }));
    expect(form.getByText(/Сыгранные партии останутся/)).toBeDefined();
    const submit = form.getByRole('button', { name: 'Удалить учётную запись' });
    fireEvent.change(form.getByLabelText('Пароль для подтверждения'), { target: { value: 'typo' } });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.click(form.getByLabelText('Я понимаю, что восстановить учётную запись будет нельзя'));
    fireEvent.click(submit);
    expect((await form.findByRole('alert')).textContent).toBe('Неверный пароль.');
    fireEvent.change(form.getByLabelText('Пароль для подтверждения'), { target: { value: 'my-password' } });
    fireEvent.click(submit);
    expect(await screen.findByText('the lobby')).toBeDefined();
    expect(server.callsTo('DELETE /api/account').map((c) => c.body)).toEqual([
      { password: 'typo' },
      { password: 'my-password' },
    ]);
    expect(FakeWebSocket.made).toHaveLength(2);
    expect(screen.getByTestId('my-name').textContent).toBe('Гость 1 ✎');
  });

  it('sets and clears the e-mail address', async () => {
    const { server } = await openPage(true);
    server.on('POST /api/account/email', (body) => {
      server.state.me = { ...ANNA, email: (body as { email: string | null }).email };
      return server.ok({ user: server.state.me });
    });
    const field = await screen.findByLabelText('Адрес почты');
    // What the address is for says the match notices too (it said "only for resetting a password", above them)
    expect(document.getElementById('account-email-help')?.textContent).toMatch(
      /восстановления пароля.*о ваших партиях/u,
    );
    fireEvent.change(field, { target: { value: 'anna@example.org' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить адрес' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить адрес' }));
    await waitFor(() => expect(screen.getByText('Адрес не указан.')).toBeDefined());
    expect(server.callsTo('POST /api/account/email').map((c) => c.body)).toEqual([
      { email: 'anna@example.org' },
      { email: null },
    ]);
  });

  it('asks a guest to register or log in; passes axe', async () => {
    fakeServer({ me: GUEST });
    const { container } = renderPage('/account', <AccountPage />);
    await screen.findByText(/Вы играете как гость/);
    const main = within(container.querySelector('main') as HTMLElement);
    expect(main.getByRole('link', { name: 'Регистрация' }).getAttribute('href')).toBe('/register?next=%2Faccount');
    expect(main.queryByRole('region', { name: 'Смена пароля' })).toBeNull();
    expect(await axeProblems(container)).toEqual([]);
  });
});
