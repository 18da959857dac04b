import type { Deadline } from '../../core/game.ts';
import { stageSeconds } from './stage.ts';
import type { Move, State } from './types.ts';

const NONE: readonly Deadline<Move>[] = Object.freeze([]);

/**
 * Spec 6.2: one deadline per match, the current stage's; when it passes the server submits `phaseTimeout` for that
 * stage as seat 0 (the engine ignores the seat and refuses it from anyone but the clock). A stage number names the
 * stage, so the key changes exactly when a new stage opens.
 */
export function deadlines(state: State): readonly Deadline<Move>[] {
  if (state.phase === 'finished') return NONE;
  const seconds = stageSeconds(state, state.phase);
  if (seconds === null) return NONE;
  return [{ key: `stage:${state.stage}`, seconds, seats: [0], move: { type: 'phaseTimeout', stage: state.stage } }];
}
