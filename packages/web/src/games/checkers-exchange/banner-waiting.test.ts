import { checkersExchange } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { hasReady, waitingFor } from './banner-waiting.ts';
import { ceState, playMoves, playTestGame } from './settlement-test-game.ts';

describe('waitingFor', () => {
  it("agrees with the engine's toAct at every step of a played game", () => {
    const game = playTestGame(4, 'waiting');
    let checked = 0;
    for (const state of game.states) {
      const w = waitingFor(checkersExchange.view(state, 1));
      const toAct = checkersExchange.toAct(state);
      if (w.kind === 'board') expect([w.holder]).toEqual(toAct);
      else if (w.kind === 'ready') expect(w.seats).toEqual(toAct);
      else expect(toAct).toEqual([]);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('names the token holder on the board, and the director beside it', () => {
    const state = ceState(3, {
      phase: 'board',
      year: 1,
      directors: [0, 1, 2, 0, 1, 2, 0, 1],
      firms: { w1: { token: { holder: 2, scope: 'ply', year: 1 } } },
    });
    const w = waitingFor(checkersExchange.view(state, 0));
    expect(w).toEqual({ kind: 'board', firm: 'w1', holder: 2, director: 0 });
  });

  it('leaves out ready and resigned seats in a simultaneous phase', () => {
    let state = ceState(4, { phase: 'session', year: 1 });
    state = playMoves(state, [
      [1, { type: 'ready' }],
      [3, { type: 'resign' }],
    ]).state;
    expect(waitingFor(checkersExchange.view(state, 0))).toEqual({ kind: 'ready', seats: [0, 2] });
    expect(hasReady('session')).toBe(true);
    expect(hasReady('board')).toBe(false);
  });
});
