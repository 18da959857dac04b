// The Checkers Exchange profile of the secrets scan agrees with the engine's views and events over random play, and
// each of its checks is shown a leak of spec 10 and catches it.
import { CheckersExchange, createRng, rngFromSeed, unwrap, type Seat, type Viewer } from '@birzha/engine';
import { CHECKERS_EXCHANGE_D3 as D3 } from '@birzha/engine/testing';
import { describe, expect, it } from 'vitest';
import { matchHistory } from '../src/matches/history.ts';
import type { MoveRow, TableRow } from '../src/store/store.ts';
import { checkersExchangeProfile as profile } from './secrets/checkers-exchange.ts';
import { checkHistory, replayStates } from './secrets/frame-checks.ts';

type State = CheckersExchange.State;
type View = CheckersExchange.View;
type Event = CheckersExchange.Event;
type Move = CheckersExchange.Move;
const game = CheckersExchange.checkersExchange;

const UNTIMED = { timing: 'untimed', years: 4 } as const;

/** A 3-player table at a position, and the moves played on it: every state and each move's events. */
function played(position: CheckersExchange.Position | undefined, moves: readonly [Seat, Move][]) {
  const start = unwrap(
    game.setup({
      players: 3,
      options: UNTIMED,
      seed: 'leaks',
      ...(position === undefined ? {} : { position }),
    }),
  ).state;
  const states: State[] = [start];
  const events: (readonly Event[])[] = [];
  for (const [seat, move] of moves) {
    const next = unwrap(game.play(states[states.length - 1]!, seat, move));
    states.push(next.state);
    events.push(next.events);
  }
  return { states, events, last: states[states.length - 1]! };
}

const viewers = (players: number): Viewer[] => [...Array.from({ length: players }, (_, i) => i), 'spectator'];

