/** The start of a game year (spec 8.10 step 5): its rotation, the firms' plies cleared, and its first ply (8.2). */
import { FIRMS, type FirmId } from './config.ts';
import { beginPly } from './ply.ts';
import { rotationOf } from './turn.ts';
import type { FirmState, State, Step } from './types.ts';

/**
 * The board phase of `year` (spec 8.10 step 5): year set, its rotation, every firm's plies 0, yearPly 0, phase board,
 * first ply (8.2). Year 1 keeps the rotation already in the state: setup stores year 1's, or the position's, which
 * carries into year 1 (spec 14.1.9).
 */
export function startYear(step: Step, year: number): Step {
  const s = step.state;
  const firms = {} as Record<FirmId, FirmState>;
  for (const f of FIRMS) firms[f] = s.firms[f].plies === 0 ? s.firms[f] : { ...s.firms[f], plies: 0 };
  const state: State = {
    ...s,
    year,
    rotation: year === 1 ? s.rotation : rotationOf(year, s.rulesVersion),
    firms,
    yearPly: 0,
    phase: 'board',
  };
  return beginPly({ state, events: step.events });
}
