import { describe, expect, it } from 'vitest';
import { currentRepetitions } from './board-repetitions.ts';
import type { Piece } from './types.ts';

const PIECES: readonly Piece[] = [
  { sq: 'a1', color: 'white', king: true, firm: 'w1' },
  { sq: 'h8', color: 'black', king: true, firm: 'b4' },
];
// positionKey's form (draughts/position-key.ts): side to move, then each colour's pieces
const HERE = 'W:WKa1:BKh8';
const ELSEWHERE = 'B:WKb2:BKh8';

describe('currentRepetitions (spec 8.4, 7.2.3)', () => {
  it('counts the position as it stands, wherever it is in the record', () => {
    const board = { pieces: PIECES, toMove: 'white' as const };
    expect(currentRepetitions({ ...board, draw: draw([HERE, ELSEWHERE, HERE, ELSEWHERE]) })).toBe(2);
    expect(currentRepetitions({ ...board, draw: draw([HERE, ELSEWHERE, HERE]) })).toBe(2);
    expect(currentRepetitions({ ...board, draw: draw([ELSEWHERE]) })).toBe(0);
  });

  it('tells the side to move apart', () => {
    expect(currentRepetitions({ pieces: PIECES, toMove: 'black', draw: draw([HERE, HERE]) })).toBe(0);
  });
});

function draw(positions: string[]) {
  return { positions, kingPlies: 0, endgame: null };
}
