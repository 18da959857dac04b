/**
 * The test vectors V1..V20 of the rules spec (shared/rules/checkers-exchange.md, section 13), every stated number
 * and code asserted. Moves go through parseMove and play (inputs deep-frozen); refused moves must leave the state
 * unchanged; each match's record is then replayed through JSON, parseRecord and replay and must give the same state
 * and events.
 */
import { describe, expect, it } from 'vitest';
import { startMatch } from '../../core/record.ts';
import { unwrap } from '../../core/result.ts';
import { createRng, rngFromSeed } from '../../core/rng.ts';
import { GAMES } from '../../games.ts';
import { DEAL_ORDER, FIRM_DEFS, FIRMS, SQUARES, type FirmId } from './config.ts';
import { generateMoves, perft, startBoard } from './draughts/index.ts';
import { checkersExchange } from './index.ts';
import {
  Match,
  bid,
  buy,
  cancel,
  issueToken,
  nominate,
  ofType,
  one,
  phaseTimeout,
  ply,
  ready,
  requestMeeting,
  resign,
  sell,
  transfer,
  unready,
  vote,
} from './test-match.ts';
import {
  D3,
  D4,
  V7,
  V10,
  V11,
  V12,
  V13,
  V14,
  V15,
  V16,
  V16_ROUND,
  START_KEY,
  allFirms,
  board1,
  lastFirmToMove,
  twoMenIncome,
} from './test-positions.ts';
import type { Event, Piece, State } from './types.ts';

const firmToMove = (events: readonly Event[]) => ofType(events, 'firmToMove').map((e) => [e.firm, e.holder]);
const pieceAt = (s: State, sq: string): Piece | undefined => s.board.pieces.find((p) => p.sq === sq);

describe('registration', () => {
  it('checkers-exchange is in the registry', () => {
    expect(GAMES['checkers-exchange']).toBe(checkersExchange);
  });
});

describe('V1: perft from the start position', () => {
  it('d = 1..7 gives 7, 49, 302, 1 469, 7 482, 37 986, 190 146', () => {
    const counts = [7, 49, 302, 1469, 7482, 37986, 190146];
    counts.forEach((n, i) => expect(perft(startBoard(), 'white', i + 1)).toBe(n));
  });

  it('depth 1 in notation order', () => {
    const moves = generateMoves(startBoard(), 'white').map((m) => m.notation);
    expect(moves.sort()).toEqual(['a3-b4', 'c3-b4', 'c3-d4', 'e3-d4', 'e3-f4', 'g3-f4', 'g3-h4']);
  });
});

describe('V2: setup, every seed, 3-8 players', () => {
  const seeds = ['vectors', '', 'a', 'seed-42', 'Шашки', 'x'.repeat(40)];
  for (let players = 3; players <= 8; players++) {
    it(`${players} players`, () => {
      for (const seed of seeds) {
        const m = new Match(players, null, {}, seed);
        const s = m.state;
        const rng = createRng(rngFromSeed(seed));
        const perm = rng.shuffle(Array.from({ length: players }, (_, i) => i));
        const directors = Object.fromEntries(DEAL_ORDER.map((f, i) => [f, perm[i % players]]));
        expect(m.setupEvents).toEqual([
          { type: 'gameStarted', players, years: 6, timing: 'online', directors },
          { type: 'stageOpened', stage: 1, phase: 'auction', year: 0, seconds: 300 },
        ]);
        expect([s.phase, s.year, s.stage, s.yearPly, s.activeFirm, s.nextOrderId]).toEqual([
          'auction',
          0,
          1,
          0,
          null,
          1,
        ]);
        expect(m.toAct()).toEqual(Array.from({ length: players }, (_, i) => i));
        const pieces = FIRMS.flatMap((f) =>
          FIRM_DEFS[f].start.map((sq) => ({ sq, color: FIRM_DEFS[f].color, king: false, firm: f })),
        ).sort((a, b) => SQUARES.indexOf(a.sq) - SQUARES.indexOf(b.sq));
        expect(s.board).toEqual({
          pieces,
          toMove: 'white',
          plies: 0,
          result: null,
          draw: { positions: [START_KEY], kingPlies: 0, endgame: null },
        });
        expect(s.rotation).toEqual({ white: ['w1', 'w2', 'w3', 'w4'], black: ['b1', 'b2', 'b3', 'b4'] });
        for (const f of FIRMS) {
          expect(s.firms[f]).toEqual({
            color: FIRM_DEFS[f].color,
            director: directors[f],
            cash: 0,
            holdings: { ...allFirms(0), [f]: 10 },
            token: null,
            plies: 0,
            captures: { men: 0, kings: 0 },
            taxDue: 0,
            earned: 0,
          });
        }
        expect(s.gov).toEqual({ cash: 0, holdings: allFirms(40) });
        expect(s.seats).toEqual(
          Array.from({ length: players }, () => ({ status: 'active', cash: 1000, holdings: allFirms(0) })),
        );
        expect(s.close).toEqual(allFirms(10));
        expect([s.closeHistory, s.bids, s.book, s.tape, s.requests, s.ballots]).toEqual([[], [], [], [], [], []]);
        expect(s.nominees).toEqual(Object.fromEntries(FIRMS.map((f) => [f, []])));
        expect(s.ready).toEqual(Array.from({ length: players }, () => false));
        expect(s.final).toBeNull();
        // How many firms each seat directs: 3 players 3, 3, 2; 4 players two each (W1+W3, B1+B3, ...); 8 one each.
        const count = (seat: number) => FIRMS.filter((f) => s.firms[f].director === seat).length;
        if (players === 3) expect(perm.map(count)).toEqual([3, 3, 2]);
        if (players === 4) {
          expect([s.firms.w1.director, s.firms.b1.director, s.firms.w2.director, s.firms.b2.director]).toEqual(perm);
          expect([s.firms.w3.director, s.firms.b3.director, s.firms.w4.director, s.firms.b4.director]).toEqual(perm);
        }
        if (players === 8) expect(perm.map(count)).toEqual(Array.from({ length: 8 }, () => 1));
        // Same seed, same directors.
        const again = unwrap(startMatch(checkersExchange, { players, options: {}, seed }), 'again').state;
        expect(FIRMS.map((f) => again.firms[f].director)).toEqual(FIRMS.map((f) => s.firms[f].director));
        m.replayed();
      }
    });
  }
});

