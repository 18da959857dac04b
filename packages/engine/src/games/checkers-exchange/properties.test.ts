/**
 * Properties of Checkers Exchange over random games (3-8 players, every timing, 4-10 years): invariants after every
 * move, termination, determinism, legality agreement, refusals that change nothing and carry a code of spec 7.2,
 * redaction of views and events, purity (deep-frozen inputs) and JSON round trips.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../test/quickness.ts';
import { stateHash } from '../../core/canonical.ts';
import type { AnyGame, Viewer } from '../../core/game.ts';
import { recordOf, replay, startMatch, type MatchRecord, type RecordedMove } from '../../core/record.ts';
import { unwrap } from '../../core/result.ts';
import { createRng, rngFromSeed } from '../../core/rng.ts';
import { checkAll, deepFreeze, jsonUnsafePath, playout, randomChooser, type Chooser } from '../../testing/index.ts';
import { boardFromPieces, generateMoves, squareName, type DraughtsMove } from './draughts/index.ts';
import { checkersExchange } from './index.ts';
import { stateInvariants, viewInvariants } from './invariants.ts';
import { RULES_VERSIONS } from './meta.ts';
import { chaosMove, lively, livelyChooser } from './testing/players.ts';
import type { Account, Event, Move, Phase, State } from './types.ts';
import { viewEvent } from './view.ts';

/** The game with these invariants, whatever index.ts wires. */
const game = { ...checkersExchange, invariants: { state: stateInvariants, view: viewInvariants } } as AnyGame;

const tableArb = fc.record({
  players: fc.integer({ min: 3, max: 8 }),
  options: fc.record({
    timing: fc.constantFrom('classic', 'online', 'blitz', 'untimed'),
    years: fc.integer({ min: 4, max: 10 }),
  }),
  seed: fc.string({ maxLength: 10 }),
  choiceSeed: fc.string({ maxLength: 10 }),
  // spec 14.2: every version this code plays (a stored record keeps its own)
  rulesVersion: fc.constantFrom(...RULES_VERSIONS),
});

type Table = typeof tableArb extends fc.Arbitrary<infer T> ? T : never;

/** No lively game comes near this: 10 years of 8 plies, sessions and meetings of up to 8 seats. */
const BOUND = 30_000;

/** A whole game at the table by the chooser, the invariants checked after every move. */
const checkedPlayout = (table: Table, chooser: Chooser) =>
  playout(game, { ...table, chooser, check: true, maxMoves: BOUND });

const PARSE_CODES = ['BAD_MOVE', 'UNKNOWN_FIRM', 'BAD_NOTATION', 'BAD_QUANTITY', 'BAD_PRICE', 'BAD_AMOUNT'];
const ANY: readonly Phase[] = ['auction', 'board', 'session', 'meeting'];
/** Spec 7.2's table: the phases of each move and its own codes. */
const RULES: Readonly<Record<Move['type'], { phases: readonly Phase[]; codes: readonly string[] }>> = {
  ply: {
    phases: ['board'],
    codes: ['NOT_YOUR_TURN', 'NO_PIECE', 'NOT_ACTIVE_FIRM', 'CAPTURE_REQUIRED', 'CAPTURE_INCOMPLETE', 'ILLEGAL_PLY'],
  },
  issueToken: { phases: ANY, codes: ['NOT_DIRECTOR', 'BAD_TARGET'] },
  bid: { phases: ['auction'], codes: ['BELOW_RESERVE', 'TOO_MANY_ORDERS', 'INSUFFICIENT_CASH'] },
  order: {
    phases: ['session'],
    codes: [
      'NOT_DIRECTOR',
      'OWN_SHARES',
      'CROSS_HOLDING_CAP',
      'TOO_MANY_ORDERS',
      'INSUFFICIENT_SHARES',
      'INSUFFICIENT_CASH',
      'SELF_TRADE',
    ],
  },
  cancel: { phases: ['auction', 'session'], codes: ['NO_SUCH_ORDER', 'NOT_YOUR_ORDER'] },
  transfer: { phases: ANY, codes: ['BAD_TARGET', 'INSUFFICIENT_CASH'] },
  requestMeeting: { phases: ['session'], codes: ['ALREADY_REQUESTED', 'NOT_ELIGIBLE'] },
  nominate: { phases: ['meeting'], codes: ['BAD_TARGET', 'NO_VOTE', 'ALREADY_NOMINATED'] },
  vote: { phases: ['meeting'], codes: ['NOT_DIRECTOR', 'NO_VOTE', 'NOT_A_CANDIDATE'] },
  ready: { phases: ['auction', 'session', 'meeting'], codes: [] },
  phaseTimeout: { phases: ANY, codes: ['NOT_TIMED', 'STALE_TIMEOUT'] },
  resign: { phases: ANY, codes: [] },
};

