/** Move tokens and personal transfers (spec 7.2, 7.3). */
import type { Seat } from '../../core/game.ts';
import { ok, type Result } from '../../core/result.ts';
import { fail } from './codes.ts';
import { addCash, freeCash, isActive, isSeat } from './accounts.ts';
import type { MoveOf, State, Step, Token } from './types.ts';
import { setKey } from '../../core/update.ts';

/** The year whose board phase a token issued now serves (spec 7.3 `issueToken`), of a state or a view. */
export function tokenYear(state: Pick<State, 'phase' | 'year'>): number {
  switch (state.phase) {
    case 'board':
      return state.year;
    case 'auction':
      return 1;
    default:
      return state.year + 1;
  }
}

/** NOT_DIRECTOR, BAD_TARGET; token year by phase; a token to the director clears it. */
export function playIssueToken(state: State, seat: Seat, move: MoveOf<'issueToken'>): Result<Step> {
  const f = state.firms[move.firm];
  if (f.director !== seat) return fail('NOT_DIRECTOR', { firm: move.firm });
  if (!isSeat(state, move.to) || !isActive(state, move.to)) return fail('BAD_TARGET');
  const year = tokenYear(state);
  // spec 7.3: to the director means the director takes the move back; otherwise it replaces any earlier token
  const token: Token | null = move.to === f.director ? null : { holder: move.to, scope: move.scope, year };
  return ok({
    state: { ...state, firms: setKey(state.firms, move.firm, { ...f, token }) },
    events: [{ type: 'tokenIssued', firm: move.firm, to: move.to, scope: move.scope, year }],
  });
}

/** BAD_TARGET, INSUFFICIENT_CASH. */
export function playTransfer(state: State, seat: Seat, move: MoveOf<'transfer'>): Result<Step> {
  if (!isSeat(state, move.to) || !isActive(state, move.to) || move.to === seat) return fail('BAD_TARGET');
  // bids and buy orders reserve cash (spec 4 freeCash)
  const free = freeCash(state, seat);
  if (move.amount > free) return fail('INSUFFICIENT_CASH', { free });
  const state2 = addCash(addCash(state, seat, -move.amount), move.to, move.amount);
  return ok({ state: state2, events: [{ type: 'transferred', from: seat, to: move.to, amount: move.amount }] });
}
