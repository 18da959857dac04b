import { describe, expect, it } from 'vitest';
import { effectiveHolder } from './accounts.ts';
import { codeOf, eventsOf, fixture, run } from './testing/board.ts';
import { firmPlies } from './ply.ts';
import { D4 } from './testing/positions.ts';
import { rotationOf } from './turn.ts';

describe('rotationOf (spec 8.2 step 3)', () => {
  it('rotates left by (year - 1) mod 4', () => {
    expect(rotationOf(1, 1)).toEqual({ white: ['w1', 'w2', 'w3', 'w4'], black: ['b1', 'b2', 'b3', 'b4'] });
    expect(rotationOf(2, 1)).toEqual({ white: ['w2', 'w3', 'w4', 'w1'], black: ['b2', 'b3', 'b4', 'b1'] });
    expect(rotationOf(3, 1)).toEqual({ white: ['w3', 'w4', 'w1', 'w2'], black: ['b3', 'b4', 'b1', 'b2'] });
    expect(rotationOf(5, 1)).toEqual(rotationOf(1, 1));
    expect(rotationOf(10, 1)).toEqual(rotationOf(2, 1));
  });
});

describe('V4: firm turn order in year 3, fallback ply, stale timeout', () => {
  const start = fixture({ players: 4, directors: D4, year: 3 });

  it('opens stage 1 with W3 to move for seat 0', () => {
    expect(start.state.rotation).toEqual(rotationOf(3, 1));
    expect(start.state.activeFirm).toBe('w3');
    expect(start.events).toEqual([
      { type: 'stageOpened', stage: 1, phase: 'board', year: 3, seconds: 60 },
      { type: 'firmToMove', firm: 'w3', holder: 0, yearPly: 0, candidates: ['w3', 'w4', 'w1', 'w2'] },
    ]);
    expect(firmPlies(start.state, 'w3').map((m) => m.notation)).toEqual(['e3-d4', 'e3-f4']);
  });

  it('plays the year in rotation order and opens the session', () => {
    expect(codeOf(start, 2, 'e3-d4')).toBe('NOT_YOUR_TURN');
    expect(codeOf(start, 0, { type: 'phaseTimeout', stage: 2 })).toBe('STALE_TIMEOUT');
    const first = run(start, [[0, { type: 'phaseTimeout', stage: 1 }]]);
    expect(first.events[0]).toEqual({
      type: 'plyPlayed',
      firm: 'w3',
      by: null,
      auto: 'timeout',
      move: 'e3-d4',
      captured: [],
      promoted: false,
      income: 0,
    });
    const rest = run(first, [
      [1, 'f6-g5'],
      [2, 'g3-h4'],
      [3, 'g7-f6'],
      [0, 'a3-b4'],
      [1, 'b6-a5'],
      [2, 'd2-e3'],
      [3, 'c7-b6'],
    ]);
    const all = [...first.events, ...rest.events];
    const toMove = eventsOf([...start.events, ...all], 'firmToMove');
    expect(toMove.map((e) => e.firm)).toEqual(['w3', 'b3', 'w4', 'b4', 'w1', 'b1', 'w2', 'b2']);
    expect(toMove.map((e) => e.holder)).toEqual([0, 1, 2, 3, 0, 1, 2, 3]);
    expect(eventsOf(all, 'yearIncome')).toEqual([]);
    expect(eventsOf(all, 'stageOpened').at(-1)).toEqual({
      type: 'stageOpened',
      stage: 9,
      phase: 'session',
      year: 3,
      seconds: 300,
    });
    expect(rest.state.phase).toBe('session');
    expect(rest.state.activeFirm).toBeNull();
    expect(rest.state.yearPly).toBe(8);
    expect(rest.state.board.toMove).toBe('white');
  });
});

describe('V5: a capture overrides the rotation', () => {
  const start = fixture({ players: 4, directors: D4, year: 1 });
  const before = run(start, [
    [0, 'a3-b4'],
    [1, 'b6-a5'],
    [0, { type: 'phaseTimeout', stage: 3 }],
  ]);

  it("plays W2's only ply automatically and makes B1 the only candidate", () => {
    expect(eventsOf(before.events, 'plyPlayed')[2]).toMatchObject({ firm: 'w2', move: 'c3-d4', auto: 'timeout' });
    expect(eventsOf(before.events, 'firmToMove').at(-1)).toEqual({
      type: 'firmToMove',
      firm: 'b1',
      holder: 1,
      yearPly: 3,
      candidates: ['b1'],
    });
  });

  it('rejects a quiet ply and a stopped capture, then credits B1', () => {
    expect(codeOf(before, 1, 'a7-b6')).toBe('CAPTURE_REQUIRED');
    expect(codeOf(before, 1, 'a5:c3')).toBe('CAPTURE_INCOMPLETE');
    const cap = run(before, [[1, 'a5:c3:e5']]);
    expect(cap.events[0]).toMatchObject({
      type: 'plyPlayed',
      firm: 'b1',
      by: 1,
      auto: null,
      income: 400,
      captured: [
        { sq: 'b4', color: 'white', king: false, firm: 'w1' },
        { sq: 'd4', color: 'white', king: false, firm: 'w2' },
      ],
    });
    expect(cap.state.firms.b1).toMatchObject({ captures: { men: 2, kings: 0 }, plies: 2, earned: 400 });
    expect(cap.state.activeFirm).toBe('w3');
    expect(effectiveHolder(cap.state, 'w3')).toBe(0);
    const next = run(cap, [[0, 'e3-f4']]);
    expect(next.state.activeFirm).toBe('b2');
    expect(effectiveHolder(next.state, 'b2')).toBe(3);
    expect(firmPlies(next.state, 'b2').map((m) => m.notation)).toEqual(['c7-b6', 'd6-c5']);
  });
});
