import type { LeaderboardEntry } from '@birzha/protocol';
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
    fakeServer(() => [{ rank: 1, user: { id: 'gone', name: 'x', kind: 'deleted' }, rating: 1200, games: 4 }]);
    renderAt(`/leaderboard/${GAME}`, ROUTES, <LeaderboardPage />);
    const [row] = await screen.findAllByTestId('board-row');
    expect(row?.textContent).toContain('Deleted player');
    expect(screen.getByRole('columnheader', { name: 'Matches' })).toBeTruthy();
  });

  it('passes axe', async () => {
    fakeServer(() => entries(50));
    const { container } = renderAt(`/leaderboard/${GAME}`, ROUTES, <LeaderboardPage />);
    await screen.findAllByTestId('board-row');
    expect(await axeProblems(container)).toEqual([]);
  });
});
