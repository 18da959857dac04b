import type { Game } from '../../core/game.ts';
import { CODES } from './codes.ts';
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
import { sendsLegal } from './sends-legal.ts';
import { setup } from './setup.ts';
import { showSeconds } from './show.ts';
import { toAct } from './to-act.ts';
import type { Event, Move, Options, State, View } from './types.ts';
import { view, viewEvent } from './view.ts';

/** Moves applied to whatever state they meet: the simultaneous investor choice, and leaving the table. */
function versionFree(move: Move): boolean {
  return move.type === 'chooseInvestor' || move.type === 'resign';
}

/** `timeout` is the server clock's alone (spec 6.2): a seat that sent it would play its default move as "timed out". */
function clockOnly(move: Move): boolean {
  return move.type === 'timeout';
}

/** Stockpile (spec shared/rules/stockpile.md, rules version 1). */
export const stockpile: Game<Options, State, Move, Event, View> = {
  meta,
  codes: CODES,
  parseOptions,
  setup,
  toAct,
  versionFree,
  clockOnly,
  deadlines,
  notices,
  legalMoves,
  // The boards offer a seat's choices as lists in most phases (not Selling's or Deborah's): the server sends them there.
  sendsLegal,
  parseMove,
  play,
  view,
  viewEvent,
  outcome,
  showSeconds,
  determinize,
  invariants: { state: stateInvariants, view: viewInvariants },
};

export * from './config.ts';
export { CODES, type Code } from './codes.ts';
export * from './companies.ts';
export type * from './types.ts';
export { ALL_CARDS, cardInfo, type CardInfo } from './cards.ts';
export { defaultMove } from './moves/timeout.ts';
export { determinize } from './determinize.ts';
export { DEFAULT_OPTIONS } from './options.ts';
export { sharesOf, priceAt } from './ticker.ts';
export { shareValue } from './share-value.ts';
export { investorCash } from './investors.ts';
export { turnOrder } from './derived.ts';
export { bidCost } from './bidding.ts';
export { sendsLegalIn } from './sends-legal.ts';
export { SHOW_STEP_SECONDS, isShowStep, showSteps } from './show.ts';
export { viewAfter } from './view-after.ts';
export { knownMajority, knownMajorities, type KnownMajority } from './known-majority.ts';
export { scoreSheets, type ScoreSheet, type SheetLine } from './score-sheet.ts';
