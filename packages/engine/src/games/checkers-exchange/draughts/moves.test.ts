import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../../testing/deep-freeze.ts';
import type { Color } from '../config.ts';
import { applyMove, generateMoves, hasMoves, positionKey, squareIndex, squareName, startBoard } from './index.ts';
import { boardOf } from './testing/board.ts';
import type { Board, DraughtsMove } from './types.ts';

const notations = (board: Board, color: Color): string[] => generateMoves(board, color).map((m) => m.notation);

function moveOf(board: Board, color: Color, notation: string): DraughtsMove {
  const move = generateMoves(board, color).find((m) => m.notation === notation);
  if (move === undefined) throw new Error(`${notation} is not legal`);
  return move;
}

const names = (squares: readonly number[]): string[] => squares.map(squareName);

describe('generateMoves', () => {
  it('lists the start position in notation order (spec V1 depth 1)', () => {
    expect(notations(deepFreeze(startBoard()), 'white')).toEqual([
      'a3-b4',
      'c3-b4',
      'c3-d4',
      'e3-d4',
      'e3-f4',
      'g3-f4',
      'g3-h4',
    ]);
    const [first] = generateMoves(startBoard(), 'white');
    expect(first).toEqual({
      from: squareIndex('a3'),
      path: [squareIndex('b4')],
      captured: [],
      promoted: false,
      notation: 'a3-b4',
    });
  });

  it('leaves the choice among captures free (spec V6)', () => {
    const board = deepFreeze(boardOf('c5.w1 e5.w1 d6.b1 f6.b2 d8.b3'));
    expect(notations(board, 'white')).toEqual(['c5:e7:g5', 'e5:c7', 'e5:g7']);
    const e5c7 = moveOf(board, 'white', 'e5:c7');
    expect(names(e5c7.captured)).toEqual(['d6']);
    const after = applyMove(board, 'white', e5c7);
    expect(positionKey(after, 'black')).toBe('B:Wc5,c7:Bf6,d8');
    expect(notations(after, 'black')).toEqual(['d8:b6:d4']);
  });

  it('keeps captured pieces on the board until the move ends: the Turkish strike (spec V7)', () => {
    const board = deepFreeze(
      boardOf(
        'a1.w1 b2.w1 b4.w1 d2.w2 d4.w2 e1.w3 f2.w3 f4.w3 g1.w4 h2.w4 g3.w4 ' +
          'b6.b1 b8.b1 d6.b2 c7.b2 d8.b2 e7.b3 f8.b3 g5.b3 h6.b4 g7.b4 h8.b4',
      ),
    );
    expect(notations(board, 'black')).toEqual(['g5:e3:c1:a3:c5:e3', 'g5:e3:c5:a3:c1:e3']);
    const move = moveOf(board, 'black', 'g5:e3:c5:a3:c1:e3');
    expect(names(move.captured)).toEqual(['f4', 'd4', 'b4', 'b2', 'd2']);
    expect(names(move.path)).toEqual(['e3', 'c5', 'a3', 'c1', 'e3']);
    expect(move.promoted).toBe(true);
    const after = applyMove(board, 'black', move);
    expect(positionKey(after, 'white')).toBe('W:Wa1,e1,g1,f2,h2,g3:BKe3,b6,d6,h6,c7,e7,g7,b8,d8,f8,h8');
    // The king on e3 is captured at once (the firm layer then picks W3's f2:d4).
    const f2d4 = moveOf(after, 'white', 'f2:d4');
    expect(names(f2d4.captured)).toEqual(['e3']);
  });

  it('continues a capture as a king after promotion on the way (spec V8 a)', () => {
    const board = deepFreeze(boardOf('b6.w1 c7.b2 f6.b3'));
    expect(notations(board, 'white')).toEqual(['b6:d8:g5', 'b6:d8:h4']);
    const move = moveOf(board, 'white', 'b6:d8:h4');
    expect(move.promoted).toBe(true);
    const after = applyMove(board, 'white', move);
    expect(positionKey(after, 'black')).toBe('B:WKh4:B');
    expect(hasMoves(after, 'black')).toBe(false);
  });

  it('promotes a man on a quiet move to the last rank (spec V8 b)', () => {
    const board = deepFreeze(boardOf('c7.w1 a3.b1'));
    const move = moveOf(board, 'white', 'c7-b8');
    expect(move.promoted).toBe(true);
    expect(positionKey(applyMove(board, 'white', move), 'black')).toBe('B:WKb8:Ba3');
  });

  it('lands a flying king only where the capture goes on, else anywhere beyond (spec V9)', () => {
    expect(notations(boardOf('Ka1.w1 c3.b1 f4.b2'), 'white')).toEqual(['a1:e5:g3', 'a1:e5:h2']);
    expect(notations(boardOf('Ka1.w1 b2.b1 d4.b2'), 'white')).toEqual(['a1:c3:e5', 'a1:c3:f6', 'a1:c3:g7', 'a1:c3:h8']);
    expect(notations(boardOf('Kh2.w1 g3.b1 e5.b2 c7.b4'), 'white')).toEqual(['h2:f4:d6:b8']);
  });

  it('captures backwards with a man and slides a king over any distance', () => {
    expect(notations(boardOf('e5.w1 d4.b1'), 'white')).toEqual(['e5:c3']);
    expect(notations(boardOf('Kd4.w1 a7.b1'), 'white')).toEqual([
      'd4-a1',
      'd4-b2',
      'd4-b6',
      'd4-c3',
      'd4-c5',
      'd4-e3',
      'd4-e5',
      'd4-f2',
      'd4-f6',
      'd4-g1',
      'd4-g7',
      'd4-h8',
    ]);
    // A king passing back over its own start square: it counts as empty during the capture.
    const ring = boardOf('Kc1.w1 d2.b1 d4.b1 b4.b1 b2.b1');
    expect(notations(ring, 'white')).toEqual(['c1:a3:c5:e3:c1', 'c1:e3:c5:a3:c1']);
    const after = applyMove(ring, 'white', moveOf(ring, 'white', 'c1:e3:c5:a3:c1'));
    expect(positionKey(after, 'black')).toBe('B:WKc1:B');
  });

  it('finds no move for a blocked or empty side', () => {
    expect(hasMoves(boardOf('a3.b1 b2.w1 c1.w1'), 'black')).toBe(false);
    expect(generateMoves(boardOf('a3.b1 b2.w1 c1.w1'), 'black')).toEqual([]);
    expect(hasMoves(boardOf('a3.b1'), 'white')).toBe(false);
    expect(hasMoves(startBoard(), 'black')).toBe(true);
  });
});
