import type { SeatInfo, TableSummary } from '@birzha/protocol';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gameName } from '../games/registry.ts';
import i18n from '../i18n/index.ts';
import HistoryPage from './history-page.tsx';
import {
  axeProblems,
  fakeServer,
  GAME,
  type Answer,
  match,
  matches,
  NOON,
  OTHER,
  renderAt,
  where,
} from './profiles.test-helper.tsx';

vi.mock('../api/session.tsx', () => ({ useSession: () => ({ user: { id: 'me', name: 'Аня' } }) }));

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('ru');
});

/** My tables not finished yet, as /api/me/tables answers by status. */
interface Unfinished {
  readonly playing?: readonly TableSummary[];
  readonly open?: readonly TableSummary[];
}

/**
 * The fake server: the history's requests answered by `answer`, my unfinished tables by `mine` (none unless told).
 * Returns the history's requests, in order.
 */
function serve(answer: (url: string) => Answer, mine: Unfinished = {}): string[] {
  const asked: string[] = [];
  fakeServer((url) => {
    if (url.startsWith('/api/me/tables')) return url.includes('status=open') ? (mine.open ?? []) : (mine.playing ?? []);
    asked.push(url);
    return answer(url);
  });
  return asked;
}

const person = (seat: number, id: string, name: string): SeatInfo => ({
  seat,
  user: { id, name },
  bot: null,
  connected: true,
});
/** A table of mine with Гриша; playing with `toAct` to move, or open with a free seat. */
const table = (id: string, toAct: number[] | 'open'): TableSummary => ({
  id,
  game: GAME,
  options: {},
  players: 2,
  private: false,
  status: toAct === 'open' ? 'open' : 'playing',
  host: { id: 'me', name: 'Аня' },
  seats:
    toAct === 'open'
      ? [person(0, 'me', 'Аня'), { seat: 1, user: null, bot: null, connected: false }]
      : [person(0, 'me', 'Аня'), person(1, 'u2', 'Гриша')],
  version: 3,
  createdAt: 1,
  startedAt: toAct === 'open' ? null : 2,
  finishedAt: null,
  outcome: null,
  ...(toAct === 'open' ? {} : { turn: { seats: toAct, since: NOON } }),
});

const rows = () => screen.queryAllByTestId('history-row');
const cell = (row: HTMLElement, id: string) => within(row).getByTestId(id).textContent;

/** The three kinds of result: a rated win, a shared first place with a loss of points, a casual 3rd place. */
const MIXED = [
  match(1),
  match(2, { tied: true, before: 1040, after: 1028 }),
  match(3, {
    game: OTHER,
    place: 3,
    rated: false,
    before: null,
    after: null,
    replaced: true,
    players: [
      { seat: 0, name: 'Аня', user: { id: 'me', name: 'Аня' }, bot: 'intermediate', botName: 'gleb', place: 3 },
      { seat: 1, name: 'Было', user: { id: 'u9', name: 'Было', kind: 'deleted' }, bot: null, botName: null, place: 2 },
      { seat: 2, name: 'Гриша', user: { id: 'u2', name: 'Гриша' }, bot: null, botName: null, place: 1 },
    ],
  }),
];

