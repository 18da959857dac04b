/**
 * The rules' own readers, for a seat's view as much as for the state (bots and the web table): a view carries every
 * field they read for the viewer's own accounts, so a client never re-implements spec 4's derived values.
 */
export {
  activeSeats,
  cashOf,
  controlledAccounts,
  controller,
  controls,
  effectiveHolder,
  eligibleToRequest,
  freeCash,
  freeShares,
  holdingsOf,
  isActive,
  isFirm,
  servingToken,
  votesOf,
  votingShares,
  type Ledger,
} from './accounts.ts';
export { firmPlies } from './ply.ts';
export { activeFirmOf, rotationOf } from './turn.ts';
export { pieceSlots } from './board-pieces.ts';
export { allowedIn } from './play.ts';
export { currentRepetitions } from './board-repetitions.ts';
export { tokenYear } from './tokens.ts';
export { nominateViolation, voteViolation, votesToElect, type MeetingLedger } from './meeting.ts';
export { mayAct } from './to-act.ts';