/** Spec 7.2 steps 2-4: the generic code a parsed move must get, or null when its own checks decide. */
function genericCode(state: State, seat: number, move: Move): string | null {
  if (state.phase === 'finished') return 'GAME_OVER';
  if (move.type !== 'phaseTimeout' && state.seats[seat]?.status !== 'active') return 'SEAT_RESIGNED';
  if (!RULES[move.type].phases.includes(state.phase)) return 'WRONG_PHASE';
  return null;
}

const viewersOf = (players: number): Viewer[] => ['spectator', ...Array.from({ length: players }, (_, i) => i)];
const controllerOf = (state: State, a: Account | null): number | 'gov' | null =>
  a === null ? null : a === 'gov' ? 'gov' : typeof a === 'number' ? a : state.firms[a].director;

/**
 * Spec 10 `viewEvent` for one viewer: with the state the event led to it must be exactly the spec's redaction (none
 * once that state is finished); the two-argument form of the Game contract may hide a firm's own orders from its director but must show no more.
 */
function eventProblems(state: State, e: Event, viewer: Viewer): string[] {
  const out: string[] = [];
  const mine = (a: Account | null): boolean => viewer !== 'spectator' && controllerOf(state, a) === viewer;
  const shown = (a: Account | null): Account | null => (a === 'gov' || mine(a) ? a : null);
  let expected: Event | undefined = e;
  // "After `finished` everything is visible except `rng`": the events of the move that ends the game too.
  if (state.phase === 'finished') expected = e;
  else if (e.type === 'bidPlaced' || e.type === 'bidCancelled' || e.type === 'meetingRequested') {
    expected = e.seat === viewer ? e : undefined;
  } else if (e.type === 'voteCast') expected = mine(e.account) ? e : undefined;
  else if (e.type === 'orderPlaced' || e.type === 'orderCancelled') expected = { ...e, account: shown(e.account) };
  else if (e.type === 'trade') expected = { ...e, buyer: shown(e.buyer), seller: shown(e.seller) };
  const exact = viewEvent(e, viewer, state);
  if (stateHash(exact ?? null) !== stateHash(expected ?? null)) {
    out.push(`viewEvent ${e.type} for ${viewer}: ${JSON.stringify(exact)}, expected ${JSON.stringify(expected)}`);
  }
  const plain = checkersExchange.viewEvent(e, viewer);
  if (expected === undefined && plain !== undefined) out.push(`viewEvent ${e.type} shown to ${viewer}`);
  if (plain !== undefined && expected !== undefined) {
    for (const k of ['account', 'buyer', 'seller'] as const) {
      const p = (plain as Record<string, unknown>)[k];
      if (p !== undefined && p !== null && p !== (expected as Record<string, unknown>)[k]) {
        out.push(`viewEvent ${e.type}.${k} = ${String(p)} for ${viewer}`);
      }
    }
  }
  if (exact !== undefined && jsonUnsafePath(exact) !== null) out.push(`viewEvent ${e.type} is not JSON`);
  return out;
}

/**
 * Seats' cash as the events say it moves: transfers, auction fills, fees, dividends, trades and liquidation payouts
 * are the only ways a seat's cash changes (spec 7.3, 8.5-8.11).
 */
function cashAfter(before: readonly number[], events: readonly Event[]): number[] {
  const cash = before.slice();
  const add = (a: Account, x: number): void => {
    if (typeof a === 'number') cash[a] = (cash[a] as number) + x;
  };
  for (const e of events) {
    if (e.type === 'transferred') {
      add(e.from, -e.amount);
      add(e.to, e.amount);
    } else if (e.type === 'auctionCleared') for (const f of e.fills) add(f.seat, -f.amount);
    else if (e.type === 'yearIncome' || e.type === 'survivalIncome') add(e.director, e.fee);
    else if (e.type === 'dividendPaid') add(e.account, e.amount);
    else if (e.type === 'trade' && e.buyer !== null && e.seller !== null) {
      add(e.buyer, -e.qty * e.price);
      add(e.seller, e.qty * e.price);
    } else if (e.type === 'liquidation') e.payouts.forEach((x, s) => add(s, x));
  }
  return cash;
}

