import type { Seat } from '../../core/game.ts';
import { effectiveHolder, isActive } from './accounts.ts';
import { marketLegalMoves } from './legal-market.ts';
import { firmPlies } from './ply.ts';
import type { Move, State } from './types.ts';

/**
 * Spec 7.4: [] when finished or the seat resigned; the active firm's plies in notation order for its holder; the
 * simultaneous phases' moves. Never lists transfer, issueToken, resign or phaseTimeout, which play accepts all the
 * same.
 */
export function legalMoves(state: State, seat: Seat): Move[] {
  if (state.phase === 'finished' || !isActive(state, seat)) return [];
  if (state.phase !== 'board') return marketLegalMoves(state, seat);
  const firm = state.activeFirm;
  if (firm === null || effectiveHolder(state, firm) !== seat) return [];
  return firmPlies(state, firm).map((m) => ({ type: 'ply', move: m.notation }));
}
