import { describe, expect, it } from 'vitest';
import { CheckersExchange } from '@birzha/engine';
import { directedBy, otherHolders, piecesByFirm, tokenOf } from './firms-numbers.ts';

import { ceState, ceView, playMoves } from './testing/settlement-game.ts';
import { checkersExchange } from '@birzha/engine';

const { tokenYear } = CheckersExchange.Reads;

const DIRECTORS = [0, 1, 2, 0, 1, 2, 0, 1];

describe('piecesByFirm', () => {
  it('counts men and kings by firm', () => {
    const view = ceView(3, {
      phase: 'board',
      year: 2,
      directors: DIRECTORS,
      pieces: 'a1.w1 Kc3.w1 e3.w2 Kf6.b1 h8.b1 d8.b2',
    });
    const p = piecesByFirm(view.board.pieces);
    expect(p.w1).toEqual({ men: 1, kings: 1 });
    expect(p.w2).toEqual({ men: 1, kings: 0 });
    expect(p.b1).toEqual({ men: 1, kings: 1 });
    expect(p.w3).toEqual({ men: 0, kings: 0 });
  });
  it('starts with three men each', () => {
    const p = piecesByFirm(ceView(3).board.pieces);
    expect(Object.values(p).every((c) => c.men === 3 && c.kings === 0)).toBe(true);
  });
});

describe('otherHolders', () => {
  const position = {
    phase: 'board',
    year: 1,
    directors: DIRECTORS,
    firms: { b2: { holdings: { w3: 4 } }, w3: { holdings: { w3: 6 } } },
    seats: [{ holdings: { w3: 18 } }, { holdings: { w3: 4 } }, null],
  };
  it('lists the other seats, then firms, never the State, the treasury or me', () => {
    const view = ceView(3, position, 0);
    expect(otherHolders(view, 'w3', 0)).toEqual([
      { account: 1, shares: 4 },
      { account: 'b2', shares: 4 },
    ]);
    expect(otherHolders(view, 'w3', null).map((h) => h.account)).toEqual([0, 1, 'b2']);
  });

  it("in a session shows others' holdings as at its open, mine as they are", () => {
    let state = ceState(3, {
      phase: 'session',
      year: 1,
      directors: DIRECTORS,
      seats: [null, { holdings: { w1: 5 } }, null],
    });
    // seat 2 buys 3 of W1 from the State's ask: the others still see seat 2 without them
    state = playMoves(state, [[2, { type: 'order', account: 'me', side: 'buy', firm: 'w1', qty: 3, limit: 10 }]]).state;
    const other = checkersExchange.view(state, 0);
    expect(otherHolders(other, 'w1', 0)).toEqual([{ account: 1, shares: 5 }]);
    const mine = checkersExchange.view(state, 2);
    expect(mine.seats[2]?.holdings.w1).toBe(3);
  });
});

describe('directors and tokens', () => {
  it('lists the firms a seat directs', () => {
    const view = ceView(3, { phase: 'board', year: 1, directors: DIRECTORS });
    expect(directedBy(view, 0)).toEqual(['w1', 'w4', 'b3']);
    expect(directedBy(view, 2)).toEqual(['w3', 'b2']);
  });

  it('shows a token that still serves and the year a new one would serve (spec 7.3)', () => {
    const view = ceView(3, {
      phase: 'session',
      year: 2,
      directors: DIRECTORS,
      firms: { w1: { token: { holder: 1, scope: 'year', year: 3 } } },
    });
    expect(tokenOf(view, 'w1')).toEqual({ holder: 1, scope: 'year', year: 3 });
    expect(tokenOf(view, 'w2')).toBeNull();
    expect(tokenYear(view)).toBe(3);
    expect(tokenYear({ phase: 'auction', year: 0 })).toBe(1);
    expect(tokenYear({ phase: 'board', year: 4 })).toBe(4);
    expect(tokenYear({ phase: 'meeting', year: 4 })).toBe(5);
  });
});
