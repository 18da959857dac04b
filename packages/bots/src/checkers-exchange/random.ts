/**
 * The random level (spec 15 aside): a uniformly random ply of the active firm when the seat holds its move; in the
 * simultaneous phases a few random legal actions and then `ready`, so a phase never waits on it.
 */
import { CheckersExchange, createRng, rngFromSeed, type Rng, type Seat } from '@birzha/engine';
import { awaitsSeat, firmToPlay } from './acting.ts';
import { BallotBox } from './ballot-box.ts';
import { Ledger } from './ledger.ts';

type View = CheckersExchange.View;
type Move = CheckersExchange.Move;
type FirmId = CheckersExchange.FirmId;

const { FIRMS, AUCTION } = CheckersExchange;
const R = CheckersExchange.Reads;

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[rng.int(xs.length)] as T;

/** Up to three sealed bids of random size at 10..30 per share, within free cash (spec 7.2 `bid`). */
function auctionMoves(view: View, seat: Seat, rng: Rng): Move[] {
  const ledger = new Ledger(view, seat);
  const out: Move[] = [];
  for (let n = rng.int(4); n > 0; n--) {
    const firm = pick(rng, FIRMS);
    const price = AUCTION.reserve + rng.int(21);
    const qty = Math.min(1 + rng.int(AUCTION.maxBidQty), Math.floor(ledger.cash('me') / price));
    const bid = qty >= 1 ? ledger.bid(firm, qty, price) : undefined;
    if (bid !== undefined) out.push(bid);
  }
  return out;
}

/** A random limit around the firm's close: 60 % .. 150 % of it. */
function randomLimit(view: View, firm: FirmId, rng: Rng): number {
  const close = view.close[firm];
  const lo = Math.max(1, Math.floor(close * 0.6));
  const hi = Math.ceil(close * 1.5) + 2;
  return lo + rng.int(hi - lo + 1);
}

/** Maybe a meeting request, then up to four random orders for the seat or a firm it directs. */
function sessionMoves(view: View, seat: Seat, rng: Rng): Move[] {
  const out: Move[] = [];
  // first, while every holding still stands as the view shows it (spec 7.2 NOT_ELIGIBLE is checked on filing)
  if (rng.int(3) === 0 && !view.requests.includes(seat) && R.eligibleToRequest(view, seat))
    out.push({ type: 'requestMeeting' });
  const ledger = new Ledger(view, seat);
  const accounts = R.controlledAccounts(view, seat).map((a) => (typeof a === 'number' ? ('me' as const) : a));
  for (let n = rng.int(5); n > 0; n--) {
    const account = pick(rng, accounts);
    const held = FIRMS.filter((f) => ledger.shares(account, f) > 0);
    const side = held.length > 0 && rng.int(2) === 0 ? 'sell' : 'buy';
    const firm = side === 'sell' ? pick(rng, held) : pick(rng, FIRMS);
    const limit = randomLimit(view, firm, rng);
    const most =
      side === 'sell'
        ? ledger.shares(account, firm)
        : Math.min(10, Math.floor(ledger.cash(account) / limit), ledger.capRoom(account, firm));
    if (most < 1) continue;
    const order = ledger.order({ account, side, firm, qty: 1 + rng.int(most), limit });
    if (order !== undefined) out.push(order);
  }
  return out;
}

/** Up to three random nominations or votes that spec 7.2 accepts. */
function meetingMoves(view: View, seat: Seat, rng: Rng): Move[] {
  const box = new BallotBox(view, seat);
  const out: Move[] = [];
  for (let n = rng.int(4); n > 0; n--) {
    const firm = pick(rng, FIRMS);
    const move =
      rng.int(2) === 0
        ? box.nominate(firm, rng.int(view.players))
        : box.vote(firm, pick(rng, box.accounts()), pick(rng, box.candidates(firm)));
    if (move !== undefined) out.push(move);
  }
  return out;
}

/** The random level's turn from the seat's view; [] when the game does not wait for the seat. */
export function planRandomTurn(view: View, seat: Seat, seed: string): Move[] {
  const rng = createRng(rngFromSeed(`${seed}/random`));
  const firm = firmToPlay(view, seat);
  if (firm !== null) return [{ type: 'ply', move: pick(rng, R.firmPlies(view, firm)).notation }];
  if (!awaitsSeat(view, seat)) return [];
  const moves =
    view.phase === 'auction'
      ? auctionMoves(view, seat, rng)
      : view.phase === 'session'
        ? sessionMoves(view, seat, rng)
        : meetingMoves(view, seat, rng);
  return [...moves, { type: 'ready' }];
}
