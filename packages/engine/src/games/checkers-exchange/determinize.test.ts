/**
 * `determinize` (spec 10's hidden parts filled in): over lively random games, for every seat at every move, the state
 * it gives keeps spec 4's invariants, shows the seat exactly the view it was made from, and lets the seat make exactly
 * the moves it could make in the real state, with the same refusals.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '../../core/game.ts';
import { createRng, rngFromSeed } from '../../core/rng.ts';
import { playout, type Chooser } from '../../testing/index.ts';
import { determinize } from './determinize.ts';
import { checkersExchange } from './index.ts';
import { stateInvariants, viewInvariants } from './invariants.ts';
import { sameJson } from './invariants-view.ts';
import { lively } from './testing/players.ts';
import { tableStep } from './testing/state.ts';
import type { Move, State, View } from './types.ts';

const game = checkersExchange as AnyGame;

/** Every problem of a determinized state of `seat` made from `view`. */
function problems(real: State, v: View, seat: number, seed: string): string[] {
  const d = determinize(v, seat, rngFromSeed(seed));
  const out = [...stateInvariants(d), ...viewInvariants(d, checkersExchange.view(d, seat))];
  const back = checkersExchange.view(d, seat) as unknown as Record<string, unknown>;
  for (const k of Object.keys(v)) {
    if (!sameJson(back[k], (v as unknown as Record<string, unknown>)[k])) out.push(`the view's ${k} differs`);
  }
  const mine = JSON.stringify(checkersExchange.legalMoves(real, seat));
  if (JSON.stringify(checkersExchange.legalMoves(d, seat)) !== mine) out.push('other legal moves');
  return out;
}

describe('determinize', () => {
  it('gives a state within the invariants that shows every seat exactly its view, at every move of random games', () => {
    const tables = fc.record({
      players: fc.integer({ min: 3, max: 8 }),
      years: fc.integer({ min: 4, max: 5 }),
      seed: fc.string({ maxLength: 8 }),
    });
    const seen = { bids: 0, owners: 0, requests: 0, ballots: 0, checked: 0 };
    fc.assert(
      fc.property(tables, ({ players, years, seed }) => {
        const inner = lively();
        let move = 0;
        const chooser: Chooser = (g, raw, rng) => {
          const state = raw as State;
          // every other move: the games stay long enough to reach meetings in a few seconds
          if (state.phase !== 'finished' && move++ % 2 === 0) {
            for (let seat = 0; seat < players; seat++) {
              const v = checkersExchange.view(state, seat);
              const p = problems(state, v, seat, `${seed}/${seen.checked}`);
              expect(p, `seat ${seat} in ${state.phase} of year ${state.year}`).toEqual([]);
              seen.checked++;
              if (v.bids.length < state.bids.length) seen.bids++;
              if (v.book.some((o) => o.account === null) || v.tape.some((t) => t.buyer === null)) seen.owners++;
              if (v.requests.length < state.requests.length) seen.requests++;
              if (v.ballots.length < state.ballots.length) seen.ballots++;
            }
          }
          return inner(g, raw, rng);
        };
        const r = playout(game, { players, options: { timing: 'untimed', years }, seed, chooser, maxMoves: 30_000 });
        expect(r.failure).toBeUndefined();
      }),
      { numRuns: 5, seed: 26 },
    );
    // The games reached every kind of hidden part.
    for (const [k, n] of Object.entries(seen)) expect(n, k).toBeGreaterThan(0);
  });

  it("the seat's own moves meet the real state's checks: the same code and detail for random orders and bids", () => {
    const rng = createRng(rngFromSeed('own'));
    let compared = 0;
    const inner = lively({ bold: 4000 });
    const chooser: Chooser = (g, raw, r) => {
      const state = raw as State;
      if (state.phase === 'auction' || state.phase === 'session') {
        const seat = rng.int(state.players);
        const d = determinize(checkersExchange.view(state, seat), seat, rng.save());
        rng.nextUint32();
        for (let k = 0; k < 4; k++) {
          const qty = 1 + rng.int(25);
          const price = 5 + rng.int(60);
          const firm = (['w1', 'b2', 'w3', 'b4'] as const)[k] ?? 'w1';
          const move: Move =
            state.phase === 'auction'
              ? { type: 'bid', firm, qty: Math.min(qty, 20), price }
              : { type: 'order', account: 'me', side: rng.int(2) === 0 ? 'buy' : 'sell', firm, qty, limit: price };
          const a = checkersExchange.play(state, seat, move);
          const b = checkersExchange.play(d, seat, move);
          expect(b.ok ? 'ok' : b.error).toEqual(a.ok ? 'ok' : a.error);
          if (a.ok && b.ok) {
            // what the move does to the seat's own view is the same
            expect(checkersExchange.view(b.value.state, seat)).toEqual(checkersExchange.view(a.value.state, seat));
          }
          compared++;
        }
      }
      return inner(g, raw, r);
    };
    for (const seed of ['a', 'b']) {
      const r = playout(game, { players: 4, options: { timing: 'untimed', years: 4 }, seed, chooser });
      expect(r.failure).toBeUndefined();
    }
    expect(compared).toBeGreaterThan(200);
  });

  it('refuses a view that is not the seat’s own', () => {
    const s = tableStep({ players: 3 }).state;
    expect(() => determinize(checkersExchange.view(s, 1), 0, rngFromSeed('x'))).toThrow(/not seat 0/);
    expect(() => determinize(checkersExchange.view(s, 'spectator'), 0, rngFromSeed('x'))).toThrow(/not seat 0/);
  });

  it('in a meeting some request stands: when the seat has none, another’s', () => {
    let s = tableStep({
      players: 3,
      phase: 'session',
      year: 1,
      directors: [0, 2, 1, 0, 1, 0, 2, 1],
      seats: [{ holdings: { w1: 6 } }, { holdings: { b1: 7 } }],
    }).state;
    for (const [seat, move] of [
      [0, { type: 'requestMeeting' }],
      [0, { type: 'ready' }],
      [1, { type: 'ready' }],
      [2, { type: 'ready' }],
    ] as const) {
      const r = checkersExchange.play(s, seat, move);
      if (!r.ok) throw new Error(r.error.code);
      s = r.value.state;
    }
    expect(s.phase).toBe('meeting');
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const d = determinize(checkersExchange.view(s, 2), 2, rngFromSeed(seed));
      // seat 0 or seat 1 (both hold 5 shares of a firm): seat 2 cannot tell which
      expect(d.requests.length).toBeGreaterThan(0);
      expect(d.requests.every((r) => r === 0 || r === 1)).toBe(true);
      expect(checkersExchange.view(d, 2)).toEqual(checkersExchange.view(s, 2));
    }
  });
});
