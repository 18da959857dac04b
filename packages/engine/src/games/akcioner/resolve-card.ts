import type { Seat } from '../../core/game.ts';
import {
  COLORS,
  COLOR_INDEX,
  PRICE,
  compareCards,
  type CardId,
  type CardInfo,
  type Color,
  type ParsedOp,
  type Shares,
} from './config.ts';
import { cycle, minPrice, totalShares } from './derived.ts';
import { copyShares } from './patch.ts';
import type { Event, Options, State, SeatState } from './types.ts';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type SeatDraft = Mutable<Omit<SeatState, 'shares'>> & { shares: Record<Color, number> };

interface Confiscation {
  readonly color: Color;
  readonly colorIndex: number;
  readonly qty: number;
  readonly buyback: number;
  readonly old: number;
}

/** spec 8.3: halving gives a multiple of 10 rounded per the table option; halving 10 gives 5 (zeroing follows). */
function half(price: number, rounding: Options['rounding']): number {
  const h = price / 2;
  if (h === 5) return 5;
  if (h % 10 === 0) return h;
  return rounding === 'up' ? h + 5 : h - 5;
}

/** The raw (unclamped) result of one op on a price. */
function applyOp(price: number, op: ParsedOp, rounding: Options['rounding']): number {
  switch (op.kind) {
    case 'add':
      return price + op.n;
    case 'double':
      return price * 2;
    case 'half':
      return half(price, rounding);
  }
}

/** What a card changes in the state. */
export interface CardEffects {
  readonly prices: Shares;
  readonly seats: readonly SeatState[];
  readonly undealt: readonly CardId[];
}

/**
 * spec 8.4 steps 1-5: plays `card` (already checked legal) for the mover with the given assignment: prices,
 * overflow, compensation, zeroing, forced buyback, then the solvency check. Step 6 (what comes next) is the
 * caller's. Pass `events: null` to skip building events (the timeout default's search does).
 */
