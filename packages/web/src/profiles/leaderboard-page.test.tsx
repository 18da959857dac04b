import { BOT_LEVELS, type LeaderboardEntry } from '@birzha/protocol';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameName } from '../games/registry.ts';
import i18n from '../i18n/index.ts';
import LeaderboardPage from './leaderboard-page.tsx';
import { axeProblems, fakeServer, GAME, OTHER, renderAt, where } from './profiles.test-helper.tsx';

vi.mock('../api/session.tsx', () => ({ useSession: () => ({ user: { id: 'me', name: 'Аня' } }) }));

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('ru');
});

const ROUTES = ['/leaderboard', '/leaderboard/:game'];

/** `count` players ranked from `from`, the viewer at rank 2. */
function entries(count: number, from = 1): LeaderboardEntry[] {
  return Array.from({ length: count }, (_, i) => {
    const rank = from + i;
    const id = rank === 2 ? 'me' : `u${rank}`;
    return {
      rank,
      user: { id, name: rank === 2 ? 'Аня' : `Игрок ${rank}` },
      rating: 1500 - rank * 5,
      games: 10 + rank,
      bot: false,
    };
  });
}

const rows = () => screen.queryAllByTestId('board-row');

describe('the leaderboard', () => {
  it("opens on the registry's first game: rank, name to the profile, rating, matches; my row marked", async () => {
    const asked = fakeServer(() => entries(3));
    renderAt('/leaderboard', ROUTES, <LeaderboardPage />);
    await screen.findAllByTestId('board-row');
    expect(asked).toEqual([`/api/leaderboard/${GAME}?limit=50&offset=0`]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Лучшие игроки · ${gameName(GAME, 'ru')}`);
    expect(screen.getByRole('link', { name: gameName(GAME, 'ru') }).getAttribute('aria-current')).toBe('page');

    const [first, mine] = rows() as [HTMLElement, HTMLElement];
    expect([...first.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '1',
      'Игрок 1',
      '1\u00a0495', // digits grouped as Russian writes them
      '11',
    ]);
    expect(within(first).getByRole('link', { name: 'Игрок 1' }).getAttribute('href')).toBe('/u/u1');
    expect(first.getAttribute('aria-current')).toBeNull();
    expect(mine.getAttribute('aria-current')).toBe('true');
    expect(mine.classList.contains('board-table__me')).toBe(true);
    expect(within(mine).getByTestId('board-rating').textContent).toBe('1\u00a0490');
    expect(mine.textContent).toContain('вы');
    // A short first page has no pages to go to.
    expect(screen.queryByTestId('board-next')).toBeNull();
  });

  it('switches games', async () => {
    const asked = fakeServer(() => entries(3));
    renderAt('/leaderboard', ROUTES, <LeaderboardPage />);
    await screen.findAllByTestId('board-row');
    fireEvent.click(screen.getByRole('link', { name: gameName(OTHER, 'ru') }));
    expect(where.path).toBe(`/leaderboard/${OTHER}`);
    await vi.waitFor(() => expect(asked.at(-1)).toBe(`/api/leaderboard/${OTHER}?limit=50&offset=0`));
    await screen.findAllByTestId('board-row');
    expect(screen.getByRole('link', { name: gameName(OTHER, 'ru') }).getAttribute('aria-current')).toBe('page');
  });

  it('pages on by 50, with the page in the address', async () => {
    const asked = fakeServer((url) => (url.endsWith('offset=0') ? entries(50) : entries(7, 51)));
    renderAt(`/leaderboard/${GAME}`, ROUTES, <LeaderboardPage />);
    expect(await screen.findAllByTestId('board-row')).toHaveLength(50);
    expect((screen.getByTestId('board-prev') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('board-next'));
    expect(where.search).toBe('?page=2');
    await vi.waitFor(() => expect(rows()).toHaveLength(7));
    expect(asked.at(-1)).toBe(`/api/leaderboard/${GAME}?limit=50&offset=50`);
    expect(rows()[0]!.querySelector('td')?.textContent).toBe('51');
    expect(screen.getByTestId('board-page').textContent).toBe('Страница 2');
    expect((screen.getByTestId('board-next') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('board-prev'));
    expect(where.search).toBe('');
    await vi.waitFor(() => expect(rows()).toHaveLength(50));
  });

  it('a game nobody has played rated yet; an unknown game; a failure', async () => {
    fakeServer(() => []);
    const empty = renderAt(`/leaderboard/${OTHER}`, ROUTES, <LeaderboardPage />);
    expect((await screen.findByTestId('board-empty')).textContent).toBe(
      'В этой игре ещё никто не сыграл рейтинговой партии.',
    );
    empty.unmount();

    const asked = fakeServer(() => []);
    const unknown = renderAt('/leaderboard/nosuchgame', ROUTES, <LeaderboardPage />);
    expect(screen.getByTestId('board-error').textContent).toBe('Такой игры здесь нет.');
    expect(asked).toEqual([]);
    unknown.unmount();

    fakeServer(() => ({ fail: 500, code: 'INTERNAL' }));
    renderAt(`/leaderboard/${GAME}`, ROUTES, <LeaderboardPage />);
    expect((await screen.findByTestId('board-error')).textContent).toContain('Ошибка на сервере');
  });

  it('in English, with a deleted player', async () => {
    await act(() => i18n.changeLanguage('en'));
    fakeServer(() => [
      { rank: 1, user: { id: 'gone', name: 'x', kind: 'deleted' }, rating: 1200, games: 4, bot: false },
    ]);
    renderAt(`/leaderboard/${GAME}`, ROUTES, <LeaderboardPage />);
    const [row] = await screen.findAllByTestId('board-row');
    expect(row?.textContent).toContain('Deleted player');
    // rated matches: a bot's rating also comes from the bots' arena, where its matches are not counted
    expect(screen.getByRole('columnheader', { name: 'Rated matches' })).toBeTruthy();
  });

  it("marks bots' accounts with a badge and names them by level; shows people, bots or everyone", async () => {
    const [level] = BOT_LEVELS;
    const bot: LeaderboardEntry = {
      rank: 1,
      user: { id: `bot-${level}`, name: `Bot · ${level}`, kind: 'account' },
      rating: 1700,
      games: 0,
      bot: true,
      botLevel: level,
    };
    const asked = fakeServer((url) => {
      if (url.includes('who=bots')) return [bot];
      if (url.includes('who=people')) return entries(2);
      return [bot, ...entries(2, 2)];
    });
    renderAt(`/leaderboard/${GAME}`, ROUTES, <LeaderboardPage />);
    await vi.waitFor(() => expect(rows()).toHaveLength(3));
    expect(asked).toEqual([`/api/leaderboard/${GAME}?limit=50&offset=0`]);
    const everyone = screen.getByRole('button', { name: 'Всех' });
    expect(everyone.getAttribute('aria-pressed')).toBe('true');
    const [botRow, person] = rows() as [HTMLElement, HTMLElement];
    // The bot's name is its level in Russian, and its badge says what it is.
    const name = `Бот · ${i18n.t(`bot.${level}`)}`;
    expect(within(botRow).getByRole('link', { name }).getAttribute('href')).toBe(`/u/bot-${level}`);
    const badge = within(botRow).getByRole('img', { name: /^Бот: рейтинг/ });
    expect(badge.textContent).toBe('бот');
    expect(within(person).queryByTestId('bot-badge')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Ботов' }));
    expect(where.search).toBe('?who=bots');
    await vi.waitFor(() => expect(asked.at(-1)).toBe(`/api/leaderboard/${GAME}?limit=50&offset=0&who=bots`));
    await vi.waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Ботов' }).getAttribute('aria-pressed')).toBe('true');
    expect(everyone.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Людей' }));
    expect(where.search).toBe('?who=people');
    await vi.waitFor(() => expect(asked.at(-1)).toBe(`/api/leaderboard/${GAME}?limit=50&offset=0&who=people`));
    await vi.waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByTestId('bot-badge')).toBeNull();

    fireEvent.click(everyone);
    expect(where.search).toBe('');
    await vi.waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('keeps the choice while paging and switching games, and starts it from the first page', async () => {
    const asked = fakeServer((url) => (url.includes('offset=0') ? entries(50) : entries(3, 51)));
    renderAt(`/leaderboard/${GAME}?who=people&page=2`, ROUTES, <LeaderboardPage />);
    await vi.waitFor(() => expect(rows()).toHaveLength(3));
    expect(asked).toEqual([`/api/leaderboard/${GAME}?limit=50&offset=50&who=people`]);
    fireEvent.click(screen.getByTestId('board-prev'));
    expect(where.search).toBe('?who=people');
    fireEvent.click(screen.getByRole('button', { name: 'Ботов' }));
    expect(where.search).toBe('?who=bots');
    // Another game: the same choice, its first page.
    fireEvent.click(screen.getByRole('link', { name: gameName(OTHER, 'ru') }));
    expect(where.path).toBe(`/leaderboard/${OTHER}`);
    expect(where.search).toBe('?who=bots');
    await vi.waitFor(() => expect(asked.at(-1)).toBe(`/api/leaderboard/${OTHER}?limit=50&offset=0&who=bots`));
  });

  it('in English: the bot named by its level, its badge labelled', async () => {
    await act(() => i18n.changeLanguage('en'));
    const level = BOT_LEVELS[BOT_LEVELS.length - 1];
    fakeServer(() => [
      {
        rank: 1,
        user: { id: 'b', name: 'stored name', kind: 'account' },
        rating: 1200,
        games: 4,
        bot: true,
        botLevel: level,
      },
    ]);
    renderAt(`/leaderboard/${GAME}`, ROUTES, <LeaderboardPage />);
    const [row] = await screen.findAllByTestId('board-row');
    expect(within(row as HTMLElement).getByRole('link').textContent).toBe(`Bot · ${i18n.t(`bot.${level}`)}`);
    expect(
      within(row as HTMLElement)
        .getByRole('img')
        .getAttribute('aria-label'),
    ).toBe('Bot: rated by the bot ladder and by rated matches against people');
    expect(screen.getByRole('button', { name: 'Bots' })).toBeTruthy();
  });

  it("a person's bot account (issue 29): its own name, the bot badge labelled as such", async () => {
    fakeServer(() => [
      {
        rank: 1,
        user: { id: 'e', name: 'Движок', kind: 'account', botAccount: true },
        rating: 1300,
        games: 2,
        bot: true,
      },
    ]);
    renderAt(`/leaderboard/${GAME}`, ROUTES, <LeaderboardPage />);
    const [row] = await screen.findAllByTestId('board-row');
    expect(within(row as HTMLElement).getByRole('link').textContent).toBe('Движок');
    expect(
      within(row as HTMLElement)
        .getByRole('img')
        .getAttribute('aria-label'),
    ).toBe('Бот-аккаунт: играет программа через API для ботов');
  });

  it('passes axe with bots and the choice of whom to show', async () => {
    fakeServer(() => [
      {
        rank: 1,
        user: { id: 'b', name: 'b', kind: 'account' },
        rating: 1700,
        games: 0,
        bot: true,
        botLevel: BOT_LEVELS[0],
      },
      ...entries(3, 2),
    ]);
    const { container } = renderAt(`/leaderboard/${GAME}`, ROUTES, <LeaderboardPage />);
    await screen.findByTestId('bot-badge');
    expect(await axeProblems(container)).toEqual([]);
  });

  it('passes axe', async () => {
    fakeServer(() => entries(50));
    const { container } = renderAt(`/leaderboard/${GAME}`, ROUTES, <LeaderboardPage />);
    await screen.findAllByTestId('board-row');
    expect(await axeProblems(container)).toEqual([]);
  });
});
