/**
 * The clarifications of spec 14.1 and the checks of spec 7.2 that the vectors of section 13 leave out, played
 * through the same harness as the vectors (parseMove, play, a replayed record).
 */
import { describe, expect, it } from 'vitest';
import { FIRMS } from './config.ts';
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
  vote,
} from './testing/match.ts';
import { D3, D4, V13, V14, V15, allFirms, board1, lastFirmToMove } from './testing/positions.ts';

/** V14 played up to its meeting (both requests filed, seat 2's lapsed). */
function v14Meeting(): Match {
  const m = new Match(4, V14);
  m.play(2, requestMeeting());
  m.play(2, sell('b1', 1, 9));
  m.play(1, buy('b1', 1, 9));
  m.play(0, requestMeeting());
  for (const s of [0, 1, 2, 3]) m.play(s, ready());
  return m;
}

describe('spec 14.1 clarifications', () => {
  it('14.1.2: a new ballot replaces the old one in place; a null candidate withdraws it', () => {
    const m = v14Meeting();
    m.play(0, nominate('w3', 0));
    m.play(1, vote('w3', 'me', 0));
    m.play(0, vote('w3', 'me', 0));
    m.play(1, vote('w3', 'me', 2));
    expect(m.state.ballots).toEqual([
      { firm: 'w3', account: 1, candidate: 2 },
      { firm: 'w3', account: 0, candidate: 0 },
    ]);
    expect(one(m.play(1, vote('w3', 'me', null)), 'voteCast')).toMatchObject({ candidate: null });
    expect(m.state.ballots).toEqual([{ firm: 'w3', account: 0, candidate: 0 }]);
    m.replayed();
  });

  it('14.1.3 and 14.1.4: requests stay until the next session open, seen by their filers; ready flags too', () => {
    const m = v14Meeting();
    expect(m.state.requests).toEqual([2, 0]);
    expect(m.state.ready).toEqual([false, false, false, false]);
    for (const s of [0, 1, 2, 3]) m.play(s, ready());
    expect([m.state.phase, m.state.year]).toEqual(['board', 4]);
    expect(m.state.requests).toEqual([2, 0]);
    expect([m.view(2).requests, m.view(0).requests, m.view(1).requests, m.view('spectator').requests]).toEqual([
      [2],
      [0],
      [],
      [],
    ]);
    expect(m.state.ready).toEqual([true, true, true, true]);
    m.timeoutBoard();
    expect(m.state.phase).toBe('session');
    expect([m.state.requests, m.state.ready]).toEqual([[], [false, false, false, false]]);
    m.replayed();
  });

  it('14.1.5: an auction that stops sells nothing and leaves year 0', () => {
    const m = new Match(3, { directors: D3 });
    m.play(0, bid('w1', 5, 20));
    m.play(1, resign());
    const end = m.play(2, resign());
    expect(ofType(end, 'bidCancelled')).toEqual([{ type: 'bidCancelled', id: 1, seat: 0, reason: 'gameEnd' }]);
    expect(ofType(end, 'auctionCleared')).toEqual([]);
    expect([m.state.phase, m.state.year, m.state.closeHistory, m.state.gov.holdings]).toEqual([
      'finished',
      0,
      [],
      allFirms(40),
    ]);
    // Survival 900 per firm, fee 90 to each director; nobody holds shares, so the rest goes to the state.
    expect(one(end, 'gameEnded')).toEqual({
      type: 'gameEnded',
      reason: 'players',
      scores: [1270, 1270, 1180],
      ranking: [[0], [1], [2]],
    });
    m.replayed();
  });

  it('14.1.5: a board phase that stops clears activeFirm and keeps the tokens', () => {
    const m = new Match(3, board1());
    m.play(1, issueToken('w3', 0, 'year'));
    m.play(2, resign());
    m.play(1, resign());
    expect([m.state.phase, m.state.activeFirm, m.state.firms.w3.token]).toEqual([
      'finished',
      null,
      { holder: 0, scope: 'year', year: 1 },
    ]);
    m.replayed();
  });

  it('14.1.5: a session that stops keeps its tape, takes its closes from it and appends no closeHistory', () => {
    const m = new Match(3, { phase: 'session', year: 1, directors: D3, seats: [{ holdings: { w1: 5 } }] });
    m.play(0, sell('w1', 2, 12));
    expect(ofType(m.play(1, buy('w1', 7, 12)), 'trade').map((t) => [t.qty, t.price])).toEqual([
      [5, 10],
      [2, 12],
    ]);
    m.play(2, resign());
    const end = m.play(1, resign());
    expect(ofType(end, 'orderCancelled').every((e) => e.reason === 'gameEnd' || e.reason === 'resigned')).toBe(true);
    expect(ofType(end, 'sessionClosed')).toEqual([]);
    expect([m.state.phase, m.state.tape.length, m.state.closeHistory, m.state.close.w1]).toEqual([
      'finished',
      2,
      [],
      12,
    ]);
    expect(m.state.book).toEqual([]);
    m.replayed();
  });

  it('14.1.5: a meeting that stops empties its nominees and ballots and elects nobody', () => {
    const m = v14Meeting();
    m.play(0, nominate('w3', 0));
    m.play(0, vote('w3', 'me', 0));
    m.play(3, resign());
    m.play(2, resign());
    const end = m.play(1, resign());
    expect(ofType(end, 'meetingResult')).toEqual([]);
    expect(ofType(end, 'directorChanged')).toEqual([]);
    expect([m.state.phase, m.state.ballots, m.state.firms.w3.director]).toEqual(['finished', [], 2]);
    expect(m.state.nominees).toEqual(Object.fromEntries(FIRMS.map((f) => [f, []])));
    m.replayed();
  });

  it('14.1.11: firmToMove lists the candidates in rotation order', () => {
    const m = new Match(4, { phase: 'board', year: 3, directors: D4 });
    expect(lastFirmToMove(m)?.candidates).toEqual(['w3', 'w4', 'w1', 'w2']);
    m.replayed();
  });

  it('14.1.12: a board game that ends in the final year ends the game with reason board', () => {
    const m = new Match(3, { ...board1({ pieces: 'Ka1.w1 c3.b1 f4.b2' }), year: 6 });
    m.play(0, ply('a1:e5:h2'));
    for (const s of [0, 1]) m.play(s, ready());
    expect(one(m.play(2, ready()), 'gameEnded').reason).toBe('board');
    m.replayed();
  });

  it('14.1.13: a side with no pieces is written with nothing after its letter', () => {
    const m = new Match(3, board1({ pieces: 'b6.w1 c7.b2 f6.b3' }));
    m.play(0, ply('b6:d8:h4'));
    expect(m.state.board.draw.positions).toEqual(['B:WKh4:B']);
    m.replayed();
  });

  it('14.1.14: a session lists ready first, then cancels by id, then the phase moves', () => {
    const m = new Match(3, V13);
    m.play(0, sell('b3', 5, 20));
    m.play(0, sell('b3', 4, 18));
    m.play(0, ready());
    const legal = m.legal(0);
    expect(legal.slice(0, 3)).toEqual([{ type: 'ready', ready: false }, cancel(7), cancel(8)]);
    expect(legal.slice(3).every((x) => x.type === 'order' || x.type === 'requestMeeting')).toBe(true);
    expect(legal[3]).toEqual(requestMeeting());
    m.replayed();
  });

  it("14.1.15 and 7.3: a token's year by phase; tokens of the last session stay in the final state", () => {
    const a = new Match(3, { directors: D3 });
    expect(one(a.play(0, issueToken('w1', 1, 'ply')), 'tokenIssued').year).toBe(1);
    const m = new Match(3, V15);
    expect(one(m.play(0, issueToken('w1', 1, 'year')), 'tokenIssued').year).toBe(7);
    for (const s of [0, 1, 2]) m.play(s, ready());
    expect([m.state.phase, m.state.firms.w1.token]).toEqual(['finished', { holder: 1, scope: 'year', year: 7 }]);
    m.replayed();
  });
});

