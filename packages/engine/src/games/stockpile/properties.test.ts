import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../test/quickness.ts';
import { stateHash } from '../../core/canonical.ts';
import type { AnyGame, Seat } from '../../core/game.ts';
import { recordOf, replay, startMatch, type MatchRecord, type RecordedMove } from '../../core/record.ts';
import { unwrap } from '../../core/result.ts';
import { createRng, rngFromSeed, type Rng } from '../../core/rng.ts';
import { checkAll, deepFreeze, playout, type Chooser } from '../../testing/index.ts';
import { ALL_CARDS } from './cards.ts';
import { CODES as STOCKPILE_CODES } from './codes.ts';
import { COMPANIES } from './companies.ts';
import { BID_TRACK, INVESTOR_ORDER } from './config.ts';
import { determinize } from './determinize.ts';
import { stockpile } from './index.ts';
import { stateInvariants } from './invariants.ts';
import type { Event, Move, State } from './types.ts';

const game = stockpile as AnyGame;

/** A table: every player count, with and without investors, both boards, both displacement rules. */
const tableArb = fc.record({
  players: fc.integer({ min: 2, max: 5 }),
  options: fc.record({
    investors: fc.boolean(),
    board: fc.constantFrom('standard', 'advanced'),
    displacedBids: fc.constantFrom('inTurn', 'immediately'),
    rebidSamePileAfterOutbid: fc.boolean(),
    seedPiles: fc.boolean(),
  }),
  seed: fc.string({ maxLength: 12 }),
  choiceSeed: fc.string({ maxLength: 12 }),
});

/** A hard bound on a game's length: every decision of every round, with room for every possible raise. */
const BOUND = 5_000;

/** Every code the game answers (its typed list). */
const CODES = new Set<string>(STOCKPILE_CODES);

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[rng.int(xs.length)] as T;

/** Random moves that are often illegal: wrong seats, phases, cards, piles, amounts, counts; timeouts and resigns. */
function chaosMove(state: State, rng: Rng): RecordedMove {
  const n = state.players;
  const acting = stockpile.toAct(state);
  const seat = acting.length > 0 && rng.int(4) !== 0 ? pick(rng, acting) : rng.int(n);
  const int = (k: number): number => rng.int(k + 2) - 1;
  const card = (): string =>
    rng.int(3) === 0 ? pick(rng, state.seats[seat]!.hand.concat(['x'])) : pick(rng, ALL_CARDS);
  const company = (): string => (rng.int(10) === 0 ? 'acme' : pick(rng, COMPANIES));
  const r = rng.int(100);
  if (rng.int(400) === 0) return { seat, move: { type: 'resign' } };
  if (r < 6) return { seat, move: { type: 'timeout' } };
  if (r < 50) {
    const legal = stockpile.legalMoves(state, seat);
    if (legal.length > 0) return { seat, move: pick(rng, legal) };
  }
  const moves: unknown[] = [
    {
      type: 'chooseInvestor',
      investors: [pick(rng, INVESTOR_ORDER), pick(rng, INVESTOR_ORDER)].slice(0, 1 + rng.int(2)),
    },
    { type: 'supply', faceUp: { card: card(), pile: int(5) }, faceDown: { card: card(), pile: int(5) } },
    {
      type: 'supply',
      faceUp: { card: card(), pile: int(5) },
      faceDown: { card: card(), pile: int(5) },
      hideBoth: true,
    },
    { type: 'moveCard', from: int(5), index: int(4), to: int(5) },
    { type: 'inspectPile', pile: int(5) },
    { type: 'skipPower' },
    { type: 'peek', target: rng.int(2) === 0 ? { seat: int(n), index: int(2) } : { hidden: int(3) } },
    { type: 'bid', pile: int(5), amount: rng.int(5) === 0 ? 2000 : pick(rng, BID_TRACK) },
    { type: 'playAction', card: card(), company: company() },
    { type: 'nudge', company: company(), delta: int(2) },
    { type: 'sell', cards: { [company()]: { regular: int(3), split: int(2), halve: int(2) } } },
    { type: 'deborah', company: company() },
  ];
  return { seat, move: pick(rng, moves) };
}