/** Spec 8.2 step 3's base orders: version 2 reverses White's (spec 14.2). */
const BASE_ORDERS = {
  1: { white: ['w1', 'w2', 'w3', 'w4'], black: ['b1', 'b2', 'b3', 'b4'] },
  2: { white: ['w4', 'w3', 'w2', 'w1'], black: ['b1', 'b2', 'b3', 'b4'] },
} as const;
const rotated = <T>(xs: readonly T[], year: number): T[] => {
  const k = (year - 1) % 4;
  return [...xs.slice(k), ...xs.slice(0, k)];
};

/**
 * Spec 8.2, 6.2 and 8.6-8.10 on a game started by setup, checked from the draughts layer and the spec alone: the
 * year's rotation, the active firm (first fresh candidate, captures forcing), the listed plies (the active firm's part
 * of L(c), in notation order), consecutive stage numbers, and one closing-price row per clearing and session close.
 */
function flowProblems(before: State, after: State, events: readonly Event[]): string[] {
  const out: string[] = [];
  const s = after;
  if (s.year >= 1 && s.phase !== 'finished') {
    const base = BASE_ORDERS[s.rulesVersion];
    const want = { white: rotated(base.white, s.year), black: rotated(base.black, s.year) };
    if (stateHash(s.rotation) !== stateHash(want))
      out.push(`rotation of year ${s.year}: ${JSON.stringify(s.rotation)}`);
  }
  const rows = { auction: 0, board: s.year, session: s.year, meeting: s.year + 1, finished: s.closeHistory.length }[
    s.phase
  ];
  if (s.closeHistory.length !== rows) out.push(`${s.closeHistory.length} closing rows in ${s.phase} of year ${s.year}`);
  const opened = events.flatMap((e) => (e.type === 'stageOpened' ? [e.stage] : []));
  opened.forEach((k, i) => {
    if (k !== before.stage + i + 1) out.push(`stage ${k} opened after ${before.stage + i}`);
  });
  if (s.stage !== before.stage + opened.length) out.push(`stage ${s.stage} after ${opened.length} openings`);
  if (s.phase === 'board' && s.activeFirm !== null) {
    const color = s.board.toMove;
    const moves = generateMoves(boardFromPieces(s.board.pieces), color);
    const firmAt = new Map(s.board.pieces.map((p) => [p.sq, p.firm]));
    const firmOf = (m: DraughtsMove) => firmAt.get(squareName(m.from));
    const candidates = s.rotation[color].filter((f) => moves.some((m) => firmOf(m) === f));
    const active = candidates.find((f) => s.firms[f].plies === 0) ?? candidates[0];
    if (active !== s.activeFirm) out.push(`active firm ${s.activeFirm}, expected ${active} of ${candidates.join()}`);
    const plies = moves.filter((m) => firmOf(m) === s.activeFirm).map((m) => m.notation);
    const token = s.firms[s.activeFirm].token;
    const holder = token !== null && token.year === s.year ? token.holder : s.firms[s.activeFirm].director;
    const listed = checkersExchange.legalMoves(s, holder).map((m) => (m.type === 'ply' ? m.move : m.type));
    if (stateHash(listed) !== stateHash(plies.sort())) out.push(`plies ${listed.join()}, expected ${plies.join()}`);
  }
  return out;
}

