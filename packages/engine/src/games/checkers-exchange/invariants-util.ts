/** Small helpers of the invariant checks (spec 4's accounts and controllers), written from the spec. */
import { isFirm } from './accounts.ts';
import { FIRMS, SQUARES } from './config.ts';
import type { Account, Holdings, State } from './types.ts';

export const SQUARE_INDEX: ReadonlyMap<string, number> = new Map(SQUARES.map((s, i) => [s, i]));
export const isNat = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
/** The engine's own account predicates: they read no more than the checks would. */
export { controller as controllerOf, isActive, isFirm as isFirmId } from './accounts.ts';

/** Every account of the table: seats in order, then firms in firm order, then the state. */
export function accountsOf(state: State): Account[] {
  return [...state.seats.map((_, i) => i), ...FIRMS, 'gov'];
}

export function cashOf(state: State, a: Account): number {
  if (a === 'gov') return state.gov.cash;
  return typeof a === 'number' ? (state.seats[a]?.cash ?? 0) : state.firms[a].cash;
}

export function holdingsOf(state: State, a: Account): Holdings | undefined {
  if (a === 'gov') return state.gov.holdings;
  return typeof a === 'number' ? state.seats[a]?.holdings : state.firms[a].holdings;
}

export function validAccount(state: State, a: unknown): a is Account {
  return a === 'gov' || isFirm(a) || (isNat(a) && a < state.players);
}
