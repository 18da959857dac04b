import type { Seat } from '../../core/game.ts';
import type { Code, Violation } from './codes.ts';
import { BID_TRACK } from './config.ts';
import type { Draft } from './draft.ts';
import type { DemandState, Event, Pile, SeatState } from './types.ts';

const TRACK: readonly number[] = BID_TRACK;

/** spec 8.6 step 5: what a bid of `amount` costs the seat (Discount Donald pays the previous track value). */
export function bidCost(seat: Pick<SeatState, 'investors'>, amount: number): number {
  if (amount === 0 || !seat.investors.includes('donald')) return amount;
  return TRACK[TRACK.indexOf(amount) - 1] ?? 0;
}

/** The amount of the seat's bid on another pile (its other meeple, 2p), or null. */
function otherBid(piles: readonly Pile[], seat: Seat): number | null {
  for (const p of piles) if (p.bid !== null && p.bid.seat === seat) return p.bid.amount;
  return null;
}

/** What the bid checks read: a state or a draft. */
export interface BidTable {
  readonly options: { readonly rebidSamePileAfterOutbid: boolean };
  readonly piles: readonly Pile[];
  readonly demand: DemandState | null;
  readonly seats: readonly SeatState[];
}

const V = (code: Code): Violation => ({ code });
const NO_SUCH_PILE = V('NO_SUCH_PILE');
const BAD_BID_AMOUNT = V('BAD_BID_AMOUNT');
const OWN_PILE = V('OWN_PILE');
const BID_TOO_LOW = V('BID_TOO_LOW');
const PILE_LOCKED = V('PILE_LOCKED');
const INSUFFICIENT_CASH = V('INSUFFICIENT_CASH');

/** spec 8.6 checks 1-5, in order, for the seat whose slot is acting. */
export function checkBid(t: BidTable, seat: Seat, pileIndex: number, amount: number): Violation | null {
  const pile = Number.isInteger(pileIndex) ? t.piles[pileIndex] : undefined;
  if (pile === undefined) return NO_SUCH_PILE;
  if (!TRACK.includes(amount)) return BAD_BID_AMOUNT;
  const bid = pile.bid;
  if (bid !== null && bid.seat === seat) return OWN_PILE;
  if (bid !== null && amount <= bid.amount) return BID_TOO_LOW;
  const displaced = t.demand?.displaced ?? null;
  if (
    !t.options.rebidSamePileAfterOutbid &&
    displaced !== null &&
    displaced.seat === seat &&
    displaced.pile === pileIndex
  )
    return PILE_LOCKED;
  const me = t.seats[seat] as SeatState;
  const other = otherBid(t.piles, seat);
  if (bidCost(me, amount) + (other === null ? 0 : bidCost(me, other)) > me.cash) return INSUFFICIENT_CASH;
  return null;
}

/** The first unplaced slot after `from`, cyclically, or -1 when every slot is placed. */
function nextUnplaced(piles: readonly Pile[], slots: number, from: number): number {
  let placed = 0;
  for (const p of piles) if (p.bid !== null) placed |= 1 << p.bid.slot;
  for (let k = 1; k <= slots; k++) {
    const s = (from + k) % slots;
    if ((placed & (1 << s)) === 0) return s;
  }
  return -1;
}

/**
 * spec 8.6 effect: the bid goes on the pile (displacing a lower one) and the next actor is chosen by the
 * `displacedBids` option. Returns true when every slot is placed (resolution is due).
 */
export function placeBid(d: Draft, seat: Seat, pileIndex: number, amount: number, events: Event[]): boolean {
  const demand = d.demand as DemandState;
  const a = demand.acting;
  const old = (d.piles[pileIndex] as Pile).bid;
  d.setBid(pileIndex, { seat, slot: a, amount });
  const displaced = old === null ? null : { seat: old.seat, pile: pileIndex };
  const n = demand.slots.length;
  let acting: number;
  let origin: number;
  if (d.options.displacedBids === 'immediately') {
    // D1 alternative: a displaced player answers at once; the rotation resumes after the chain's origin.
    if (old !== null) {
      acting = old.slot;
      origin = demand.origin;
    } else {
      acting = nextUnplaced(d.piles, n, demand.origin);
      origin = acting;
    }
  } else {
    // D1: the displaced player waits for the rotation (the seed's worked round).
    acting = nextUnplaced(d.piles, n, a);
    origin = acting;
  }
  const done = acting < 0;
  d.demand = { slots: demand.slots, acting: done ? a : acting, origin: done ? demand.origin : origin, displaced };
  events.push({
    type: 'bidPlaced',
    seat,
    slot: a,
    pile: pileIndex,
    amount,
    displaced: old === null ? null : old.seat,
    next: done ? null : (demand.slots[acting] as Seat),
  });
  return done;
}