describe('Checkers Exchange properties over lively random games', () => {
  it('invariants after every move, termination, a full ranking, and the record replays to the same state', () => {
    fc.assert(
      fc.property(tableArb, (table) => {
        const { players, options } = table;
        const r = checkedPlayout(table, livelyChooser);
        expect(r.failure).toBeUndefined();
        const final = r.state as State;
        expect(final.phase).toBe('finished');
        expect(r.outcome?.ranking.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: players }, (_, i) => i));
        expect(final.year).toBeLessThanOrEqual(options.years);
        const again = replay(checkersExchange, JSON.parse(JSON.stringify(r.record)) as MatchRecord);
        if (!again.ok) throw new Error(`replay failed: ${JSON.stringify(again.error)}`);
        expect(stateHash(again.value.state)).toBe(stateHash(final));
      }),
      { numRuns: runs(14, 4) },
    );
  });

  it('many resignations: every early end (auction, board, session, meeting) keeps the invariants', () => {
    const phases = new Set<string>();
    fc.assert(
      fc.property(tableArb, fc.integer({ min: 3, max: 4 }), (table, players) => {
        const r = checkedPlayout({ ...table, players }, lively({ resign: 150 }));
        expect(r.failure).toBeUndefined();
        const final = r.state as State;
        expect(final.phase).toBe('finished');
        if (final.final?.reason === 'players') {
          const before = unwrap(
            replay(checkersExchange, r.record, { upTo: r.record.moves.length - 1 }),
            'replay',
          ).state;
          phases.add(before.phase);
          // Resigned seats rank after the active one (spec 11.3).
          const activeSeat = final.seats.findIndex((x) => x.status === 'active');
          if (activeSeat >= 0) expect(final.final.ranking[0]).toEqual([activeSeat]);
        }
      }),
      // As many runs under test:quick: with 12, every resignation fell in one phase in 1 quick run of 8.
      { numRuns: 24 },
    );
    expect(phases.size).toBeGreaterThan(1);
  });

  it('generic random play (a seat to act, a listed move) ends too', () => {
    fc.assert(
      fc.property(tableArb, fc.integer({ min: 3, max: 4 }), ({ options, seed, choiceSeed, rulesVersion }, players) => {
        const r = playout(game, {
          players,
          options: { ...options, years: 4 },
          seed,
          rulesVersion,
          choiceSeed,
          chooser: randomChooser,
          maxMoves: BOUND,
        });
        expect(r.failure).toBeUndefined();
        expect((r.state as State).phase).toBe('finished');
      }),
      { numRuns: runs(3, 1) },
    );
  });

  it('determinism: the same record gives the same states and events', () => {
    fc.assert(
      fc.property(tableArb, ({ players, options, seed, choiceSeed, rulesVersion }) => {
        const { record, state } = playout(game, {
          players,
          options,
          seed,
          rulesVersion,
          choiceSeed,
          chooser: livelyChooser,
        });
        const a = replay(checkersExchange, record, { events: true });
        const b = replay(checkersExchange, record, { events: true });
        if (!a.ok || !b.ok) throw new Error('replay failed');
        expect(stateHash(a.value.events)).toBe(stateHash(b.value.events));
        expect(stateHash(a.value.state)).toBe(stateHash(b.value.state));
        expect(stateHash(a.value.state)).toBe(stateHash(state));
      }),
      { numRuns: runs(6, 2) },
    );
  });

  it('every listed move is accepted (frozen inputs); legal lists follow spec 7.4; the flow follows 8.2; cash moves as the events say; events are redacted as spec 10 says', () => {
    fc.assert(
      fc.property(tableArb, ({ players, options, seed, choiceSeed, rulesVersion }) => {
        const { record } = playout(game, { players, options, seed, rulesVersion, choiceSeed, chooser: livelyChooser });
        let state = deepFreeze(unwrap(replay(checkersExchange, { ...record, moves: [] }), 'setup').state);
        const rng = createRng(rngFromSeed(choiceSeed));
        for (const { seat, move } of record.moves) {
          const toAct = checkersExchange.toAct(state);
          for (let s = 0; s < players; s++) {
            const legal = checkersExchange.legalMoves(state, s);
            const active = state.seats[s]!.status === 'active';
            if (!active) expect(legal).toEqual([]);
            if (state.phase === 'board') {
              expect(legal.length > 0).toBe(toAct.includes(s));
              const plies = legal.map((m) => (m.type === 'ply' ? m.move : ''));
              expect(plies).toEqual([...plies].sort());
            } else if (active) {
              expect(legal[0]).toEqual(state.ready[s] === true ? { type: 'ready', ready: false } : { type: 'ready' });
            }
            for (const m of legal) expect(['transfer', 'issueToken', 'resign', 'phaseTimeout']).not.toContain(m.type);
            // A sample: long session lists would make this quadratic.
            const stride = Math.max(1, Math.ceil(legal.length / (toAct.includes(s) ? 12 : 3)));
            const sample = legal.filter((_, k) => (k + rng.int(stride)) % stride === 0);
            for (const m of sample) {
              const r = checkersExchange.play(state, s, deepFreeze(m));
              if (!r.ok) throw new Error(`listed ${JSON.stringify(m)} of seat ${s} refused: ${r.error.code}`);
            }
          }
          const r = checkersExchange.play(state, seat, deepFreeze(unwrap(checkersExchange.parseMove(move), 'parse')));
          if (!r.ok) throw new Error('recorded move refused');
          expect(r.value.state.seats.map((x) => x.cash)).toEqual(
            cashAfter(
              state.seats.map((x) => x.cash),
              r.value.events,
            ),
          );
          const flow = flowProblems(state, r.value.state, r.value.events);
          if (flow.length > 0) throw new Error(`after ${JSON.stringify({ seat, move })}: ${flow.join('; ')}`);
          state = deepFreeze(r.value.state);
          expect(jsonUnsafePath(r.value.events)).toBeNull();
          expect(JSON.parse(JSON.stringify(r.value.events))).toEqual(r.value.events);
          const problems = r.value.events.flatMap((e) => viewersOf(players).flatMap((v) => eventProblems(state, e, v)));
          if (problems.length > 0) throw new Error(problems.slice(0, 5).join('\n'));
        }
      }),
      { numRuns: runs(4, 1) },
    );
  });

  it('a state survives a JSON round trip: play goes on identically from the parsed copy', () => {
    fc.assert(
      fc.property(tableArb, ({ players, options, seed, choiceSeed, rulesVersion }) => {
        const result = playout(game, { players, options, seed, rulesVersion, choiceSeed, chooser: livelyChooser });
        const moves = result.record.moves;
        const cut = Math.floor(moves.length / 2);
        let a = unwrap(replay(checkersExchange, { ...result.record, moves: moves.slice(0, cut) }), 'replay').state;
        let b = JSON.parse(JSON.stringify(a)) as State;
        expect(b).toEqual(a);
        for (const v of viewersOf(players))
          expect(JSON.parse(JSON.stringify(checkersExchange.view(a, v)))).toEqual(checkersExchange.view(a, v));
        for (const { seat, move } of moves.slice(cut)) {
          const m = unwrap(checkersExchange.parseMove(move), 'parse');
          const ra = unwrap(checkersExchange.play(a, seat, m), 'play a');
          const rb = unwrap(checkersExchange.play(b, seat, m), 'play b');
          expect(rb.events).toEqual(ra.events);
          a = ra.state;
          b = rb.state;
        }
        expect(stateHash(b)).toBe(stateHash(result.state));
      }),
      { numRuns: runs(5, 2) },
    );
  });
});

