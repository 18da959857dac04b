/**
 * The test vectors of the rules spec (shared/rules/checkers-exchange.md, section 13): V4-V9, the firms' turn order,
 * captures, promotion and flying kings. Every stated number and code asserted; moves go through parseMove and play
 * (testing/match.ts), refused moves leave the state unchanged and each record replays to the same state and events.
 */
import { describe, expect, it } from 'vitest';
import { FIRMS } from './config.ts';
import { Match, ofType, one, phaseTimeout, ply } from './testing/match.ts';
import { D4, V7, board1, lastFirmToMove, twoMenIncome } from './testing/positions.ts';
import type { Event, Piece, State } from './types.ts';

const firmToMove = (events: readonly Event[]) => ofType(events, 'firmToMove').map((e) => [e.firm, e.holder]);
const pieceAt = (s: State, sq: string): Piece | undefined => s.board.pieces.find((p) => p.sq === sq);

describe('V4: firm turn order in year 3, fallback ply, stale timeout', () => {
  it('rotation w3,w4,w1,w2 / b3,b4,b1,b2; fallback; session with the state asks', () => {
    const m = new Match(4, { phase: 'board', year: 3, directors: D4 });
    expect(m.state.rotation).toEqual({ white: ['w3', 'w4', 'w1', 'w2'], black: ['b3', 'b4', 'b1', 'b2'] });
    expect([m.state.activeFirm, m.toAct()]).toEqual(['w3', [0]]);
    expect(m.plies(0)).toEqual(['e3-d4', 'e3-f4']);
    m.refuse(2, ply('e3-d4'), 'NOT_YOUR_TURN');
    m.refuse(0, phaseTimeout(2), 'STALE_TIMEOUT');
    const t = one(m.play(0, phaseTimeout(1)), 'plyPlayed');
    expect(t).toEqual({
      type: 'plyPlayed',
      firm: 'w3',
      by: null,
      auto: 'timeout',
      move: 'e3-d4',
      captured: [],
      promoted: false,
      income: 0,
    });
    const moves: [number, string][] = [
      [1, 'f6-g5'],
      [2, 'g3-h4'],
      [3, 'g7-f6'],
      [0, 'a3-b4'],
      [1, 'b6-a5'],
      [2, 'd2-e3'],
    ];
    for (const [seat, mv] of moves) m.play(seat, ply(mv));
    const last = m.play(3, ply('c7-b6'));
    expect(firmToMove(m.events)).toEqual([
      ['w3', 0],
      ['b3', 1],
      ['w4', 2],
      ['b4', 3],
      ['w1', 0],
      ['b1', 1],
      ['w2', 2],
      ['b2', 3],
    ]);
    expect(ofType(m.events, 'plyPlayed').map((e) => e.firm)).toEqual(['w3', 'b3', 'w4', 'b4', 'w1', 'b1', 'w2', 'b2']);
    expect(ofType(last, 'yearIncome')).toEqual([]);
    expect(one(last, 'stageOpened')).toEqual({
      type: 'stageOpened',
      stage: 9,
      phase: 'session',
      year: 3,
      seconds: 300,
    });
    expect(m.state.book.map((o) => [o.id, o.account, o.side, o.firm, o.qty, o.limit])).toEqual(
      FIRMS.map((f, i) => [i + 1, 'gov', 'sell', f, 5, 10]),
    );
    m.replayed();
  });
});

describe('V5: a capture overrides the rotation; capture income goes to the capturing firm', () => {
  it('B1 captures twice out of turn order, then W3 and B2 (fresh) follow', () => {
    const m = new Match(4, { phase: 'board', year: 1, directors: D4 });
    m.play(0, ply('a3-b4'));
    m.play(1, ply('b6-a5'));
    const auto = m.play(0, phaseTimeout(3));
    expect(one(auto, 'plyPlayed')).toMatchObject({ firm: 'w2', by: null, auto: 'timeout', move: 'c3-d4' });
    expect(one(auto, 'firmToMove')).toMatchObject({ firm: 'b1', holder: 1, candidates: ['b1'] });
    m.refuse(1, ply('a7-b6'), 'CAPTURE_REQUIRED');
    m.refuse(1, ply('a5:c3'), 'CAPTURE_INCOMPLETE');
    const cap = one(m.play(1, ply('a5:c3:e5')), 'plyPlayed');
    expect(cap).toEqual({
      type: 'plyPlayed',
      firm: 'b1',
      by: 1,
      auto: null,
      move: 'a5:c3:e5',
      captured: [
        { sq: 'b4', color: 'white', king: false, firm: 'w1' },
        { sq: 'd4', color: 'white', king: false, firm: 'w2' },
      ],
      promoted: false,
      income: 400,
    });
    expect(m.state.firms.b1).toMatchObject({ captures: { men: 2, kings: 0 }, plies: 2, earned: 400 });
    expect([m.state.activeFirm, m.toAct()]).toEqual(['w3', [0]]);
    m.play(0, ply('e3-f4'));
    expect([m.state.activeFirm, m.toAct()]).toEqual(['b2', [3]]);
    expect(m.plies(3)).toEqual(['c7-b6', 'd6-c5']);
    m.replayed();
  });
});

describe('V6: free choice among captures', () => {
  it('W1 may take one piece instead of two; Black must then capture', () => {
    const m = new Match(3, board1({ pieces: 'c5.w1 e5.w1 d6.b1 f6.b2 d8.b3' }));
    expect(m.plies(0)).toEqual(['c5:e7:g5', 'e5:c7', 'e5:g7']);
    const e = one(m.play(0, ply('e5:c7')), 'plyPlayed');
    expect(e.captured).toEqual([{ sq: 'd6', color: 'black', king: false, firm: 'b1' }]);
    expect(e.income).toBe(200);
    expect([m.state.activeFirm, m.toAct()]).toEqual(['b3', [2]]);
    expect(m.plies(2)).toEqual(['d8:b6:d4']);
    m.replayed();
  });
});

