import { describe, expect, it } from 'vitest';
import { deepFreeze } from '../../../testing/deep-freeze.ts';
import type { Color } from '../config.ts';
import type { DrawCounters } from '../types.ts';
import { applyMove, boardEnd, classifyEndgame, generateMoves, nextDrawCounters, positionKey } from './index.ts';
import { boardOf } from './testing/board.ts';
import type { Board } from './types.ts';

describe('classifyEndgame (spec 8.4 step 3)', () => {
  it.each([
    ['Kc1.w1 Ke1.w1 Kg1.w1 Kb8.b1', '7.2.4'],
    ['Kc1.w1 Ke1.w1 Kg1.w1 Ka3.w1 Kb8.b1', '7.2.4'],
    ['Kd4.w1 Kc1.b1 Ke1.b1 Kg1.b1 Ka7.b1', '7.2.4'],
    ['Kc1.w1 e1.w1 Kf8.b1 a7.b1', '7.2.6-45'],
    ['Kc1.w1 e1.w1 g1.w2 Kf8.b1 a7.b1', '7.2.6-45'],
    ['Kc1.w1 Ke1.w1 Kg1.w1 Kb2.w1 Kd4.b1', '7.2.4'],
    ['Kb2.w1 Ke1.w1 Kg1.w1 Kd4.b1', '7.2.4'],
    ['Kc1.w1 e1.w1 g1.w1 Kf8.b1 a7.b1 b8.b1', '7.2.6-67'],
    ['Kc1.w1 e1.w1 g1.w1 h2.w2 Kf8.b1 a7.b1 b8.b1', '7.2.6-67'],
    ['Kc1.w1 Ke1.w1 Kg1.w1 Kd4.b1', '7.2.7'],
    ['Kc1.w1 e1.w1 g1.w1 Kh8.b1', '7.2.7'],
    ['Kc1.w1 Kf8.b1', '7.2.8'],
    ['Kc1.w1 e1.w1 Kf8.b1', '7.2.8'],
    ['Kc1.w1 Ke1.w1 Kf8.b1', '7.2.8'],
  ])('%s → %s', (pieces, rule) => {
    expect(classifyEndgame(boardOf(pieces))).toBe(rule);
  });

  it.each([
    // 7.2.7 needs the weak king alone on the long diagonal; with a strong piece on it and men beside, no class.
    ['Kb2.w1 e1.w1 g1.w1 Kd4.b1', '7.2.6-45'],
    ['Kc1.w1 e1.w1 a7.b1', null],
    ['Kc1.w1 a7.b1', null],
    ['c1.w1 e1.w1 Kf8.b1', null],
    ['Kc1.w1 e1.w1 g1.w1 h2.w1 Kf8.b1 a7.b1 b8.b1 d8.b1', null],
    ['c1.w1 a7.b1', null],
  ])('%s → %s', (pieces, rule) => {
    expect(classifyEndgame(boardOf(pieces))).toBe(rule);
  });
});

const FRESH = (board: Board, toMove: Color): DrawCounters => ({
  positions: [positionKey(board, toMove)],
  kingPlies: 0,
  endgame: null,
});

/** Plays notations from `board`, updating the counters as the board helper does (spec 8.3 step 5). */
function play(board: Board, toMove: Color, draw: DrawCounters, plies: readonly string[]) {
  let b = board;
  let c = toMove;
  let d = draw;
  const ends = [];
  for (const text of plies) {
    const move = generateMoves(b, c).find((m) => m.notation === text);
    if (move === undefined) throw new Error(`${text} is not legal`);
    const man = (b.kings & (1 << move.from)) === 0;
    const capture = move.captured.length > 0;
    b = applyMove(b, c, move);
    c = c === 'white' ? 'black' : 'white';
    d = deepFreeze(nextDrawCounters(d, b, c, { irreversible: capture || man, capture, promoted: move.promoted }));
    ends.push(boardEnd(b, c, d));
  }
  return { board: b, toMove: c, draw: d, ends };
}