/** Chaos play with frozen inputs: refusals carry a code of spec 7.2 in its order and change nothing. */
function chaosPlayout(
  players: number,
  options: object,
  seed: string,
  rulesVersion: number,
  choiceSeed: string,
  steps: number,
) {
  const start = { players, options, seed, rulesVersion };
  let state = deepFreeze(unwrap(startMatch(checkersExchange, start), 'start').state);
  const rng = createRng(rngFromSeed(choiceSeed));
  const moves: RecordedMove[] = [];
  const codes = new Set<string>();
  for (let i = 0; i < steps && state.phase !== 'finished'; i++) {
    // Half the time a lively legal move, so that the game moves through its phases.
    const choice = deepFreeze(
      rng.int(2) === 0 ? (livelyChooser(game, state, rng) ?? chaosMove(state, rng)) : chaosMove(state, rng),
    );
    const before = stateHash(state);
    const parsed = checkersExchange.parseMove(choice.move);
    if (!parsed.ok) {
      if (!PARSE_CODES.includes(parsed.error.code)) throw new Error(`parse code ${parsed.error.code}`);
      codes.add(parsed.error.code);
      continue;
    }
    expect(JSON.parse(JSON.stringify(parsed.value))).toEqual(parsed.value);
    const move = deepFreeze(parsed.value);
    const r = checkersExchange.play(state, choice.seat, move);
    expect(stateHash(state)).toBe(before);
    const generic = genericCode(state, choice.seat, move);
    if (!r.ok) {
      codes.add(r.error.code);
      const allowed = generic !== null ? [generic] : RULES[move.type].codes;
      if (!allowed.includes(r.error.code)) {
        throw new Error(
          `${JSON.stringify(choice)} in ${state.phase}: ${r.error.code}, expected one of ${allowed.join()}`,
        );
      }
      continue;
    }
    if (generic !== null) throw new Error(`${JSON.stringify(choice)} accepted in ${state.phase}, expected ${generic}`);
    moves.push(choice);
    state = deepFreeze(r.value.state);
    const problems = checkAll(game, state, players);
    if (problems.length > 0) throw new Error(`after ${JSON.stringify(choice)}: ${problems.slice(0, 5).join('; ')}`);
  }
  // Spec 7.2 step 2: once finished, every parsed move is GAME_OVER.
  for (let i = 0; i < 30 && state.phase === 'finished'; i++) {
    const parsed = checkersExchange.parseMove(chaosMove(state, rng).move);
    if (!parsed.ok) continue;
    const r = checkersExchange.play(state, rng.int(players), deepFreeze(parsed.value));
    expect(r.ok ? 'accepted' : r.error.code).toBe('GAME_OVER');
    codes.add('GAME_OVER');
  }
  return { record: recordOf(checkersExchange, start, moves), state, codes };
}

