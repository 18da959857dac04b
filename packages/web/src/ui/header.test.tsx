import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANNA,
  FakeWebSocket,
  axeProblems,
  fakeServer,
  renderPage,
  stubSocket,
} from '../accounts/fake-server.test-helper.tsx';
import { mockScreenWidth } from './match-media.test-helper.ts';
import { sleep } from '@birzha/test-support';

beforeEach(stubSocket);
afterEach(() => vi.unstubAllGlobals());

const header = () => screen.getByRole('banner');

describe('the header', () => {
  it('for a guest: the name to edit, "Log in" and "Register" coming back here, the new pages; passes axe', async () => {
    fakeServer();
    const { container } = renderPage('/t/abc', <p>a table</p>, '/t/:id');
    await screen.findByText('a table');
    const h = within(header());
    expect(h.getByTestId('my-name').tagName).toBe('BUTTON');
    expect(h.getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe('/login?next=%2Ft%2Fabc');
    expect(h.getByRole('link', { name: 'Регистрация' }).getAttribute('href')).toBe('/register?next=%2Ft%2Fabc');
    expect(h.getByRole('link', { name: 'История' }).getAttribute('href')).toBe('/history');
    expect(h.getByRole('link', { name: 'Лидеры' }).getAttribute('href')).toBe('/leaderboard');
    expect(h.queryByRole('button', { name: 'Выйти' })).toBeNull();
    expect(await axeProblems(container)).toEqual([]);
  });

  it('for an account: the name linking to the profile, "Account" and "Log out"; passes axe', async () => {
    fakeServer({ me: ANNA });
    const { container } = renderPage('/t/abc', <p>a table</p>, '/t/:id');
    await screen.findByText('a table');
    const h = within(header());
    expect(h.getByTestId('my-name').getAttribute('href')).toBe('/u/u1');
    expect(h.getByTestId('my-name').textContent).toBe('Аня');
    expect(h.getByRole('link', { name: 'Учётная запись' }).getAttribute('href')).toBe('/account');
    expect(h.getByRole('button', { name: 'Выйти' })).toBeDefined();
    expect(h.queryByRole('link', { name: 'Войти' })).toBeNull();
    expect(await axeProblems(container)).toEqual([]);
  });

  it('logs out: a fresh guest from the server, a new socket for it, the lobby', async () => {
    const server = fakeServer({ me: ANNA });
    renderPage('/t/abc', <p>a table</p>, '/t/:id');
    await screen.findByText('a table');
    expect(FakeWebSocket.made).toHaveLength(1);
    fireEvent.click(within(header()).getByRole('button', { name: 'Выйти' }));
    expect(await screen.findByText('the lobby')).toBeDefined();
    expect(server.callsTo('POST /api/account/logout')).toHaveLength(1);
    expect(server.callsTo('POST /api/session')).toHaveLength(2);
    expect(FakeWebSocket.made).toHaveLength(2);
    expect(FakeWebSocket.made[0]?.closed).toBe(true);
    expect(FakeWebSocket.made[1]?.closed).toBe(false);
    const h = within(header());
    expect(h.getByTestId('my-name').textContent).toBe('Гость 1 ✎');
    expect(h.getByRole('link', { name: 'Войти' })).toBeDefined();
    // The old socket's closing does not show "offline" for the new one.
    await sleep(10);
    expect(h.queryByRole('status')).toBeNull();
  });

  it('coming back to the tab after being signed out elsewhere, goes on as a guest on a new socket', async () => {
    const server = fakeServer({ me: ANNA });
    renderPage('/t/abc', <p>a table</p>, '/t/:id');
    await screen.findByText('a table');
    server.state.me = null; // another device ended this session
    expect(document.visibilityState).toBe('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    // A loaded machine may take a while to run the whole sign-out (a new session, a new socket): the full suite on
    // 2 cores once took over 5 s, the test's own default limit, which the wait must stay under.
    expect(await within(header()).findByRole('link', { name: 'Войти' }, { timeout: 15_000 })).toBeDefined();
    expect(server.callsTo('GET /api/me')).toHaveLength(1);
    expect(FakeWebSocket.made).toHaveLength(2);
    expect(FakeWebSocket.made[0]?.closed).toBe(true);
  }, 20_000);

  it('folds into one line at a table on a phone: the brand and a menu button that opens the rest; passes axe', async () => {
    const restore = mockScreenWidth(390);
    try {
      fakeServer();
      const { container } = renderPage('/t/abc', <p>a table</p>, '/t/:id');
      await screen.findByText('a table');
      const h = within(header());
      expect(header().className).toContain('shell__header--folded');
      expect(h.getByRole('link', { name: 'Биржа' })).toBeDefined();
      expect(h.queryByRole('navigation')).toBeNull();
      expect(h.queryByTestId('my-name')).toBeNull();
      const menu = h.getByRole('button', { name: 'Меню' });
      expect(menu.getAttribute('aria-expanded')).toBe('false');
      expect(await axeProblems(container)).toEqual([]);
      fireEvent.click(menu);
      expect(menu.getAttribute('aria-expanded')).toBe('true');
      expect(
        document.getElementById(menu.getAttribute('aria-controls') ?? '')?.contains(h.getByRole('navigation')),
      ).toBe(true);
      expect(h.getByTestId('pace-select')).toBeDefined();
      expect(await axeProblems(container)).toEqual([]);
      // Going to another page closes it; the lobby has the whole header.
      fireEvent.click(h.getByRole('link', { name: 'Лобби' }));
      expect(await screen.findByText('the lobby')).toBeDefined();
      expect(header().className).not.toContain('shell__header--folded');
      expect(h.getByRole('navigation')).toBeDefined();
      expect(h.queryByRole('button', { name: 'Меню' })).toBeNull();
    } finally {
      restore();
    }
  });

  it('stays whole at a table on a wide screen', async () => {
    const restore = mockScreenWidth(1366);
    try {
      fakeServer();
      renderPage('/t/abc', <p>a table</p>, '/t/:id');
      await screen.findByText('a table');
      expect(within(header()).getByRole('navigation')).toBeDefined();
      expect(within(header()).queryByRole('button', { name: 'Меню' })).toBeNull();
    } finally {
      restore();
    }
  });
});
