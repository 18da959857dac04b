import { Akcioner, type Seat } from '@birzha/engine';
import type { SimCard } from './cards.ts';

/**
 * The public numbers of an Akcioner position in flat mutable arrays, for the look-ahead: applying a card here costs
 * a few dozen nanoseconds where the engine's `resolveCard` builds a new state. It follows spec 8.4 steps 3-5 exactly
 * (prices, overflow, compensation, zeroing, forced buyback, bankruptcy) but keeps no hands, events or outSeq; the
 * bot's own moves are always resolved by the engine itself.
 */
export interface Sim {
  readonly n: number;
  /** Per colour index. */
  readonly prices: number[];
  readonly cash: number[];
  /** `shares[seat * 4 + colourIndex]`. */
  readonly shares: number[];
  readonly active: boolean[];
}

const MIN = Akcioner.PRICE.min;
const MAX = Akcioner.PRICE.max;
const COLORS = Akcioner.COLORS;

/** A score so low that no position with the seat still in the game comes near it. */
export const ELIMINATED = -1_000_000;
/** Added when every opponent is out: the game ends at once and the seat wins. */
const SOLE_SURVIVOR = 100_000;

/** The sim of public seat data and prices. */
export function simOf(
  prices: Akcioner.Shares,
  seats: readonly Pick<Akcioner.SeatState, 'cash' | 'shares' | 'status'>[],
): Sim {
  const n = seats.length;
  const shares = new Array<number>(n * 4);
  const cash = new Array<number>(n);
  const active = new Array<boolean>(n);
  for (let s = 0; s < n; s++) {
    const seat = seats[s]!;
    cash[s] = seat.cash;
    active[s] = seat.status === 'active';
    for (let c = 0; c < 4; c++) shares[s * 4 + c] = seat.shares[COLORS[c]!];
  }
  return { n, prices: COLORS.map((c) => prices[c]), cash, shares, active };
}

export function cloneSim(sim: Sim): Sim {
  return {
    n: sim.n,
    prices: sim.prices.slice(),
    cash: sim.cash.slice(),
    shares: sim.shares.slice(),
    active: sim.active.slice(),
  };
}

/** Copies `src` into `dst` (same number of seats) without allocating. */
export function copySim(src: Sim, dst: Sim): void {
  for (let c = 0; c < 4; c++) dst.prices[c] = src.prices[c]!;
  for (let s = 0; s < src.n; s++) {
    dst.cash[s] = src.cash[s]!;
    dst.active[s] = src.active[s]!;
  }
  for (let i = 0; i < src.shares.length; i++) dst.shares[i] = src.shares[i]!;
}

export function capitalIn(sim: Sim, s: Seat): number {
  const b = s * 4;
  const p = sim.prices;
  const q = sim.shares;
  return sim.cash[s]! + q[b]! * p[0]! + q[b + 1]! * p[1]! + q[b + 2]! * p[2]! + q[b + 3]! * p[3]!;
}

/** Own capital minus the best other active capital (spec 15 "relative, not absolute"); ELIMINATED when out. */
export function relativeScore(sim: Sim, s: Seat): number {
  if (!sim.active[s]) return ELIMINATED + sim.cash[s]!;
  let best = -Infinity;
  for (let o = 0; o < sim.n; o++) {
    if (o === s || !sim.active[o]) continue;
    const c = capitalIn(sim, o);
    if (c > best) best = c;
  }
  const own = capitalIn(sim, s);
  return best === -Infinity ? own + SOLE_SURVIVOR : own - best;
}

/**
 * How the look-ahead scores its horizon for a seat, always against the richest other active seat (spec 15
 * "relative, not absolute"): 'difference' is relativeScore; 'share' is own / (own + best), which does not grow with
 * the size of the capitals (they grow by multiplication, so a difference overweights the late, large swings);
 * 'win' is tanh of the difference over 15% of both capitals, so a sure win counts about 1 however large it is. Being
 * out is far below every other score and being the last seat in far above.
 */
export type Objective = 'difference' | 'share' | 'win';

