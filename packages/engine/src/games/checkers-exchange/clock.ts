import type { Deadline } from '../../core/game.ts';
import { effectiveHolder } from './accounts.ts';
import { stageSeconds } from './stage.ts';
import type { Move, State } from './types.ts';

const NONE: readonly Deadline<Move>[] = Object.freeze([]);

/**
 * Spec 6.2: one deadline per match, the current stage's; when it passes the server submits `phaseTimeout` for that
 * stage as seat 0 (the engine ignores the seat and refuses it from anyone but the clock). A stage number names the
 * stage, so the key changes exactly when a new stage opens. Untimed stages are declared with 0 seconds (no clock at a
 * live table). A ply is one seat's decision, the active firm's effective holder's (spec 6.1), so it spends that
 * seat's bank at a turn-based table; the auction, sessions and meetings are simultaneous phases.
 */
export function deadlines(state: State): readonly Deadline<Move>[] {
  if (state.phase === 'finished') return NONE;
  const seconds = stageSeconds(state, state.phase) ?? 0;
  const move: Move = { type: 'phaseTimeout', stage: state.stage };
  const key = `stage:${state.stage}`;
  if (state.phase === 'board' && state.activeFirm !== null)
    return [{ key, seconds, spends: effectiveHolder(state, state.activeFirm), seats: [0], move, closesPhase: true }];
  return [{ key, seconds, seats: [0], move, closesPhase: true }];
}
