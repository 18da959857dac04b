import { describe, expect, it } from 'vitest';
import { createRng, rngFromSeed, type Rng } from '../../core/rng.ts';
import { controlledAccounts, controller } from './accounts.ts';
import { clearAuction } from './auction.ts';
import { FIRMS } from './config.ts';
import { marketLegalMoves } from './legal-market.ts';
import { accept, bid, buy, fixture, sell, v14Session } from './testing/market.ts';
import { play } from './play.ts';
import { closeMeeting } from './meeting.ts';
import { closeSession, openSession } from './session.ts';
import type { Account, Event, Move, State } from './types.ts';

describe('marketLegalMoves (spec 7.4, 14.1.14)', () => {
  it('auction: ready, cancels by id, then a bid of 1 at max(10, close) per firm that is legal', () => {
    let s = fixture();
    s = accept(s, 0, bid('w2', 1, 10)).state;
    s = accept(s, 1, bid('w1', 1, 10)).state;
    s = accept(s, 0, bid('b1', 99, 10)).state; // qty is parse's business; the reservation is 990
    const moves = marketLegalMoves(s, 0);
    expect(moves).toEqual([{ type: 'ready' }, { type: 'cancel', orderId: 1 }, { type: 'cancel', orderId: 3 }]);
    expect(marketLegalMoves({ ...s, ready: [false, true, false] }, 1).slice(0, 3)).toEqual([
      { type: 'ready', ready: false },
      { type: 'cancel', orderId: 2 },
      { type: 'bid', firm: 'w1', qty: 1, price: 10 },
    ]);
  });

  it('is empty for a resigned seat, in the board phase and when finished', () => {
    const s = fixture({ seats: [{ status: 'resigned' }] });
    expect(marketLegalMoves(s, 0)).toEqual([]);
    expect(marketLegalMoves({ ...s, phase: 'board' }, 1)).toEqual([]);
    expect(marketLegalMoves({ ...s, phase: 'finished' }, 1)).toEqual([]);
  });

  it('session: request, then per controlled account and firm buy at ask, sell at bid, buy and sell at close', () => {
    let s = v14Session();
    s = accept(s, 2, sell('b1', 1, 12)).state; // id 9
    s = accept(s, 2, buy('w4', 1, 8)).state; // id 10
    const moves = marketLegalMoves(s, 2);
    expect(moves.slice(0, 4)).toEqual([
      { type: 'ready' },
      { type: 'cancel', orderId: 9 },
      { type: 'cancel', orderId: 10 },
      { type: 'requestMeeting' },
    ]);
    const own = moves.filter((m) => m.type === 'order' && m.account === 'me');
    // w1: the state's ask at 10 = close: buy at 10 once, no sell (no shares); b1: the state's ask at 10 is the best,
    // and buying at 10 does not reach the seat's own ask at 12; selling at close uses the 4 free shares
    expect(own.filter((m) => m.type === 'order' && m.firm === 'w1')).toEqual([
      { type: 'order', account: 'me', side: 'buy', firm: 'w1', qty: 1, limit: 10 },
    ]);
    expect(own.filter((m) => m.type === 'order' && m.firm === 'b1')).toEqual([
      { type: 'order', account: 'me', side: 'buy', firm: 'b1', qty: 1, limit: 10 },
      { type: 'order', account: 'me', side: 'sell', firm: 'b1', qty: 1, limit: 10 },
    ]);
    // seat 2 directs W3 and B3 (cash 0): the treasury can be sold at close, nothing bought
    const firmMoves = moves.filter((m) => m.type === 'order' && m.account !== 'me');
    expect(firmMoves).toEqual([
      { type: 'order', account: 'w3', side: 'sell', firm: 'w3', qty: 1, limit: 10 },
      { type: 'order', account: 'b3', side: 'sell', firm: 'b3', qty: 1, limit: 10 },
    ]);
  });

  it('meeting: nominations (firm, then seat order), then votes (accounts own first, incumbent first)', () => {
    let s = v14Session();
    s = accept(s, 0, { type: 'requestMeeting' }).state;
    s = closeSession({ state: s, events: [] }).step.state;
    s = accept(s, 0, { type: 'nominate', firm: 'w3', candidate: 3 }).state;
    const moves = marketLegalMoves(s, 1);
    expect(moves[0]).toEqual({ type: 'ready' });
    const noms = moves.filter((m) => m.type === 'nominate');
    expect(noms).toEqual([
      { type: 'nominate', firm: 'w3', candidate: 0 },
      { type: 'nominate', firm: 'w3', candidate: 1 },
      { type: 'nominate', firm: 'w4', candidate: 1 },
      { type: 'nominate', firm: 'w4', candidate: 2 },
      { type: 'nominate', firm: 'w4', candidate: 3 },
    ]);
    expect(moves.filter((m) => m.type === 'vote')).toEqual([
      { type: 'vote', firm: 'w3', account: 'me', candidate: 2 },
      { type: 'vote', firm: 'w3', account: 'me', candidate: 3 },
      { type: 'vote', firm: 'w3', account: 'b2', candidate: 2 },
      { type: 'vote', firm: 'w3', account: 'b2', candidate: 3 },
      { type: 'vote', firm: 'w4', account: 'me', candidate: 0 },
    ]);
    expect(moves.indexOf(noms[0]!)).toBe(1);
  });
});

// ---- random market play: every listed move is accepted and the market invariants hold --------------------------

const accountsOf = (s: State): Account[] => [...s.seats.map((_, i) => i), ...FIRMS, 'gov'];

