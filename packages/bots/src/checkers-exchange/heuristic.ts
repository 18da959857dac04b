/** The heuristic level's turn (spec 15): a searched ply on the board, value-driven bids, trades and votes. */
import { CheckersExchange, type Seat } from '@birzha/engine';
import { awaitsSeat, firmToPlay } from './acting.ts';
import { auctionBids } from './auction.ts';
import { BallotBox } from './ballot-box.ts';
import { Ledger } from './ledger.ts';
import { meetingMoves, shouldRequest } from './meeting.ts';
import { searchPly } from './ply.ts';
import { DEFAULT_LIMITS, type SearchLimits } from './search.ts';
import { planTrades } from './trading.ts';
import { reclaimTokens } from './tokens.ts';
import { appraise } from './values.ts';

type View = CheckersExchange.View;
type Move = CheckersExchange.Move;

/** The seat's session: a meeting request first (while every holding stands as the view shows it), then orders. */
function sessionMoves(view: View, seat: Seat): Move[] {
  const a = appraise(view, seat);
  const plan = planTrades(a, new Ledger(view, seat));
  const request: Move[] = shouldRequest(a, plan.bought) ? [{ type: 'requestMeeting' }] : [];
  return [...request, ...plan.orders];
}

/**
 * The heuristic's turn from the seat's view; [] when the game does not wait for the seat. It is deterministic:
 * the seed is not needed (ties fall to the first ply by notation, the first firm in firm order).
 */
export function planHeuristicTurn(view: View, seat: Seat, limits: SearchLimits = DEFAULT_LIMITS): Move[] {
  // the server's takeover level: a person who left may have lent a token, which the seat takes back (tokens.ts)
  const reclaim = reclaimTokens(view, seat);
  const firm = firmToPlay(view, seat);
  if (firm !== null)
    return [...reclaim, { type: 'ply', move: searchPly(view, seat, firm, appraise(view, seat), limits).move.notation }];
  if (!awaitsSeat(view, seat)) return [];
  let moves: Move[];
  if (view.phase === 'auction') moves = auctionBids(appraise(view, seat), new Ledger(view, seat));
  else if (view.phase === 'session') moves = sessionMoves(view, seat);
  else moves = meetingMoves(appraise(view, seat), new BallotBox(view, seat));
  return [...reclaim, ...moves, { type: 'ready' }];
}