describe('draw counters and the end of the board game (spec 8.4, V16)', () => {
  const v16 = deepFreeze(boardOf('Kc1.w1 e1.w1 g1.w1 h2.w1 a7.b1 b8.b1 d8.b1 Kf8.b1'));
  const shuffle = ['c1-d2', 'f8-e7', 'd2-c1', 'e7-f8'];

  it('(a) threefold repetition after 8 king plies', () => {
    const r = play(v16, 'white', FRESH(v16, 'white'), [...shuffle, ...shuffle]);
    expect(r.ends.slice(0, 7)).toEqual([null, null, null, null, null, null, null]);
    expect(r.ends[7]).toEqual({ winner: null, reason: '7.2.3' });
    expect(r.draw.positions).toHaveLength(9);
    expect(r.draw.positions.filter((k) => k === 'W:WKc1,e1,g1,h2:Ba7,b8,d8,Kf8')).toHaveLength(3);
    expect(r.draw.kingPlies).toBe(8);
    expect(r.draw.endgame).toBeNull();
  });

  it('(b) 30 king plies in a row', () => {
    const r = play(v16, 'white', { ...FRESH(v16, 'white'), kingPlies: 26 }, shuffle);
    expect(r.ends.slice(0, 3)).toEqual([null, null, null]);
    expect(r.draw.kingPlies).toBe(30);
    expect(r.ends[3]).toEqual({ winner: null, reason: '7.2.5' });
  });

  it('(c) the 7.2.8 class reaches 10 plies', () => {
    const board = boardOf('Kc1.w1 Kf8.b1');
    const r = play(board, 'white', { ...FRESH(board, 'white'), kingPlies: 9, endgame: { rule: '7.2.8', plies: 9 } }, [
      'c1-d2',
    ]);
    expect(r.draw).toEqual({
      positions: [positionKey(board, 'white'), 'B:WKd2:BKf8'],
      kingPlies: 10,
      endgame: { rule: '7.2.8', plies: 10 },
    });
    expect(r.ends).toEqual([{ winner: null, reason: '7.2.8' }]);
  });

  it('an irreversible ply restarts the repetition record and the king plies', () => {
    const board = boardOf('Kc1.w1 e1.w1 a7.b1 Kf8.b1');
    const start = { positions: ['x', 'y'], kingPlies: 12, endgame: { rule: '7.2.6-45', plies: 7 } } as const;
    const r = play(board, 'white', start, ['e1-f2']);
    expect(r.draw).toEqual({ positions: ['B:WKc1,f2:Ba7,Kf8'], kingPlies: 0, endgame: { rule: '7.2.6-45', plies: 8 } });
  });

  it('a capture or a new class restarts the class count; a promotion only a 7.2.6 one', () => {
    // A capture inside the same class (7.2.8 before and after).
    const capture = boardOf('Kc1.w1 e1.w1 Kf8.b1 d2.b1');
    const c = play(capture, 'white', { ...FRESH(capture, 'white'), endgame: { rule: '7.2.6-45', plies: 5 } }, [
      'c1:e3',
    ]);
    expect(c.draw.endgame).toEqual({ rule: '7.2.8', plies: 0 });
    // A promotion in 7.2.6-45 (the class stays).
    const promo = boardOf('Kc1.w1 g7.w1 Kf8.b1 a7.b1');
    const p = play(promo, 'white', { ...FRESH(promo, 'white'), endgame: { rule: '7.2.6-45', plies: 5 } }, ['g7-h8']);
    expect(p.draw.endgame).toEqual({ rule: '7.2.6-45', plies: 0 });
    // The same class after a man's move: no restart, although the ply is irreversible.
    const man = boardOf('Kc1.w1 e1.w1 Kf8.b1 a7.b1');
    const m = play(man, 'white', { ...FRESH(man, 'white'), endgame: { rule: '7.2.6-45', plies: 5 } }, ['e1-d2']);
    expect(m.draw.endgame).toEqual({ rule: '7.2.6-45', plies: 6 });
    // From no class into one.
    const none = boardOf('Kc1.w1 e1.w1 a7.b1 b8.b1');
    expect(play(none, 'white', FRESH(none, 'white'), ['c1-d2']).draw.endgame).toBeNull();
    // Leaving a class.
    const leave = boardOf('Kc1.w1 e1.w1 Kf8.b1 a7.b1 b6.b1');
    expect(play(leave, 'white', FRESH(leave, 'white'), ['c1-d2']).draw.endgame).toEqual({ rule: '7.2.6-45', plies: 0 });
  });

  it('checks in order: no move, repetition, 7.2.5, then the class limits', () => {
    const board = boardOf('Kc1.w1 Ke1.w1 Kg1.w1 Kb8.b1');
    const key = positionKey(board, 'black');
    const over = { positions: [key, key, key], kingPlies: 30, endgame: { rule: '7.2.4', plies: 30 } } as const;
    expect(boardEnd(board, 'black', over)).toEqual({ winner: null, reason: '7.2.3' });
    expect(boardEnd(board, 'black', { ...over, positions: [key] })).toEqual({ winner: null, reason: '7.2.5' });
    expect(boardEnd(board, 'black', { ...over, positions: [key], kingPlies: 29 })).toEqual({
      winner: null,
      reason: '7.2.4',
    });
    expect(
      boardEnd(board, 'black', { positions: [key], kingPlies: 0, endgame: { rule: '7.2.4', plies: 29 } }),
    ).toBeNull();
    const sixFive = { positions: [key], kingPlies: 0, endgame: { rule: '7.2.6-67', plies: 120 } } as const;
    expect(boardEnd(board, 'black', sixFive)).toEqual({ winner: null, reason: '7.2.6' });
    const blocked = boardOf('a3.b1 b2.w1 c1.w1');
    expect(boardEnd(blocked, 'black', { ...over, positions: [positionKey(blocked, 'black')] })).toEqual({
      winner: 'white',
      reason: 'noMoves',
    });
  });
});
