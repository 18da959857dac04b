/**
 * Checkers Exchange's expert (issue 27): the heuristic's draughts search with a larger fixed node budget, and the
 * work put into the market:
 *
 * - the opening auction bid by value against the uniform price (market-auction.ts);
 * - every session a market maker around its valuation, defending the control of its firms and raiding firms held
 *   cheaply (market-quotes.ts, market-control.ts); it acts in several turns a session, each answering the book as
 *   the others left it, and sends `ready` once it has nothing more to do;
 * - meetings: it nominates itself where its votes pass and votes every account it controls (meeting.ts).
 *
 * Work per decision is fixed (nodes, orders), so the turn depends on the view alone; a wall-clock stop under
 * `limits.ms` (1 s at most) cuts the search as a last resort.
 */
import { CheckersExchange, type Seat } from '@birzha/engine';
import { MAX_TURN_MOVES, type BotLimits } from '../bot.ts';
import { awaitsSeat, firmToPlay } from './acting.ts';
import { BallotBox } from './ballot-box.ts';
import { Ledger } from './ledger.ts';
import { expertAuctionBids } from './market-auction.ts';
import { withOpinion } from './market-opinion.ts';
import { planMarket } from './market-quotes.ts';
import { meetingMoves, shouldRequest } from './meeting.ts';
import { searchPly } from './ply.ts';
import { appraise } from './values.ts';

type View = CheckersExchange.View;
type Move = CheckersExchange.Move;
type Account = CheckersExchange.Account;

const R = CheckersExchange.Reads;

/** issue 27: never more than 1 s per decision on one core; the stop leaves room for the reply and a loaded machine. */
export const EXPERT_MAX_MS = 1_000;
const SAFETY = 0.6;
/** The search's fixed budget: deeper than the heuristic's (depth 6, 60 000 nodes), well under the time cap. */
export const EXPERT_SEARCH = { depth: 8, nodes: 150_000 } as const;
/** Orders of the seat's accounts in one session after which it only sends `ready` (every turn places one at least). */
export const SESSION_ORDERS_MAX = 30;

/** Distinct orders the seat's accounts placed this session that the view still shows (book or tape). */
function ordersThisSession(view: View, seat: Seat): number {
  const mine = (acc: Account | null): boolean => acc !== null && acc !== 'gov' && R.controller(view, acc) === seat;
  const ids = new Set<number>();
  for (const o of view.book) if (mine(o.account)) ids.add(o.id);
  for (const t of view.tape) {
    if (mine(t.buyer)) ids.add(t.buyOrder);
    if (mine(t.seller)) ids.add(t.sellOrder);
  }
  return ids.size;
}

/** One session turn: the market's orders (a meeting request first), `ready` once there is nothing left to do. */
function sessionTurn(view: View, seat: Seat): Move[] {
  const a = appraise(view, seat);
  const plan = planMarket(withOpinion(a), new Ledger(view, seat));
  const request: Move[] = shouldRequest(a, plan.bought) ? [{ type: 'requestMeeting' }] : [];
  const moves: Move[] = [...request, ...plan.orders];
  // a long plan goes out in parts (each prefix is legal: the ledger checked the orders in turn); the next turn
  // plans again from the book as it then stands
  if (moves.length >= MAX_TURN_MOVES) return moves.slice(0, MAX_TURN_MOVES - 1);
  if (moves.length === 0 || ordersThisSession(view, seat) + plan.orders.length >= SESSION_ORDERS_MAX)
    return [...moves, { type: 'ready' }];
  return moves;
}

/** The expert's turn from the seat's view; [] when the game does not wait for the seat. */
export function planExpertTurn(view: View, seat: Seat, limits?: BotLimits): Move[] {
  const started = performance.now();
  const firm = firmToPlay(view, seat);
  if (firm !== null) {
    const deadline = started + SAFETY * Math.min(EXPERT_MAX_MS, limits?.ms ?? EXPERT_MAX_MS);
    const search = { ...EXPERT_SEARCH, deadline };
    return [{ type: 'ply', move: searchPly(view, seat, firm, appraise(view, seat), search).move.notation }];
  }
  if (!awaitsSeat(view, seat)) return [];
  if (view.phase === 'session') return sessionTurn(view, seat);
  const moves =
    view.phase === 'auction'
      ? expertAuctionBids(appraise(view, seat), new Ledger(view, seat))
      : meetingMoves(appraise(view, seat), new BallotBox(view, seat));
  return [...moves, { type: 'ready' }];
}
