/**
 * The expert's sealed bids in the opening privatization (spec 8.6: uniform price, the last filled bid sets it for
 * everyone). Two facts of that rule shape every bid:
 *
 * - A firm's lot of 20 sold to one bid of 19 at a high price plus one share to somebody else costs the price of that
 *   somebody's bid. So where rivals bid, the expert bids 19 shares well above them (up to its value) and one share at
 *   the reserve: it ranks first, and the price is the best rival bid below it (the reserve when nobody else bids).
 * - Where nobody else bids, 20 shares at the reserve buy the whole lot at the reserve.
 *
 * Rivals' bids are predicted from the public view with the reference valuation (values.ts, the heuristic's bids of
 * auction.ts): a model of the table, not a peek (bids are sealed, spec 10). Firms are then bought in order of
 * expected gain per reserved cr; the firms the seat directs come first up to a control stake (raids, spec 15).
 */
import { CheckersExchange, type Seat } from '@birzha/engine';
import { auctionBids } from './auction.ts';
import { Ledger } from './ledger.ts';
import { appraise, type Appraisal } from './values.ts';

type Move = CheckersExchange.Move;
type FirmId = CheckersExchange.FirmId;
type View = CheckersExchange.View;

const { FIRMS, AUCTION } = CheckersExchange;
const R = CheckersExchange.Reads;

/** The highest price the expert pays for a share it buys to hold, as a fraction of its value. */
const CEILING = 0.95;
/** For a firm it directs, the control it keeps is worth this much more (the fee and the firm's plies). */
const CONTROL_CEILING = 1.15;
/** Cash kept out of the auction for the first session's state asks. */
const KEEP = 0.1;

/** Each rival's predicted highest bid per firm (0: none), from the reference valuation of its seat. */
export function rivalBids(view: View, seat: Seat): Record<FirmId, number> {
  const best = Object.fromEntries(FIRMS.map((f) => [f, 0])) as Record<FirmId, number>;
  for (const other of R.activeSeats(view)) {
    if (other === seat) continue;
    for (const m of auctionBids(appraise(view, other), new Ledger(view, other)))
      if (m.type === 'bid') best[m.firm] = Math.max(best[m.firm], m.price);
  }
  return best;
}

interface Plan {
  readonly firm: FirmId;
  readonly high: number;
  readonly qty: number;
  /** What the bids reserve (spec 4 freeCash) and what they are expected to gain. */
  readonly reserve: number;
  readonly gain: number;
}

function planFor(a: Appraisal, firm: FirmId, rival: number): Plan | undefined {
  const value = a.perShare[firm];
  const directed = a.view.firms[firm].director === a.seat;
  const cap = Math.floor(value * (directed ? CONTROL_CEILING : CEILING));
  // its own firms: the lot at the control ceiling whatever the rivals are expected to bid (a raider's bid is not the
  // reference bid); the price stays the best rival's below it, so the ceiling costs only reserved cash
  if (directed && cap > AUCTION.reserve) {
    const qty = AUCTION.lot - 1;
    const price = Math.max(rival, AUCTION.reserve);
    return { firm, high: cap, qty, reserve: qty * cap + AUCTION.reserve, gain: qty * (value * 1.15 - price) };
  }
  if (rival === 0) {
    // nobody else is expected: the whole lot at the reserve
    if (value <= AUCTION.reserve) return undefined;
    const qty = AUCTION.lot;
    return { firm, high: AUCTION.reserve, qty, reserve: qty * AUCTION.reserve, gain: qty * (value - AUCTION.reserve) };
  }
  const high = Math.min(cap, rival + 2);
  if (high <= rival) return undefined;
  const qty = AUCTION.lot - 1;
  const price = Math.max(rival, AUCTION.reserve);
  const control = directed ? value * 0.15 : 0;
  return {
    firm,
    high,
    qty,
    reserve: qty * high + AUCTION.reserve,
    gain: qty * (value + control - price),
  };
}

/** The expert's bids (spec 7.2 `bid` checked by the ledger). */
export function expertAuctionBids(a: Appraisal, ledger: Ledger): Move[] {
  const rivals = rivalBids(a.view, a.seat);
  const plans = FIRMS.map((f) => planFor(a, f, rivals[f])).filter((p): p is Plan => p !== undefined && p.gain > 0);
  const directed = (p: Plan): number => (a.view.firms[p.firm].director === a.seat ? 1 : 0);
  plans.sort((x, y) => directed(y) - directed(x) || y.gain / y.reserve - x.gain / x.reserve);
  let budget = Math.floor(ledger.cash('me') * (1 - KEEP));
  const out: Move[] = [];
  for (const p of plans) {
    if (p.reserve > budget) {
      // a smaller bid where the whole one no longer fits (a lot of 20 at the reserve only: the price stays)
      if (p.high !== AUCTION.reserve) continue;
      const qty = Math.floor(budget / AUCTION.reserve);
      if (qty < 1) continue;
      const bid = ledger.bid(p.firm, Math.min(qty, AUCTION.maxBidQty), AUCTION.reserve);
      if (bid !== undefined) {
        out.push(bid);
        budget -= bid.qty * bid.price;
      }
      continue;
    }
    const top = ledger.bid(p.firm, p.qty, p.high);
    if (top === undefined) continue;
    out.push(top);
    budget -= top.qty * top.price;
    if (p.qty < AUCTION.lot) {
      const tail = ledger.bid(p.firm, AUCTION.lot - p.qty, AUCTION.reserve);
      if (tail !== undefined) {
        out.push(tail);
        budget -= tail.qty * tail.price;
      }
    }
  }
  return out;
}
