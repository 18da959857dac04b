import { CheckersExchange } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import {
  capturedSquares,
  clickableSquares,
  clickSquare,
  landingSteps,
  needsPathChoice,
  remainingPlies,
  type PathState,
  type Ply,
} from './draughts-paths.ts';

const { squareIndex, squareName, boardFromPieces, generateMoves } = CheckersExchange.Draughts;

/** The legal plies of the piece on `from`, White to move, from the engine's generator (spec 8.1). */
function pliesOf(pieces: string, from: string): Ply[] {
  const list = pieces.split(' ').map((tok) => {
    const king = tok.startsWith('K');
    const [sq, color] = (king ? tok.slice(1) : tok).split('.') as [string, 'white' | 'black'];
    return { sq: sq as CheckersExchange.Square, color, king };
  });
  return generateMoves(boardFromPieces(list), 'white').filter((m) => m.from === squareIndex(from));
}

const names = (squares: Iterable<number>) => [...squares].map((i) => squareName(i)).sort();
const sq = (name: string) => squareIndex(name);

/** A man on c3 takes d4 and lands on e5, then d6 (to c7) or f6 (to g7): two paths sharing e5. */
const FORK = 'c3.white d4.black d6.black f6.black h8.black';

/** A hand-made pair of paths that both pass e5 by different ways: only the order of the clicks tells them apart. */
function crossing(): Ply[] {
  const ply = (path: string[], notation: string): Ply => ({
    from: sq('e1'),
    path: path.map(sq),
    captured: [],
    promoted: false,
    notation,
  });
  return [ply(['c3', 'e5', 'g7'], 'e1:c3:e5:g7'), ply(['g3', 'e5', 'c7'], 'e1:g3:e5:c7')];
}

describe('the path chooser (pure)', () => {
  it('offers the shared first landing square and each unique final square of a fork', () => {
    const state: PathState = { plies: pliesOf(FORK, 'c3'), chosen: [] };
    expect(state.plies.map((p) => p.notation)).toEqual(['c3:e5:c7', 'c3:e5:g7']);
    expect(names(clickableSquares(state))).toEqual(['c7', 'e5', 'g7']);
    expect(needsPathChoice(state)).toBe(true);
    expect(names(capturedSquares(state))).toEqual(['d4', 'd6', 'f6']);
    const steps = landingSteps(state);
    expect(steps.get(sq('e5'))).toEqual([1]);
    expect(steps.get(sq('c7'))).toEqual([2]);
    expect(steps.get(sq('g7'))).toEqual([2]);
  });

  it('narrows on the shared square, then the next landing square picks one path', () => {
    const start: PathState = { plies: pliesOf(FORK, 'c3'), chosen: [] };
    const first = clickSquare(start, sq('e5'));
    expect(first).toEqual({ kind: 'narrowed', chosen: [sq('e5')] });
    if (first.kind !== 'narrowed') return;
    const next: PathState = { plies: start.plies, chosen: first.chosen };
    expect(names(clickableSquares(next))).toEqual(['c7', 'g7']);
    const done = clickSquare(next, sq('g7'));
    expect(done.kind === 'done' && done.ply.notation).toBe('c3:e5:g7');
    expect(done.kind === 'done' && names(done.ply.captured)).toEqual(['d4', 'f6']);
  });

  it('takes a unique final square at once, and ignores squares off every path', () => {
    const state: PathState = { plies: pliesOf(FORK, 'c3'), chosen: [] };
    const done = clickSquare(state, sq('c7'));
    expect(done.kind === 'done' && done.ply.notation).toBe('c3:e5:c7');
    expect(clickSquare(state, sq('d4'))).toEqual({ kind: 'none' });
    expect(clickSquare(state, sq('a5'))).toEqual({ kind: 'none' });
  });

  it('plays a quiet move or a single capture on the click of its target', () => {
    const quiet: PathState = { plies: pliesOf('c3.white h8.black', 'c3'), chosen: [] };
    expect(names(clickableSquares(quiet))).toEqual(['b4', 'd4']);
    expect(needsPathChoice(quiet)).toBe(false);
    const d4 = clickSquare(quiet, sq('d4'));
    expect(d4.kind === 'done' && d4.ply.notation).toBe('c3-d4');
    const single: PathState = { plies: pliesOf('c3.white d4.black', 'c3'), chosen: [] };
    const e5 = clickSquare(single, sq('e5'));
    expect(e5.kind === 'done' && e5.ply.notation).toBe('c3:e5');
  });

  it('refuses a shortcut that paths reach by different ways, while the steps in order still choose', () => {
    const state: PathState = { plies: crossing(), chosen: [] };
    expect(clickSquare(state, sq('e5'))).toEqual({ kind: 'none' });
    expect(names(clickableSquares(state))).toEqual(['c3', 'c7', 'g3', 'g7']);
    const viaC3 = clickSquare(state, sq('c3'));
    expect(viaC3.kind === 'done' && viaC3.ply.notation).toBe('e1:c3:e5:g7');
    const steps = landingSteps(state);
    expect(steps.get(sq('e5'))).toEqual([2]);
  });

  it('lists only the plies through the chosen prefix', () => {
    const plies = pliesOf(FORK, 'c3');
    expect(remainingPlies({ plies, chosen: [sq('e5'), sq('c7')] }).map((p) => p.notation)).toEqual(['c3:e5:c7']);
    expect(remainingPlies({ plies, chosen: [sq('c7')] })).toEqual([]);
  });

  it('chooses among the many capture paths of a king by clicking the steps in order', () => {
    // a king on a1 takes b2 and must land on e5 (the only square that goes on), then takes d6 or f4: four endings
    const plies = pliesOf('Ka1.white b2.black d6.black f4.black h8.black', 'a1');
    expect(plies.length).toBeGreaterThan(1);
    for (const target of plies) {
      let state: PathState = { plies, chosen: [] };
      let result = null as Ply | null;
      for (const square of target.path) {
        const step = clickSquare(state, square);
        if (step.kind === 'done') {
          result = step.ply;
          break;
        }
        expect(step.kind, `${target.notation} at ${squareName(square)}`).toBe('narrowed');
        if (step.kind === 'narrowed') state = { plies, chosen: step.chosen };
      }
      expect(result?.notation).toBe(target.notation);
    }
  });
});
