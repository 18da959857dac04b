import { describe, expect, it } from 'vitest';
import { SQUARES } from '../config.ts';
import {
  formatNotation,
  parseNotation,
  parsePositionKey,
  positionKey,
  squareIndex,
  squareName,
  startBoard,
} from './index.ts';
import { boardOf } from './testing/board.ts';

describe('squares', () => {
  it('index every dark square in square order and refuse light or unknown ones', () => {
    SQUARES.forEach((name, i) => {
      expect(squareIndex(name)).toBe(i);
      expect(squareName(i)).toBe(name);
    });
    for (const bad of ['a2', 'b1', 'h1', 'a8', 'i1', 'a9', 'a0', '', 'a', 'a11', 'A1'])
      expect(squareIndex(bad)).toBe(-1);
  });
});

describe('parseNotation (spec 7.1)', () => {
  it.each([
    ['c3-d4', false, ['c3', 'd4']],
    ['a1-h8', false, ['a1', 'h8']],
    ['c3:e5', true, ['c3', 'e5']],
    ['g5:e3:c1:a3:c5:e3', true, ['g5', 'e3', 'c1', 'a3', 'c5', 'e3']],
  ])('%s', (text, capture, squares) => {
    const parsed = parseNotation(text);
    expect(parsed).toEqual({ capture, squares: squares.map(squareIndex) });
    const [from, ...path] = parsed!.squares;
    expect(formatNotation(from!, path, capture)).toBe(text);
  });

  it.each([
    'a3-b4-c5',
    'a4-b5',
    'b1-c2',
    'i1-a2',
    'a1-i2',
    '',
    'c3',
    'c3-',
    'c3:',
    'c3-d4:e5',
    'c3:d4-e5',
    'C3-D4',
    ' c3-d4',
    'c3-d4 ',
    'c3–d4',
  ])('rejects %j', (text) => {
    expect(parseNotation(text)).toBeNull();
  });
});

describe('position keys (spec 8.4, 14.1.13)', () => {
  it('writes the side to move, then each side in square order with kings marked', () => {
    expect(positionKey(boardOf('Kc1.w1 e1.w1 a7.b1 Kf8.b1'), 'white')).toBe('W:WKc1,e1:Ba7,Kf8');
    expect(positionKey(startBoard(), 'black')).toBe(
      'B:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8',
    );
  });

  it('writes an empty side as its letter alone', () => {
    expect(positionKey(boardOf('Kh4.w1'), 'black')).toBe('B:WKh4:B');
    expect(positionKey(boardOf('a7.b1'), 'white')).toBe('W:W:Ba7');
  });

  it('parses back what it writes', () => {
    for (const key of ['W:WKc1,e1:Ba7,Kf8', 'B:WKh4:B', 'W:W:B', positionKey(startBoard(), 'white')]) {
      const parsed = parsePositionKey(key);
      expect(parsed).not.toBeNull();
      expect(positionKey(parsed!.board, parsed!.toMove)).toBe(key);
    }
    expect(parsePositionKey('W:We1,Kc1:Ba7')).toEqual(parsePositionKey('W:WKc1,e1:Ba7'));
  });

  it.each([
    'Wa1:Bb8',
    'X:Wa1:Bh8',
    'W:Wa2:B',
    'W:Wc1,c1:B',
    'W:Wc1:Bc1',
    'W:Wb8:B',
    'W:W:Ba1',
    'W:WKc1:Bf8:',
    ':Wc1:Bf8',
    'W:Wc1,:B',
    'W:W c1:B',
  ])('rejects %j', (key) => {
    expect(parsePositionKey(key)).toBeNull();
  });
});
