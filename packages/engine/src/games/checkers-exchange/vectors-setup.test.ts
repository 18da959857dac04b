/**
 * The test vectors of the rules spec (shared/rules/checkers-exchange.md, section 13): registration, V1 (perft), V2
 * (setup) and V3 (the opening auction). Every stated number and code asserted; moves go through parseMove and play
 * (testing/match.ts), refused moves leave the state unchanged and each record replays to the same state and events.
 */
import { describe, expect, it } from 'vitest';
import { startMatch } from '../../core/record.ts';
import { unwrap } from '../../core/result.ts';
import { createRng, rngFromSeed } from '../../core/rng.ts';
import { GAMES } from '../../games.ts';
import { DEAL_ORDER, FIRM_DEFS, FIRMS, SQUARES } from './config.ts';
import { generateMoves, perft, startBoard } from './draughts/index.ts';
import { checkersExchange } from './index.ts';
import { Match, bid, cancel, ofType, one, ply, ready, unready } from './testing/match.ts';
import { D3, START_KEY, allFirms } from './testing/positions.ts';

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