describe('V3: opening auction', () => {
  it('uniform price, partial last fill, time priority, reservations', () => {
    const m = new Match(3, { directors: D3 });
    const ids: number[] = [];
    const placed = (seat: number, mv: object) => ids.push(one(m.play(seat, mv), 'bidPlaced').id);
    placed(0, bid('w2', 10, 15));
    placed(1, bid('w2', 8, 14));
    placed(2, bid('w2', 5, 12));
    placed(1, bid('w2', 4, 12));
    placed(0, bid('w2', 4, 11));
    expect(ids).toEqual([1, 2, 3, 4, 5]);
    expect(one(m.events.slice(-1), 'bidPlaced')).toEqual({
      type: 'bidPlaced',
      id: 5,
      seat: 0,
      firm: 'w2',
      qty: 4,
      price: 11,
    });
    m.refuse(2, bid('b1', 20, 9), 'BELOW_RESERVE');
    m.refuse(2, bid('b1', 21, 10), 'BAD_QUANTITY');
    m.refuse(1, bid('b1', 20, 43), 'INSUFFICIENT_CASH');
    expect(one(m.play(1, bid('b1', 20, 42)), 'bidPlaced').id).toBe(6);
    expect(m.cash()[1]! - m.state.bids.filter((b) => b.seat === 1).reduce((k, b) => k + b.qty * b.price, 0)).toBe(0);
    expect(one(m.play(2, bid('b1', 15, 10)), 'bidPlaced').id).toBe(7);
    expect(one(m.play(0, cancel(5)), 'bidCancelled')).toEqual({ type: 'bidCancelled', id: 5, seat: 0, reason: 'user' });
    m.refuse(1, cancel(3), 'NOT_YOUR_ORDER');
    m.refuse(1, cancel(99), 'NO_SUCH_ORDER');
    m.refuse(0, ply('a3-b4'), 'WRONG_PHASE');
    m.play(0, ready());
    m.play(1, ready());
    m.play(0, unready());
    m.play(0, ready());
    const ev = m.play(2, ready());
    const cleared = ofType(ev, 'auctionCleared');
    expect(cleared.map((e) => e.firm)).toEqual([...FIRMS]);
    const w2 = cleared.find((e) => e.firm === 'w2')!;
    expect([w2.price, w2.sold]).toEqual([12, 20]);
    expect(w2.bids.map((b) => b.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
    expect(w2.fills.filter((f) => f.qty > 0)).toEqual([
      { id: 1, seat: 0, qty: 10, amount: 120 },
      { id: 2, seat: 1, qty: 8, amount: 96 },
      { id: 3, seat: 2, qty: 2, amount: 24 },
    ]);
    const b1 = cleared.find((e) => e.firm === 'b1')!;
    expect([b1.price, b1.sold]).toEqual([42, 20]);
    expect(b1.fills.filter((f) => f.qty > 0)).toEqual([{ id: 6, seat: 1, qty: 20, amount: 840 }]);
    for (const e of cleared.filter((x) => x.firm !== 'w2' && x.firm !== 'b1'))
      expect([e.price, e.sold]).toEqual([null, 0]);
    const s = m.state;
    expect(m.cash()).toEqual([880, 64, 976]);
    expect([m.holdings(0), m.holdings(1), m.holdings(2)]).toEqual([{ w2: 10 }, { w2: 8, b1: 20 }, { w2: 2 }]);
    expect(s.gov.cash).toBe(1080);
    expect([s.gov.holdings.w2, s.gov.holdings.b1]).toEqual([20, 20]);
    expect(s.close).toEqual({ ...allFirms(10), w2: 12, b1: 42 });
    expect(s.closeHistory).toEqual([s.close]);
    expect(s.bids).toEqual([]);
    expect([s.phase, s.year, s.stage, s.activeFirm]).toEqual(['board', 1, 2, 'w1']);
    expect(m.toAct()).toEqual([0]);
    expect(one(ev, 'stageOpened')).toEqual({ type: 'stageOpened', stage: 2, phase: 'board', year: 1, seconds: 60 });
    expect(one(ev, 'firmToMove')).toEqual({
      type: 'firmToMove',
      firm: 'w1',
      holder: 0,
      yearPly: 0,
      candidates: ['w1', 'w2', 'w3', 'w4'],
    });
    // The first session: the state asks w2 5 @ 12 and b1 5 @ 42 (ids from 8, since bids used 1-7).
    m.timeoutBoard();
    expect(m.state.phase).toBe('session');
    expect(m.state.book.map((o) => [o.id, o.account, o.side, o.firm, o.qty, o.limit])).toEqual(
      FIRMS.map((f, i) => [8 + i, 'gov', 'sell', f, 5, f === 'w2' ? 12 : f === 'b1' ? 42 : 10]),
    );
    m.replayed();
  });
});

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

describe('V10: compulsory capture across firms; a board win; the year and the game end', () => {
  it('W2 captures, White wins, settlement', () => {
    const m = new Match(3, V10);
    expect([m.state.activeFirm, m.toAct()]).toEqual(['w2', [0]]);
    m.refuse(1, ply('d4:b2'), 'NOT_YOUR_TURN');
    m.refuse(0, ply('a1-b2'), 'NOT_ACTIVE_FIRM');
    const ev = m.play(0, ply('d4:b2'));
    expect(one(ev, 'plyPlayed').income).toBe(200);
    expect(one(ev, 'boardEnded')).toMatchObject({ winner: 'white', reason: 'noMoves' });
    expect(one(ev, 'yearIncome')).toMatchObject({
      firm: 'w2',
      director: 0,
      gross: 200,
      tax: 40,
      fee: 20,
      net: 140,
      eligible: 40,
      perShare: 1,
      pool: 40,
      retained: 100,
    });
    expect(ofType(ev, 'dividendPaid').map((e) => [e.account, e.shares, e.amount])).toEqual([
      [1, 15, 15],
      ['gov', 25, 25],
    ]);
    expect(m.state.phase).toBe('session');
    m.play(0, ready());
    m.play(1, ready());
    const end = m.play(2, ready());
    expect(ofType(end, 'meetingResult')).toEqual([]);
    expect(ofType(end, 'taxPaid').filter((e) => e.amount > 0)).toEqual([{ type: 'taxPaid', firm: 'w2', amount: 40 }]);
    expect(one(end, 'yearEnded').year).toBe(1);
    const surv = ofType(end, 'survivalIncome');
    expect(surv.map((e) => e.firm)).toEqual([...FIRMS]);
    expect(surv.find((e) => e.firm === 'w1')).toMatchObject({
      gross: 300,
      tax: 60,
      fee: 30,
      net: 210,
      men: 1,
      kings: 0,
    });
    expect(surv.find((e) => e.firm === 'w2')).toMatchObject({ gross: 300, tax: 60, fee: 30, net: 210 });
    for (const e of surv.filter((x) => x.firm.startsWith('b'))) expect(e.gross).toBe(0);
    const liq = one(end, 'liquidation');
    expect(liq).toEqual({
      type: 'liquidation',
      values: { ...Object.fromEntries(FIRMS.map((f) => [f, '0'])), w1: '210', w2: '310' },
      payouts: [0, 116, 0],
      gov: 404,
    });
    expect(m.state.gov.cash).toBe(589);
    expect(one(end, 'gameEnded')).toEqual({
      type: 'gameEnded',
      reason: 'board',
      scores: [1080, 1131, 1000],
      ranking: [[1], [0], [2]],
    });
    expect(m.state.final).toEqual({ reason: 'board', scores: [1080, 1131, 1000], ranking: [[1], [0], [2]] });
    expect(checkersExchange.outcome(m.state)).toEqual({ scores: [1080, 1131, 1000], ranking: [[1], [0], [2]] });
    expect(m.state.phase).toBe('finished');
    m.replayed();
  });
});

describe("V11: a win by blocking; the losing colour's pieces are worth nothing", () => {
  it('h2-g3 blocks a3; settlement', () => {
    const m = new Match(3, V11);
    expect([m.state.activeFirm, m.toAct()]).toEqual(['w2', [1]]);
    const ev = m.play(1, ply('h2-g3'));
    expect(one(ev, 'boardEnded')).toEqual({ type: 'boardEnded', winner: 'white', reason: 'noMoves' });
    expect(ofType(ev, 'yearIncome')).toEqual([]);
    expect(one(ev, 'stageOpened')).toMatchObject({ phase: 'session', year: 2 });
    m.play(0, ready());
    m.play(1, ready());
    const end = m.play(2, ready());
    const surv = ofType(end, 'survivalIncome');
    expect(surv.find((e) => e.firm === 'w1')).toMatchObject({
      men: 2,
      gross: 600,
      tax: 120,
      fee: 60,
      net: 420,
      director: 0,
    });
    expect(surv.find((e) => e.firm === 'w2')).toMatchObject({ gross: 300, tax: 60, fee: 30, net: 210, director: 1 });
    expect(surv.find((e) => e.firm === 'b1')).toMatchObject({ gross: 0 });
    expect(one(end, 'liquidation').payouts).toEqual([210, 0, 52]);
    expect(one(end, 'gameEnded')).toMatchObject({
      reason: 'board',
      scores: [1270, 1030, 1052],
      ranking: [[0], [2], [1]],
    });
    expect(m.state.gov.cash).toBe(548);
    m.refuse(0, ready(), 'GAME_OVER');
    m.replayed();
  });
});

describe('V12: the year income arithmetic; treasury sale; cross-holding cap', () => {
  it('worked example', () => {
    const m = new Match(3, V12);
    expect([m.state.gov.holdings.w2, m.state.gov.holdings.w4]).toEqual([20, 30]);
    expect([m.state.activeFirm, m.toAct()]).toEqual(['b4', [1]]);
    const ev = m.play(1, ply('h6-g5'));
    expect(one(ev, 'yearIncome')).toEqual(twoMenIncome('w2'));
    expect(ofType(ev, 'dividendPaid').map((e) => [e.account, e.shares, e.amount])).toEqual([
      [0, 12, 36],
      [1, 8, 24],
      ['gov', 20, 60],
    ]);
    expect(m.state.firms.w2.taxDue).toBe(80);
    expect(m.state.book.map((o) => [o.id, o.firm, o.qty, o.limit])).toEqual(
      FIRMS.map((f, i) => [i + 1, f, 5, f === 'w2' || f === 'w4' ? 15 : 10]),
    );
    expect(one(m.play(0, sell('w2', 10, 14, 'w2')), 'orderPlaced')).toMatchObject({ id: 9, account: 'w2' });
    expect(m.state.book.find((o) => o.id === 9)).toMatchObject({ account: 'w2', side: 'sell', qty: 10, limit: 14 });
    m.refuse(0, buy('w2', 10, 14), 'SELF_TRADE');
    const t = m.play(2, buy('w2', 10, 14));
    expect(one(t, 'orderPlaced').id).toBe(10);
    expect(one(t, 'trade')).toMatchObject({
      firm: 'w2',
      qty: 10,
      price: 14,
      buyOrder: 10,
      sellOrder: 9,
      buyer: 2,
      seller: 'w2',
    });
    expect([m.state.firms.w2.cash, m.state.firms.w2.holdings.w2, m.cash()[2]]).toEqual([300, 0, 860]);
    expect(one(m.play(1, sell('w4', 7, 15)), 'orderPlaced').id).toBe(11);
    const c = m.play(0, buy('w4', 12, 15, 'w2'));
    expect(one(c, 'orderPlaced').id).toBe(12);
    expect(ofType(c, 'trade').map((x) => [x.qty, x.price, x.sellOrder, x.seller])).toEqual([
      [5, 15, 4, 'gov'],
      [7, 15, 11, 1],
    ]);
    expect([m.state.firms.w2.cash, m.state.firms.w2.holdings.w4]).toEqual([120, 12]);
    m.refuse(0, buy('w4', 1, 15, 'w2'), 'CROSS_HOLDING_CAP');
    m.refuse(0, buy('w2', 1, 10, 'w2'), 'OWN_SHARES');
    m.refuse(1, buy('w1', 1, 10, 'w2'), 'NOT_DIRECTOR');
    m.play(0, ready());
    m.play(1, ready());
    const end = m.play(2, ready());
    expect(m.state.close).toMatchObject({ w2: 14, w4: 15 });
    expect(ofType(end, 'taxPaid').filter((e) => e.amount > 0)).toEqual([{ type: 'taxPaid', firm: 'w2', amount: 80 }]);
    expect([m.state.phase, m.state.year, m.state.activeFirm, m.toAct()]).toEqual(['board', 2, 'w2', [0]]);
    expect(m.cash()).toEqual([1076, 1129, 860]);
    expect([m.holdings(0), m.holdings(1), m.holdings(2)]).toEqual([{ w2: 12 }, { w2: 8, w4: 3 }, { w2: 10 }]);
    expect([m.state.gov.cash, m.state.gov.holdings.w2, m.state.gov.holdings.w4]).toEqual([215, 20, 25]);
    // Derived: the tax was reserved outside the firm's cash, so paying it leaves W2's 120.
    expect([m.state.firms.w2.cash, m.state.firms.w2.taxDue]).toEqual([120, 0]);
    m.replayed();
  });
});

describe('V13: exchange session', () => {
  it('price-time priority, partial fills, resting price, self-trade prevention, state asks, redaction', () => {
    const m = new Match(3, V13);
    expect(m.state.book.map((o) => [o.id, o.account, o.side, o.firm, o.qty, o.limit])).toEqual([
      [1, 'gov', 'sell', 'w1', 5, 23],
      [2, 'gov', 'sell', 'w2', 5, 10],
      [3, 'gov', 'sell', 'w3', 5, 10],
      [4, 'gov', 'sell', 'w4', 5, 10],
      [5, 'gov', 'sell', 'b1', 5, 10],
      [6, 'gov', 'sell', 'b2', 2, 10],
    ]);
    const id = (ev: readonly Event[]) => one(ev, 'orderPlaced').id;
    expect(id(m.play(0, sell('b3', 5, 20)))).toBe(7);
    expect(id(m.play(1, sell('b3', 6, 18)))).toBe(8);
    expect(id(m.play(0, sell('b3', 4, 18)))).toBe(9);
    const t2 = m.play(2, buy('b3', 8, 19));
    expect(id(t2)).toBe(10);
    expect(ofType(t2, 'trade').map((t) => [t.qty, t.price, t.sellOrder])).toEqual([
      [6, 18, 8],
      [2, 18, 9],
    ]);
    expect(m.cash()[2]).toBe(156);
    expect(id(m.play(2, buy('b3', 5, 17)))).toBe(11);
    expect(m.state.book.find((o) => o.id === 11)).toMatchObject({ qty: 5, limit: 17 });
    const t3 = m.play(1, sell('b3', 3, 17));
    expect(id(t3)).toBe(12);
    expect(ofType(t3, 'trade').map((t) => [t.qty, t.price, t.buyOrder])).toEqual([[3, 17, 11]]);
    m.refuse(1, sell('b3', 7, 16), 'INSUFFICIENT_SHARES');
    const t4 = m.play(1, sell('b3', 6, 16));
    expect(id(t4)).toBe(13);
    expect(ofType(t4, 'trade').map((t) => [t.qty, t.price, t.buyOrder])).toEqual([[2, 17, 11]]);
    expect(m.state.book.find((o) => o.id === 13)).toMatchObject({ qty: 4, limit: 16, placed: 6 });
    // View check: seat 0 sees itself live and the others as at the open.
    const v = m.view(0);
    expect([v.seats[0]!.cash, v.seats[0]!.holdings.b3]).toEqual([1036, 18]);
    expect([v.seats[1]!.cash, v.seats[1]!.holdings.b3]).toEqual([1000, 15]);
    expect([v.seats[2]!.cash, v.seats[2]!.holdings.b3]).toEqual([300, 4]);
    expect(v.book.map((o) => [o.id, o.account, o.qty])).toEqual([
      [1, 'gov', 5],
      [2, 'gov', 5],
      [3, 'gov', 5],
      [4, 'gov', 5],
      [5, 'gov', 5],
      [6, 'gov', 2],
      [7, 0, 5],
      [9, 0, 2],
      [13, null, 4],
    ]);
    expect(v.tape.map((t) => [t.qty, t.price, t.buyer, t.seller])).toEqual([
      [6, 18, null, null],
      [2, 18, null, 0],
      [3, 17, null, null],
      [2, 17, null, null],
    ]);
    m.refuse(0, buy('b3', 3, 18), 'SELF_TRADE');
    m.refuse(2, cancel(7), 'NOT_YOUR_ORDER');
    expect(one(m.play(0, cancel(7)), 'orderCancelled')).toEqual({
      type: 'orderCancelled',
      id: 7,
      account: 0,
      reason: 'user',
      remaining: 5,
    });
    m.refuse(2, buy('b3', 5, 16), 'INSUFFICIENT_CASH');
    const t5 = m.play(2, buy('b3', 4, 16));
    expect(id(t5)).toBe(14);
    expect(ofType(t5, 'trade').map((t) => [t.qty, t.price, t.sellOrder])).toEqual([[4, 16, 13]]);
    m.play(0, ready());
    m.play(1, ready());
    const end = m.play(2, ready());
    expect(ofType(end, 'orderCancelled').map((e) => [e.id, e.reason])).toEqual(
      [1, 2, 3, 4, 5, 6, 9].map((i) => [i, 'close']),
    );
    const closed = one(end, 'sessionClosed');
    expect(closed.trades.map((t) => [t.qty, t.price, t.buyer, t.seller])).toEqual([
      [6, 18, 2, 1],
      [2, 18, 2, 0],
      [3, 17, 2, 1],
      [2, 17, 2, 1],
      [4, 16, 2, 1],
    ]);
    expect([closed.year, closed.requests, closed.lapsed]).toEqual([2, [], []]);
    expect(closed.close).toEqual({ ...allFirms(10), w1: 23, b2: 7, b3: 16 });
    expect(m.state.close).toEqual(closed.close);
    expect([m.state.phase, m.state.year, m.state.activeFirm, m.toAct()]).toEqual(['board', 3, 'w3', [1]]);
    expect(m.cash()).toEqual([1036, 1257, 7]);
    expect(m.state.seats.map((s) => s.holdings.b3)).toEqual([18, 0, 21]);
    m.replayed();
  });
});

describe('V14: meetings', () => {
  it('a replacement with more than half, a failure at exactly half, a lapsed request', () => {
    const m = new Match(4, V14);
    expect([m.state.gov.holdings.w3, m.state.gov.holdings.w4]).toEqual([14, 20]);
    m.play(2, requestMeeting());
    m.play(2, sell('b1', 1, 9));
    expect(ofType(m.play(1, buy('b1', 1, 9)), 'trade').map((t) => [t.qty, t.price])).toEqual([[1, 9]]);
    expect(m.state.seats[2]!.holdings.b1).toBe(4);
    m.refuse(3, requestMeeting(), 'NOT_ELIGIBLE');
    m.play(0, requestMeeting());
    m.refuse(0, requestMeeting(), 'ALREADY_REQUESTED');
    for (const s of [0, 1, 2]) m.play(s, ready());
    const closed = m.play(3, ready());
    expect(one(closed, 'sessionClosed')).toMatchObject({ requests: [0], lapsed: [2] });
    expect(m.state.close.b1).toBe(9);
    expect([m.state.phase, m.state.stage]).toEqual(['meeting', 2]);
    expect(one(closed, 'stageOpened')).toMatchObject({ stage: 2, phase: 'meeting', year: 3, seconds: 180 });
    m.play(0, nominate('w3', 0));
    m.refuse(3, nominate('w3', 3), 'NO_VOTE');
    m.refuse(0, nominate('w3', 2), 'ALREADY_NOMINATED');
    m.play(1, nominate('w4', 1));
    const votes = (ev: readonly Event[]) => one(ev, 'voteCast').votes;
    expect(votes(m.play(1, vote('w3', 'me', 0)))).toBe(4);
    expect(votes(m.play(1, vote('w3', 'b2', 0)))).toBe(4);
    expect(votes(m.play(0, vote('w3', 'me', 0)))).toBe(18);
    m.refuse(2, vote('w3', 'me', 2), 'NO_VOTE');
    expect(votes(m.play(1, vote('w4', 'me', 1)))).toBe(20);
    m.refuse(1, vote('w4', 'me', 3), 'NOT_A_CANDIDATE');
    m.refuse(0, vote('w4', 'w3', 0), 'NOT_DIRECTOR');
    for (const s of [0, 1, 2]) m.play(s, ready());
    const end = m.play(3, ready());
    const results = ofType(end, 'meetingResult');
    expect(results.map((r) => r.firm)).toEqual([...FIRMS]);
    const w3 = results.find((r) => r.firm === 'w3')!;
    expect([w3.incumbent, w3.votingShares, w3.elected]).toEqual([2, 40, 0]);
    expect(w3.ballots).toHaveLength(3);
    expect(w3.ballots).toEqual(
      expect.arrayContaining([
        { account: 1, candidate: 0, votes: 4 },
        { account: 'b2', candidate: 0, votes: 4 },
        { account: 0, candidate: 0, votes: 18 },
      ]),
    );
    const w4 = results.find((r) => r.firm === 'w4')!;
    expect(w4).toEqual({
      type: 'meetingResult',
      firm: 'w4',
      incumbent: 0,
      votingShares: 40,
      ballots: [{ account: 1, candidate: 1, votes: 20 }],
      elected: 0,
    });
    expect(ofType(end, 'tokenCleared')).toEqual([
      { type: 'tokenCleared', firm: 'w3', holder: 1, reason: 'directorChanged' },
    ]);
    expect(ofType(end, 'directorChanged')).toEqual([{ type: 'directorChanged', firm: 'w3', from: 2, to: 0 }]);
    expect([m.state.firms.w3.director, m.state.firms.w3.token, m.state.firms.w4.director]).toEqual([0, null, 0]);
    expect([m.state.phase, m.state.year, m.state.activeFirm, m.toAct()]).toEqual(['board', 4, 'w4', [0]]);
    expect(m.state.rotation.white).toEqual(['w4', 'w1', 'w2', 'w3']);
    expect([m.state.nominees, m.state.ballots]).toEqual([Object.fromEntries(FIRMS.map((f) => [f, []])), []]);
    m.replayed();
  });
});

describe('V15: final settlement with cross-holdings, solved exactly', () => {
  it('survival, values, payouts, scores', () => {
    const m = new Match(3, V15);
    expect(FIRMS.map((f) => m.state.gov.holdings[f])).toEqual([10, 10, 40, 40, 8, 6, 40, 40]);
    m.play(0, ready());
    m.play(1, ready());
    const end = m.play(2, ready());
    const surv = (f: FirmId) => ofType(end, 'survivalIncome').find((e) => e.firm === f);
    expect(surv('w1')).toMatchObject({ director: 0, men: 1, kings: 1, gross: 900, tax: 180, fee: 90, net: 630 });
    expect(surv('w2')).toMatchObject({ director: 1, men: 1, kings: 0, gross: 300, tax: 60, fee: 30, net: 210 });
    expect(surv('b1')).toMatchObject({ director: 2, men: 1, kings: 1, gross: 900, tax: 180, fee: 90, net: 630 });
    expect(surv('b2')).toMatchObject({ director: 0, men: 1, kings: 0, gross: 300, tax: 60, fee: 30, net: 210 });
    for (const f of ['w3', 'w4', 'b3', 'b4'] as const) expect(surv(f)).toMatchObject({ gross: 0 });
    expect(one(end, 'liquidation')).toEqual({
      type: 'liquidation',
      values: { w1: '67450/47', w2: '17964/47', w3: '0', w4: '0', b1: '47800/47', b2: '260', b3: '0', b4: '0' },
      payouts: [860, 496, 353],
      gov: 621,
    });
    expect(m.state.gov.cash).toBe(1101);
    expect(one(end, 'gameEnded')).toEqual({
      type: 'gameEnded',
      reason: 'years',
      scores: [1080, 726, 743],
      ranking: [[0], [2], [1]],
    });
    expect(FIRMS.map((f) => m.state.firms[f].cash)).toEqual(FIRMS.map(() => 0));
    m.replayed();
  });
});

describe('V16: draw rules and their counters; a shared place', () => {
  it('(a) threefold repetition', () => {
    const m = new Match(3, V16);
    expect(m.state.board.draw.positions).toEqual(['W:WKc1,e1,g1,h2:Ba7,b8,d8,Kf8']);
    let last: readonly Event[] = [];
    for (const [seat, mv] of [...V16_ROUND, ...V16_ROUND]) last = m.play(seat, ply(mv));
    expect(one(last, 'boardEnded')).toEqual({ type: 'boardEnded', winner: null, reason: '7.2.3' });
    const d = m.state.board.draw;
    expect(d.positions).toHaveLength(9);
    expect(d.positions.filter((k) => k === 'W:WKc1,e1,g1,h2:Ba7,b8,d8,Kf8')).toHaveLength(3);
    expect([d.kingPlies, d.endgame]).toEqual([8, null]);
    expect(m.state.board.result).toEqual({ winner: null, reason: '7.2.3' });
    m.replayed();
  });

  it('(b) 30 king plies', () => {
    const m = new Match(3, { ...V16, draw: { kingPlies: 26 } });
    let last: readonly Event[] = [];
    for (const [seat, mv] of V16_ROUND) last = m.play(seat, ply(mv));
    expect(m.state.board.draw.kingPlies).toBe(30);
    expect(one(last, 'boardEnded')).toEqual({ type: 'boardEnded', winner: null, reason: '7.2.5' });
    m.replayed();
  });

  it('(c) 7.2.8, then a shared first place', () => {
    const m = new Match(3, {
      ...V16,
      pieces: 'Kc1.w1 Kf8.b1',
      draw: { kingPlies: 9, endgame: { rule: '7.2.8', plies: 9 } },
    });
    const ev = m.play(0, ply('c1-d2'));
    expect(m.state.board.draw.endgame).toEqual({ rule: '7.2.8', plies: 10 });
    expect(one(ev, 'boardEnded')).toEqual({ type: 'boardEnded', winner: null, reason: '7.2.8' });
    m.play(0, ready());
    m.play(1, ready());
    const end = m.play(2, ready());
    const surv = ofType(end, 'survivalIncome');
    expect(surv.find((e) => e.firm === 'w1')).toMatchObject({ kings: 1, gross: 600, fee: 60, director: 0 });
    expect(surv.find((e) => e.firm === 'b1')).toMatchObject({ kings: 1, gross: 600, fee: 60, director: 1 });
    expect(one(end, 'liquidation').payouts).toEqual([0, 0, 0]);
    expect(m.state.gov.cash).toBe(1080);
    expect(one(end, 'gameEnded')).toMatchObject({
      reason: 'board',
      scores: [1060, 1060, 1000],
      ranking: [[0, 1], [2]],
    });
    m.replayed();
  });
});

describe('V17: move tokens and cash transfers', () => {
  it('a ply token, a year token, transfers', () => {
    const m = new Match(3, board1());
    expect(one(m.play(0, issueToken('w1', 2, 'ply')), 'tokenIssued')).toEqual({
      type: 'tokenIssued',
      firm: 'w1',
      to: 2,
      scope: 'ply',
      year: 1,
    });
    expect(m.toAct()).toEqual([2]);
    m.refuse(0, ply('a3-b4'), 'NOT_YOUR_TURN');
    const p = m.play(2, ply('a3-b4'));
    expect(one(p, 'plyPlayed').by).toBe(2);
    expect(one(p, 'tokenCleared')).toEqual({ type: 'tokenCleared', firm: 'w1', holder: 2, reason: 'used' });
    expect([m.state.activeFirm, m.toAct()]).toEqual(['b1', [1]]);
    m.refuse(0, issueToken('b1', 0, 'year'), 'NOT_DIRECTOR');
    m.refuse(1, issueToken('b1', 3, 'year'), 'BAD_TARGET');
    m.play(1, issueToken('b1', 0, 'year'));
    expect(m.toAct()).toEqual([0]);
    expect(one(m.play(1, transfer(0, 50)), 'transferred')).toEqual({ type: 'transferred', from: 1, to: 0, amount: 50 });
    expect(m.cash().slice(0, 2)).toEqual([1050, 950]);
    m.refuse(1, transfer(1, 50), 'BAD_TARGET');
    m.refuse(1, ply('b6-a5'), 'NOT_YOUR_TURN');
    m.play(0, ply('b6-a5'));
    expect(m.state.firms.b1.token).toEqual({ holder: 0, scope: 'year', year: 1 });
    m.play(2, ply('c3-d4'));
    const cap = one(m.play(0, ply('a5:c3:e5')), 'plyPlayed');
    expect([cap.firm, cap.by, cap.income]).toEqual(['b1', 0, 400]);
    expect(m.state.firms.b1.token).toEqual({ holder: 0, scope: 'year', year: 1 });
    const rest = m.timeoutBoard();
    expect(ofType(rest, 'tokenCleared')).toContainEqual({
      type: 'tokenCleared',
      firm: 'b1',
      holder: 0,
      reason: 'expired',
    });
    expect(m.state.firms.b1.token).toBeNull();
    m.replayed();
  });
});

describe('V18: resignation: automatic plies, early end, ranking', () => {
  it('a resigned director plays by fallback; the last but one resignation ends the game', () => {
    const m = new Match(3, board1({ seats: [null, { holdings: { b1: 10 } }, { cash: 3000, holdings: { w2: 10 } }] }));
    expect(one(m.play(2, resign()), 'seatResigned')).toEqual({ type: 'seatResigned', seat: 2 });
    expect(m.toAct()).toEqual([0]);
    m.refuse(2, ready(), 'SEAT_RESIGNED');
    m.play(0, ply('a3-b4'));
    const auto = m.play(1, ply('b6-a5'));
    expect(ofType(auto, 'plyPlayed').map((e) => [e.firm, e.auto, e.move])).toEqual([
      ['b1', null, 'b6-a5'],
      ['w2', 'resigned', 'c3-d4'],
    ]);
    expect([m.state.activeFirm, m.toAct(), m.state.stage]).toEqual(['b1', [1], 4]);
    expect(one(m.play(1, ply('a5:c3:e5')), 'plyPlayed').income).toBe(400);
    const end = m.play(1, resign());
    expect(one(end, 'yearIncome')).toMatchObject({
      firm: 'b1',
      director: 1,
      tax: 80,
      fee: 40,
      perShare: 3,
      retained: 160,
    });
    expect(ofType(end, 'dividendPaid').map((e) => [e.account, e.amount])).toEqual([
      [1, 30],
      ['gov', 90],
    ]);
    expect(ofType(end, 'taxPaid').filter((e) => e.amount > 0)).toEqual([{ type: 'taxPaid', firm: 'b1', amount: 80 }]);
    expect(ofType(end, 'yearEnded')).toEqual([]);
    const surv = ofType(end, 'survivalIncome');
    expect(surv.map((e) => [e.firm, e.gross])).toEqual([
      ['w1', 600],
      ['w2', 600],
      ['w3', 900],
      ['w4', 900],
      ['b1', 900],
      ['b2', 900],
      ['b3', 900],
      ['b4', 900],
    ]);
    expect(one(end, 'liquidation')).toMatchObject({
      values: { w1: '420', w2: '420', w3: '630', w4: '630', b1: '790', b2: '630', b3: '630', b4: '630' },
      payouts: [0, 197, 105],
    });
    expect(one(end, 'gameEnded')).toEqual({
      type: 'gameEnded',
      reason: 'players',
      scores: [1240, 1537, 3255],
      ranking: [[0], [2], [1]],
    });
    m.refuse(0, ply('e3-f4'), 'GAME_OVER');
    m.replayed();
  });
});

describe('V19: timeouts and early closes', () => {
  it('the auction and the first ply by timeout (blitz)', () => {
    const m = new Match(3, { directors: D3 }, { timing: 'blitz' });
    m.refuse(0, phaseTimeout(2), 'STALE_TIMEOUT');
    const ev = m.play(0, phaseTimeout(1));
    const cleared = ofType(ev, 'auctionCleared');
    expect(cleared.map((e) => [e.firm, e.price, e.sold])).toEqual(FIRMS.map((f) => [f, null, 0]));
    expect(m.state.closeHistory).toEqual([allFirms(10)]);
    expect(one(ev, 'stageOpened')).toEqual({ type: 'stageOpened', stage: 2, phase: 'board', year: 1, seconds: 30 });
    expect([m.state.activeFirm, m.toAct()]).toEqual(['w1', [0]]);
    const t = m.play(0, phaseTimeout(2));
    expect(one(t, 'plyPlayed')).toMatchObject({ firm: 'w1', move: 'a3-b4', auto: 'timeout', by: null });
    expect([m.state.stage, m.state.activeFirm, m.toAct()]).toEqual([3, 'b1', [1]]);
    m.replayed();
  });

  it('a session closed by timeout', () => {
    const m = new Match(3, { phase: 'session', year: 1, directors: D3 }, { timing: 'blitz' });
    expect(one(m.setupEvents, 'stageOpened')).toMatchObject({ stage: 1, phase: 'session', seconds: 90 });
    m.play(2, ready());
    expect(m.toAct()).toEqual([0, 1]);
    const ev = m.play(0, phaseTimeout(1));
    expect(ofType(ev, 'sessionClosed')).toHaveLength(1);
    expect(ofType(ev, 'meetingResult')).toEqual([]);
    expect([m.state.phase, m.state.year, m.state.activeFirm, m.toAct(), m.state.stage]).toEqual([
      'board',
      2,
      'w2',
      [2],
      2,
    ]);
    m.replayed();
  });
});

describe('V20: illegal moves', () => {
  it('every code in order', () => {
    const m = new Match(3, board1(), { timing: 'untimed' });
    const order = { type: 'order', account: 'me', side: 'buy', firm: 'w1', qty: 1, limit: 10 };
    m.refuse(0, order, 'WRONG_PHASE');
    m.refuse(0, ply('a3-b4-c5'), 'BAD_NOTATION');
    m.refuse(0, ply('a4-b5'), 'BAD_NOTATION');
    m.refuse(0, ply('b6-a5'), 'NO_PIECE');
    m.refuse(0, ply('c3-d4'), 'NOT_ACTIVE_FIRM');
    m.refuse(0, ply('b2-a3'), 'ILLEGAL_PLY');
    m.refuse(1, ply('a3-b4'), 'NOT_YOUR_TURN');
    m.refuse(0, phaseTimeout(1), 'NOT_TIMED');
    m.refuse(0, ready(), 'WRONG_PHASE');
    m.refuse(0, transfer(1, 0), 'BAD_AMOUNT');
    m.refuse(0, transfer(1, 1001), 'INSUFFICIENT_CASH');
    m.refuse(0, issueToken('w9', 1, 'ply'), 'UNKNOWN_FIRM');
    m.refuse(0, issueToken('w1', 1, 'game'), 'BAD_MOVE');
    m.refuse(0, { type: 'fly' }, 'BAD_MOVE');
    m.refuse(0, { ...order, qty: 51 }, 'BAD_QUANTITY');
    m.refuse(0, { ...order, qty: 1, limit: 0 }, 'BAD_PRICE');
    expect(checkersExchange.parseMove({ ...order, qty: 51 })).toMatchObject({
      ok: false,
      error: { code: 'BAD_QUANTITY' },
    });
    expect(checkersExchange.parseMove({ ...order, limit: 0 })).toMatchObject({
      ok: false,
      error: { code: 'BAD_PRICE' },
    });
    m.play(0, ply('a3-b4'));
    m.replayed();
  });

  it('spec 14.1.1: a field with its own code keeps it when wrongly typed', () => {
    const code = (raw: unknown) => {
      const r = checkersExchange.parseMove(raw);
      return r.ok ? 'ok' : r.error.code;
    };
    const order = { type: 'order', account: 'me', side: 'buy', firm: 'w1', qty: 1, limit: 10 };
    expect(code({ ...order, qty: '5' })).toBe('BAD_QUANTITY');
    expect(code({ ...order, firm: 5 })).toBe('UNKNOWN_FIRM');
    expect(code({ type: 'ply', move: 7 })).toBe('BAD_NOTATION');
    expect(code({ ...order, account: 5 })).toBe('BAD_MOVE');
    expect(code({ ...order, side: 'short' })).toBe('BAD_MOVE');
    expect(code({ ...order, extra: 1 })).toBe('BAD_MOVE');
    expect(code({ type: 'ready', ready: 'yes' })).toBe('BAD_MOVE');
    expect(code({ type: 'vote', firm: 'w1', account: 'me', candidate: 1.5 })).toBe('BAD_MOVE');
    expect(code({ type: 'vote', firm: 'w1', account: 'me', candidate: null })).toBe('ok');
    expect(code({ type: 'transfer', to: 1, amount: 2 ** 53 })).toBe('BAD_AMOUNT');
    expect(code({ type: 'bid', firm: 'w1', qty: 21, price: 10 })).toBe('BAD_QUANTITY');
    expect(code({ type: 'bid', firm: 'w1', qty: 1, price: 100000 })).toBe('BAD_PRICE');
    expect(code({ type: 'ply', move: 'a1-b1' })).toBe('BAD_NOTATION');
    expect(code(null)).toBe('BAD_MOVE');
  });
});
