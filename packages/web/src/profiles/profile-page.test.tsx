import { BOT_LEVELS, type GameProfile, type Profile } from '@birzha/protocol';
import { StrictMode } from 'react';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameName, WEB_GAMES } from '../games/registry.ts';
import i18n from '../i18n/index.ts';
import ProfilePage from './profile-page.tsx';
import { axeProblems, fakeServer, GAME, match, matches, NOON, OTHER, renderAt } from './profiles.test-helper.tsx';

vi.mock('../api/session.tsx', () => ({ useSession: () => ({ user: { id: 'me', name: 'Аня' } }) }));

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('ru');
});

const JOINED = Date.UTC(2026, 10, 5, 12);

/** A game never played: what the server sends for every other game of the registry. */
function unplayed(game: string): GameProfile {
  const none = { rating: null, mu: null, sigma: null, ratedGames: 0, games: 0, wins: 0, averagePlace: null };
  return { game, ...none, history: [] };
}

/** Rated in the first game (three rated matches of five), casual only in the second, never in the rest. */
function profile(id: string, over: Partial<Profile> = {}): Profile {
  const rated: GameProfile = {
    game: GAME,
    rating: 1090,
    mu: 28,
    sigma: 6,
    ratedGames: 3,
    games: 5,
    wins: 2,
    averagePlace: 1.75,
    history: [
      { at: NOON - 3 * 86_400_000, points: 1012, tableId: 'r1' },
      { at: NOON - 2 * 86_400_000, points: 1050, tableId: 'r2' },
      { at: NOON - 86_400_000, points: 1090, tableId: 'r3' },
    ],
  };
  const casual: GameProfile = { ...unplayed(OTHER), games: 1, averagePlace: 2 };
  // The server's order need not be the lobby's: the page sorts by the registry.
  const rest = WEB_GAMES.slice(2).map((g) => unplayed(g.id));
  return {
    user: { id, name: id === 'me' ? 'Аня' : 'Гриша', kind: 'account' },
    createdAt: JOINED,
    games: [casual, ...rest, rated],
    recent: [match(1), match(2, { game: OTHER, rated: false, before: null, after: null, place: 2 })],
    ...over,
  };
}

const stats = () => screen.getAllByTestId('game-stats');

