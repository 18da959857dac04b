/**
 * The phase fields of a position (spec 12): bids, the book, requests, nominees, ballots and ready flags, each
 * checked against the state built so far and placed one by one, so that together they fit in free cash and shares.
 */
import type { Seat } from '../../core/game.ts';
import { controller, freeShares, isActive, isFirm, votesOf } from './accounts.ts';
import { bidViolation } from './auction.ts';
import { orderViolation, type OrderInput } from './book.ts';
import { AUCTION, LIMITS, SHARES } from './config.ts';
import { Bad, arr, bool, byFirmIds, firmId, int, obj, oneOf, seat } from './position-read.ts';
import type { Account, Ballot, Bid, Order, State, Step } from './types.ts';

/** A seat that must be active (spec 12: token holders, nominees, requesters; bidders and order owners too). */
function activeSeat(state: State, v: unknown, field: string): Seat {
  const s = seat(v, state.players, field);
  if (!isActive(state, s)) throw new Bad(field, `seat ${s} is resigned`);
  return s;
}

/** spec 12: the bids with ids from `nextOrderId`, each legal (7.2) against the state with the earlier ones. */
export function placeBids(step: Step, raw: unknown): Step {
  let { state } = step;
  const events = step.events.slice();
  arr(raw, 'bids').forEach((entry, i) => {
    const field = `bids[${i}]`;
    const b = obj(entry, ['seat', 'firm', 'qty', 'price'], field);
    const s = activeSeat(state, b['seat'], `${field}.seat`);
    const firm = firmId(b['firm'], `${field}.firm`);
    const qty = int(b['qty'], `${field}.qty`, 1, AUCTION.maxBidQty);
    const price = int(b['price'], `${field}.price`, 1, LIMITS.priceMax);
    const v = bidViolation(state, s, { firm, qty, price });
    if (v !== null) throw new Bad(field, v.code);
    const bid: Bid = { id: state.nextOrderId, seat: s, firm, qty, price };
    state = { ...state, bids: [...state.bids, bid], nextOrderId: bid.id + 1 };
    events.push({ type: 'bidPlaced', ...bid });
  });
  return { state, events };
}

function account(state: State, v: unknown, field: string): Account {
  if (v === 'gov') return 'gov';
  if (isFirm(v)) {
    const d = state.firms[v].director;
    if (!isActive(state, d)) throw new Bad(field, `${v}'s director ${d} is resigned`);
    return v;
  }
  return activeSeat(state, v, field);
}

/** The state's asks (14.1.10): sells only, at most 20, never its golden share. */
function govViolation(state: State, order: OrderInput): string | null {
  if (order.side !== 'sell') return 'the state never buys';
  if (state.book.filter((o) => o.account === 'gov').length >= LIMITS.openOrdersMax) return 'TOO_MANY_ORDERS';
  if (order.qty > freeShares(state, 'gov', order.firm) - SHARES.goldenShare) return 'the state keeps its golden share';
  return null;
}

/**
 * spec 12: exactly these orders, ids from `nextOrderId`, none matched. Each is legal for its account (7.2,
 * SELF_TRADE included) against the book of the earlier ones, and crosses no resting order: the book is not crossed.
 */
export function placeBook(step: Step, raw: unknown): Step {
  let { state } = step;
  const events = step.events.slice();
  arr(raw, 'book').forEach((entry, i) => {
    const field = `book[${i}]`;
    const o = obj(entry, ['account', 'side', 'firm', 'qty', 'limit'], field);
    const acc = account(state, o['account'], `${field}.account`);
    const order: OrderInput = {
      side: oneOf(o['side'], ['buy', 'sell'], `${field}.side`),
      firm: firmId(o['firm'], `${field}.firm`),
      qty: int(o['qty'], `${field}.qty`, 1, LIMITS.orderQtyMax),
      limit: int(o['limit'], `${field}.limit`, 1, LIMITS.priceMax),
    };
    const v = acc === 'gov' ? govViolation(state, order) : (orderViolation(state, acc, order)?.code ?? null);
    if (v !== null) throw new Bad(field, v);
    const crossed = state.book.find(
      (r) =>
        r.firm === order.firm &&
        r.side !== order.side &&
        (order.side === 'buy' ? order.limit >= r.limit : order.limit <= r.limit),
    );
    if (crossed !== undefined) throw new Bad(field, `crosses order ${crossed.id}: the book would match`);
    const placed: Order = { id: state.nextOrderId, account: acc, ...order, placed: order.qty };
    state = { ...state, book: [...state.book, placed], nextOrderId: placed.id + 1 };
    events.push({ type: 'orderPlaced', id: placed.id, account: acc, ...order });
  });
  return { state, events };
}

