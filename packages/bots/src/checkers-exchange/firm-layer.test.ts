import { checkersExchange, CheckersExchange, replay, type AnyGame } from '@birzha/engine';
import { playout, randomChooser } from '@birzha/engine/testing';
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

/**
 * The views of the board phase's first and last plies of every year of a few random matches under `rulesVersion`,
 * in order: what a search crossing the year's end (spec 8.10 step 5) starts from and must arrive at.
 */
function yearEnds(rulesVersion: number): View[] {
  const out: View[] = [];
  for (let m = 0; m < 3; m++) {
    const options = { timing: 'untimed', years: 4 };
    const { record } = playout(game, { players: 4, options, seed: `years-${m}`, rulesVersion, chooser: randomChooser });
    const replayed = replay(checkersExchange, record, {
      onStep: ({ state }) => {
        if (state.phase === 'board' && (state.yearPly === 0 || state.yearPly === 7))
          out.push(checkersExchange.view(state, 0));
      },
    });
    if (!replayed.ok) throw new Error(JSON.stringify(replayed.error));
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

  it.each([1, 2])('crosses the year’s end into the next year’s rotation of rules version %i (spec 8.2, 14.2)', (v) => {
    const ends = yearEnds(v);
    let checked = 0;
    for (let i = 0; i + 1 < ends.length; i++) {
      const view = ends[i]!;
      const next = ends[i + 1]!;
      if (view.yearPly !== 7 || next.year !== view.year + 1 || next.yearPly !== 0) continue;
      expect(view.rulesVersion).toBe(v);
      // the sessions between change no piece: the board the year's last ply leaves is the next year's first
      const board = D.boardFromPieces(view.board.pieces);
      const color = view.board.toMove;
      const played = D.generateMoves(board, color).find(
        (m) =>
          D.positionKey(D.applyMove(board, color, m), 'white') ===
          D.positionKey(D.boardFromPieces(next.board.pieces), 'white'),
      );
      if (played === undefined) continue;
      const layer = new FirmLayer(view);
      layer.make(played, layer.active(D.generateMoves(board, color), color));
      const nextMoves = D.generateMoves(D.applyMove(board, color, played), 'white');
      expect(FIRMS[layer.active(nextMoves, 'white')]).toBe(next.activeFirm);
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
  });
});
