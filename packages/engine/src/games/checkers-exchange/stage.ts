import { TIMING } from './config.ts';
import type { State, Step, TimedPhase } from './types.ts';

/** Seconds of a stage of this phase under the table's timing; null when untimed (spec 6.2). */
export function stageSeconds(state: State, phase: TimedPhase): number | null {
  const t = TIMING[state.options.timing];
  if (t === null) return null;
  return phase === 'board' ? t.ply : t[phase];
}

/**
 * Opens the next timed stage in `phase` (spec 6.2): `stage` + 1, `phase` set, `stageOpened` appended. Use it for
 * every opening: auction (setup opens stage 1 itself), each ply, each session, each meeting.
 */
export function openStage(step: Step, phase: TimedPhase): Step {
  const state: State = { ...step.state, phase, stage: step.state.stage + 1 };
  return {
    state,
    events: [
      ...step.events,
      { type: 'stageOpened', stage: state.stage, phase, year: state.year, seconds: stageSeconds(state, phase) },
    ],
  };
}