describe('spec 7.2 checks the vectors leave out', () => {
  it('TOO_MANY_ORDERS: 20 open bids per seat, 20 open orders per account, checked before cash and shares', () => {
    const a = new Match(3, { directors: D3 });
    for (let i = 0; i < 20; i++) a.play(0, bid('w1', 1, 10));
    a.refuse(0, bid('w1', 20, 99_999), 'TOO_MANY_ORDERS');
    a.refuse(0, bid('w1', 1, 9), 'BELOW_RESERVE');
    a.play(1, bid('w1', 1, 10));
    const s = new Match(3, { phase: 'session', year: 1, directors: D3, seats: [{ holdings: { w1: 20 } }] });
    for (let i = 0; i < 20; i++) s.play(0, sell('w1', 1, 50 + i));
    s.refuse(0, sell('w1', 50, 90), 'TOO_MANY_ORDERS');
    s.play(0, sell('w1', 1, 90, 'w1')); // another account of the same seat
    s.replayed();
  });

  it("cancel: the state's asks belong to nobody; no cancel outside the auction and the session", () => {
    const s = new Match(3, { phase: 'session', year: 1, directors: D3 });
    s.refuse(0, cancel(1), 'NOT_YOUR_ORDER');
    const b = new Match(3, board1());
    b.refuse(0, cancel(1), 'WRONG_PHASE');
    s.replayed();
    b.replayed();
  });

  it('targets: resigned seats and non-seats are BAD_TARGET; a resigned seat may still time a phase out', () => {
    const m = v14Meeting();
    m.play(3, resign());
    m.refuse(0, nominate('w3', 3), 'BAD_TARGET');
    m.refuse(0, nominate('w3', 7), 'BAD_TARGET');
    m.refuse(0, transfer(3, 10), 'BAD_TARGET');
    m.refuse(0, issueToken('w4', 3, 'year'), 'BAD_TARGET');
    m.refuse(1, vote('w3', 'b1', 2), 'NO_VOTE');
    m.refuse(3, ready(), 'SEAT_RESIGNED');
    expect(m.state.phase).toBe('meeting');
    m.play(3, phaseTimeout(m.state.stage));
    expect([m.state.phase, m.state.year]).toEqual(['board', 4]);
    m.replayed();
  });

  // 7.2 step 1 asks only that they be integers: an integer beyond 2^53 was BAD_MOVE, and now meets its move's own check.
  it('integers beyond 2^53 in to, candidate, orderId and stage get their moves own codes, not BAD_MOVE', () => {
    const huge = 2 ** 60;
    const m = v14Meeting();
    m.refuse(0, nominate('w3', huge), 'BAD_TARGET');
    m.refuse(0, transfer(huge, 10), 'BAD_TARGET');
    m.refuse(0, issueToken('w4', huge, 'year'), 'BAD_TARGET');
    m.refuse(0, vote('w3', 'me', huge), 'NOT_A_CANDIDATE');
    m.refuse(0, phaseTimeout(huge), 'STALE_TIMEOUT');
    const s = new Match(3, { phase: 'session', year: 1, directors: D3 });
    s.refuse(0, cancel(huge), 'NO_SUCH_ORDER');
    m.replayed();
    s.replayed();
  });
});