describe('the match history', () => {
  it('lists my matches with date, game, players by place, my place, the rating change and the replay', async () => {
    const asked = serve(() => MIXED);
    renderAt('/history', '/history', <HistoryPage />);
    expect(await screen.findAllByTestId('history-row')).toHaveLength(3);
    expect(asked).toEqual(['/api/me/matches?limit=20']);
    const [win, tie, casual] = rows() as [HTMLElement, HTMLElement, HTMLElement];

    expect(win.textContent).toContain(
      new Intl.DateTimeFormat('ru', { dateStyle: 'medium', timeStyle: 'short' }).format(NOON - 3_600_000),
    );
    expect(win.textContent).toContain(gameName(GAME, 'ru'));
    expect(casual.textContent).toContain(gameName(OTHER, 'ru'));
    // The players in the order they placed; people link to their profiles, a bot goes by its name and level.
    const players = within(win)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(players).toEqual(['1. Аня', '2. Гриша', '3. Бот Борис (опытный)']);
    expect(within(win).getByRole('link', { name: 'Гриша' }).getAttribute('href')).toBe('/u/u2');

    expect(cell(win, 'history-place')).toBe('1-е');
    expect(cell(win, 'history-rating')).toBe('+26');
    expect(cell(tie, 'history-place')).toBe('поделённое 1-е');
    expect(cell(tie, 'history-rating')).toBe('\u221212');
    expect(cell(casual, 'history-place')).toBe('3-е доигрывал бот');
    // A seat a bot took over keeps its player ("Аня → бот"); a deleted account is a deleted player, unlinked.
    expect(
      within(casual)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1. Гриша', '2. Удалённый игрок', '3. Аня → бот']);
    expect(within(casual).queryByRole('link', { name: 'Удалённый игрок' })).toBeNull();
    expect(cell(casual, 'history-rating')).toBe('без рейтинга');
    expect(within(win).getByTestId('history-replay').getAttribute('href')).toBe('/replay/t1');
    expect(screen.getByText('Это все законченные партии.')).toBeTruthy();
    expect(screen.queryByTestId('history-more')).toBeNull();
  });

  it('in English: ordinals, shared places, casual matches and dates in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    serve(() => [...MIXED, match(4, { place: 2 }), match(5, { place: 11 }), match(6, { place: 22 })]);
    renderAt('/history', '/history', <HistoryPage />);
    await screen.findAllByTestId('history-row');
    expect(rows().map((r) => cell(r, 'history-place'))).toEqual([
      '1st',
      'shared 1st',
      '3rd a bot finished it',
      '2nd',
      '11th',
      '22nd',
    ]);
    expect(cell(rows()[2]!, 'history-rating')).toBe('casual');
    expect(rows()[0]!.textContent).toContain(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(NOON - 3_600_000),
    );
    expect(screen.getByRole('columnheader', { name: 'My place' })).toBeTruthy();
  });

  it('marks a match a bot played part of (issue 24.4): the place as played, and rated as last when rated', async () => {
    serve(() => [
      match(1, { standIn: true, before: 1000, after: 985 }),
      match(2, { place: 2, standIn: true, rated: false, before: null, after: null }),
      match(3, { place: 3, replaced: true, standIn: true, before: 1000, after: 990 }),
      match(4),
    ]);
    renderAt('/history', '/history', <HistoryPage />);
    await screen.findAllByTestId('history-row');
    expect(rows().map((r) => cell(r, 'history-place'))).toEqual([
      '1-е часть ходов сделал бот в рейтинге — последнее место',
      '2-е часть ходов сделал бот',
      '3-е доигрывал бот в рейтинге — последнее место',
      '1-е',
    ]);
    expect(cell(rows()[0]!, 'history-rating')).toBe('\u221215');
    await act(() => i18n.changeLanguage('en'));
    expect(cell(rows()[0]!, 'history-place')).toBe('1st a bot played part of it rated as last');
    expect(await axeProblems(document.body)).toEqual([]);
  });

  it('filters by game and result: the address keeps them and the server is asked for them', async () => {
    const asked = serve((url) => (url.includes('result=loss') ? [] : [match(1)]));
    renderAt('/history', '/history', <HistoryPage />);
    await screen.findByTestId('history-row');

    fireEvent.change(screen.getByLabelText('Игра'), { target: { value: OTHER } });
    expect(where.search).toBe(`?game=${OTHER}`);
    await screen.findByTestId('history-row');
    expect(asked.at(-1)).toBe(`/api/me/matches?limit=20&game=${OTHER}`);

    fireEvent.change(screen.getByLabelText('Итог'), { target: { value: 'loss' } });
    expect(where.search).toBe(`?game=${OTHER}&result=loss`);
    expect((await screen.findByTestId('history-empty')).textContent).toBe('Таких партий нет. Измените фильтры.');
    expect(asked.at(-1)).toBe(`/api/me/matches?limit=20&game=${OTHER}&result=loss`);

    fireEvent.change(screen.getByLabelText('Игра'), { target: { value: '' } });
    expect(where.search).toBe('?result=loss');
    await screen.findByTestId('history-empty');
    expect(asked.at(-1)).toBe('/api/me/matches?limit=20&result=loss');
  });

  it('opens with the filters of its address (an unknown game means all games)', async () => {
    const asked = serve(() => [match(1)]);
    renderAt(`/history?game=${GAME}&result=win`, '/history', <HistoryPage />);
    await screen.findByTestId('history-row');
    expect(asked).toEqual([`/api/me/matches?limit=20&game=${GAME}&result=win`]);
    expect((screen.getByLabelText('Игра') as HTMLSelectElement).value).toBe(GAME);
    expect((screen.getByLabelText('Итог') as HTMLSelectElement).value).toBe('win');

    const again = serve(() => [match(1)]);
    renderAt('/history?game=nosuchgame&result=draw', '/history', <HistoryPage />);
    await screen.findAllByTestId('history-row');
    expect(again).toEqual(['/api/me/matches?limit=20']);
  });

  it('shows more: the next page starts before the last match shown, until a page is short', async () => {
    const asked = serve((url) => (url.includes('before=') ? matches(3, 21) : matches(20)));
    renderAt(`/history?game=${GAME}`, '/history', <HistoryPage />);
    expect(await screen.findAllByTestId('history-row')).toHaveLength(20);
    fireEvent.click(screen.getByTestId('history-more'));
    await vi.waitFor(() => expect(rows()).toHaveLength(23));
    expect(asked).toEqual([
      `/api/me/matches?limit=20&game=${GAME}`,
      `/api/me/matches?limit=20&game=${GAME}&before=${NOON - 20 * 3_600_000}`,
    ]);
    expect(rows().map((r) => r.dataset['table'])).toEqual(matches(23).map((m) => m.tableId));
    expect(screen.queryByTestId('history-more')).toBeNull();
    expect(screen.getByText('Это все законченные партии.')).toBeTruthy();
  });

  it('a new player sees an empty history with the way to the lobby', async () => {
    serve(() => []);
    renderAt('/history', '/history', <HistoryPage />);
    const empty = await screen.findByTestId('history-empty');
    expect(empty.textContent).toContain('Вы ещё не доиграли ни одной партии.');
    expect(within(empty).getByRole('link', { name: 'В лобби' }).getAttribute('href')).toBe('/');
  });

  it('lists my matches not finished yet above the finished ones, mine to move first, each opening its table', async () => {
    serve(() => [match(1)], {
      playing: [table('t-theirs', [1]), table('t-mine', [0])],
      open: [table('t-open', 'open')],
    });
    renderAt('/history', '/history', <HistoryPage />);
    const section = await screen.findByRole('region', { name: 'Ещё не доиграны' });
    const items = within(section)
      .getAllByRole('listitem')
      .filter((li) => li.dataset['table'] !== undefined);
    expect(items.map((li) => li.dataset['table'])).toEqual(['t-mine', 't-theirs', 't-open']);
    for (const li of items) {
      expect(within(li).getByRole('link', { name: 'Открыть' }).getAttribute('href')).toBe(`/t/${li.dataset['table']}`);
    }
    // Above the finished matches, which still end as such.
    await screen.findByTestId('history-row');
    expect(section.compareDocumentPosition(screen.getByTestId('history-row'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByText('Это все законченные партии.')).toBeTruthy();
    expect(await axeProblems(document.body)).toEqual([]);
  });

  it('without unfinished matches (or when the server cannot list them) shows the history alone', async () => {
    serve(() => [match(1)]);
    const { unmount } = renderAt('/history', '/history', <HistoryPage />);
    await screen.findByTestId('history-row');
    expect(screen.queryByTestId('history-unfinished')).toBeNull();
    unmount();
    fakeServer((url) => (url.startsWith('/api/me/tables') ? { fail: 503, code: 'UNAVAILABLE' } : [match(1)]));
    renderAt('/history', '/history', <HistoryPage />);
    await screen.findByTestId('history-row');
    expect(screen.queryByTestId('history-unfinished')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('in English: "Not finished yet", and the header’s link names the page', async () => {
    await act(() => i18n.changeLanguage('en'));
    serve(() => [match(1)], { playing: [table('t-mine', [0])] });
    renderAt('/history', '/history', <HistoryPage />);
    expect(await screen.findByRole('region', { name: 'Not finished yet' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Match history');
    expect(i18n.t('accounts.header.history')).toBe('History');
    await screen.findByTestId('history-row');
    expect(screen.getByText('That is every finished match.')).toBeTruthy();
  });

  it('a failure is said in words and can be retried; a failed next page keeps what is shown', async () => {
    let down = true;
    serve((url) =>
      down ? { fail: 503, code: 'BUSY' } : url.includes('before=') ? { fail: 500, code: 'INTERNAL' } : matches(20),
    );
    renderAt('/history', '/history', <HistoryPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Повторить');
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findAllByTestId('history-row')).toHaveLength(20);
    fireEvent.click(screen.getByTestId('history-more'));
    expect((await screen.findByTestId('history-error')).textContent).toContain('Ошибка на сервере');
    expect(rows()).toHaveLength(20);
  });

  it('passes axe with rows, and when empty', async () => {
    serve(() => MIXED);
    const { container, unmount } = renderAt('/history', '/history', <HistoryPage />);
    await screen.findAllByTestId('history-row');
    expect(await axeProblems(container)).toEqual([]);
    unmount();
    serve(() => []);
    const empty = renderAt('/history', '/history', <HistoryPage />);
    await screen.findByTestId('history-empty');
    expect(await axeProblems(empty.container)).toEqual([]);
  });
});