describe('Checkers Exchange chaos', () => {
  it('random, mostly illegal moves never throw, are refused with a code of spec 7.2 and change nothing', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(tableArb, ({ players, options, seed, choiceSeed, rulesVersion }) => {
        const { record, state, codes } = chaosPlayout(players, options, seed, rulesVersion, choiceSeed, 1_500);
        codes.forEach((c) => seen.add(c));
        const again = replay(checkersExchange, record);
        if (!again.ok) throw new Error(`replay failed at ${JSON.stringify(again.error)}`);
        expect(stateHash(again.value.state)).toBe(stateHash(state));
      }),
      { numRuns: runs(8, 4) },
    );
    // The chaos reaches most refusals (a sanity check on the generator, not on the engine).
    expect(seen.size).toBeGreaterThan(20);
  });

  it('parseMove never throws on arbitrary input and answers a parse code', () => {
    const types = ['ply', 'issueToken', 'bid', 'order', 'cancel', 'transfer', 'requestMeeting', 'nominate', 'vote'];
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record(
            {
              type: fc.constantFrom(...types, 'ready', 'phaseTimeout', 'resign', 'fly', '__proto__'),
              move: fc.oneof(fc.string(), fc.constantFrom('a3-b4', 'c3:e5:g3', 'a1-b1'), fc.anything()),
              firm: fc.oneof(fc.constantFrom('w1', 'b4', 'w9', 'toString'), fc.anything()),
              to: fc.oneof(fc.integer(), fc.double(), fc.anything()),
              scope: fc.oneof(fc.constantFrom('ply', 'year', 'game'), fc.anything()),
              qty: fc.oneof(fc.integer({ min: -2, max: 60 }), fc.double(), fc.string()),
              price: fc.oneof(fc.integer({ min: -2, max: 100_001 }), fc.double()),
              limit: fc.oneof(fc.integer({ min: -2, max: 100_001 }), fc.double()),
              account: fc.oneof(fc.constantFrom('me', 'w2', 'gov'), fc.anything()),
              side: fc.oneof(fc.constantFrom('buy', 'sell'), fc.anything()),
              orderId: fc.oneof(fc.integer(), fc.anything()),
              amount: fc.oneof(fc.integer(), fc.double(), fc.anything()),
              candidate: fc.oneof(fc.integer({ min: -1, max: 9 }), fc.constant(null), fc.anything()),
              ready: fc.oneof(fc.boolean(), fc.anything()),
              stage: fc.oneof(fc.integer(), fc.anything()),
            },
            { requiredKeys: ['type'] },
          ),
        ),
        (raw) => {
          const r = checkersExchange.parseMove(raw);
          if (!r.ok) expect(PARSE_CODES).toContain(r.error.code);
          else expect(JSON.parse(JSON.stringify(r.value))).toEqual(r.value);
        },
      ),
      { numRuns: runs(3000, 500) },
    );
  });
});
