/** The year end (spec 8.10 step 5). */
import { FIRMS } from './config.ts';
import { finalSettlement } from './settlement.ts';
import { startYear } from './year-start.ts';
import type { Event, State, Step } from './types.ts';
import { updateKey } from '../../core/update.ts';

/** Every firm pays its `taxDue` to the state, firm order; a firm owing nothing emits no `taxPaid` (spec 8.10 step 5). */
export function payTaxes(step: Step): Step {
  let state: State = step.state;
  const events: Event[] = [...step.events];
  for (const firm of FIRMS) {
    const amount = state.firms[firm].taxDue;
    if (amount === 0) continue;
    state = {
      ...state,
      firms: updateKey(state.firms, firm, (f) => ({ ...f, taxDue: 0 })),
      gov: { ...state.gov, cash: state.gov.cash + amount },
    };
    events.push({ type: 'taxPaid', firm, amount });
  }
  return { state, events };
}

/** Taxes paid, `yearEnded`, then the final settlement or the next year's board phase. */
export function yearEnd(step: Step): Step {
  const taxed = payTaxes(step);
  const state = taxed.state;
  const next: Step = { state, events: [...taxed.events, { type: 'yearEnded', year: state.year }] };
  // spec 8.10 step 5 and 11.1: a board game ended in the final year still ends for reason 'board' (spec 14.1.12)
  if (state.board.result !== null) return finalSettlement(next, 'board');
  if (state.year >= state.options.years) return finalSettlement(next, 'years');
  return startYear(next, state.year + 1);
}
