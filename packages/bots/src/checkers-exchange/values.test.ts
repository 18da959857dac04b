import { checkersExchange, startMatch, unwrap, type AnyGame, type CheckersExchange } from '@birzha/engine';
import { CHECKERS_EXCHANGE_D4 as D4 } from '@birzha/engine/testing';
import { describe, expect, it } from 'vitest';
import { appraise, remainingPlies } from './values.ts';

const game = checkersExchange as unknown as AnyGame;
type View = CheckersExchange.View;

function viewAt(position: object, seat = 0): View {
  const start = { players: 4, options: { timing: 'untimed' }, seed: 'values', position };
  return game.view(unwrap(startMatch(game, start), 'position').state, seat) as View;
}

describe('checkers-exchange firm values', () => {
  it('counts the plies still to come', () => {
    expect(remainingPlies(viewAt({}))).toBe(48);
    expect(remainingPlies(viewAt({ phase: 'board', year: 2, directors: D4 }))).toBe(40);
    expect(remainingPlies(viewAt({ phase: 'session', year: 6, directors: D4 }))).toBe(0);
  });

  it('values the last session exactly: cash plus net survival income, over the voting shares (spec 8.11)', () => {
    const view = viewAt({
      phase: 'session',
      year: 6,
      directors: D4,
      pieces: 'a1.w1 Kc3.w1 h8.b1',
      firms: { w1: { cash: 100 }, b2: { cash: 45, holdings: { b2: 5 } } },
    });
    const a = appraise(view, 0);
    expect(a.loseChance).toEqual({ white: 0, black: 0 });
    expect(a.perShare.w1).toBeCloseTo((100 + 0.7 * 900) / 40);
    expect(a.perShare.b1).toBeCloseTo((0.7 * 300) / 40);
    expect(a.perShare.b2).toBeCloseTo(45 / 45);
    expect(a.perShare.w2).toBe(0);
  });

  it('passes a firm’s holdings of another firm through to its value (V = C + H·V)', () => {
    const view = viewAt({
      phase: 'session',
      year: 6,
      directors: D4,
      pieces: 'a1.w1 h8.b1',
      firms: { w2: { holdings: { w1: 8 } } },
    });
    const a = appraise(view, 0);
    expect(a.firmValue.w2).toBeCloseTo((8 * a.firmValue.w1) / 40);
  });

  it('gives nothing for the survivors of a colour that lost the board game', () => {
    // spec V11: W2 blocks Black's last man
    const position = { phase: 'board', year: 2, directors: D4, pieces: 'b2.w1 c1.w1 h2.w2 a3.b1' };
    const start = unwrap(startMatch(game, { players: 4, options: {}, seed: 'v', position }), 'position').state;
    const after = unwrap(
      checkersExchange.play(start as CheckersExchange.State, 2, { type: 'ply', move: 'h2-g3' }),
      'ply',
    ).state;
    const view = game.view(after, 0) as View;
    expect(view.board.result?.winner).toBe('white');
    const a = appraise(view, 0);
    expect(a.loseChance.black).toBe(1);
    expect(a.perShare.b1).toBe(0);
    expect(a.perShare.w1).toBeCloseTo((0.7 * 600) / 40);
  });

  it('gives the seat a stake in its directed firms (the fee) and in the firms it holds shares of', () => {
    const view = viewAt({ phase: 'board', year: 1, directors: D4, seats: [{ holdings: { b4: 20 } }] });
    const a = appraise(view, 0);
    expect(a.stake.w1).toBeCloseTo(0.1);
    expect(a.stake.b4).toBeCloseTo((0.7 * 20) / 40);
    expect(a.stake.b1).toBe(0);
  });
});