export function objectiveScore(sim: Sim, s: Seat, objective: Objective): number {
  if (objective === 'difference') return relativeScore(sim, s);
  if (!sim.active[s]) return -1000 + sim.cash[s]! / 1e9;
  let best = -Infinity;
  for (let o = 0; o < sim.n; o++) {
    if (o === s || !sim.active[o]) continue;
    const c = capitalIn(sim, o);
    if (c > best) best = c;
  }
  if (best === -Infinity) return 1000;
  const own = capitalIn(sim, s);
  if (objective === 'share') return own / (own + best);
  return Math.tanh((own - best) / (0.15 * (own + best) + 1));
}

/** Sells everything and buys as many shares of colour `ci` as the money allows (a trade1 that bets on one rise). */
export function allIn(sim: Sim, s: Seat, ci: number): void {
  const value = capitalIn(sim, s);
  const b = s * 4;
  const q = Math.floor(value / sim.prices[ci]!);
  sim.shares[b] = 0;
  sim.shares[b + 1] = 0;
  sim.shares[b + 2] = 0;
  sim.shares[b + 3] = 0;
  sim.shares[b + ci] = q;
  sim.cash[s] = value - q * sim.prices[ci]!;
}

// Scratch for confiscations (seat, colour, qty, buyback, old): at most 3 zeroed colours × 5 other seats.
const confSeat: number[] = [];
const confColor: number[] = [];
const confQty: number[] = [];
const confBuyback: number[] = [];
const confOld: number[] = [];
const confOrder: number[] = [];

/** spec 8.4 steps 3-5 for `mover` playing `card` with assignment number `a`, in place. */
export function applyCard(sim: Sim, mover: Seat, card: SimCard, a: number, rounding: 'up' | 'down'): void {
  const { prices, cash, shares, active, n } = sim;
  const { opKind, opAmount } = card;
  let conf = 0;
  for (let ci = 0; ci < 4; ci++) {
    const kind = opKind[a * 4 + ci]!;
    if (kind === 0) continue;
    const old = prices[ci]!;
    let raw: number;
    if (kind === 1) raw = old + opAmount[a * 4 + ci]!;
    else if (kind === 2) raw = old * 2;
    else {
      // spec 8.3: halving 10 gives 5 in both modes; otherwise a multiple of 10 rounded per the table.
      const h = old / 2;
      raw = h === 5 || h % 10 === 0 ? h : rounding === 'up' ? h + 5 : h - 5;
    }
    const now = raw > MAX ? MAX : raw < MIN ? MIN : raw;
    prices[ci] = now;
    if (raw > MAX) {
      for (let s = 0; s < n; s++) if (active[s]) cash[s]! += (raw - MAX) * shares[s * 4 + ci]!;
    }
    if (now < old) cash[mover]! += (old - now) * shares[mover * 4 + ci]!;
    if (raw < MIN) {
      for (let s = 0; s < n; s++) {
        const q = shares[s * 4 + ci]!;
        if (s === mover || !active[s] || q === 0) continue;
        shares[s * 4 + ci] = 0;
        confSeat[conf] = s;
        confColor[conf] = ci;
        confQty[conf] = q;
        confBuyback[conf] = MIN - raw;
        confOld[conf] = old;
        confOrder[conf] = conf;
        conf++;
      }
    }
  }
  if (conf > 0) {
    // Step 4: per seat, cheapest buyback first, then the lower old price, then colour order.
    const order = confOrder.slice(0, conf);
    order.sort(
      (x, y) =>
        confSeat[x]! - confSeat[y]! ||
        confBuyback[x]! - confBuyback[y]! ||
        confOld[x]! - confOld[y]! ||
        confColor[x]! - confColor[y]!,
    );
    for (const k of order) {
      const s = confSeat[k]!;
      const bb = confBuyback[k]!;
      const got = Math.min(Math.floor(cash[s]! / bb), confQty[k]!);
      cash[s]! -= got * bb;
      shares[s * 4 + confColor[k]!] = got;
    }
  }
  // Step 5: bankruptcy.
  const floor = Math.min(prices[0]!, prices[1]!, prices[2]!, prices[3]!);
  for (let s = 0; s < n; s++) {
    if (!active[s]) continue;
    const b = s * 4;
    if (shares[b]! + shares[b + 1]! + shares[b + 2]! + shares[b + 3]! === 0 && cash[s]! < floor) active[s] = false;
  }
}

/** How many seats are still in the game. */
export function activeSeats(sim: Sim): number {
  let k = 0;
  for (let s = 0; s < sim.n; s++) if (sim.active[s]) k++;
  return k;
}
