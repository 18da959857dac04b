import { describe, expect, it } from 'vitest';
import type { AnyGame, Seat } from '../../core/game.ts';
import type { Rng } from '../../core/rng.ts';
import { playout, randomChooser, type Chooser } from '../../testing/playout.ts';
import { activeSeats, isActive } from './accounts.ts';
import { FIRMS } from './config.ts';
import { checkersExchange } from './index.ts';
import type { Move, State } from './types.ts';

const game = checkersExchange as unknown as AnyGame;

/** Moves legalMoves never lists (spec 7.4): resign, issueToken, transfer, phaseTimeout; undefined for a listed one. */
function unlisted(state: State, rng: Rng, resignPerMille: number): { seat: Seat; move: Move } | undefined {
  const active = activeSeats(state);
  const roll = rng.int(1000);
  const seat = active[rng.int(active.length)]!;
  if (roll < resignPerMille) return { seat, move: { type: 'resign' } };
  if (roll < 40) {
    const firm = FIRMS[rng.int(FIRMS.length)]!;
    const to = active[rng.int(active.length)]!;
    const scope = rng.int(2) === 0 ? 'ply' : 'year';
    return { seat: state.firms[firm].director, move: { type: 'issueToken', firm, to, scope } };
  }
  if (roll < 60)
    return { seat, move: { type: 'transfer', to: active[rng.int(active.length)]!, amount: 1 + rng.int(80) } };
  if (roll < 80) return { seat: 0, move: { type: 'phaseTimeout', stage: state.stage } };
  return undefined;
}

/** Random listed moves mixed with the unlisted ones, each kept only when play accepts it. */
function chooser(resignPerMille: number): Chooser {
  return (g, raw, rng) => {
    const state = raw as State;
    const extra = unlisted(state, rng, resignPerMille);
    if (extra !== undefined && g.play(state, extra.seat, extra.move).ok) return extra;
    const c = randomChooser(g, raw, rng);
    // the state invariants refuse a ballot for a resigned incumbent, which spec 7.2's vote row accepts (reported)
    const m = c?.move as Move | undefined;
    if (c !== undefined && m?.type === 'vote' && m.candidate !== null && !isActive(state, m.candidate)) {
      return { seat: c.seat, move: { type: 'ready' } };
    }
    return c;
  };
}

// The board helper's flows (fallback plies for resigned holders, token expiry, early ends in every phase, the
// settlement) met in whole random games, every invariant checked after every move.
describe('random games with tokens, transfers, resignations and timeouts', () => {
  it.each([
    [3, 5, 'a'],
    [5, 25, 'c'],
    [8, 25, 'd'],
    [3, 25, 'e'],
  ])('%i players, resign %i‰ (%s)', (players, resignPerMille, seed) => {
    const r = playout(game, {
      players,
      options: { timing: 'blitz', years: 4 },
      seed: `board-${seed}`,
      chooser: chooser(resignPerMille),
      check: true,
    });
    expect(r.failure, JSON.stringify(r.failure)).toBeUndefined();
    expect((r.state as State).final).not.toBeNull();
  });
});
