import { CheckersExchange } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { boardRows, fileLetters, rankNumbers } from './draughts-geometry.ts';

describe('the board geometry', () => {
  it('draws White at the bottom: rank 8 on top, a1 bottom left and dark', () => {
    const rows = boardRows(false);
    expect(rows.map((r) => r[0]!.name)).toEqual(['a8', 'a7', 'a6', 'a5', 'a4', 'a3', 'a2', 'a1']);
    const a1 = rows[7]![0]!;
    expect(a1.dark).toBe(true);
    expect(a1.index).toBe(0);
    expect(rows[0]![7]).toMatchObject({ name: 'h8', dark: true, index: 31 });
    expect(rows[0]![0]).toMatchObject({ name: 'a8', dark: false, index: -1 });
  });

  it('has the 32 dark squares of spec 2, each at its square-order index', () => {
    const dark = boardRows(false)
      .flat()
      .filter((c) => c.dark);
    expect(dark).toHaveLength(32);
    for (const c of dark) expect(CheckersExchange.SQUARES[c.index]).toBe(c.name);
  });

  it('turns the board round when flipped: h1 top left, coordinates reversed', () => {
    const rows = boardRows(true);
    expect(rows[0]![0]!.name).toBe('h1');
    expect(rows[7]![7]!.name).toBe('a8');
    expect(fileLetters(true).join('')).toBe('hgfedcba');
    expect(rankNumbers(true)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