export function resolveCard(
  state: State,
  mover: Seat,
  card: CardInfo,
  assign: readonly Color[],
  events: Event[] | null,
): CardEffects {
  const { rounding } = state.options;
  // Drafts of every seat, built as literals (see patch.ts for why not spreads); returned as the new seats.
  const seats: SeatDraft[] = state.seats.map((s) => ({
    status: s.status,
    cash: s.cash,
    shares: copyShares(s.shares),
    hand: s.hand,
    played: s.played,
    outSeq: s.outSeq,
  }));
  const m = seats[mover] as SeatDraft;
  // Step 1.
  const hand: CardId[] = [];
  for (let i = 0; i < m.hand.length; i++) if (m.hand[i] !== card.id) hand.push(m.hand[i] as CardId);
  m.hand = hand;
  const played = m.played.slice();
  played.push(card.id);
  m.played = played;
  // A manual copy: `slice` on the frozen arrays of cached legal moves takes a slow path.
  const assigned: Color[] = [];
  for (let i = 0; i < assign.length; i++) assigned.push(assign[i] as Color);
  events?.push({ type: 'cardPlayed', seat: mover, card: card.id, assign: assigned });

  // Step 2: one op per touched colour.
  const ops: (ParsedOp | undefined)[] = [undefined, undefined, undefined, undefined];
  ops[COLOR_INDEX[card.color]] = card.colored;
  for (let i = 0; i < assign.length; i++) ops[COLOR_INDEX[assign[i] as Color]] = card.free[i];

  const cyc = cycle(state.order, state.seats, mover);
  const prices = copyShares(state.prices);
  let confiscations: Map<Seat, Confiscation[]> | null = null;
  // Step 3, colour by colour.
  for (let ci = 0; ci < 4; ci++) {
    const op = ops[ci];
    if (op === undefined) continue;
    const c = COLORS[ci] as Color;
    const old = prices[c];
    const raw = applyOp(old, op, rounding);
    const now = Math.min(PRICE.max, Math.max(PRICE.min, raw));
    prices[c] = now;
    events?.push({ type: 'priceChanged', color: c, from: old, raw, to: now });
    if (raw > PRICE.max) {
      // 3b: overflow to every holder, mover first.
      const perShare = raw - PRICE.max;
      for (const s of cyc) {
        const seat = seats[s] as SeatDraft;
        const q = seat.shares[c];
        if (q === 0) continue;
        seat.cash += perShare * q;
        events?.push({
          type: 'compensationPaid',
          seat: s,
          color: c,
          kind: 'overflow',
          perShare,
          shares: q,
          amount: perShare * q,
        });
      }
    }
    if (now < old && m.shares[c] > 0) {
      // 3c: the mover is compensated for every decrease on a colour it holds.
      const perShare = old - now;
      const q = m.shares[c];
      m.cash += perShare * q;
      events?.push({
        type: 'compensationPaid',
        seat: mover,
        color: c,
        kind: 'decrease',
        perShare,
        shares: q,
        amount: perShare * q,
      });
    }
    if (raw < PRICE.min) {
      // 3d: zeroing confiscates every other holder's shares.
      const buyback = PRICE.min - raw;
      for (const s of cyc) {
        if (s === mover) continue;
        const seat = seats[s] as SeatDraft;
        const q = seat.shares[c];
        if (q === 0) continue;
        seat.shares[c] = 0;
        confiscations ??= new Map();
        const list = confiscations.get(s) ?? [];
        list.push({ color: c, colorIndex: ci, qty: q, buyback, old });
        confiscations.set(s, list);
        events?.push({ type: 'sharesConfiscated', seat: s, color: c, qty: q, buybackPrice: buyback });
      }
    }
  }

  // Step 4: forced buyback, seats in cycle order; cheapest buyback first, then lower old price, then colour order.
  for (const s of confiscations === null ? [] : cyc) {
    const list = confiscations?.get(s);
    if (list === undefined) continue;
    list.sort((a, b) => a.buyback - b.buyback || a.old - b.old || a.colorIndex - b.colorIndex);
    const seat = seats[s] as SeatDraft;
    for (const k of list) {
      const n = Math.min(Math.floor(seat.cash / k.buyback), k.qty);
      seat.cash -= n * k.buyback;
      seat.shares[k.color] = n;
      events?.push({
        type: 'sharesBoughtBack',
        seat: s,
        color: k.color,
        qty: n,
        price: k.buyback,
        amount: n * k.buyback,
        annulled: k.qty - n,
      });
    }
  }

  // Step 5 / spec 8.5: bankruptcy of every active seat with no shares and cash below the cheapest price.
  const floor = minPrice(prices);
  let undealt = state.undealt;
  let outSeq = 0;
  for (const s of cyc) {
    const seat = seats[s] as SeatDraft;
    if (totalShares(seat.shares) > 0 || seat.cash >= floor) continue;
    if (outSeq === 0) outSeq = 1 + Math.max(0, ...state.seats.map((x) => x.outSeq ?? 0));
    seat.status = 'bankrupt';
    seat.outSeq = outSeq;
    undealt = undealt.concat(seat.hand).sort(compareCards);
    seat.hand = [];
    events?.push({ type: 'seatEliminated', seat: s, reason: 'bankrupt' });
  }
  // A seat the card left as it was keeps its object (most cards touch only the mover's): whoever compares the states
  // or their views (the server's patches, view.ts's seat views) then skips it by identity.
  const kept: SeatState[] = [];
  for (let i = 0; i < seats.length; i++) {
    const before = state.seats[i] as SeatState;
    const after = seats[i] as SeatDraft;
    kept.push(sameSeat(before, after) ? before : after);
  }
  return { prices, seats: kept, undealt };
}

function sameSeat(a: SeatState, b: SeatDraft): boolean {
  return (
    a.status === b.status &&
    a.cash === b.cash &&
    a.hand === b.hand &&
    a.played === b.played &&
    a.outSeq === b.outSeq &&
    a.shares.yellow === b.shares.yellow &&
    a.shares.red === b.shares.red &&
    a.shares.blue === b.shares.blue &&
    a.shares.green === b.shares.green
  );
}
