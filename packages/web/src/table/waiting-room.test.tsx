import { PACE_PRESETS, type SeatInfo, type TableSummary } from '@birzha/protocol';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANNA, axeProblems, fakeServer, renderPage, stubSocket } from '../accounts/fake-server.test-helper.tsx';
import { resetGameLevelsForTests } from '../lobby/game-levels.ts';
import { RatedLine, WaitingRoom } from './waiting-room.tsx';

beforeEach(stubSocket);
afterEach(() => vi.unstubAllGlobals());

const account = (seat: number, name: string): SeatInfo => ({
  seat,
  user: { id: `u${seat + 1}`, name, kind: 'account' },
  bot: null,
  connected: true,
});
const guest = (seat: number, name: string): SeatInfo => ({
  seat,
  user: { id: `g${seat}`, name, kind: 'guest' },
  bot: null,
  connected: true,
});
const bot = (seat: number): SeatInfo => ({ seat, user: null, bot: 'intermediate', connected: true });
const free = (seat: number): SeatInfo => ({ seat, user: null, bot: null, connected: false });

function table(seats: SeatInfo[], rated = true): TableSummary {
  return {
    id: 't1',
    game: 'akcioner',
    options: {},
    players: seats.length,
    private: false,
    status: 'open',
    host: { id: 'u1', name: 'Аня' },
    seats,
    version: 0,
    createdAt: 0,
    startedAt: null,
    finishedAt: null,
    outcome: null,
    rated,
  };
}

const line = (t: TableSummary) => {
  const full = t.seats.every((s) => s.user !== null || s.bot !== null);
  const r = render(<RatedLine table={t} full={full} />);
  const text = r.container.textContent;
  r.unmount();
  return text;
};

describe('the waiting room’s word on rating', () => {
  it('says "if" until every seat is taken, then yes, or no and why, by the server’s rule', () => {
    expect(line(table([account(0, 'Аня'), free(1)]))).toBe(
      'Рейтинговая партия — если все места займут зарегистрированные игроки',
    );
    expect(line(table([account(0, 'Аня'), account(1, 'Борис')]))).toBe(
      'Партия будет рейтинговой: все места заняли зарегистрированные игроки.',
    );
    expect(line(table([account(0, 'Аня'), guest(1, 'Гость 7'), bot(2)]))).toBe(
      'Партия будет без рейтинга: без учётной записи — Гость 7; за столом есть боты.',
    );
    expect(line(table([account(0, 'Аня'), bot(1)]))).toBe('Партия будет без рейтинга: за столом есть боты.');
    // Not asked for: a casual table says nothing of rating.
    expect(line(table([account(0, 'Аня'), account(1, 'Борис')], false))).toBe('');
  });

  it('is in the waiting room, which passes axe', async () => {
    fakeServer({ me: ANNA });
    const t = table([account(0, 'Аня'), guest(1, 'Гость 7')]);
    const { container } = renderPage('/t/t1', <WaitingRoom table={t} invite={undefined} />, '/t/:id');
    expect((await screen.findByTestId('rated-line')).textContent).toContain('без учётной записи — Гость 7');
    expect(await axeProblems(container)).toEqual([]);
  });
});

describe('the waiting room’s seats', () => {
  it("mark a person's bot account (issue 29) with the bot badge, and nobody else", async () => {
    fakeServer({ me: ANNA });
    const engine: SeatInfo = {
      ...account(1, 'Движок'),
      user: { id: 'u2', name: 'Движок', kind: 'account', botAccount: true },
    };
    const t = table([account(0, 'Аня'), engine, bot(2)]);
    const { container } = renderPage('/t/t1', <WaitingRoom table={t} invite={undefined} />, '/t/:id');
    const seat = await waitFor(() => {
      const found = container.querySelector('[data-seat="1"]');
      if (found === null) throw new Error('no seat 1');
      return found;
    });
    expect(seat.querySelector('[data-testid="bot-badge"]')?.getAttribute('aria-label')).toBe(
      'Бот-аккаунт: играет программа через API для ботов',
    );
    expect(container.querySelectorAll('[data-testid="bot-badge"]')).toHaveLength(1);
  });
});

