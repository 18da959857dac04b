import { Akcioner, akcioner, rngFromSeed, type Violation } from '@birzha/engine';

type View = Akcioner.View;
type State = Akcioner.State;
type Event = Akcioner.Event;
type Move = Akcioner.Move;

/**
 * A full state that plays exactly like the real one for the seat to move (spec 7.7: every input of 8.4 is public):
 * the engine's own determinize. The other hands it deals are guesses, and they do not affect the mover's turn: they
 * only move to `undealt` on an elimination, which the preview never shows.
 */
export function stateFromView(v: View, seat: number): State {
  return Akcioner.determinize(v, seat, rngFromSeed('preview'));
}

export interface PlayedStep {
  readonly state: State;
  readonly events: readonly Event[];
}

export type StepResult =
  { readonly ok: true; readonly value: PlayedStep } | { readonly ok: false; readonly error: Violation };

/** Plays one move of `seat` with the engine's own `play` (so the preview and its errors are the server's). */
export function step(state: State, seat: number, move: Move): StepResult {
  const r = akcioner.play(state, seat, move);
  return r.ok ? { ok: true, value: r.value } : { ok: false, error: r.error };
}
