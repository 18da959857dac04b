import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../test/quickness.ts';
import type { AnyGame, Seat } from '../../core/game.ts';
import { recordOf, replay, startMatch, type MatchRecord, type RecordedMove } from '../../core/record.ts';
import { stateHash } from '../../core/canonical.ts';
import { unwrap } from '../../core/result.ts';
import { createRng, rngFromSeed, type Rng } from '../../core/rng.ts';
import { checkAll, deepFreeze, playout } from '../../testing/index.ts';
import { COLORS, CARDS, VARIANTS, type VariantId } from './config.ts';
import { akcioner } from './index.ts';
import type { State } from './types.ts';

const game = akcioner as AnyGame;

/** A variant and a player count it allows. */
const tableArb = fc.constantFrom<VariantId>('short', 'classic', 'long').chain((variant) =>
  fc.record({
    variant: fc.constant(variant),
    players: fc.integer({ min: VARIANTS[variant].minPlayers, max: VARIANTS[variant].maxPlayers }),
    rounding: fc.constantFrom<'up' | 'down'>('up', 'down'),
    seed: fc.string({ maxLength: 12 }),
    choiceSeed: fc.string({ maxLength: 12 }),
  }),
);

/** Random moves that are often illegal: wrong seats, random multi-colour orders, random cards, resign, timeout. */
function chaosMove(state: State, rng: Rng): RecordedMove {
  const players = state.seats.length;
  const seat = rng.int(4) === 0 ? rng.int(players) : (state.toMove ?? rng.int(players));
  const pick = rng.int(100);
  if (pick < 2) return { seat, move: { type: 'resign' } };
  if (pick < 5) return { seat, move: { type: 'timeout' } };
  if (pick < 40) {
    const orders: Record<string, number> = {};
    for (const c of COLORS) if (rng.int(2) === 0) orders[c] = rng.int(9) - 4;
    return { seat, move: { type: 'trade', orders } };
  }
  if (pick < 55) {
    const card = CARDS[rng.int(CARDS.length)]!.id;
    const assign = Array.from({ length: 1 + rng.int(3) }, () => COLORS[rng.int(4)]);
    return { seat, move: { type: 'playCard', card, assign } };
  }
  const moves = akcioner.legalMoves(state, state.toMove ?? 0);
  return { seat: state.toMove ?? 0, move: moves[rng.int(Math.max(1, moves.length))] ?? { type: 'resign' } };
}

/** Plays chaos moves against the engine with frozen inputs; rejected moves must change nothing. */
function chaosPlayout(
  players: number,
  options: object,
  seed: string,
  choiceSeed: string,
): { record: MatchRecord; state: State } {
  const start = { players, options, seed };
  let state = deepFreeze(unwrap(startMatch(akcioner, start), 'chaosPlayout: start').state);
  const rng = createRng(rngFromSeed(choiceSeed));
  const moves: RecordedMove[] = [];
  for (let i = 0; i < 2000 && state.phase === 'playing'; i++) {
    const choice = deepFreeze(chaosMove(state, rng));
    const before = stateHash(state);
    const parsed = akcioner.parseMove(choice.move);
    if (!parsed.ok) throw new Error(`a generated move did not parse: ${JSON.stringify(choice.move)}`);
    const r = akcioner.play(state, choice.seat, deepFreeze(parsed.value));
    expect(stateHash(state)).toBe(before);
    if (!r.ok) {
      expect(r.error.code).toMatch(/^[A-Z][A-Z_]*$/);
      continue;
    }
    moves.push(choice);
    state = deepFreeze(r.value.state);
    const problems = checkAll(game, state, players);
    if (problems.length > 0) throw new Error(`invariants broken after move ${moves.length}: ${problems.join('; ')}`);
  }
  expect(state.phase).toBe('finished');
  return { record: recordOf(akcioner, start, moves), state };
}

/** The state a record replays to (the record is known to be valid). */
function replayed(record: MatchRecord): State {
  return unwrap(replay(akcioner, record), 'replay').state;
}