describe('the Checkers Exchange secrets profile', () => {
  it("accepts the engine's views and events of random matches for every viewer", () => {
    for (let m = 0; m < 6; m++) {
      const players = 3 + m;
      const rng = createRng(rngFromSeed(`profile-${m}`));
      let state = unwrap(game.setup({ players, options: UNTIMED, seed: `profile-${m}` })).state;
      const states: State[] = [state];
      const events: (readonly Event[])[] = [];
      while (game.outcome(state) === undefined) {
        const seats = Array.from({ length: players }, (_, i) => i).filter((s) => game.legalMoves(state, s).length > 0);
        const seat = seats[rng.int(seats.length)]!;
        const view = game.view(state, seat);
        const move = profile.legalChoice!(view, seat, game.legalMoves(state, seat), rng) as Move;
        const next = unwrap(game.play(state, seat, move));
        state = next.state;
        states.push(state);
        events.push(next.events);
      }
      for (const viewer of viewers(players)) {
        const secrets = profile.specSecrets!(states, viewer, events);
        states.forEach((s, v) => {
          const view = game.view(s, viewer);
          expect(profile.frameView!(s, view, viewer), `match ${m}, ${String(viewer)} at ${v}`).toBeNull();
          if (viewer === 'spectator') expect(profile.spectatorView!(view)).toBeNull();
          for (const e of v > 0 ? events[v - 1]! : []) {
            const seen = game.viewEvent(e, viewer, s);
            if (seen === undefined) continue;
            expect(profile.frameEvent!(seen, viewer, s), JSON.stringify(seen)).toBeNull();
            expect(secrets(v).has(seen.type), `${seen.type} to ${String(viewer)} at ${v}`).toBe(false);
          }
        });
      }
    }
  });

  it('catches sealed bids shown to another seat, in a view, an event or its word', () => {
    const bid: Move = { type: 'bid', firm: 'w2', qty: 3, price: 12 };
    const { states, events, last } = played({ directors: D3 }, [[0, bid]]);
    const view = game.view(last, 1);
    expect(profile.frameView!(last, view, 1)).toBeNull();
    expect(profile.frameView!(last, { ...view, bids: last.bids }, 1)).toMatch(/bids/);
    const placed = events[0]!.find((e) => e.type === 'bidPlaced')!;
    expect(profile.frameEvent!(placed, 0, last)).toBeNull();
    expect(profile.frameEvent!(placed, 1, last)).toMatch(/sealed bid/);
    expect(profile.specSecrets!(states, 1, events)(1).has('bidPlaced')).toBe(true);
    expect(profile.specSecrets!(states, 0, events)(1).has('bidPlaced')).toBe(false);
    expect(profile.specSecrets!(states, 'spectator', events)(1).has('bid')).toBe(true);
    expect(profile.spectatorView!({ ...game.view(last, 'spectator'), bids: last.bids })).toMatch(/bids/);
  });

  it("catches a firm's order or trade owner shown to a seat not directing it, and live balances in the session", () => {
    // Seat 0 directs W1 and sells a treasury share below the state's ask; seat 1 buys it; seat 2 bids for W2.
    const { events, last } = played({ phase: 'session', year: 1, directors: D3 }, [
      [0, { type: 'order', account: 'w1', side: 'sell', firm: 'w1', qty: 2, limit: 5 }],
      [1, { type: 'order', account: 'me', side: 'buy', firm: 'w1', qty: 1, limit: 5 }],
      [2, { type: 'order', account: 'me', side: 'buy', firm: 'w2', qty: 1, limit: 3 }],
    ]);
    const director = game.view(last, 0);
    const other = game.view(last, 2);
    expect(profile.frameView!(last, director, 0)).toBeNull();
    expect(profile.frameView!(last, other, 2)).toBeNull();
    const w1Order = last.book.find((o) => o.account === 'w1')!;
    const withOwner = (v: View, id: number, account: CheckersExchange.Who): View => ({
      ...v,
      book: v.book.map((o) => (o.id === id ? { ...o, account } : o)),
    });
    expect(profile.frameView!(last, withOwner(other, w1Order.id, 'w1'), 2)).toMatch(/owner w1/);
    // Hiding the director's own order from it is wrong too (its log would say "someone").
    expect(profile.frameView!(last, withOwner(director, w1Order.id, null), 0)).toMatch(/owner null/);
    expect(profile.spectatorView!(withOwner(game.view(last, 'spectator'), w1Order.id, 'w1'))).toMatch(/owner/);
    expect(
      profile.frameView!(last, { ...other, tape: other.tape.map((t) => ({ ...t, seller: 'w1' as const })) }, 2),
    ).toMatch(/parties/);
    // Balances: W1's treasury and seat 1's cash are shown to seat 2 as at the open, not live.
    expect(other.firms.w1.holdings.w1).toBe(10);
    expect(profile.frameView!(last, { ...other, firms: last.firms }, 2)).toMatch(/firm w1/);
    expect(profile.frameView!(last, { ...other, seats: last.seats }, 2)).toMatch(/seat 1/);
    // Events: the director sees W1, the others must not.
    const placed = events[0]!.find((e) => e.type === 'orderPlaced')!;
    expect(profile.frameEvent!(game.viewEvent(placed, 0, last)!, 0, last)).toBeNull();
    expect(profile.frameEvent!(placed, 2, last)).toMatch(/order/);
    expect(profile.frameEvent!(placed, 'spectator', last)).toMatch(/order/);
    const trade = events[1]!.find((e) => e.type === 'trade')!;
    expect(profile.frameEvent!(trade, 2, last)).toMatch(/parties/);
    expect(profile.frameEvent!(game.viewEvent(trade, 1, last)!, 1, last)).toBeNull();
  });

  it('catches meeting requests and ballots shown to others', () => {
    const seats = [{ holdings: { w1: 10 } }, null, null];
    const requested = played({ phase: 'session', year: 1, directors: D3, seats }, [[0, { type: 'requestMeeting' }]]);
    const s = requested.last;
    expect(profile.frameView!(s, { ...game.view(s, 1), requests: s.requests }, 1)).toMatch(/requests/);
    const request = requested.events[0]!.find((e) => e.type === 'meetingRequested')!;
    expect(profile.frameEvent!(request, 1, s)).toMatch(/request/);
    expect(profile.specSecrets!(requested.states, 1, requested.events)(1).has('meetingRequested')).toBe(true);

    const voted = played({ phase: 'meeting', year: 1, directors: D3, seats }, [
      [0, { type: 'vote', firm: 'w1', account: 'me', candidate: 0 }],
    ]);
    const m = voted.last;
    expect(m.ballots.length).toBe(1);
    expect(profile.frameView!(m, game.view(m, 0), 0)).toBeNull();
    expect(profile.frameView!(m, { ...game.view(m, 1), ballots: m.ballots }, 1)).toMatch(/ballots/);
    expect(profile.spectatorView!({ ...game.view(m, 'spectator'), ballots: m.ballots })).toMatch(/ballots/);
    const vote = voted.events[0]!.find((e) => e.type === 'voteCast')!;
    expect(profile.frameEvent!(vote, 1, m)).toMatch(/ballot/);
    expect(profile.frameEvent!(vote, 'spectator', m)).toMatch(/ballot/);
    expect(profile.specSecrets!(voted.states, 0, voted.events)(1).has('voteCast')).toBe(false);
    expect(profile.specSecrets!(voted.states, 2, voted.events)(1).has('voteCast')).toBe(true);
  });

  it('offers only moves the engine refuses as illegal, in every phase', () => {
    const positions: CheckersExchange.Position[] = [
      { directors: D3 },
      { phase: 'board', year: 1, directors: D3 },
      { phase: 'session', year: 1, directors: D3 },
      { phase: 'meeting', year: 1, directors: D3 },
    ];
    const rng = createRng(rngFromSeed('illegal'));
    for (const position of positions) {
      const { last } = played(position, []);
      for (const seat of [0, 1, 2])
        for (let k = 0; k < 60; k++) {
          const moves = profile.illegal(game.view(last, seat), seat, rng);
          let state: State = last;
          let refused = false;
          for (const raw of moves) {
            const move = game.parseMove(raw);
            const next = move.ok ? game.play(state, seat, move.value) : move;
            if (!next.ok) {
              refused = true;
              break;
            }
            state = next.value.state;
          }
          expect(refused, `${JSON.stringify(moves)} by ${seat} in ${last.phase}`).toBe(true);
        }
    }
  });
});

