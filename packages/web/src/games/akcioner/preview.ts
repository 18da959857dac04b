import { Akcioner, rngFromSeed } from '@birzha/engine';

type View = Akcioner.View;
type State = Akcioner.State;

/**
 * A full state that plays exactly like the real one for the seat to move (spec 7.7: every input of 8.4 is public):
 * the engine's own determinize. The other hands it deals are guesses, and they do not affect the mover's turn: they
 * only move to `undealt` on an elimination, which the preview never shows.
 */
export function stateFromView(v: View, seat: number): State {
  return Akcioner.determinize(v, seat, rngFromSeed('preview'));
}
