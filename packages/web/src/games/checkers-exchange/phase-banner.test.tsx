import { checkersExchange, type CheckersExchange } from '@birzha/engine';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n/index.ts';
import { NAMES } from './testing/meeting-positions.ts';
import { PhaseBanner } from './phase-banner.tsx';
import { ceState, playMoves, playTestGame } from './testing/settlement-game.ts';
import type { Move } from './zone-props.ts';

type Send = (moves: readonly Move[]) => Promise<unknown>;

/** The banner of a state for `seat` (null: a spectator), told whom the game waits for as the server would tell it. */
function banner(
  state: CheckersExchange.State,
  {
    seat = 0 as number | null,
    send = vi.fn<Send>(() => Promise.resolve({})) as Send | null,
    deadline = null as number | null,
    toAct = checkersExchange.toAct(state) as readonly number[],
  } = {},
) {
  const view = checkersExchange.view(state, seat ?? 'spectator');
  render(<PhaseBanner view={view} seat={seat} names={NAMES} send={send} log={[]} deadline={deadline} toAct={toAct} />);
  return send;
}

const DIRECTORS = [0, 1, 2, 3, 0, 1, 2, 3];

describe('PhaseBanner', () => {
  it('on the board: the year, the phase, the firm to move and its holder, my cash; no Ready', () => {
    banner(ceState(4, { phase: 'board', year: 2, directors: DIRECTORS }), { seat: 1 });
    expect(screen.getByTestId('ce-phase').textContent).toBe('Год 2 из 4 · Ходы на доске');
    // year 2's rotation starts with W2 (spec 8.2), which seat 1 directs
    expect(screen.getByTestId('ce-waiting').textContent).toBe('Ваш ход: фирма W2 · ход 1 из 8 в этом году');
    expect(screen.queryByTestId('ce-ready')).toBeNull();
    expect(screen.getByTestId('ce-cash').textContent).toBe('Мои деньги: 1\u00a0000 кр · свободно: 1\u00a0000 кр');
    expect(screen.getByText('без ограничения времени')).toBeDefined();
  });

  it('names the token holder and the director when a token serves', () => {
    const state = ceState(4, {
      phase: 'board',
      year: 1,
      directors: DIRECTORS,
      firms: { w1: { token: { holder: 2, scope: 'ply', year: 1 } } },
    });
    banner(state, { seat: 3 });
    expect(screen.getByTestId('ce-waiting').textContent).toBe(
      'Ходит фирма W1: Вера по жетону (директор — Аня) · ход 1 из 8 в этом году',
    );
  });

  it('in a session: who is not ready yet, and Ready sends ready', async () => {
    const state = playMoves(ceState(4, { phase: 'session', year: 1 }), [[2, { type: 'ready' }]]).state;
    const send = banner(state, { deadline: Date.now() + 65_000 });
    expect(screen.getByTestId('ce-waiting').textContent).toBe('Ждём: вас, Борис, Глеб');
    const button = screen.getByTestId('ce-ready');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    // the clock is the table's status bar's: the banner has none
    expect(screen.queryByTestId('countdown')).toBeNull();
    // the State's asks reserve nothing of mine: all my cash is free
    fireEvent.click(button);
    await waitFor(() => expect(send).toHaveBeenCalledWith([{ type: 'ready' }]));
  });

  it('a ready seat can take it back; free cash drops by my bids', async () => {
    const state = playMoves(ceState(3), [
      [0, { type: 'bid', firm: 'w1', qty: 5, price: 20 }],
      [0, { type: 'ready' }],
    ]).state;
    const send = banner(state);
    const button = screen.getByTestId('ce-ready');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('ce-cash').textContent).toBe('Мои деньги: 1\u00a0000 кр · свободно: 900 кр');
    expect(screen.getByTestId('ce-phase').textContent).toBe('До первого года · Приватизационный аукцион');
    fireEvent.click(button);
    await waitFor(() => expect(send).toHaveBeenCalledWith([{ type: 'ready', ready: false }]));
  });

  it('names whom the server says the game waits for (its toAct), not a reckoning of its own from the view', () => {
    const session = playMoves(ceState(4, { phase: 'session', year: 1 }), [[2, { type: 'ready' }]]).state;
    banner(session, { toAct: [1] });
    expect(screen.getByTestId('ce-waiting').textContent).toBe('Ждём: Борис');
    expect(screen.getByTestId('ce-waiting').classList.contains('is-mine')).toBe(false);
    cleanup();
    // On the board: the seat to move is the one the game waits for; the firm and its director come from the view.
    banner(ceState(4, { phase: 'board', year: 2, directors: DIRECTORS }), { seat: 3, toAct: [3] });
    expect(screen.getByTestId('ce-waiting').textContent).toBe(
      'Ваш ход: фирма W2, по жетону директора Борис · ход 1 из 8 в этом году',
    );
  });

  it("shows the server's refusal", async () => {
    const send = vi.fn<Send>(() => Promise.reject({ code: 'GAME_OVER' }));
    banner(ceState(3, { phase: 'meeting', year: 1 }), { send });
    fireEvent.click(screen.getByTestId('ce-ready'));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
  });

  it('a spectator sees whom the phase waits for, without Ready or cash', () => {
    banner(ceState(3, { phase: 'meeting', year: 1 }), { seat: null, send: null });
    expect(screen.getByTestId('ce-waiting').textContent).toBe('Ждём: Аня, Борис, Вера');
    expect(screen.queryByTestId('ce-ready')).toBeNull();
    expect(screen.queryByTestId('ce-cash')).toBeNull();
  });

  it('the finished game says why it ended and shows no clock', () => {
    const game = playTestGame(3, 'status');
    banner(game.state, { send: null, deadline: Date.now() + 5000 });
    expect(screen.getByTestId('ce-phase').textContent).toBe('Год 4 из 4 · Игра окончена');
    expect(screen.getByTestId('ce-waiting').textContent).toBe('Игра закончилась после последнего года.');
    expect(screen.queryByTestId('countdown')).toBeNull();
  });

  it('speaks English too', async () => {
    await i18n.changeLanguage('en');
    try {
      const state = playMoves(ceState(4, { phase: 'meeting', year: 3 }), [[1, { type: 'ready' }]]).state;
      banner(state, { seat: 1 });
      expect(screen.getByTestId('ce-phase').textContent).toBe("Year 3 of 4 · Shareholders' meetings");
      expect(screen.getByTestId('ce-waiting').textContent).toBe('Waiting for Аня, Вера, Глеб');
      expect(screen.getByTestId('ce-ready').textContent).toBe('✓ Ready');
      expect(screen.getByTestId('ce-cash').textContent).toBe('My cash: 1,000 cr · free: 1,000 cr');
    } finally {
      await i18n.changeLanguage('ru');
    }
  });

  it('has a "?" beside the year and phase that opens the rules at the game year, in a new tab', () => {
    banner(ceState(4, { phase: 'session', year: 1 }));
    const help = screen.getByTestId('help-link');
    expect(help.getAttribute('href')).toBe('/rules/checkers-exchange#ce-year');
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('aria-label')).toMatch(/^Правила: Игровой год/);
    // Beside the heading, not in it: the banner keeps its name, the year and the phase.
    expect(screen.getByTestId('ce-phase').contains(help)).toBe(false);
    expect(screen.getByRole('region', { name: 'Год 1 из 4 · Биржевая сессия' }).contains(help)).toBe(true);
  });
});
