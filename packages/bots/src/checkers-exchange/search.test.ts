import { CheckersExchange, createRng, rngFromSeed } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { searchRoot, type SearchLimits } from './search.ts';

const D = CheckersExchange.Draughts;
type Color = CheckersExchange.Color;
type Board = CheckersExchange.Draughts.Board;

const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');

/**
 * One plain Russian draughts game from the start (spec 8.1, 8.4 with every draw rule): the search plays `searcher`,
 * a uniformly random mover the other colour. Returns the winner, or null for a draw.
 */
function playGame(searcher: Color, seed: string, limits: SearchLimits): Color | null {
  const rng = createRng(rngFromSeed(seed));
  let board: Board = D.startBoard();
  let toMove: Color = 'white';
  let draw: CheckersExchange.DrawCounters = { positions: [D.positionKey(board, toMove)], kingPlies: 0, endgame: null };
  for (;;) {
    const moves = D.generateMoves(board, toMove);
    const move =
      toMove === searcher ? searchRoot(board, toMove, moves, { limits }).move : moves[rng.int(moves.length)]!;
    const man = !D.isKingAt(board, move.from);
    const capture = move.captured.length > 0;
    const after = D.applyMove(board, toMove, move);
    toMove = other(toMove);
    draw = D.nextDrawCounters(draw, after, toMove, { irreversible: man || capture, capture, promoted: move.promoted });
    board = after;
    const end = D.boardEnd(board, toMove, draw);
    if (end !== null) return end.winner;
  }
}

describe('checkers-exchange draughts search', () => {
  it('takes a free man rather than a quiet move, and finds the only capture path that goes on', () => {
    // White d4 can take c5 (d4:b6), or play quietly; a1 king must take both black men (spec V9)
    const board = D.boardFromPieces([
      { sq: 'd4', color: 'white', king: false },
      { sq: 'h2', color: 'white', king: false },
      { sq: 'c5', color: 'black', king: false },
      { sq: 'h8', color: 'black', king: false },
    ]);
    const moves = D.generateMoves(board, 'white');
    expect(searchRoot(board, 'white', moves, { limits: { depth: 4, nodes: 10_000 } }).move.notation).toBe('d4:b6');
  });

  it('gives the same move for the same position, and stops at its node budget', () => {
    const board = D.startBoard();
    const moves = D.generateMoves(board, 'white');
    const a = searchRoot(board, 'white', moves, { limits: { depth: 6, nodes: 2_000 } });
    const b = searchRoot(board, 'white', moves, { limits: { depth: 6, nodes: 2_000 } });
    expect(b.move.notation).toBe(a.move.notation);
    expect(a.depth).toBeLessThan(6);
    expect(a.nodes).toBeLessThanOrEqual(2_001);
  });

  it('prefers the root move with a wealth bonus among equal ones', () => {
    const board = D.startBoard();
    const moves = D.generateMoves(board, 'white');
    const favourite = moves[moves.length - 1]!.notation;
    const r = searchRoot(board, 'white', moves, {
      limits: { depth: 2, nodes: 10_000 },
      bonus: (m) => (m.notation === favourite ? 500 : 0),
    });
    expect(r.move.notation).toBe(favourite);
  });

  // Plain draughts, all draw rules on; a draw counts as not a win. Depth 4 keeps 240 games within a few seconds.
  const GAMES = 240;
  it(`beats a random mover in at least 99% of ${GAMES} games, colours alternating`, () => {
    const limits: SearchLimits = { depth: 4, nodes: 20_000 };
    let won = 0;
    for (let g = 0; g < GAMES; g++) {
      const searcher: Color = g % 2 === 0 ? 'white' : 'black';
      if (playGame(searcher, `draughts-${g}`, limits) === searcher) won++;
    }
    console.log(`draughts search (depth 4) vs random: won ${won} of ${GAMES}`);
    expect(won / GAMES).toBeGreaterThanOrEqual(0.99);
  }, 60_000);
});