describe('the waiting room’s title', () => {
  it('names the game’s clock at a live table, and at a turn-based one its pace instead', async () => {
    fakeServer({ me: ANNA });
    const live = { ...table([account(0, 'Аня'), free(1)]), options: { variant: 'classic', turnSeconds: 120 } };
    const { unmount } = renderPage('/t/t1', <WaitingRoom table={live} invite={undefined} />, '/t/:id');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Акционер Классический · 2 минуты на ход',
    );
    unmount();
    renderPage('/t/t1', <WaitingRoom table={{ ...live, pace: PACE_PRESETS.day }} invite={undefined} />, '/t/:id');
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title.textContent).toBe('Акционер Классическийзаочно · 1 день');
    expect(screen.getByTestId('pace-tag').textContent).toBe('заочно · 1 день');
  });
});

describe('the waiting room for a newcomer', () => {
  it('says what the game is, with its rules and its lesson a click away (an invite link lands here)', async () => {
    fakeServer({ me: ANNA });
    renderPage('/t/t1', <WaitingRoom table={table([account(0, 'Аня'), free(1)])} invite={undefined} />, '/t/:id');
    const about = await screen.findByTestId('waiting-about');
    expect(about.textContent).toContain('Биржевая игра 1990 года');
    expect(within(about).getByRole('link', { name: 'Правила игры' }).getAttribute('href')).toBe('/rules/akcioner');
    expect(within(about).getByRole('link', { name: 'Научиться играть' }).getAttribute('href')).toBe('/learn/akcioner');
  });
});

describe('the waiting room’s bot level', () => {
  it('offers the host only the levels the server says this game has, the strongest first, and adds that level', async () => {
    resetGameLevelsForTests();
    const server = fakeServer({ me: ANNA });
    const info = (id: string, levels: string[]) => ({ id, title: id, minPlayers: 2, maxPlayers: 6, levels });
    server.on('GET /api/games', () => ({
      status: 200,
      body: [info('akcioner', ['beginner', 'intermediate']), info('stockpile', ['beginner', 'intermediate', 'expert'])],
    }));
    const added: unknown[] = [];
    server.on('POST /api/tables/t1/bots', (body) => {
      added.push(body);
      return { status: 200, body: table([account(0, 'Аня'), bot(1)]) };
    });
    const t = table([account(0, 'Аня'), free(1)]);
    renderPage('/t/t1', <WaitingRoom table={t} invite={undefined} />, '/t/:id');
    const picker = (await screen.findByLabelText('Уровень бота')) as HTMLSelectElement;
    await waitFor(() => expect([...picker.options].map((o) => o.text)).toEqual(['опытный', 'новичок']));
    expect(picker.value).toBe('intermediate');
    fireEvent.change(picker, { target: { value: 'beginner' } });
    fireEvent.click(screen.getByRole('button', { name: 'Посадить бота (новичок), место 2' }));
    await waitFor(() => expect(added).toEqual([{ seat: 1, level: 'beginner' }]));
    resetGameLevelsForTests();
  });

  it('each seat’s buttons say which seat they are for (three «Убрать бота» read alike)', async () => {
    fakeServer({ me: ANNA });
    renderPage(
      '/t/t1',
      <WaitingRoom table={table([account(0, 'Аня'), bot(1), bot(2), free(3)])} invite={undefined} />,
      '/t/:id',
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('button', { name: /^Убрать бота/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Убрать бота, место 2',
      'Убрать бота, место 3',
    ]);
    expect(screen.getByRole('button', { name: /^Посадить бота/ }).getAttribute('aria-label')).toMatch(/, место 4$/);
  });

  it('is not offered with every seat taken: there is no bot left to add', async () => {
    fakeServer({ me: ANNA });
    renderPage('/t/t1', <WaitingRoom table={table([account(0, 'Аня'), bot(1)])} invite={undefined} />, '/t/:id');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByLabelText('Уровень бота')).toBeNull();
  });
});
