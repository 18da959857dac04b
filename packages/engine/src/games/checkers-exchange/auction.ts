/** The opening privatization auction (spec 8.6): sealed bids and the uniform-price clearing. */
import type { Seat } from '../../core/game.ts';
import { ok, type Result } from '../../core/result.ts';
import type { Violation } from './codes.ts';
import { setKey } from '../../core/update.ts';
import { addCash, freeCash, moveShares } from './accounts.ts';
import { AUCTION, FIRMS, LIMITS, SHARES, type FirmId } from './config.ts';
import type { Bid, Event, Fill, MoveOf, State, Step } from './types.ts';

/** Own checks of `bid` in spec 7.2 order (BELOW_RESERVE, TOO_MANY_ORDERS, INSUFFICIENT_CASH); null when legal. */
export function bidViolation(
  state: State,
  seat: Seat,
  bid: { readonly firm: FirmId; readonly qty: number; readonly price: number },
): Violation | null {
  if (bid.price < AUCTION.reserve) return { code: 'BELOW_RESERVE', detail: { reserve: AUCTION.reserve } };
  let open = 0;
  for (const b of state.bids) if (b.seat === seat) open++;
  if (open >= LIMITS.openOrdersMax) return { code: 'TOO_MANY_ORDERS', detail: { max: LIMITS.openOrdersMax } };
  const free = freeCash(state, seat);
  if (bid.qty * bid.price > free) return { code: 'INSUFFICIENT_CASH', detail: { free } };
  return null;
}

/** `bid` after the generic checks (spec 7.2 steps 1-4 are done by play.ts); spec 7.3 effect. */
export function playBid(state: State, seat: Seat, move: MoveOf<'bid'>): Result<Step> {
  const { firm, qty, price } = move;
  const v = bidViolation(state, seat, move);
  if (v !== null) return { ok: false, error: v };
  const id = state.nextOrderId;
  const bid: Bid = { id, seat, firm, qty, price };
  return ok({
    state: { ...state, bids: [...state.bids, bid], nextOrderId: id + 1 },
    events: [{ type: 'bidPlaced', id, seat, firm, qty, price }],
  });
}

/** Spec 8.6 steps 1-5 for one firm: fills in price-time order, the uniform price, the payments. */
function clearFirm(state: State, firm: FirmId, events: Event[]): State {
  const bids = state.bids.filter((b) => b.firm === firm);
  let left = Math.max(0, Math.min(AUCTION.lot, state.gov.holdings[firm] - SHARES.goldenShare));
  const ranked = [...bids].sort((a, b) => b.price - a.price || a.id - b.id);
  const won: { bid: Bid; qty: number }[] = [];
  for (const b of ranked) {
    if (left === 0) break;
    const q = Math.min(b.qty, left);
    won.push({ bid: b, qty: q });
    left -= q;
  }
  const last = won[won.length - 1];
  if (last === undefined) {
    events.push({ type: 'auctionCleared', firm, price: null, sold: 0, bids, fills: [] });
    return state;
  }
  // spec 8.6 step 4: everyone pays the price of the last bid that received shares
  const price = last.bid.price;
  const fills: Fill[] = [];
  let sold = 0;
  let next = state;
  for (const { bid, qty } of won) {
    const amount = qty * price;
    fills.push({ id: bid.id, seat: bid.seat, qty, amount });
    sold += qty;
    next = moveShares(addCash(addCash(next, bid.seat, -amount), 'gov', amount), 'gov', bid.seat, firm, qty);
  }
  events.push({ type: 'auctionCleared', firm, price, sold, bids, fills });
  return { ...next, close: setKey(next.close, firm, price) };
}

/** Spec 8.6 steps 1-5 for every firm, then `bids` emptied and `closeHistory` appended. Does not start year 1. */
export function clearAuction(step: Step): Step {
  const events: Event[] = [...step.events];
  let state = step.state;
  for (const f of FIRMS) state = clearFirm(state, f, events);
  // unfilled reservations simply lapse
  return { state: { ...state, bids: [], closeHistory: [...state.closeHistory, state.close] }, events };
}
