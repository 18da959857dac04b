import { Akcioner, type Seat } from '@birzha/engine';
import type { Sim } from './sim.ts';

const COLORS = Akcioner.COLORS;

/** Net orders per colour index (negative sells), as the bot plans them before they become a `trade` move. */
export type Orders = readonly [number, number, number, number];

export const NO_ORDERS: Orders = [0, 0, 0, 0];

/** The `trade` move for planned orders (only non-zero colours are listed; all zero is the pass `{}`). */
export function tradeMove(orders: Orders): Akcioner.TradeMove {
  const out: Partial<Record<Akcioner.Color, number>> = {};
  for (let c = 0; c < 4; c++) if (orders[c] !== 0) out[COLORS[c]!] = orders[c]!;
  return { type: 'trade', orders: out };
}

function sameOrders(a: Orders, b: Orders): boolean {
  return a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];
}

/** Applies orders of seat `s` to a sim (the trade is known to be legal). */
export function applyOrders(sim: Sim, s: Seat, orders: Orders): void {
  let cash = sim.cash[s]!;
  for (let c = 0; c < 4; c++) {
    cash -= orders[c]! * sim.prices[c]!;
    sim.shares[s * 4 + c]! += orders[c]!;
  }
  sim.cash[s] = cash;
}

/** What a seat can trade with: cash, holdings and, per colour, how many of them it may sell now. */
export interface Wallet {
  readonly cash: number;
  readonly shares: readonly number[];
  readonly sellable: readonly number[];
}

/** The seat's wallet in a sim; in trade2 shares bought in trade1 (`locked`) cannot be sold (spec 7.2 check 12). */
export function walletOf(sim: Sim, s: Seat, locked: Akcioner.Shares | null): Wallet {
  const shares = [0, 1, 2, 3].map((c) => sim.shares[s * 4 + c]!);
  const sellable = shares.map((q, c) => q - (locked === null ? 0 : locked[COLORS[c]!]));
  return { cash: sim.cash[s]!, shares, sellable };
}

/** Cash plus everything sellable at current prices. */
function liquidValue(w: Wallet, prices: readonly number[]): number {
  let v = w.cash;
  for (let c = 0; c < 4; c++) v += w.sellable[c]! * prices[c]!;
  return v;
}

/**
 * Orders that spend the liquid value by weights over [cash, yellow, red, blue, green] (the weights sum to 1 or less;
 * what is left stays cash). Unsellable shares are kept; whole shares are bought, rounding down, so the trade is
 * always affordable.
 */
function ordersForWeights(w: Wallet, prices: readonly number[], weights: readonly number[]): Orders {
  const value = liquidValue(w, prices);
  const out = [0, 0, 0, 0];
  for (let c = 0; c < 4; c++) {
    const keep = w.shares[c]! - w.sellable[c]!;
    const target = keep + Math.floor((value * weights[c + 1]!) / prices[c]!);
    out[c] = target - w.shares[c]!;
  }
  return out as unknown as Orders;
}

/**
 * spec 15 "buy before you raise": trade1 plans for a card that raises colour `r`: pass, buy `r` with the cash only,
 * and sell everything else to buy `r` (all in). Duplicates are dropped; the pass comes first.
 */
export function trade1Plans(w: Wallet, prices: readonly number[], r: number): Orders[] {
  const plans: Orders[] = [NO_ORDERS];
  const cashOnly = [0, 0, 0, 0];
  cashOnly[r] = Math.floor(w.cash / prices[r]!);
  const weights = [0, 0, 0, 0, 0];
  weights[r + 1] = 1;
  const allIn = ordersForWeights(w, prices, weights);
  for (const p of [cashOnly as unknown as Orders, allIn]) if (!plans.some((q) => sameOrders(q, p))) plans.push(p);
  return plans;
}

/** Price from which no single card can drive a colour below the scale (the largest drop is -60). */
const SAFE_PRICE = 70;

/**
 * trade2 portfolios to compare by look-ahead (spec 15 "zeroing risk", "who moves next"): keep; all cash; all in one
 * colour; half in one colour; spread over every colour or over the colours safe from zeroing, with and without a
 * cash reserve; and the mix of the richest opponent, which shares whatever it raises.
 */
export function trade2Plans(sim: Sim, s: Seat, w: Wallet): Orders[] {
  const prices = sim.prices;
  const weightSets: number[][] = [[1, 0, 0, 0, 0]];
  for (let c = 0; c < 4; c++) {
    const all = [0, 0, 0, 0, 0];
    all[c + 1] = 1;
    const half = [0.5, 0, 0, 0, 0];
    half[c + 1] = 0.5;
    weightSets.push(all, half);
  }
  weightSets.push([0, 0.25, 0.25, 0.25, 0.25]);
  const safe = [0, 1, 2, 3].filter((c) => prices[c]! >= SAFE_PRICE);
  if (safe.length > 0 && safe.length < 4) {
    const spread = [0, 0, 0, 0, 0];
    for (const c of safe) spread[c + 1] = 1 / safe.length;
    weightSets.push(spread);
    weightSets.push(spread.map((x, i) => (i === 0 ? 0.4 : x * 0.6)));
  } else {
    weightSets.push([0.4, 0.15, 0.15, 0.15, 0.15]);
  }
  const leader = richestOpponent(sim, s);
  if (leader !== undefined) {
    const values = [0, 1, 2, 3].map((c) => sim.shares[leader * 4 + c]! * prices[c]!);
    const total = values.reduce((a, b) => a + b, 0);
    if (total > 0) weightSets.push([0, ...values.map((v) => v / total)]);
  }
  const plans: Orders[] = [NO_ORDERS];
  for (const weights of weightSets) {
    const p = ordersForWeights(w, prices, weights);
    if (!plans.some((q) => sameOrders(q, p))) plans.push(p);
  }
  return plans;
}

/** The few trade2 plans the first look-ahead stage compares: keep, all cash, and a spread with a cash reserve. */
export function quickTrade2Plans(sim: Sim, w: Wallet): Orders[] {
  const safe = [0, 1, 2, 3].filter((c) => sim.prices[c]! >= SAFE_PRICE);
  const spread = [0.4, 0, 0, 0, 0];
  for (const c of safe.length > 0 ? safe : [0, 1, 2, 3]) spread[c + 1] = 0.6 / (safe.length > 0 ? safe.length : 4);
  const plans: Orders[] = [NO_ORDERS];
  for (const weights of [[1, 0, 0, 0, 0], spread]) {
    const p = ordersForWeights(w, sim.prices, weights);
    if (!plans.some((q) => sameOrders(q, p))) plans.push(p);
  }
  return plans;
}

function richestOpponent(sim: Sim, s: Seat): Seat | undefined {
  let best: Seat | undefined;
  let bestCap = -Infinity;
  for (let o = 0; o < sim.n; o++) {
    if (o === s || !sim.active[o]) continue;
    let cap = sim.cash[o]!;
    for (let c = 0; c < 4; c++) cap += sim.shares[o * 4 + c]! * sim.prices[c]!;
    if (cap > bestCap) {
      bestCap = cap;
      best = o;
    }
  }
  return best;
}
