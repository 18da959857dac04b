import type { SeatInfo, TableSummary } from '@birzha/protocol';
import { akcioner } from '@birzha/engine';
import { playout } from '@birzha/engine/testing';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lobbyApi } from '../api/lobby-api.ts';
import i18n from '../i18n/index.ts';
import ReplayPage from './replay-page.tsx';

// A whole short game of random moves: 44 internal steps in 16 turns (one card each), the first one of 3 steps.
const played = playout(akcioner, { players: 2, options: { variant: 'short' }, seed: 'i9c' });
const record: unknown = JSON.parse(JSON.stringify(played.record));
const summary = {
  id: 't1',
  game: 'akcioner',
  seats: [
    { seat: 0, user: { id: 'a', name: 'Аня' }, bot: null },
    { seat: 1, user: null, bot: 'beginner' },
  ],
  outcome: played.outcome,
} as unknown as TableSummary;

let search = '';
function Where() {
  search = useLocation().search;
  return null;
}

function renderReplay(query: string, table: TableSummary = summary) {
  vi.spyOn(lobbyApi, 'record').mockResolvedValue(record);
  vi.spyOn(lobbyApi, 'table').mockResolvedValue(table);
  render(
    <MemoryRouter initialEntries={[`/replay/t1${query}`]}>
      <Routes>
        <Route
          path="/replay/:id"
          element={
            <>
              <ReplayPage />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const position = () => screen.getByTestId('replay-position').textContent;
const step = () => screen.getByTestId('replay-step').textContent;
afterEach(() => vi.restoreAllMocks());

describe('the replay', () => {
  it('counts turns as the rules do, and steps by turn and by the steps inside one', async () => {
    expect(played.record.moves).toHaveLength(44);
    renderReplay('?move=0');
    expect((await screen.findByTestId('replay-position')).textContent).toBe('начало партии (ходов: 16)');

    fireEvent.click(screen.getByTestId('replay-next'));
    expect(position()).toBe('ход 1 из 16 · раунд 1');
    expect(step()).toBe('шаг 3 из 3');
    expect(search).toBe('?move=3'); // ?move= is still the internal step

    fireEvent.click(screen.getByTestId('replay-step-prev'));
    expect(position()).toBe('ход 1 из 16 · раунд 1');
    expect(step()).toBe('шаг 2 из 3');

    // A turn on from the middle of one: to its end first, then to the end of the next.
    fireEvent.click(screen.getByTestId('replay-next'));
    expect(step()).toBe('шаг 3 из 3');
    fireEvent.click(screen.getByTestId('replay-next'));
    expect(position()).toBe('ход 2 из 16 · раунд 1');

    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(position()).toMatch(/^ход 3 из 16/);
    fireEvent.keyDown(window, { key: 'ArrowLeft', shiftKey: true });
    expect(position()).toMatch(/^ход 3 из 16/);
    expect(step()).toMatch(/^шаг \d+ из \d+$/);
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(position()).toMatch(/^ход 2 из 16/);

    // The slider moves by turns.
    const slider = screen.getByRole('slider', { name: 'Перейти к ходу' });
    expect(slider.getAttribute('max')).toBe('16');
    fireEvent.change(slider, { target: { value: '10' } });
    expect(position()).toMatch(/^ход 10 из 16/);
  });

  it('credits each move to whoever played it: the person, a bot for them, or the clock', async () => {
    // Боб's seat: a bot played his turn of moves 7-9 (he left after move 6, came back after move 12); the clock
    // played the last move.
    const by = (k: number) => (k === 44 ? 'clock' : k >= 7 && k <= 9 ? 'bot' : 'person');
    const withBy = {
      ...(record as { moves: object[] }),
      moves: (record as { moves: object[] }).moves.map((m, i) => ({ ...m, by: by(i + 1) })),
    };
    vi.spyOn(lobbyApi, 'record').mockResolvedValue(withBy);
    vi.spyOn(lobbyApi, 'table').mockResolvedValue({
      ...summary,
      seats: [
        { seat: 0, user: { id: 'a', name: 'Аня' }, bot: null, connected: true },
        { seat: 1, user: { id: 'b', name: 'Боб' }, bot: null, connected: true },
      ],
      seatChanges: [
        { seat: 1, kind: 'takeover', reason: 'left', userId: 'b', version: 6, round: 2, at: 1 },
        { seat: 1, kind: 'return', userId: 'b', version: 12, round: 2, at: 2 },
      ],
    });
    const page = (query: string) =>
      render(
        <MemoryRouter initialEntries={[`/replay/t1${query}`]}>
          <Routes>
            <Route path="/replay/:id" element={<ReplayPage />} />
          </Routes>
        </MemoryRouter>,
      );
    const first = page('?move=8');
    expect((await screen.findByTestId('replay-mover')).textContent).toBe('Показан ход бота за игрока Боб');
    // The board is a lazy chunk: under load it may take a moment.
    const log = await screen.findByTestId('log', {}, { timeout: 5000 });
    expect(log.textContent).toContain('Место игрока Боб занял бот (выход из-за стола).');
    expect(screen.getAllByTestId('log-by').map((b) => b.textContent)).toEqual([
      ' · бот за игрока Боб',
      ' · бот за игрока Боб',
    ]);
    first.unmount();

    // Боб is not back yet at move 8: the return is not told before it happened.
    expect(log.textContent).not.toContain('Боб снова за столом.');
    const second = page('?move=4');
    expect((await screen.findByTestId('replay-mover')).textContent).toBe('Показан ход игрока Аня');
    second.unmount();

    page('?move=44');
    expect((await screen.findByTestId('replay-mover')).textContent).toBe('Время вышло: ход сделан автоматически');
    expect((await screen.findByTestId('log', {}, { timeout: 5000 })).textContent).toContain('Боб снова за столом.');
    expect(screen.getAllByTestId('log-by').map((b) => b.textContent)).toContain(' · время вышло');
  });

  it('takes who played each move from the match history when the record does not say', async () => {
    const entries = (record as { moves: object[] }).moves.map((_, i) => ({
      version: i + 1,
      seat: i + 1 === 44 ? 0 : null,
      ...(i + 1 === 44 ? { by: 'clock' } : {}),
      events: [],
    }));
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(JSON.stringify({ version: 44, entries: [{ version: 0, seat: null, events: [] }, ...entries] })),
      );
    renderReplay('?move=44');
    await vi.waitFor(
      () => expect(screen.getByTestId('replay-mover').textContent).toBe('Время вышло: ход сделан автоматически'),
      { timeout: 5000 },
    );
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/tables/t1/history');
  });

  it('opens at the end: the last turn', async () => {
    renderReplay('');
    expect((await screen.findByTestId('replay-position')).textContent).toMatch(/^ход 16 из 16/);
    expect((screen.getByTestId('replay-next') as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens where ?from= says (the table’s “replay from here”), and steps on from there', async () => {
    renderReplay('?from=3');
    expect((await screen.findByTestId('replay-position')).textContent).toBe('ход 1 из 16 · раунд 1');
    expect(step()).toBe('шаг 3 из 3');
    fireEvent.click(screen.getByTestId('replay-next'));
    expect(position()).toBe('ход 2 из 16 · раунд 1');
    expect(search).toMatch(/^\?move=\d+$/);
  });

  it('offers “review from here” on each move of the log, which sets the replay there', async () => {
    renderReplay('?move=12');
    await screen.findByTestId('log', {}, { timeout: 5000 });
    const reviews = screen.getAllByTestId('log-review-from');
    const versions = reviews.map((b) => Number(b.getAttribute('data-version')));
    // One per move that left a line, none after the step shown.
    expect(new Set(versions).size).toBe(versions.length);
    expect(Math.max(...versions)).toBeLessThanOrEqual(12);
    const target = reviews.find((b) => b.getAttribute('data-version') === '4');
    expect(target?.textContent).toBe('Смотреть отсюда');
    fireEvent.click(target!);
    expect(search).toBe('?move=4');
    expect(screen.getByTestId('replay-step').getAttribute('data-step')).toBe('4');
    expect(
      Math.max(...screen.getAllByTestId('log-review-from').map((b) => Number(b.getAttribute('data-version')))),
    ).toBe(4);
  });

  it("marks a bot account's seat in the board's players list and in the viewer's choice (issue 29)", async () => {
    const seats: SeatInfo[] = [
      { seat: 0, user: { id: 'a', name: 'Аня' }, bot: null, connected: false },
      { seat: 1, user: { id: 'r', name: 'Робот', botAccount: true }, bot: null, connected: false },
    ];
    renderReplay('?move=0', { ...summary, seats });
    const row = async (s: number) =>
      (await screen.findByTestId(`cash-${s}`)).closest('tr')?.querySelector('th') ?? null;
    const labels = (el: Element | null) =>
      [...(el?.querySelectorAll('[data-testid="bot-badge"]') ?? [])].map((b) => b.getAttribute('aria-label'));
    expect(labels(await row(1))).toEqual([i18n.t('profiles.bot.accountLabel')]);
    expect(labels(await row(0))).toEqual([]);
    const options = [...screen.getByTestId('replay-viewer').querySelectorAll('option')].map((o) => o.textContent);
    expect(options.slice(1)).toEqual(['Аня', `Робот · ${i18n.t('profiles.bot.badge')}`]);
  });
});
