import { describe, expect, it } from 'vitest';
import { effectiveHolder } from './accounts.ts';
import { codeOf, eventsOf, fixture, run } from './testing/board.ts';
import { firmPlies } from './ply.ts';
import { D3, V7, V16, V16_ROUND, twoMenIncome } from './testing/positions.ts';
import type { Step } from './types.ts';

const plies = (step: Step) => firmPlies(step.state, step.state.activeFirm!).map((m) => m.notation);

describe('ply checks in spec 7.2 order (V20)', () => {
  const start = fixture({ players: 3, directors: D3 });
  it('names the first failing check', () => {
    expect(codeOf(start, 0, 'b6-a5')).toBe('NO_PIECE');
    expect(codeOf(start, 0, 'd4-e5')).toBe('NO_PIECE');
    expect(codeOf(start, 0, 'c3-d4')).toBe('NOT_ACTIVE_FIRM');
    expect(codeOf(start, 0, 'b2-a3')).toBe('ILLEGAL_PLY');
    expect(codeOf(start, 0, 'a3:c5')).toBe('ILLEGAL_PLY');
    expect(codeOf(start, 1, 'a3-b4')).toBe('NOT_YOUR_TURN');
    expect(codeOf(start, 1, 'b6-a5')).toBe('NOT_YOUR_TURN');
    expect(codeOf(start, 0, 'a3-b4')).toBeUndefined();
  });
});

describe('V6: free choice among captures', () => {
  const start = fixture({ players: 3, directors: D3, pieces: 'c5.w1 e5.w1 d6.b1 f6.b2 d8.b3' });
  it('lets W1 take one piece although two are possible', () => {
    expect(plies(start)).toEqual(['c5:e7:g5', 'e5:c7', 'e5:g7']);
    const s = run(start, [[0, 'e5:c7']]);
    expect(s.events[0]).toMatchObject({ captured: [{ sq: 'd6', firm: 'b1' }], income: 200 });
    expect(s.state.activeFirm).toBe('b3');
    expect(effectiveHolder(s.state, 'b3')).toBe(2);
    expect(plies(s)).toEqual(['d8:b6:d4']);
  });
});

describe('V7: Turkish strike, promotion inside a capture, capturing a king', () => {
  const start = fixture({ players: 3, ...V7 });

  it('makes B3 the only candidate with exactly two plies', () => {
    expect(eventsOf(start.events, 'firmToMove')).toEqual([
      { type: 'firmToMove', firm: 'b3', holder: 2, yearPly: 1, candidates: ['b3'] },
    ]);
    expect(plies(start)).toEqual(['g5:e3:c1:a3:c5:e3', 'g5:e3:c5:a3:c1:e3']);
  });

  it('credits five men (1000) and then W3 takes the king (400)', () => {
    expect(codeOf(start, 2, 'g5:e3:c5:a3:c1:f4')).toBe('ILLEGAL_PLY');
    expect(codeOf(start, 2, 'g5:e3:c5:a3:c1')).toBe('CAPTURE_INCOMPLETE');
    const s = run(start, [[2, 'g5:e3:c5:a3:c1:e3']]);
    const played = eventsOf(s.events, 'plyPlayed')[0]!;
    expect(played.captured.map((p) => `${p.sq}.${p.firm}`)).toEqual(['f4.w3', 'd4.w2', 'b4.w1', 'b2.w1', 'd2.w2']);
    expect(played).toMatchObject({ income: 1000, promoted: true, by: 2 });
    expect(s.state.board.pieces.find((p) => p.sq === 'e3')).toEqual({
      sq: 'e3',
      color: 'black',
      king: true,
      firm: 'b3',
    });
    expect(s.state.firms.b3.captures).toEqual({ men: 5, kings: 0 });
    expect(eventsOf(s.events, 'firmToMove')[0]).toMatchObject({ firm: 'w3', holder: 1, candidates: ['w3'] });
    const k = run(s, [[1, 'f2:d4']]);
    expect(k.events[0]).toMatchObject({ firm: 'w3', income: 400, captured: [{ sq: 'e3', king: true, firm: 'b3' }] });
    expect(k.state.firms.w3.captures).toEqual({ men: 0, kings: 1 });
  });
});