describe('Akcioner properties over random playouts of every variant and player count', () => {
  it('random legal play keeps every invariant after every move, ends within its rounds, and replays to the same hash', () => {
    fc.assert(
      fc.property(tableArb, ({ variant, players, rounding, seed, choiceSeed }) => {
        const options = { variant, rounding };
        // Every seat plays at most roundsTotal cards and two trades per card: a hard bound on the length.
        const bound = players * VARIANTS[variant].rounds * 3;
        const result = playout(game, { players, options, seed, choiceSeed, check: true, maxMoves: bound });
        expect(result.failure).toBeUndefined();
        const final = result.state as State;
        expect(final.phase).toBe('finished');
        expect(final.round).toBeLessThanOrEqual(final.roundsTotal);
        const a = replay(akcioner, result.record);
        const b = replay(akcioner, JSON.parse(JSON.stringify(result.record)) as MatchRecord);
        if (!a.ok || !b.ok) throw new Error('replay failed');
        expect(stateHash(a.value.state)).toBe(stateHash(final));
        expect(stateHash(b.value.state)).toBe(stateHash(final));
      }),
      { numRuns: runs(150, 30) },
    );
  });

  it('every listed legal move is accepted by play, from every state of a game', () => {
    fc.assert(
      fc.property(tableArb, ({ variant, players, rounding, seed, choiceSeed }) => {
        const result = playout(game, { players, options: { variant, rounding }, seed, choiceSeed });
        // Walk the game again and try every listed move at every state.
        let state = deepFreeze(replayed({ ...result.record, moves: [] }));
        for (const { seat, move } of result.record.moves) {
          const mover = state.toMove as Seat;
          for (const legal of akcioner.legalMoves(state, mover)) {
            const r = akcioner.play(state, mover, deepFreeze(legal));
            if (!r.ok) throw new Error(`listed move ${JSON.stringify(legal)} refused: ${r.error.code}`);
          }
          const parsed = akcioner.parseMove(move);
          if (!parsed.ok) throw new Error('recorded move does not parse');
          const r = akcioner.play(state, seat, parsed.value);
          if (!r.ok) throw new Error('recorded move refused');
          state = deepFreeze(r.value.state);
        }
      }),
      { numRuns: runs(40, 8) },
    );
  });

  it('illegal and random moves (wrong seat, bad orders, bad cards, resign, timeout) never throw, are rejected with a code, change nothing, and keep the invariants', () => {
    fc.assert(
      fc.property(tableArb, ({ variant, players, rounding, seed, choiceSeed }) => {
        const options = { variant, rounding, turnSeconds: 60 };
        const { record, state } = chaosPlayout(players, options, seed, choiceSeed);
        const replayed = replay(akcioner, record);
        if (!replayed.ok) throw new Error(`replay failed at ${JSON.stringify(replayed.error)}`);
        expect(stateHash(replayed.value.state)).toBe(stateHash(state));
      }),
      { numRuns: runs(150, 30) },
    );
  });

  it('parseMove never throws on arbitrary input and answers with a known code', () => {
    const codes = new Set(['BAD_MOVE', 'UNKNOWN_COLOR', 'BAD_QUANTITY', 'UNKNOWN_CARD']);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record(
            {
              type: fc.constantFrom('trade', 'playCard', 'timeout', 'resign', 'fly'),
              orders: fc.anything(),
              card: fc.anything(),
              assign: fc.anything(),
            },
            { requiredKeys: ['type'] },
          ),
          fc.record({
            type: fc.constant('trade'),
            orders: fc.dictionary(
              fc.constantFrom('yellow', 'red', 'blue', 'green', 'purple'),
              fc.oneof(fc.integer(), fc.double(), fc.string()),
            ),
          }),
        ),
        (raw) => {
          const r = akcioner.parseMove(raw);
          if (!r.ok) expect(codes.has(r.error.code)).toBe(true);
        },
      ),
      { numRuns: runs(3000, 500) },
    );
  });

  it('a state survives a JSON round trip: play continues identically from the parsed copy', () => {
    fc.assert(
      fc.property(tableArb, ({ variant, players, rounding, seed, choiceSeed }) => {
        const result = playout(game, { players, options: { variant, rounding }, seed, choiceSeed });
        const moves = result.record.moves;
        const cut = Math.floor(moves.length / 2);
        const mid = replay(akcioner, { ...result.record, moves: moves.slice(0, cut) });
        if (!mid.ok) throw new Error('replay failed');
        let a = mid.value.state;
        let b = JSON.parse(JSON.stringify(a)) as State;
        expect(b).toEqual(a);
        for (const { seat, move } of moves.slice(cut)) {
          const m = akcioner.parseMove(move);
          if (!m.ok) throw new Error('bad move');
          const ra = akcioner.play(a, seat, m.value);
          const rb = akcioner.play(b, seat, m.value);
          if (!ra.ok || !rb.ok) throw new Error('refused');
          expect(rb.value.events).toEqual(ra.value.events);
          a = ra.value.state;
          b = rb.value.state;
        }
        expect(stateHash(b)).toBe(stateHash(result.state));
      }),
      { numRuns: runs(40, 8) },
    );
  });
});

describe('parseMove on hostile input (bugs found by the server fuzzer)', () => {
  it("parseMove does not call an assign entry's own toString", () => {
    expect(akcioner.parseMove({ type: 'playCard', card: 'H-red-1', assign: [{ toString: 1 }] })).toEqual({
      ok: false,
      error: { code: 'UNKNOWN_COLOR', detail: { color: 'object' } },
    });
  });

  it('parseMove does not overflow the stack on a deeply nested assign entry', () => {
    let nested: unknown = [];
    for (let i = 0; i < 100_000; i++) nested = [nested];
    expect(akcioner.parseMove({ type: 'playCard', card: 'H-red-1', assign: [nested] })).toEqual({
      ok: false,
      error: { code: 'UNKNOWN_COLOR', detail: { color: 'array' } },
    });
  });

  it('parseMove keeps details short whatever the input', () => {
    const long = 'x'.repeat(10_000);
    const r = akcioner.parseMove({ type: 'trade', orders: { [long]: 1 } });
    expect(r.ok ? '' : String(r.error.detail?.['color']).length).toBe(40);
  });
});
