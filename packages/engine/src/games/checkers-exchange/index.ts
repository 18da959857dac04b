import type { Game } from '../../core/game.ts';
import { CODES } from './codes.ts';
import { actorVisible } from './actor.ts';
import { deadlines } from './clock.ts';
import { determinize } from './determinize.ts';
import { stateInvariants, viewInvariants } from './invariants.ts';
import { legalMoves } from './legal.ts';
import { meta } from './meta.ts';
import { notices } from './notices.ts';
import { parseMove } from './moves/parse.ts';
import { parseOptions } from './options.ts';
import { outcome } from './outcome.ts';
import { play } from './play.ts';
import { setup } from './setup.ts';
import { mayAct, toAct } from './to-act.ts';
import type { Event, Move, Options, State, View } from './types.ts';
import { view, viewEvent } from './view.ts';

/**
 * Every move but a ply applies to the state it meets (spec 6.1: simultaneous phases, out-of-turn transfers, tokens
 * and resignations; a stale `phaseTimeout` is refused by its stage number). A ply answers one board position, so an
 * old version is STALE: a second click never plays a second firm's ply.
 */
function versionFree(move: Move): boolean {
  return move.type !== 'ply';
}

/** `phaseTimeout` is the server clock's (spec 6.2). */
function clockOnly(move: Move): boolean {
  return move.type === 'phaseTimeout';
}

/**
 * Checkers Exchange (spec shared/rules/checkers-exchange.md). `determinize` fills in spec 10's hidden parts (sealed
 * bids, anonymous owners, requests, ballots) for the bots and the table's previews (issue 26).
 */
export const checkersExchange: Game<Options, State, Move, Event, View> = {
  meta,
  codes: CODES,
  parseOptions,
  setup,
  toAct,
  mayAct,
  versionFree,
  clockOnly,
  deadlines,
  notices,
  legalMoves,
  parseMove,
  play,
  view,
  viewEvent,
  // the owner of a firm's order is its director, which the event alone does not name (view.ts)
  viewEventReadsState: true,
  // one turn per timed stage (a ply, the auction, a session, a meeting), counted in years (spec 6.2)
  turnOf: (state) => ({ turn: state.stage, round: state.year === 0 ? null : state.year }),
  outcome,
  actorVisible,
  determinize,
  invariants: { state: stateInvariants, view: viewInvariants },
};

export * from './config.ts';
export { CODES, type Code } from './codes.ts';
export type * from './types.ts';
export { DEFAULT_OPTIONS } from './options.ts';
/** The pure Russian-draughts layer (perft, position keys), for the CLI and bots. */
export * as Draughts from './draughts/index.ts';
/** Spec 4's derived values and the firm's plies, on a state or a view (bots, the web table). */
export * as Reads from './reads.ts';
/** Spec 10's hidden parts filled in from a seat's view (bots, the table's previews and pre-checks). */
export { determinize } from './determinize.ts';