describe('the profile page', () => {
  it("shows another player's ratings per game, counts, chart and recent matches, without my own links", async () => {
    const asked = fakeServer(() => profile('u2'));
    renderAt('/u/u2', '/u/:id', <ProfilePage />);
    expect((await screen.findByTestId('profile-name')).textContent).toBe('Гриша');
    expect(asked).toEqual(['/api/users/u2']);
    expect(
      screen.getByText(`Играет с ${new Intl.DateTimeFormat('ru', { dateStyle: 'long' }).format(JOINED)}`),
    ).toBeTruthy();
    expect(screen.queryByTestId('profile-own')).toBeNull();

    // The games in the registry's order, whatever order the server used.
    expect(stats().map((s) => s.dataset['game'])).toEqual(WEB_GAMES.map((g) => g.id));
    const [first, second] = stats() as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading').textContent).toBe(gameName(GAME, 'ru'));
    expect(within(first).getByTestId('profile-rating').textContent).toBe('1\u00a0090');
    expect(within(first).getByTestId('profile-rated-games').textContent).toBe('3');
    expect(within(first).getByTestId('profile-games').textContent).toBe('5');
    expect(within(first).getByTestId('profile-wins').textContent).toBe('2');
    expect(within(first).getByTestId('profile-average-place').textContent).toBe('1,8');
    // The chart: a picture named in words, and its points in a list that links each match's replay.
    const chart = within(first).getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe(
      `Рейтинг в игре «${gameName(GAME, 'ru')}» по рейтинговым партиям: сначала 1\u00a0012, наибольший 1\u00a0090, сейчас 1\u00a0090.`,
    );
    expect(within(first).getAllByRole('listitem')).toHaveLength(3);
    expect(within(first).getAllByRole('link', { name: /2026/ })[2]?.getAttribute('href')).toBe('/replay/r3');

    expect(within(second).getByTestId('profile-rating').textContent).toBe('ещё без рейтинга');
    expect(within(second).getByTestId('profile-games').textContent).toBe('1');
    expect(within(second).queryByRole('img')).toBeNull();
    for (const s of stats().slice(2)) expect(s.textContent).toContain('Партий в эту игру пока нет.');

    const recent = screen.getAllByTestId('history-row');
    expect(recent.map((r) => r.dataset['table'])).toEqual(['t1', 't2']);
    expect(screen.getByRole('columnheader', { name: 'Место' })).toBeTruthy();
  });

  it('on my own profile: links to my history and my account', async () => {
    fakeServer(() => profile('me'));
    renderAt('/u/me', '/u/:id', <ProfilePage />);
    const own = await screen.findByTestId('profile-own');
    expect(within(own).getByRole('link', { name: 'Вся моя история партий' }).getAttribute('href')).toBe('/history');
    expect(within(own).getByRole('link', { name: 'Учётная запись' }).getAttribute('href')).toBe('/account');
    expect(screen.getByRole('columnheader', { name: 'Моё место' })).toBeTruthy();
  });

  it('a deleted account is shown as a deleted player', async () => {
    fakeServer(() => profile('u3', { user: { id: 'u3', name: 'Было имя', kind: 'deleted' }, recent: [] }));
    renderAt('/u/u3', '/u/:id', <ProfilePage />);
    expect((await screen.findByTestId('profile-name')).textContent).toBe('Удалённый игрок');
    expect(screen.queryByText(/Было имя/)).toBeNull();
    expect(screen.getByTestId('history-empty').textContent).toBe('Законченных партий пока нет.');
    expect(screen.queryByTestId('history-more')).toBeNull();
  });

  it("a bot's rated account: named by its level, marked a bot, with its ratings (issue 27)", async () => {
    const [level] = BOT_LEVELS;
    fakeServer(() =>
      profile(`bot-${level}`, {
        user: { id: `bot-${level}`, name: `Bot · ${level}`, kind: 'account' },
        botLevel: level,
      }),
    );
    renderAt(`/u/bot-${level}`, '/u/:id', <ProfilePage />);
    const name = await screen.findByTestId('profile-name');
    expect(name.textContent).toBe(`Бот · ${i18n.t(`bot.${level}`)}бот`);
    expect(within(name).getByRole('img', { name: /^Бот: рейтинг/ }).textContent).toBe('бот');
    expect(screen.getAllByTestId('profile-rating').length).toBeGreaterThan(0);
  });

  it("a person's bot account (issue 29) keeps its own name and carries the bot badge", async () => {
    fakeServer(() => profile('u2', { user: { id: 'u2', name: 'Движок', kind: 'account', botAccount: true } }));
    renderAt('/u/u2', '/u/:id', <ProfilePage />);
    const name = await screen.findByTestId('profile-name');
    expect(name.textContent).toBe('Движокбот');
    expect(within(name).getByRole('img', { name: /^Бот-аккаунт: играет программа/ }).textContent).toBe('бот');
  });

  it("a person's profile has no bot badge", async () => {
    fakeServer(() => profile('u2'));
    renderAt('/u/u2', '/u/:id', <ProfilePage />);
    await screen.findByTestId('profile-name');
    expect(screen.queryByTestId('bot-badge')).toBeNull();
  });

  it('offers no older matches when the server says there are none (profile_show_more_with_nothing_older)', async () => {
    const asked = fakeServer(() => profile('u2', { moreRecent: false }));
    renderAt('/u/u2', '/u/:id', <ProfilePage />);
    expect(await screen.findAllByTestId('history-row')).toHaveLength(2);
    expect(screen.queryByTestId('history-more')).toBeNull();
    expect(asked).toEqual(['/api/users/u2']);
  });

  it('shows older matches after the recent ones', async () => {
    const asked = fakeServer((url) => (url.includes('/matches') ? matches(2, 3) : profile('u2', { moreRecent: true })));
    renderAt('/u/u2', '/u/:id', <ProfilePage />);
    await screen.findAllByTestId('history-row');
    fireEvent.click(screen.getByTestId('history-more'));
    await vi.waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(4));
    expect(asked).toEqual(['/api/users/u2', `/api/users/u2/matches?before=${NOON - 2 * 3_600_000}&limit=20`]);
    expect(screen.queryByTestId('history-more')).toBeNull();
  });

  it('asks for no match again that came with the profile (StrictMode runs effects twice)', async () => {
    const asked = fakeServer(() => profile('u2'));
    renderAt(
      '/u/u2',
      '/u/:id',
      <StrictMode>
        <ProfilePage />
      </StrictMode>,
    );
    await screen.findAllByTestId('history-row');
    expect(screen.getAllByTestId('history-row')).toHaveLength(2);
    expect(asked.every((url) => url === '/api/users/u2')).toBe(true);
  });

  it('an unknown player: "no such player" with a way to the lobby, and no retry (asking again gets the same)', async () => {
    const asked = fakeServer(() => ({ fail: 404, code: 'NOT_FOUND' }));
    renderAt('/u/nobody', '/u/:id', <ProfilePage />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Такого игрока нет');
    expect(screen.getByRole('link', { name: 'В лобби' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
    expect(screen.queryByText(/стол или партия/)).toBeNull();
    expect(asked).toEqual(['/api/users/nobody']);
  });

  it('an address too long to be a player’s: no such player either', async () => {
    await act(() => i18n.changeLanguage('en'));
    fakeServer(() => ({ fail: 400, code: 'BAD_REQUEST' }));
    renderAt(`/u/${'x'.repeat(80)}`, '/u/:id', <ProfilePage />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('No such player');
    expect(screen.getByRole('link', { name: 'To the lobby' }).getAttribute('href')).toBe('/');
  });

  it('a failure that may pass: the failure in words, and a retry', async () => {
    let down = true;
    const asked = fakeServer(() => (down ? { fail: 503, code: 'UNAVAILABLE' } : profile('u2')));
    renderAt('/u/u2', '/u/:id', <ProfilePage />);
    expect(await screen.findByTestId('profile-error')).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect((await screen.findByTestId('profile-name')).textContent).toBe('Гриша');
    expect(asked).toEqual(['/api/users/u2', '/api/users/u2']);
  });

  it('in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    fakeServer(() => profile('u2'));
    renderAt('/u/u2', '/u/:id', <ProfilePage />);
    await screen.findByTestId('profile-name');
    expect(
      screen.getByText(`Playing since ${new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(JOINED)}`),
    ).toBeTruthy();
    const [first, second] = stats() as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId('profile-average-place').textContent).toBe('1.8');
    expect(within(second).getByTestId('profile-rating').textContent).toBe('not rated yet');
    expect(screen.getByRole('heading', { name: 'Recent matches' })).toBeTruthy();
  });

  it('passes axe', async () => {
    fakeServer(() => profile('me'));
    const { container } = renderAt('/u/me', '/u/:id', <ProfilePage />);
    await screen.findByTestId('profile-name');
    expect(await axeProblems(container)).toEqual([]);
  });
});