/** spec 12: requesters are valid, active seats, each filed once. */
export function parseRequests(state: State, raw: unknown): Seat[] {
  const out: Seat[] = [];
  arr(raw, 'requests').forEach((v, i) => {
    const s = activeSeat(state, v, `requests[${i}]`);
    if (out.includes(s)) throw new Bad(`requests[${i}]`, `seat ${s} filed twice`);
    out.push(s);
  });
  return out;
}

/** spec 12: nominees are valid, active seats, never the incumbent (4), each listed once per firm. */
export function parseNominees(state: State, raw: unknown): State['nominees'] {
  const nominees = { ...state.nominees };
  for (const [f, list] of byFirmIds(raw, 'nominees')) {
    const out: Seat[] = [];
    arr(list, `nominees.${f}`).forEach((v, i) => {
      const field = `nominees.${f}[${i}]`;
      const s = activeSeat(state, v, field);
      if (s === state.firms[f].director) throw new Bad(field, `seat ${s} is the incumbent`);
      if (out.includes(s)) throw new Bad(field, `seat ${s} is nominated twice`);
      out.push(s);
    });
    nominees[f] = out;
  }
  return nominees;
}

/**
 * spec 12 "ballots are legal votes" (7.2 `vote`): the account is a seat or a firm whose controller is active (a
 * resigned seat's shares do not vote, 8.12 step 4), it has votes in the firm, the candidate is the incumbent or a
 * nominee, one ballot per (firm, account). Needs the nominees in the state.
 */
export function parseBallots(state: State, raw: unknown): Ballot[] {
  const out: Ballot[] = [];
  arr(raw, 'ballots').forEach((entry, i) => {
    const field = `ballots[${i}]`;
    const b = obj(entry, ['firm', 'account', 'candidate'], field);
    const firm = firmId(b['firm'], `${field}.firm`);
    const acc = isFirm(b['account']) ? b['account'] : seat(b['account'], state.players, `${field}.account`);
    const by = controller(state, acc);
    if (by === 'gov' || !isActive(state, by)) throw new Bad(`${field}.account`, `its controller ${by} is resigned`);
    if (votesOf(state, acc, firm) === 0) throw new Bad(`${field}.account`, 'NO_VOTE');
    const candidate = seat(b['candidate'], state.players, `${field}.candidate`);
    if (candidate !== state.firms[firm].director && !state.nominees[firm].includes(candidate))
      throw new Bad(`${field}.candidate`, 'NOT_A_CANDIDATE');
    if (out.some((o) => o.firm === firm && o.account === acc)) throw new Bad(field, 'a second ballot of this account');
    out.push({ firm, account: acc, candidate });
  });
  return out;
}

/**
 * spec 12 `ready`: one flag per seat; resigned seats are ready (4). Not every active seat may be ready: the phase
 * would have closed at once (7.3 `ready`), so such a position cannot arise.
 */
export function parseReady(state: State, raw: unknown): boolean[] {
  const list = arr(raw, 'ready');
  if (list.length !== state.players) throw new Bad('ready', `needs ${state.players} flags`);
  const ready = list.map((v, i) => bool(v, `ready[${i}]`));
  ready.forEach((r, i) => {
    if (!r && !isActive(state, i)) throw new Bad(`ready[${i}]`, `seat ${i} is resigned, so ready`);
  });
  if (ready.every((r, i) => r || !isActive(state, i))) throw new Bad('ready', 'every active seat ready: closed');
  return ready;
}