/** Plays chaos moves with frozen inputs: refusals have a known code and change nothing; invariants always hold. */
function chaosPlayout(players: number, options: object, seed: string, choiceSeed: string) {
  const start = { players, options: { ...options, turnSeconds: 60 }, seed };
  let state = deepFreeze(unwrap(startMatch(stockpile, start), 'start').state);
  const rng = createRng(rngFromSeed(choiceSeed));
  const moves: RecordedMove[] = [];
  for (let i = 0; i < 20_000 && state.phase !== 'over'; i++) {
    const choice = deepFreeze(chaosMove(state, rng));
    const before = stateHash(state);
    const parsed = stockpile.parseMove(choice.move);
    if (!parsed.ok) {
      expect(CODES.has(parsed.error.code)).toBe(true);
      continue;
    }
    const r = stockpile.play(state, choice.seat, deepFreeze(parsed.value));
    expect(stateHash(state)).toBe(before);
    if (!r.ok) {
      if (!CODES.has(r.error.code)) throw new Error(`unknown code ${r.error.code}`);
      continue;
    }
    moves.push(choice);
    state = deepFreeze(r.value.state);
    const problems = checkAll(game, state, players);
    if (problems.length > 0) throw new Error(`invariants broken after move ${moves.length}: ${problems.join('; ')}`);
  }
  expect(state.phase).toBe('over');
  return { record: recordOf(stockpile, start, moves), state };
}

/**
 * Cash as the events say it moves (spec 4: cash changes only through the payments of section 8): a seat's cash
 * after a move is its cash before plus its incomes minus its payments in that move's events.
 */
function cashAfter(before: readonly number[], events: readonly Event[]): number[] {
  const cash = before.slice();
  const add = (s: number, x: number): void => {
    cash[s] = (cash[s] as number) + x;
  };
  for (const e of events) {
    switch (e.type) {
      case 'investorsRevealed':
        e.cash.forEach((c, s) => (cash[s] = c));
        break;
      case 'bidPaid':
      case 'feePaid':
      case 'feeDebtPaid':
        add(e.seat, -e.amount);
        break;
      case 'feeGained':
      case 'liquidated':
        add(e.seat, e.amount);
        break;
      case 'sold':
        add(e.seat, e.total);
        break;
      case 'dividend':
        e.paid.forEach((x, s) => add(s, x));
        break;
      case 'split':
        e.superSplit.forEach((x, s) => add(s, x));
        break;
      case 'majorityBonus':
        for (const s of e.seats) add(s, e.each);
        break;
      default:
        break;
    }
  }
  return cash;
}