describe('V7: Turkish strike; promotion in the middle of a capture; capturing a king', () => {
  it('B3 takes five men and ends a king on e3; W3 captures the king', () => {
    const m = new Match(3, V7);
    expect([m.state.activeFirm, m.toAct()]).toEqual(['b3', [2]]);
    expect(lastFirmToMove(m)?.candidates).toEqual(['b3']);
    expect(m.plies(2)).toEqual(['g5:e3:c1:a3:c5:e3', 'g5:e3:c5:a3:c1:e3']);
    m.refuse(2, ply('g5:e3:c5:a3:c1:f4'), 'ILLEGAL_PLY');
    m.refuse(2, ply('g5:e3:c5:a3:c1'), 'CAPTURE_INCOMPLETE');
    const e = one(m.play(2, ply('g5:e3:c5:a3:c1:e3')), 'plyPlayed');
    expect(e.captured.map((p) => [p.sq, p.firm, p.king])).toEqual([
      ['f4', 'w3', false],
      ['d4', 'w2', false],
      ['b4', 'w1', false],
      ['b2', 'w1', false],
      ['d2', 'w2', false],
    ]);
    expect([e.income, e.promoted]).toEqual([1000, true]);
    expect(pieceAt(m.state, 'e3')).toEqual({ sq: 'e3', color: 'black', king: true, firm: 'b3' });
    expect(m.state.firms.b3.captures).toEqual({ men: 5, kings: 0 });
    expect([m.state.activeFirm, m.toAct()]).toEqual(['w3', [1]]);
    expect(lastFirmToMove(m)?.candidates).toEqual(['w3']);
    const k = one(m.play(1, ply('f2:d4')), 'plyPlayed');
    expect(k.captured).toEqual([{ sq: 'e3', color: 'black', king: true, firm: 'b3' }]);
    expect(k.income).toBe(400);
    expect(m.state.firms.w3.captures).toEqual({ men: 0, kings: 1 });
    m.replayed();
  });
});

describe('V8: promotion during a capture continues as a flying king; quiet promotion', () => {
  it('(a) b6:d8:h4 wins the board game; the year income of W1', () => {
    const m = new Match(3, board1({ pieces: 'b6.w1 c7.b2 f6.b3' }));
    expect(m.plies(0)).toEqual(['b6:d8:g5', 'b6:d8:h4']);
    m.refuse(0, ply('b6:d8'), 'CAPTURE_INCOMPLETE');
    const ev = m.play(0, ply('b6:d8:h4'));
    const p = one(ev, 'plyPlayed');
    expect(p.captured.map((x) => x.sq)).toEqual(['c7', 'f6']);
    expect([p.income, p.promoted]).toEqual([400, true]);
    expect(pieceAt(m.state, 'h4')).toEqual({ sq: 'h4', color: 'white', king: true, firm: 'w1' });
    expect(one(ev, 'boardEnded')).toEqual({ type: 'boardEnded', winner: 'white', reason: 'noMoves' });
    expect(one(ev, 'yearIncome')).toEqual(twoMenIncome('w1'));
    expect(ofType(ev, 'dividendPaid')).toEqual([
      { type: 'dividendPaid', firm: 'w1', account: 'gov', shares: 40, amount: 120 },
    ]);
    expect(m.state.firms.w1).toMatchObject({ cash: 160, taxDue: 80, captures: { men: 0, kings: 0 } });
    expect([m.cash()[0], m.state.gov.cash, m.state.phase]).toEqual([1040, 120, 'session']);
    m.replayed();
  });

  it('(b) c7-b8 promotes quietly', () => {
    const m = new Match(3, board1({ pieces: 'c7.w1 a3.b1' }));
    expect(one(m.play(0, ply('c7-b8')), 'plyPlayed').promoted).toBe(true);
    expect(pieceAt(m.state, 'b8')).toEqual({ sq: 'b8', color: 'white', king: true, firm: 'w1' });
    m.replayed();
  });
});

describe('V9: flying king: landing squares', () => {
  it('only the landing square that goes on', () => {
    const m = new Match(3, board1({ pieces: 'Ka1.w1 c3.b1 f4.b2' }));
    expect(m.plies(0)).toEqual(['a1:e5:g3', 'a1:e5:h2']);
    m.refuse(0, ply('a1:d4'), 'ILLEGAL_PLY');
    m.refuse(0, ply('a1:f6'), 'ILLEGAL_PLY');
    m.refuse(0, ply('a1:e5'), 'CAPTURE_INCOMPLETE');
    const ev = m.play(0, ply('a1:e5:h2'));
    expect(one(ev, 'plyPlayed').income).toBe(400);
    expect(one(ev, 'boardEnded')).toEqual({ type: 'boardEnded', winner: 'white', reason: 'noMoves' });
    m.replayed();
  });

  it('free landing after the last capture', () => {
    const m = new Match(3, board1({ pieces: 'Ka1.w1 b2.b1 d4.b2' }));
    expect(m.plies(0)).toEqual(['a1:c3:e5', 'a1:c3:f6', 'a1:c3:g7', 'a1:c3:h8']);
    m.replayed();
  });

  it('a single path', () => {
    const m = new Match(3, board1({ pieces: 'Kh2.w1 g3.b1 e5.b2 c7.b4' }));
    expect(m.plies(0)).toEqual(['h2:f4:d6:b8']);
    m.replayed();
  });
});
