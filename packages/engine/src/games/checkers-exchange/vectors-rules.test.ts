/**
 * The test vectors of the rules spec (shared/rules/checkers-exchange.md, section 13): V16-V20, draws, tokens and
 * transfers, resignation, timeouts and illegal moves. Every stated number and code asserted; moves go through
 * parseMove and play (testing/match.ts), refused moves leave the state unchanged and each record replays to the same
 * state and events.
 */
import { describe, expect, it } from 'vitest';
import { FIRMS } from './config.ts';
import { checkersExchange } from './index.ts';
import { Match, issueToken, ofType, one, phaseTimeout, ply, ready, resign, transfer } from './testing/match.ts';
import { D3, V16, V16_ROUND, allFirms, board1 } from './testing/positions.ts';
import type { Event } from './types.ts';

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
