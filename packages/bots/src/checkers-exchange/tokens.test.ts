import { checkersExchange, CheckersExchange, startMatch, unwrap, type AnyGame, type Seat } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { playMatch } from '../arena.ts';
import { planExpertTurn } from './expert.ts';
import { planHeuristicTurn } from './heuristic.ts';
import { expertBot, heuristicBot } from './index.ts';
import { reclaimTokens } from './tokens.ts';

const game = checkersExchange as unknown as AnyGame;
type View = CheckersExchange.View;
type State = CheckersExchange.State;
type Move = CheckersExchange.Move;

/** A state from a spec-12 position (untimed, 4 players, 6 years). */
function positioned(position: object): State {
  const start = { players: 4, options: { timing: 'untimed' }, seed: 'tokens', position };
  return unwrap(startMatch(game, start), 'position').state as State;
}

const viewOf = (state: State, seat: Seat): View => game.view(state, seat) as View;

/** Plays the moves in turn; every one must be legal. */
function playAll(state: State, seat: Seat, moves: readonly Move[]): State {
  let s = state;
  for (const m of moves) s = unwrap(checkersExchange.play(s, seat, m), `move ${JSON.stringify(m)}`).state;
  return s;
}

const lent = (m: Move, seat: Seat): boolean => m.type === 'issueToken' && m.to !== seat;

// seat 0 directs w4 (the first White firm of year 1 under rules version 2, spec 14.2) and b1
const DIRECTORS = [1, 2, 3, 0, 0, 1, 2, 3];

describe('move tokens of the Checkers Exchange bots', () => {
  it('takes back a token of its firm that another seat holds for a year still to come, and nothing else', () => {
    const state = positioned({
      phase: 'session',
      year: 2,
      directors: DIRECTORS,
      firms: {
        w4: { token: { holder: 1, scope: 'year', year: 3 } },
        b1: { token: { holder: 2, scope: 'ply', year: 3 } },
        // another director's token: not seat 0's to take back
        w1: { token: { holder: 0, scope: 'year', year: 3 } },
      },
    });
    const back = reclaimTokens(viewOf(state, 0), 0);
    expect(back).toEqual([
      { type: 'issueToken', firm: 'w4', to: 0, scope: 'year' },
      { type: 'issueToken', firm: 'b1', to: 0, scope: 'ply' },
    ]);
    const after = playAll(state, 0, back);
    expect(after.firms.w4.token).toBeNull();
    expect(after.firms.b1.token).toBeNull();
    expect(after.firms.w1.token).toEqual({ holder: 0, scope: 'year', year: 3 });
    expect(reclaimTokens(viewOf(after, 0), 0)).toEqual([]);
    // a token issued in the last year's session serves a year that never comes (spec 14.1 #15)
    const last = positioned({
      phase: 'session',
      year: 6,
      directors: DIRECTORS,
      firms: { w4: { token: { holder: 1, scope: 'year', year: 7 } } },
    });
    expect(reclaimTokens(viewOf(last, 0), 0)).toEqual([]);
  });

  it('takes the token back in the session (expert and heuristic), the ply turn and the auction', () => {
    const session = positioned({
      phase: 'session',
      year: 2,
      directors: DIRECTORS,
      firms: { w4: { token: { holder: 1, scope: 'year', year: 3 } } },
    });
    for (const turn of [planExpertTurn(viewOf(session, 0), 0), planHeuristicTurn(viewOf(session, 0), 0)]) {
      expect(turn[0]).toEqual({ type: 'issueToken', firm: 'w4', to: 0, scope: 'year' });
      expect(playAll(session, 0, turn).firms.w4.token).toBeNull();
    }
    // on the board the seat is asked only for the ply it holds (w4's): b1's token comes back before it
    const board = positioned({
      phase: 'board',
      year: 1,
      directors: DIRECTORS,
      firms: { b1: { token: { holder: 2, scope: 'year', year: 1 } } },
    });
    expect(board.activeFirm).toBe('w4');
    const ply = planExpertTurn(viewOf(board, 0), 0);
    expect(ply.map((m) => m.type)).toEqual(['issueToken', 'ply']);
    const played = playAll(board, 0, ply);
    expect(played.firms.b1.token).toBeNull();
    expect(CheckersExchange.Reads.effectiveHolder(played, 'b1')).toBe(0);
    const auction = positioned({
      directors: DIRECTORS,
      firms: { b1: { token: { holder: 2, scope: 'ply', year: 1 } } },
    });
    expect(planExpertTurn(viewOf(auction, 0), 0)[0]).toEqual({ type: 'issueToken', firm: 'b1', to: 0, scope: 'ply' });
  });

  it('never lends a token, also where lending looks best: an expert ally holds most of the firm to move', () => {
    // seat 0 directs w4, to move now, and holds none of it; seat 1 (an expert too) holds 20 of its 40 voting shares
    // and nothing else, so it moves w4's pieces for w4 alone. Its pick is one of w4's plies, which seat 0 could play
    // itself (expert.ts): a loan cannot gain, and the expert plays its own ply without one.
    const position = {
      phase: 'board',
      year: 1,
      directors: DIRECTORS,
      seats: [null, { holdings: { w4: 20 } }, null, null],
    };
    const board = positioned(position);
    const turn = planExpertTurn(viewOf(board, 0), 0);
    expect(turn.map((m) => m.type)).toEqual(['ply']);
    const session = positioned({ ...position, phase: 'session', year: 2 });
    expect(planExpertTurn(viewOf(session, 0), 0).filter((m) => lent(m, 0))).toEqual([]);
    // nor in whole matches: no seat of either level issues a token to another seat
    for (const seed of ['lend-1', 'lend-2']) {
      const r = playMatch({
        game,
        players: 4,
        options: { timing: 'untimed', years: 4 },
        seed,
        bots: [expertBot, heuristicBot, expertBot, heuristicBot],
      });
      expect(r.record.moves.filter(({ seat, move }) => lent(move as Move, seat))).toEqual([]);
    }
  });
});
