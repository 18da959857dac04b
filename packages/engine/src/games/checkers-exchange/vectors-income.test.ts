/**
 * The test vectors of the rules spec (shared/rules/checkers-exchange.md, section 13): V10-V12, board wins, the year
 * income and the game end. Every stated number and code asserted; moves go through parseMove and play (test-
 * match.ts), refused moves leave the state unchanged and each record replays to the same state and events.
 */
import { describe, expect, it } from 'vitest';
import { FIRMS } from './config.ts';
import { checkersExchange } from './index.ts';
import { Match, buy, ofType, one, ply, ready, sell } from './testing/match.ts';
import { V10, V11, V12, twoMenIncome } from './testing/positions.ts';

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
