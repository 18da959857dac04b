import type { Outcome } from '../../core/game.ts';
import type { State } from './types.ts';

/** Spec 11: `{ranking, scores}` from `final` once the game is finished; undefined while it runs. */
export function outcome(state: State): Outcome | undefined {
  return state.phase === 'finished' && state.final !== null
    ? { ranking: state.final.ranking, scores: state.final.scores }
    : undefined;
}
