import type { Game } from '../../core/game.ts';
import { CODES } from './codes.ts';
import { deadlines } from './clock.ts';
import { determinize } from './determinize.ts';
import { stateInvariants, viewInvariants } from './invariants.ts';
import { legalMoves, toAct } from './legal.ts';
import { meta } from './meta.ts';
import { parseMove } from './moves/parse.ts';
import { parseOptions } from './options.ts';
import { outcome } from './outcome.ts';
import { play } from './play.ts';
import { setup } from './setup.ts';
import { view, viewEvent } from './view.ts';
import type { Event, Move, Options, State, View } from './types.ts';

/**
 * A resignation applies to whatever state it meets (spec 7.5: any active seat, at any stage, in or out of turn): one
 * sent while another seat's move landed is not STALE. Every other move answers the position it was chosen in.
 */
function versionFree(move: Move): boolean {
  return move.type === 'resign';
}

/** `timeout` is the server clock's alone (spec 7.4): a seat that sent it would play its default move as "timed out". */
function clockOnly(move: Move): boolean {
  return move.type === 'timeout';
}

/** Akcioner (spec shared/rules/akcioner.md, rules version 1). */
export const akcioner: Game<Options, State, Move, Event, View> = {
  meta,
  codes: CODES,
  parseOptions,
  setup,
  toAct,
  versionFree,
  clockOnly,
  deadlines,
  legalMoves,
  parseMove,
  play,
  view,
  viewEvent,
  outcome,
  determinize,
  invariants: { state: stateInvariants, view: viewInvariants },
};

export * from './config.ts';
export { CODES, type Code } from './codes.ts';
export type * from './types.ts';
export { capital, isLastRound } from './derived.ts';
export { resolveCard } from './resolve-card.ts';
export { defaultCard } from './moves/timeout.ts';
export { determinize } from './determinize.ts';
export { cardMoves, assignments } from './legal.ts';