/** Spec 4's market invariants; one message per breach. */
function breaches(s: State, total: number): string[] {
  const out: string[] = [];
  let money = s.gov.cash;
  // spec 4 freeCash / freeShares, recomputed independently of the code under test in one pass
  const reserved = new Map<string, number>();
  const add = (key: string, n: number) => reserved.set(key, (reserved.get(key) ?? 0) + n);
  for (const o of s.book)
    if (o.side === 'buy') add(`${o.account}`, o.qty * o.limit);
    else add(`${o.account} ${o.firm}`, o.qty);
  for (const b of s.bids) add(`${b.seat}`, b.qty * b.price);
  for (const a of accountsOf(s)) {
    const h = a === 'gov' ? s.gov : typeof a === 'number' ? s.seats[a]! : s.firms[a];
    if (h.cash < (reserved.get(`${a}`) ?? 0)) out.push(`freeCash ${a}`);
    for (const f of FIRMS) if (h.holdings[f] < (reserved.get(`${a} ${f}`) ?? 0)) out.push(`freeShares ${a} ${f}`);
  }
  for (const x of s.seats) money += x.cash;
  for (const f of FIRMS) money += s.firms[f].cash;
  if (money !== total) out.push(`money ${money} != ${total}`);
  for (const f of FIRMS) {
    let shares = s.gov.holdings[f];
    for (const x of s.seats) shares += x.holdings[f];
    for (const g of FIRMS) {
      shares += s.firms[g].holdings[f];
      if (g !== f && s.firms[g].holdings[f] > 12) out.push(`cap ${g} ${f}`);
    }
    if (shares !== 50) out.push(`shares ${f}`);
    if (s.gov.holdings[f] < 1) out.push(`golden ${f}`);
    if (s.firms[f].holdings[f] > 10) out.push(`treasury ${f}`);
    let ask = Infinity;
    let top = -Infinity;
    for (const o of s.book)
      if (o.firm === f) {
        if (o.side === 'sell') ask = Math.min(ask, o.limit);
        else top = Math.max(top, o.limit);
      }
    if (top >= ask) out.push(`crossed ${f}`);
  }
  for (let i = 1; i < s.book.length; i++) if (s.book[i]!.id <= s.book[i - 1]!.id) out.push('book order');
  return out;
}

function randomOrder(rng: Rng, s: State, seat: number): Move {
  const accounts = controlledAccounts(s, seat);
  const a = accounts[rng.int(accounts.length)]!;
  const firm = FIRMS[rng.int(8)]!;
  const limit = 5 + rng.int(30);
  const qty = 1 + rng.int(8);
  return {
    type: 'order',
    account: typeof a === 'number' ? 'me' : a,
    side: rng.int(2) === 0 ? 'buy' : 'sell',
    firm,
    qty,
    limit,
  };
}

function noSelfTrades(s: State, events: readonly Event[]): void {
  for (const e of events) {
    if (e.type !== 'trade' || e.buyer === null || e.seller === null) continue;
    if (controller(s, e.buyer) === controller(s, e.seller)) expect(e).toBe('a trade between two controllers');
  }
}

const seen = { trades: 0, meetings: 0, ballots: 0 };

function randomRun(seed: string, start: State, steps: number): State {
  const rng = createRng(rngFromSeed(seed));
  const total =
    start.gov.cash + start.seats.reduce((m, x) => m + x.cash, 0) + FIRMS.reduce((m, f) => m + start.firms[f].cash, 0);
  let s = start;
  for (let i = 0; i < steps; i++) {
    const seat = rng.int(s.players);
    const legal = marketLegalMoves(s, seat).filter((m) => m.type !== 'ready');
    // every listed move must be accepted; trying all of them on every step would dominate the run
    const refused = i % 5 === 0 ? legal.filter((m) => !play(s, seat, m).ok) : [];
    if (refused.length > 0) expect(refused).toEqual([]);
    let move: Move | undefined;
    if (s.phase === 'session' && rng.int(2) === 0) move = randomOrder(rng, s, seat);
    else move = legal[rng.int(legal.length + 1)];
    if (move === undefined) continue;
    const r = play(s, seat, move);
    if (!r.ok) continue;
    noSelfTrades(s, r.value.events);
    for (const e of r.value.events) if (e.type === 'trade') seen.trades++;
    s = r.value.state;
    const bad = breaches(s, total);
    if (bad.length > 0) expect(bad).toEqual([]);
  }
  return s;
}

describe('random market play', () => {
  it('auction, session, meeting: listed moves are accepted; free cash and shares stay >= 0; never crossed', () => {
    for (let g = 0; g < 6; g++) {
      const players = 3 + g;
      let s = fixture({ players, directors: FIRMS.map((_, i) => i % players) });
      s = randomRun(`auction-${g}`, s, 120);
      s = clearAuction({ state: s, events: [] }).state;
      s = { ...s, year: 1 };
      for (let year = 0; year < 3; year++) {
        s = openSession({ state: s, events: [] }).state;
        s = randomRun(`session-${g}-${year}`, s, 300);
        const req = play(s, 0, { type: 'requestMeeting' });
        if (req.ok) s = req.value.state;
        const closed = closeSession({ state: s, events: [] });
        s = closed.step.state;
        expect(s.book).toEqual([]);
        if (closed.meeting) {
          seen.meetings++;
          s = randomRun(`meeting-${g}-${year}`, s, 150);
          seen.ballots += s.ballots.length;
          s = closeMeeting({ state: s, events: [] }).state;
        }
        s = { ...s, phase: 'board', year: s.year + 1 };
      }
    }
    expect(seen.trades).toBeGreaterThan(100);
    expect(seen.meetings).toBeGreaterThan(3);
    expect(seen.ballots).toBeGreaterThan(10);
  });
});
