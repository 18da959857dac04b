/**
 * Test support (no production code uses it): the states of the unit tests built by the real setup (spec 5) with a
 * position of spec 12, and moves played through the game's `play` on deep-frozen states.
 */
import type { Seat } from '../../../core/game.ts';
import type { Result } from '../../../core/result.ts';
import { deepFreeze } from '../../../testing/deep-freeze.ts';
import { play } from '../play.ts';
import { placePosition } from '../position.ts';
import { baseState, setup } from '../setup.ts';
import type { Move, Options, Position, RulesVersion, State, Step } from '../types.ts';

/**
 * A table: the player count, a spec 12 position, options over spec 13's defaults (online, 6 years) and the rules
 * version: absent, 1, the version spec 13's vectors are stated for (the unit tests play their tables); a test of
 * version 2 says so.
 */
export interface Table extends Position {
  readonly players: number;
  readonly options?: Partial<Options>;
  readonly rulesVersion?: RulesVersion;
}

/** Only the rng depends on it: every table gives its directors. */
const SEED = 'fixture';

function parts(table: Table): { players: number; options: Options; position: Position; rulesVersion: RulesVersion } {
  const { players, options, rulesVersion, ...position } = table;
  return {
    players,
    options: { timing: 'online', years: 6, ...options },
    position,
    rulesVersion: rulesVersion ?? 1,
  };
}

function value<T>(r: Result<T>, what: string): T {
  if (!r.ok) throw new Error(`${what}: ${r.error.code} ${JSON.stringify(r.error.detail)}`);
  return r.value;
}

/** The table through `setup`: its phase entered at stage 1; the events after `gameStarted`. */
export function tableStep(table: Table): Step {
  const { players, options, position, rulesVersion } = parts(table);
  const r = value(setup({ players, options, seed: SEED, position, rulesVersion }), 'setup');
  return { state: r.state, events: r.events.filter((e) => e.type !== 'gameStarted') };
}

/** The table's state at stage 0, its phase not entered (setup steps 1-5, then the position's fields only). */
export function tableState(table: Table): State {
  const { players, options, position, rulesVersion } = parts(table);
  return value(placePosition(baseState(players, options, SEED, rulesVersion), position), 'position');
}

/**
 * One move through the game's `play` on a deep-frozen state (a bare string is a ply's notation); not parsed, so that
 * a test may send what `parseMove` would refuse.
 */
export function playOn(state: State, seat: Seat, move: Move | string): Result<Step> {
  const r = play(deepFreeze(state), seat, typeof move === 'string' ? { type: 'ply', move } : move);
  return r.ok ? { ok: true, value: { state: r.value.state, events: r.value.events } } : r;
}
