/**
 * The test vectors of the rules spec (shared/rules/checkers-exchange.md, section 13): V13-V15, the exchange session,
 * meetings and the final settlement. Every stated number and code asserted; moves go through parseMove and play
 * (testing/match.ts), refused moves leave the state unchanged and each record replays to the same state and events.
 */
import { describe, expect, it } from 'vitest';
import { FIRMS, type FirmId } from './config.ts';
import { Match, buy, cancel, nominate, ofType, one, ready, requestMeeting, sell, vote } from './testing/match.ts';
import { V13, V14, V15, allFirms } from './testing/positions.ts';
import type { Event } from './types.ts';

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
