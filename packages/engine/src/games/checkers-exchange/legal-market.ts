/** legalMoves of the simultaneous phases (spec 7.4, 14.1.14). */
import type { Seat } from '../../core/game.ts';
import { byFirm, controlledAccounts, controller, isActive } from './accounts.ts';
import { bidViolation } from './auction.ts';
import { AUCTION, FIRMS, type FirmId } from './config.ts';
import { accountBook, checkOrder, controllerBook } from './market-reserve.ts';
import { nominateViolation, voteViolation } from './meeting.ts';
import { requestViolation } from './session.ts';
import type { Move, State } from './types.ts';

/** auction, session, meeting: ready/unready first, then cancels, then the phase's moves, as spec 7.4 and 14.1.14 say. */
export function marketLegalMoves(state: State, seat: Seat): Move[] {
  const { phase } = state;
  if (phase === 'finished' || phase === 'board' || !isActive(state, seat)) return [];
  const out: Move[] = [state.ready[seat] === true ? { type: 'ready', ready: false } : { type: 'ready' }];
  if (phase === 'auction') {
    for (const b of state.bids) if (b.seat === seat) out.push({ type: 'cancel', orderId: b.id });
    for (const firm of FIRMS) {
      const bid = { firm, qty: 1, price: Math.max(AUCTION.reserve, state.close[firm]) };
      if (bidViolation(state, seat, bid) === null) out.push({ type: 'bid', ...bid });
    }
  } else if (phase === 'session') {
    for (const o of state.book) if (controller(state, o.account) === seat) out.push({ type: 'cancel', orderId: o.id });
    if (requestViolation(state, seat) === null) out.push({ type: 'requestMeeting' });
    sessionOrders(state, seat, out);
  } else meetingMoves(state, seat, out);
  return out;
}

/** The best ask and bid limits of every firm in one pass over the book. */
function bestLimits(state: State): { ask: Record<FirmId, number | null>; bid: Record<FirmId, number | null> } {
  const ask = byFirm<number | null>(() => null);
  const bid = byFirm<number | null>(() => null);
  for (const o of state.book) {
    if (o.side === 'sell') {
      const a = ask[o.firm];
      if (a === null || o.limit < a) ask[o.firm] = o.limit;
    } else {
      const b = bid[o.firm];
      if (b === null || o.limit > b) bid[o.firm] = o.limit;
    }
  }
  return { ask, bid };
}

/**
 * Spec 7.4 `session`: per controlled account (own first, then directed firms in firm order) and firm in firm order:
 * buy 1 at the best ask, sell 1 at the best bid, buy 1 at close, sell 1 at close, each if legal and not yet listed.
 * The book is scanned once per account; each candidate is then an O(1) check.
 */
function sessionOrders(state: State, seat: Seat, out: Move[]): void {
  const best = bestLimits(state);
  const cb = controllerBook(state, seat);
  for (const account of controlledAccounts(state, seat)) {
    const ab = accountBook(state, account);
    const as = typeof account === 'number' ? 'me' : account;
    const add = (side: 'buy' | 'sell', firm: FirmId, limit: number): void => {
      const order = { side, firm, qty: 1, limit };
      if (checkOrder(state, ab, cb, order) === null) out.push({ type: 'order', account: as, ...order });
    };
    for (const firm of FIRMS) {
      const ask = best.ask[firm];
      const bid = best.bid[firm];
      const close = state.close[firm];
      // a repeat of an earlier candidate is either listed already or fails the same check: skip it
      if (ask !== null) add('buy', firm, ask);
      if (bid !== null) add('sell', firm, bid);
      if (close !== ask) add('buy', firm, close);
      if (close !== bid) add('sell', firm, close);
    }
  }
}

/**
 * Spec 7.4 `meeting`: every legal nominate (firm order, then seat order), then every legal vote with a non-null
 * candidate (firm order, controlled accounts own first, candidates incumbent first then nominees in order).
 */
function meetingMoves(state: State, seat: Seat, out: Move[]): void {
  for (const firm of FIRMS)
    for (let c = 0; c < state.players; c++)
      if (nominateViolation(state, seat, firm, c) === null) out.push({ type: 'nominate', firm, candidate: c });
  const accounts = controlledAccounts(state, seat).map((a) => (typeof a === 'number' ? ('me' as const) : a));
  for (const firm of FIRMS) {
    const candidates = [state.firms[firm].director, ...state.nominees[firm]];
    for (const account of accounts)
      for (const candidate of candidates)
        if (voteViolation(state, seat, firm, account, candidate) === null)
          out.push({ type: 'vote', firm, account, candidate });
  }
}
