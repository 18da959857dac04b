/**
 * The board helper's tests' fixture: a table of spec 12 through the real setup (`tableStep`, `tableState`), and moves
 * through the game's `play`. Tests only.
 */
import type { Seat } from '../../../core/game.ts';
import type { Result } from '../../../core/result.ts';
import { playOn, tableState, tableStep, type Table } from './state.ts';
import type { Event, Move, State, Step } from '../types.ts';

/** A table in the board phase (the default) or a session, of year 1 unless given. */
export type Fixture = Table;

function boardOrSession(fx: Fixture): Fixture {
  if (fx.phase === 'auction' || fx.phase === 'meeting') throw new Error(`fixture: no ${fx.phase} here`);
  return { year: 1, ...fx, phase: fx.phase ?? 'board' };
}

/**
 * The fixture's state before its phase is entered (stage 0 for a board position); a session is open at stage 1
 * with an empty book (no state asks).
 */
export function fixtureState(fx: Fixture): State {
  const table = boardOrSession(fx);
  return table.phase === 'session' ? tableStep({ ...table, book: [] }).state : tableState(table);
}

/** The fixture with its phase entered: a board position opens stage 1 at its ply (spec 12), with its events. */
export function fixture(fx: Fixture): Step {
  const table = boardOrSession(fx);
  return table.phase === 'session' ? { state: fixtureState(table), events: [] } : tableStep(table);
}

/** A move for `play`; a bare string is a ply's notation. */
export type Act = readonly [Seat, Move | string];

/** One move through the game's `play` on a frozen state; the events of the accepted move only. */
export function attempt(step: Step, seat: Seat, move: Move | string): Result<Step> {
  return playOn(step.state, seat, move);
}

/** Plays the moves in order (a violation is a test bug and throws); the events of all of them. */
export function run(step: Step, acts: readonly Act[]): Step {
  let state = step.state;
  const events: Event[] = [];
  for (const [seat, move] of acts) {
    const r = attempt({ state, events: [] }, seat, move);
    if (!r.ok) throw new Error(`${seat}: ${JSON.stringify(move)} rejected: ${JSON.stringify(r.error)}`);
    state = r.value.state;
    events.push(...r.value.events);
  }
  return { state, events };
}

/** The violation code of a move that must be rejected; undefined when it was accepted. */
export function codeOf(step: Step, seat: Seat, move: Move | string): string | undefined {
  const r = attempt(step, seat, move);
  return r.ok ? undefined : r.error.code;
}

/** The events of one type. */
export { ofType as eventsOf } from './match.ts';
