/**
 * Checkers Exchange's expert (issue 27): the heuristic's draughts search with a larger fixed node budget, and the
 * work put into the market:
 *
 * - the opening auction bid by value against the uniform price (market-auction.ts);
 * - every session a market maker around its valuation, defending the control of its firms and raiding firms held
 *   cheaply (market-quotes.ts, market-control.ts); it acts in several turns a session, each answering the book as
 *   the others left it, and sends `ready` once it has nothing more to do;
 * - meetings: it nominates itself where its votes pass and votes every account it controls (meeting.ts);
 * - move tokens: it never lends one, and takes back every token of its firms that another seat holds (tokens.ts).
 *
 * Why it never lends a token (issue 27 asked it to "lend move tokens when it pays"; no such case exists here):
 * a token changes only who chooses the firm's ply (spec 7.3 `issueToken`, 4 `effectiveHolder`). Which firm moves
 * does not depend on the holder (8.2: the rotation and the board's captures), nor does the money: capture income
 * goes to the firm owning the capturing piece (8.3 step 3), the fee to the director and dividends to the holders
 * (8.5), whoever moved. So a lent token replaces the director's pick among the firm's legal plies by the holder's
 * pick among the same plies; the expert already plays the ply best for its own wealth, so the holder's pick can at
 * best equal it. What could make lending pay is absent: a side payment for the ply (`transfer` is one-way and
 * no bot pays for a ply, nor can a price be agreed), a holder who searches better for the lender's own wealth (the
 * expert searches deepest at the table: depth 8 / 150 000 nodes, the heuristic 6 / 60 000; a shareholder ally
 * weighs its own stakes, never the lender's fee and other firms), or a director unable to move (a resigned seat's
 * firm plays the fallback ply, 8.2 step 6, but a resigned seat cannot issue a token either, and bots never resign).
 * The particular cases do not help: a director about to be voted out cannot keep a say through a token, as a
 * director change voids its tokens of every year (8.10 step 3); a token needs no acceptance (7.3), so holding
 * shares of another's firm gives the expert nothing to accept, and when it is lent one it plays that firm for its
 * own wealth (acting.ts reads `effectiveHolder`); a firm with no useful ply has no better ply for anyone else. The
 * test "never lends a token" in tokens.test.ts holds the expert to this in the position most favourable to lending
 * (an ally expert holding most of the firm, the director none of it).
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
import { reclaimTokens } from './tokens.ts';
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
  const moves: Move[] = [...reclaimTokens(view, seat), ...request, ...plan.orders];
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
    const ply = searchPly(view, seat, firm, appraise(view, seat), search).move.notation;
    // the board phase asks the seat only for the plies it holds: its other firms' tokens are taken back here
    return [...reclaimTokens(view, seat), { type: 'ply', move: ply }];
  }
  if (!awaitsSeat(view, seat)) return [];
  if (view.phase === 'session') return sessionTurn(view, seat);
  const moves =
    view.phase === 'auction'
      ? expertAuctionBids(appraise(view, seat), new Ledger(view, seat))
      : meetingMoves(appraise(view, seat), new BallotBox(view, seat));
  return [...reclaimTokens(view, seat), ...moves, { type: 'ready' }];
}
