import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../../testing/deep-freeze.ts';
import { divide, generateMoves, parsePositionKey, perft, startBoard } from './index.ts';

// Depth 10 (22 450 647) is left to the bench and `birzha perft --depth 10`, which also time it.
describe('perft from the start position (spec V1)', () => {
  const start = deepFreeze(startBoard());
  const counts = [1, 7, 49, 302, 1469, 7482, 37986, 190146, 929905, 4570667];

  it.each(counts.map((n, d) => [d, n]))('depth %i = %i', (depth, nodes) => {
    expect(perft(start, 'white', depth)).toBe(nodes);
  });

  it('divide sums to perft and lists the root moves in notation order', () => {
    const rows = divide(start, 'white', 4);
    expect(rows.map((r) => r.move)).toEqual(generateMoves(start, 'white').map((m) => m.notation));
    expect(rows.reduce((s, r) => s + r.nodes, 0)).toBe(1469);
  });

  it('counts every capture path on its own (spec 14 #29)', () => {
    // The V7 position: the two Turkish-strike paths end on e3 with the same five pieces taken.
    const v7 = parsePositionKey('B:Wa1,b2,b4,d2,d4,e1,f2,f4,g1,h2,g3:Bb6,b8,d6,c7,d8,e7,f8,g5,h6,g7,h8');
    expect(v7).not.toBeNull();
    expect(perft(v7!.board, 'black', 1)).toBe(2);
  });

  it('is 0 below a side without moves and 1 at depth 0', () => {
    const lost = parsePositionKey('W:W:Ba7')!;
    expect(perft(lost.board, 'white', 0)).toBe(1);
    expect(perft(lost.board, 'white', 3)).toBe(0);
  });
});
