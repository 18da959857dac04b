import { checkersExchange, CheckersExchange, type AnyGame } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { playMatch } from '../arena.ts';
import { FirmLayer } from './firm-layer.ts';
import { randomBot } from './index.ts';

const game = checkersExchange as unknown as AnyGame;
const { FIRMS } = CheckersExchange;
const D = CheckersExchange.Draughts;
type View = CheckersExchange.View;

/** Every board-phase view of a few random matches, in order. */
function boardViews(): View[] {
  const out: View[] = [];
  for (let m = 0; m < 3; m++) {
    playMatch({
      game,
      players: 4,
      options: { timing: 'untimed' },
      seed: `layer-${m}`,
      bots: Array(4).fill(randomBot),
      onView: (v) => {
        const view = v as View;
        if (view.phase === 'board') out.push(view);
      },
    });
  }
  return out;
}

describe('checkers-exchange firm layer', () => {
  const views = boardViews();

  it('names the engine’s active firm at every ply (spec 8.2)', () => {
    expect(views.length).toBeGreaterThan(100);
    for (const view of views) {
      const layer = new FirmLayer(view);
      const moves = D.generateMoves(D.boardFromPieces(view.board.pieces), view.board.toMove);
      expect(FIRMS[layer.active(moves, view.board.toMove)]).toBe(view.activeFirm);
    }
  });

  it('after a ply, names the next ply’s firm within the year, and make/unmake restores it', () => {
    let checked = 0;
    for (let i = 0; i + 1 < views.length; i++) {
      const view = views[i]!;
      const next = views[i + 1]!;
      if (next.year !== view.year || next.yearPly !== view.yearPly + 1) continue;
      // the ply played between the two views: the active firm's move that yields the next board
      const board = D.boardFromPieces(view.board.pieces);
      const color = view.board.toMove;
      const played = D.generateMoves(board, color).find(
        (m) =>
          D.positionKey(D.applyMove(board, color, m), next.board.toMove) ===
          D.positionKey(D.boardFromPieces(next.board.pieces), next.board.toMove),
      );
      if (played === undefined) continue;
      const layer = new FirmLayer(view);
      const before = layer.active(D.generateMoves(board, color), color);
      const undo = layer.make(played, before);
      const after = D.applyMove(board, color, played);
      const nextMoves = D.generateMoves(after, next.board.toMove);
      expect(FIRMS[layer.active(nextMoves, next.board.toMove)]).toBe(next.activeFirm);
      layer.unmake(played, undo);
      expect(layer.active(D.generateMoves(board, color), color)).toBe(before);
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });
});