describe('the scan’s check of a mid-match history (issue 24.1)', () => {
  const bid: Move = { type: 'bid', firm: 'w2', qty: 3, price: 12 };
  const record = {
    game: game.meta.id,
    rulesVersion: game.meta.rulesVersion,
    players: 3,
    options: UNTIMED,
    seed: 'history',
    position: { directors: D3 },
    moves: [{ seat: 2, move: bid }],
  };
  const table: TableRow = {
    id: 't',
    game: game.meta.id,
    rulesVersion: game.meta.rulesVersion,
    options: UNTIMED,
    players: 3,
    seed: 'history',
    position: { directors: D3 },
    private: false,
    inviteCode: null,
    hostId: 'h',
    createdAt: 0,
    rated: false,
    quick: null,
    status: 'playing',
    version: 1,
    startedAt: 0,
    finishedAt: null,
    outcome: null,
    deadlineAt: null,
    deadlines: [],
    pace: { mode: 'live' },
    banks: null,
  };
  const moves: MoveRow[] = [{ tableId: 't', seq: 0, seat: 2, move: bid, at: 0, by: 'human', events: null }];
  const match = replayStates(game, record, ['person']);

  it("passes the server's history and catches a sealed bid's sender named to another seat or a spectator", () => {
    for (const viewer of viewers(3)) {
      const history = matchHistory(game, table, moves, viewer);
      expect(checkHistory(game, profile, match, viewer, history, [], 'server')).toEqual([]);
      const entry = history.entries[1]!;
      if (viewer === 2) {
        expect(entry).toMatchObject({ seat: 2, by: 'person' });
        continue;
      }
      // Today's bug: the seat unredacted beside the redacted (here: absent) events.
      const leaky = { ...history, entries: [history.entries[0]!, { ...entry, seat: 2 }] };
      expect(checkHistory(game, profile, match, viewer, leaky, [], 'leaky')).toEqual([
        expect.stringMatching(/entry 1 names seat 2, a sender hidden from the viewer/),
      ]);
      const withBy = { ...history, entries: [history.entries[0]!, { ...entry, by: 'person' as const }] };
      expect(checkHistory(game, profile, match, viewer, withBy, [], 'by')).toEqual([
        expect.stringMatching(/says who played a move whose sender is hidden/),
      ]);
    }
  });
});
