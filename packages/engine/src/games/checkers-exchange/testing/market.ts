/**
 * Test support for the market modules: a table of spec 12 through the real setup (directors D3 of spec 13 unless
 * given) at a chosen stage, and moves through the game's `play`. Used only by tests.
 */
import type { Seat } from '../../../core/game.ts';
import { D3, V14 } from './positions.ts';
import { playOn, tableState, tableStep, type Table } from './state.ts';
import type { Move, Phase, State, Step } from '../types.ts';

export { bid, buy, cancel, nominate, sell, vote } from './match.ts';

/** A table of 3 players with D3 unless given, at `stage` (1 unless given) and with `gov`'s cash as `govCash`. */
export interface FixtureInput extends Omit<Partial<Table>, 'phase' | 'gov'> {
  readonly phase?: Exclude<Phase, 'finished'>;
  readonly stage?: number;
  readonly govCash?: number;
}

/** The table's state with its phase not entered (year 0 in the auction, else 1 unless given). */
export function fixture(input: FixtureInput = {}): State {
  const { stage, govCash, ...table } = input;
  const phase = input.phase ?? 'auction';
  const state = tableState({
    players: 3,
    directors: D3,
    ...table,
    phase,
    year: input.year ?? (phase === 'auction' ? 0 : 1),
    gov: { cash: govCash ?? 0 },
  });
  return { ...state, stage: stage ?? 1 };
}

/** Plays an accepted market move on a deep-frozen state (any mutation throws) and returns the step. */
export function accept(state: State, seat: Seat, move: Move): Step {
  const r = playOn(state, seat, move);
  if (!r.ok) throw new Error(`expected ${JSON.stringify(move)} by ${seat} to pass, got ${r.error.code}`);
  return r.value;
}

/** The violation code of a rejected market move (throws when it is accepted). */
export function reject(state: State, seat: Seat, move: Move): string {
  const r = playOn(state, seat, move);
  if (r.ok) throw new Error(`expected ${JSON.stringify(move)} by ${seat} to fail`);
  return r.error.code;
}

/** V14's position through setup: 4 players, the session of year 3 open (stage 1, the state's asks ids 1-8). */
export function v14Session(): State {
  return tableStep({ players: 4, ...V14 }).state;
}