describe('Stockpile properties over random playouts (2-5 players, investors, boards, bidding rules)', () => {
  it('random legal play keeps every invariant, ends, and replays to the same hash (also through JSON)', () => {
    fc.assert(
      fc.property(tableArb, ({ players, options, seed, choiceSeed }) => {
        const result = playout(game, { players, options, seed, choiceSeed, check: true, maxMoves: BOUND });
        expect(result.failure).toBeUndefined();
        const final = result.state as State;
        expect(final.phase).toBe('over');
        expect(result.outcome?.ranking.flat().sort()).toEqual(Array.from({ length: players }, (_, i) => i));
        const a = replay(stockpile, result.record);
        const b = replay(stockpile, JSON.parse(JSON.stringify(result.record)) as MatchRecord);
        if (!a.ok || !b.ok) throw new Error('replay failed');
        expect(stateHash(a.value.state)).toBe(stateHash(final));
        expect(stateHash(b.value.state)).toBe(stateHash(final));
      }),
      { numRuns: runs(120, 24) },
    );
  });

  it('the same record always gives the same states and events (determinism)', () => {
    fc.assert(
      fc.property(tableArb, ({ players, options, seed, choiceSeed }) => {
        const { record } = playout(game, { players, options, seed, choiceSeed });
        const a = replay(stockpile, record, { events: true });
        const b = replay(stockpile, record, { events: true });
        if (!a.ok || !b.ok) throw new Error('replay failed');
        expect(stateHash(a.value.events)).toBe(stateHash(b.value.events));
        expect(stateHash(a.value.state)).toBe(stateHash(b.value.state));
      }),
      { numRuns: runs(30, 6) },
    );
  });

  it('every listed legal move is accepted by play, at every state; cash moves only as the events say', () => {
    fc.assert(
      fc.property(tableArb, ({ players, options, seed, choiceSeed }) => {
        const result = playout(game, { players, options, seed, choiceSeed });
        let state = deepFreeze(unwrap(replay(stockpile, { ...result.record, moves: [] }), 'replay').state);
        for (const { seat, move } of result.record.moves) {
          for (const s of stockpile.toAct(state)) {
            const legal = stockpile.legalMoves(state, s);
            expect(legal.length).toBeGreaterThan(0);
            // Sell lists can run to thousands: every one up to 400, an even sample beyond.
            const stride = Math.max(1, Math.floor(legal.length / 400));
            for (let k = 0; k < legal.length; k += stride) {
              const r = stockpile.play(state, s, deepFreeze(legal[k] as Move));
              if (!r.ok) throw new Error(`listed move ${JSON.stringify(legal[k])} refused: ${r.error.code}`);
            }
          }
          for (let s = 0; s < players; s++)
            if (!stockpile.toAct(state).includes(s)) expect(stockpile.legalMoves(state, s)).toEqual([]);
          const r = stockpile.play(state, seat, unwrap(stockpile.parseMove(move), 'parse'));
          if (!r.ok) throw new Error('recorded move refused');
          expect(r.value.state.seats.map((x) => x.cash)).toEqual(
            cashAfter(
              state.seats.map((x) => x.cash),
              r.value.events,
            ),
          );
          state = deepFreeze(r.value.state);
        }
      }),
      { numRuns: runs(40, 8) },
    );
  });

  it('chaos moves never throw, are refused with a known code and change nothing; invariants hold', () => {
    fc.assert(
      fc.property(tableArb, ({ players, options, seed, choiceSeed }) => {
        const { record, state } = chaosPlayout(players, options, seed, choiceSeed);
        const again = replay(stockpile, record);
        if (!again.ok) throw new Error(`replay failed at ${JSON.stringify(again.error)}`);
        expect(stateHash(again.value.state)).toBe(stateHash(state));
      }),
      { numRuns: runs(60, 12) },
    );
  });

  it('parseMove never throws on arbitrary input and answers BAD_MOVE or BAD_COUNT', () => {
    const types = ['chooseInvestor', 'supply', 'moveCard', 'inspectPile', 'skipPower', 'peek', 'bid', 'playAction'];
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record(
            {
              type: fc.constantFrom(...types, 'nudge', 'sell', 'deborah', 'timeout', 'resign', 'fly'),
              investors: fc.anything(),
              faceUp: fc.anything(),
              faceDown: fc.anything(),
              hideBoth: fc.anything(),
              pile: fc.anything(),
              amount: fc.anything(),
              target: fc.anything(),
              card: fc.anything(),
              company: fc.anything(),
              cards: fc.anything(),
            },
            { requiredKeys: ['type'] },
          ),
          fc.record({
            type: fc.constant('sell'),
            cards: fc.dictionary(
              fc.constantFrom('cosmic', 'epic', '__proto__', 'toString'),
              fc.dictionary(
                fc.constantFrom('regular', 'split', 'halve', 'x'),
                fc.oneof(fc.integer(), fc.double(), fc.string()),
              ),
            ),
          }),
        ),
        (raw) => {
          const r = stockpile.parseMove(raw);
          if (!r.ok) expect(['BAD_MOVE', 'BAD_COUNT']).toContain(r.error.code);
          else expect(JSON.parse(JSON.stringify(r.value))).toEqual(r.value);
        },
      ),
      { numRuns: runs(3000, 500) },
    );
  });

  it('a state survives a JSON round trip: play continues identically from the parsed copy', () => {
    fc.assert(
      fc.property(tableArb, ({ players, options, seed, choiceSeed }) => {
        const result = playout(game, { players, options, seed, choiceSeed });
        const moves = result.record.moves;
        const cut = Math.floor(moves.length / 2);
        let a = unwrap(replay(stockpile, { ...result.record, moves: moves.slice(0, cut) }), 'replay').state;
        let b = JSON.parse(JSON.stringify(a)) as State;
        expect(b).toEqual(a);
        for (const { seat, move } of moves.slice(cut)) {
          const m = unwrap(stockpile.parseMove(move), 'parse');
          const ra = unwrap(stockpile.play(a, seat, m), 'play a');
          const rb = unwrap(stockpile.play(b, seat, m), 'play b');
          expect(rb.events).toEqual(ra.events);
          a = ra.state;
          b = rb.state;
        }
        expect(stateHash(b)).toBe(stateHash(result.state));
      }),
      { numRuns: runs(30, 6) },
    );
  });

  it('determinize gives a state that keeps the invariants and shows the seat exactly its view; its moves stay legal', () => {
    const chooser: Chooser = (g, raw, rng) => {
      const state = raw as State;
      const acting = stockpile.toAct(state);
      if (acting.length === 0) return undefined;
      const seat = acting[rng.int(acting.length)] as Seat;
      const v = stockpile.view(state, seat);
      const sampled = determinize(v, seat, rng.save());
      expect(stateInvariants(sampled)).toEqual([]);
      expect(stockpile.view(sampled, seat)).toEqual(v);
      const legal = g.legalMoves(sampled, seat);
      expect(legal).toEqual(g.legalMoves(state, seat));
      rng.nextUint32();
      return { seat, move: legal[rng.int(legal.length)] };
    };
    fc.assert(
      fc.property(tableArb, ({ players, options, seed, choiceSeed }) => {
        const result = playout(game, { players, options, seed, choiceSeed, chooser });
        expect(result.failure).toBeUndefined();
      }),
      { numRuns: runs(25, 5) },
    );
  });
});
