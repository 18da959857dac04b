import { CheckersExchange } from '@birzha/engine';
import type { FirmId, View } from './zone-props.ts';

/** Whom the phase waits for (spec 6.1 `toAct`), as the banner says it. */
export type Waiting =
  /** The board: the firm to move and the seat that moves it (its token holder, else its director). */
  | { readonly kind: 'board'; readonly firm: FirmId; readonly holder: number; readonly director: number }
  /** A simultaneous phase: the active seats not ready yet (empty: all ready, the phase is closing). */
  | { readonly kind: 'ready'; readonly seats: readonly number[] }
  | { readonly kind: 'none' };

/** Whom the phase waits for, from the view alone (the same rule as the engine's toAct). */
export function waitingFor(view: View): Waiting {
  if (view.phase === 'board' && view.activeFirm !== null) {
    const firm = view.activeFirm;
    return {
      kind: 'board',
      firm,
      holder: CheckersExchange.Reads.effectiveHolder(view, firm),
      director: view.firms[firm].director,
    };
  }
  if (view.phase === 'auction' || view.phase === 'session' || view.phase === 'meeting') {
    return { kind: 'ready', seats: CheckersExchange.Reads.activeSeats(view).filter((s) => view.ready[s] !== true) };
  }
  return { kind: 'none' };
}

/** Whether the phase has a Ready flag: the simultaneous phases (spec 6.1). */
export function hasReady(phase: View['phase']): boolean {
  return phase === 'auction' || phase === 'session' || phase === 'meeting';
}
