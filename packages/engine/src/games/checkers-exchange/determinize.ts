/**
 * A full state consistent with what a seat sees (spec 10's hidden parts filled in): for search bots and for the
 * previews and pre-checks of a client, which run the engine's own `play` on it. Everything spec 10 calls public is
 * copied from the view; the hidden parts are sampled from the caller's rng:
 * - the auction's sealed bids of other seats, on order ids the seat has not used;
 * - in a session, the owners of anonymous orders and trades, and with them every other account's live cash and
 *   holdings (the view shows them as at the session open): see determinize-owners.ts;
 * - meeting requests of other seats (only in a session or a meeting: elsewhere they no longer affect play, 8.8
 *   empties them at the next session's open);
 * - ballots of accounts the seat does not control.
 * The seat's own parts are exactly its view's, so its own moves meet the same checks as in the real state.
 */
import type { Seat } from '../../core/game.ts';
import { createRng, type Rng, type RngState } from '../../core/rng.ts';
import { controller, eligibleToRequest, isActive, votesOf } from './accounts.ts';
import { AUCTION, FIRMS, LIMITS } from './config.ts';
import { assignOwners } from './determinize-owners.ts';
import type { Ballot, Bid, State, View } from './types.ts';

export function determinize(v: View, seat: Seat, rngState: RngState): State {
  if (v.viewer !== seat) throw new Error(`determinize: the view is ${String(v.viewer)}'s, not seat ${seat}'s`);
  const { viewer: _viewer, book, tape, ...rest } = v;
  const rng = createRng(rngState);
  // After the end everything is visible (spec 10): the view is the state without the rng.
  if (v.phase === 'finished')
    return { ...rest, book: book as State['book'], tape: tape as State['tape'], rng: rng.save() };
  let state: State = { ...rest, ...assignOwners(v, seat, rng), rng: rngState };
  state = { ...state, bids: sampleBids(state, seat, rng) };
  state = { ...state, requests: sampleRequests(state, seat, rng) };
  state = { ...state, ballots: sampleBallots(state, seat, rng) };
  return { ...state, rng: rng.save() };
}

/**
 * Spec 8.6: the others' sealed bids. Ids are shared by bids and orders and never reused (spec 4), so every id below
 * `nextOrderId` that is not one of the seat's own bids was another seat's bid, kept or cancelled: each is kept with
 * probability 1/2 by a random active seat that can still pay for one, for a random firm, at a price between the
 * reserve and 40 and as many shares as its free cash allows (at most 20).
 */
function sampleBids(state: State, seat: Seat, rng: Rng): Bid[] {
  if (state.phase !== 'auction') return [...state.bids];
  const mine = new Set(state.bids.map((b) => b.id));
  const free = state.seats.map((s) => s.cash);
  const count = state.seats.map(() => 0);
  for (const b of state.bids) free[b.seat] = (free[b.seat] ?? 0) - b.qty * b.price;
  const others = state.seats.flatMap((_, s) => (s !== seat && isActive(state, s) ? [s] : []));
  const bids: Bid[] = [...state.bids];
  for (let id = 1; id < state.nextOrderId; id++) {
    if (mine.has(id) || rng.int(2) === 0) continue;
    const able = others.filter((s) => (free[s] ?? 0) >= AUCTION.reserve && (count[s] ?? 0) < LIMITS.openOrdersMax);
    const s = able[rng.int(Math.max(1, able.length))];
    if (s === undefined) continue;
    const cash = free[s] ?? 0;
    const price = AUCTION.reserve + rng.int(Math.min(40, cash) - AUCTION.reserve + 1);
    const qty = 1 + rng.int(Math.min(AUCTION.maxBidQty, Math.floor(cash / price)));
    const firm = FIRMS[rng.int(FIRMS.length)] ?? 'w1';
    bids.push({ id, seat: s, firm, qty, price });
    free[s] = cash - qty * price;
    count[s] = (count[s] ?? 0) + 1;
  }
  return bids.sort((a, b) => a.id - b.id);
}

/**
 * Spec 8.9 step 3, 8.10: other seats' meeting requests in a session or a meeting, each eligible active seat with
 * probability 1/2, inserted round the seat's own in a random filing order. A meeting was opened by a request that
 * stood at the close: if the seat's own does not stand, one of the others does.
 */
function sampleRequests(state: State, seat: Seat, rng: Rng): Seat[] {
  const own = state.requests;
  if (state.phase !== 'session' && state.phase !== 'meeting') return [...own];
  const eligible = state.seats.flatMap((_, s) =>
    s !== seat && isActive(state, s) && eligibleToRequest(state, s) ? [s] : [],
  );
  const others = eligible.filter(() => rng.int(2) === 0);
  const ownStands = own.includes(seat) && eligibleToRequest(state, seat);
  if (state.phase === 'meeting' && !ownStands && others.length === 0 && eligible.length > 0) {
    others.push(eligible[rng.int(eligible.length)] as Seat);
  }
  const out = [...own];
  for (const s of rng.shuffle(others)) out.splice(rng.int(out.length + 1), 0, s);
  return out;
}

/**
 * Spec 8.10: ballots of the accounts the seat does not control, in a meeting: each account with votes in a firm
 * whose controller is active votes with probability 1/2 for the incumbent or one of the active nominees. The seat's
 * own ballots come first, in their order (the order of ballots decides nothing).
 */
function sampleBallots(state: State, seat: Seat, rng: Rng): Ballot[] {
  const own = [...state.ballots];
  if (state.phase !== 'meeting') return own;
  const accounts = [...state.seats.map((_, s) => s), ...FIRMS].filter((a) => {
    const c = controller(state, a);
    return c !== seat && c !== 'gov' && isActive(state, c);
  });
  for (const firm of FIRMS) {
    const candidates = [state.firms[firm].director, ...state.nominees[firm].filter((c) => isActive(state, c))];
    for (const account of accounts) {
      if (votesOf(state, account, firm) === 0 || rng.int(2) === 0) continue;
      own.push({ firm, account, candidate: candidates[rng.int(candidates.length)] as Seat });
    }
  }
  return own;
}