describe('V8: promotion during a capture, quiet promotion', () => {
  it('(a) continues as a flying king and wins the board game', () => {
    const start = fixture({ players: 3, directors: D3, pieces: 'b6.w1 c7.b2 f6.b3' });
    expect(plies(start)).toEqual(['b6:d8:g5', 'b6:d8:h4']);
    expect(codeOf(start, 0, 'b6:d8')).toBe('CAPTURE_INCOMPLETE');
    const s = run(start, [[0, 'b6:d8:h4']]);
    expect(s.events[0]).toMatchObject({ income: 400, promoted: true });
    expect(s.state.board.pieces).toEqual([{ sq: 'h4', color: 'white', king: true, firm: 'w1' }]);
    expect(s.events[1]).toEqual({ type: 'boardEnded', winner: 'white', reason: 'noMoves' });
    expect(s.state.board.result).toEqual({ winner: 'white', reason: 'noMoves' });
    expect(eventsOf(s.events, 'yearIncome')).toEqual([twoMenIncome('w1')]);
    expect(eventsOf(s.events, 'dividendPaid')).toEqual([
      { type: 'dividendPaid', firm: 'w1', account: 'gov', shares: 40, amount: 120 },
    ]);
    expect(s.state.phase).toBe('session');
    expect(s.state.activeFirm).toBeNull();
  });

  it('(b) a man reaching rank 8 quietly becomes a king', () => {
    const start = fixture({ players: 3, directors: D3, pieces: 'c7.w1 a3.b1' });
    const s = run(start, [[0, 'c7-b8']]);
    expect(s.events[0]).toMatchObject({ promoted: true, income: 0 });
    expect(s.state.board.pieces[s.state.board.pieces.length - 1]).toEqual({
      sq: 'b8',
      color: 'white',
      king: true,
      firm: 'w1',
    });
  });
});

describe('V9: flying king landing squares', () => {
  it('must land where the capture goes on', () => {
    const s = fixture({ players: 3, directors: D3, pieces: 'Ka1.w1 c3.b1 f4.b2' });
    expect(plies(s)).toEqual(['a1:e5:g3', 'a1:e5:h2']);
    expect(codeOf(s, 0, 'a1:d4')).toBe('ILLEGAL_PLY');
    expect(codeOf(s, 0, 'a1:f6')).toBe('ILLEGAL_PLY');
    expect(codeOf(s, 0, 'a1:e5')).toBe('CAPTURE_INCOMPLETE');
    const won = run(s, [[0, 'a1:e5:h2']]);
    expect(won.events[0]).toMatchObject({ income: 400 });
    expect(won.state.board.result).toEqual({ winner: 'white', reason: 'noMoves' });
  });
  it('lands freely after the last capture', () => {
    const s = fixture({ players: 3, directors: D3, pieces: 'Ka1.w1 b2.b1 d4.b2' });
    expect(plies(s)).toEqual(['a1:c3:e5', 'a1:c3:f6', 'a1:c3:g7', 'a1:c3:h8']);
  });
  it('finds the only path', () => {
    const s = fixture({ players: 3, directors: D3, pieces: 'Kh2.w1 g3.b1 e5.b2 c7.b4' });
    expect(plies(s)).toEqual(['h2:f4:d6:b8']);
  });
});

describe('V16: draws by repetition and by king moves', () => {
  const base = { players: 3, ...V16 };
  const cycle = V16_ROUND;

  it('(a) the third occurrence of a position draws (7.2.3)', () => {
    const s = run(fixture(base), [...cycle, ...cycle]);
    expect(eventsOf(s.events, 'boardEnded')).toEqual([{ type: 'boardEnded', winner: null, reason: '7.2.3' }]);
    expect(s.state.board.draw.positions).toHaveLength(9);
    expect(s.state.board.draw.positions.filter((k) => k === 'W:WKc1,e1,g1,h2:Ba7,b8,d8,Kf8')).toHaveLength(3);
    expect(s.state.board.draw).toMatchObject({ kingPlies: 8, endgame: null });
    expect(s.state.board.plies).toBe(8);
  });

  it('(b) 30 king plies draw (7.2.5)', () => {
    const s = run(fixture({ ...base, draw: { kingPlies: 26 } }), cycle);
    expect(s.state.board.draw.kingPlies).toBe(30);
    expect(s.state.board.result).toEqual({ winner: null, reason: '7.2.5' });
    expect(s.state.yearPly).toBe(4);
    expect(s.state.phase).toBe('session');
  });

  it('(c) the 7.2.8 count ends the game', () => {
    const s = run(
      fixture({
        ...base,
        pieces: 'Kc1.w1 Kf8.b1',
        draw: { kingPlies: 9, endgame: { rule: '7.2.8', plies: 9 } },
      }),
      [[0, 'c1-d2']],
    );
    expect(s.state.board.draw.endgame).toEqual({ rule: '7.2.8', plies: 10 });
    expect(s.state.board.result).toEqual({ winner: null, reason: '7.2.8' });
  });
});
