import type { AnyGame } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { endOfTurn, groupTurns, nextTurn, positionOf, prevTurn } from './replay-turns.ts';

/** A toy game whose state is who is to act and the round: just what the grouping looks at. */
const game = { toAct: (s: { toAct: number[] }) => s.toAct } as unknown as AnyGame;
const S = (toAct: number[], round: number) => ({ toAct, round });
// After setup seat 0 acts (3 steps: trade, card, done), then seat 1 (2 steps), then seat 0 again in round 2 (1 step).
const states = [S([0], 1), S([0], 1), S([0], 1), S([1], 1), S([1], 1), S([0], 2), S([], 2)];
const turns = groupTurns(game, states);

describe('replay turns', () => {
  it('groups the internal steps into the turns the rules count, with their rounds', () => {
    expect(turns).toEqual([
      { first: 1, last: 3, seat: 0, round: 1 },
      { first: 4, last: 5, seat: 1, round: 1 },
      { first: 6, last: 6, seat: 0, round: 2 },
    ]);
  });

  it('says where a step is: turn and step within it', () => {
    expect(positionOf(turns, 0)).toEqual({ turn: 0, step: 0, steps: 0, round: null });
    expect(positionOf(turns, 2)).toEqual({ turn: 1, step: 2, steps: 3, round: 1 });
    expect(positionOf(turns, 5)).toEqual({ turn: 2, step: 2, steps: 2, round: 1 });
    expect(positionOf(turns, 6)).toEqual({ turn: 3, step: 1, steps: 1, round: 2 });
  });

  it('steps by whole turns, from the middle of one too', () => {
    expect(nextTurn(turns, 0)).toBe(3);
    expect(nextTurn(turns, 1)).toBe(3);
    expect(nextTurn(turns, 3)).toBe(5);
    expect(nextTurn(turns, 6)).toBe(6);
    expect(prevTurn(turns, 6)).toBe(5);
    expect(prevTurn(turns, 4)).toBe(3);
    expect(prevTurn(turns, 2)).toBe(0);
    expect(endOfTurn(turns, 0)).toBe(0);
    expect(endOfTurn(turns, 2)).toBe(5);
  });
});

describe('replay turns of a game that says where its turns start', () => {
  it('Checkers Exchange: two plies in a row by one seat are two turns; a session is one; rounds are years', () => {
    const own = {
      toAct: (s: { toAct: number[] }) => s.toAct,
      turnOf: (s: { stage: number; year: number }) => ({ turn: s.stage, round: s.year === 0 ? null : s.year }),
    } as unknown as AnyGame;
    const T = (toAct: number[], stage: number, year: number) => ({ toAct, stage, year });
    // The auction (stage 1, three seats' moves), two plies by seat 2 (stages 2 and 3), a session (stage 4).
    const states = [T([0, 1, 2], 1, 0), T([1, 2], 1, 0), T([2], 1, 0), T([2], 2, 1), T([2], 3, 1), T([0, 1], 4, 1)];
    expect(groupTurns(own, [...states, T([0], 4, 1), T([], 5, 1)])).toEqual([
      { first: 1, last: 3, seat: null, round: null },
      { first: 4, last: 4, seat: 2, round: 1 },
      { first: 5, last: 5, seat: 2, round: 1 },
      { first: 6, last: 7, seat: null, round: 1 },
    ]);
  });
});
