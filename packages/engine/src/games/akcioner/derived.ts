import type { Seat } from '../../core/game.ts';
import { COLORS, type Shares } from './config.ts';
import type { State, SeatState } from './types.ts';

/** Derived values of spec 4; never stored. */

export function minPrice(prices: Shares): number {
  return Math.min(prices.yellow, prices.red, prices.blue, prices.green);
}

export function totalShares(shares: Shares): number {
  return shares.yellow + shares.red + shares.blue + shares.green;
}

/** cash + Σ shares × price */
export function capital(seat: Pick<SeatState, 'cash' | 'shares'>, prices: Shares): number {
  let total = seat.cash;
  for (const c of COLORS) total += seat.shares[c] * prices[c];
  return total;
}

export function isLastRound(state: Pick<State, 'round' | 'roundsTotal'>): boolean {
  return state.round === state.roundsTotal;
}

/**
 * The active seats in `order`, starting at `start` (or at the next active seat after it if it is out),
 * wrapping around.
 */
export function cycle(order: readonly Seat[], seats: readonly Pick<SeatState, 'status'>[], start: Seat): Seat[] {
  const at = order.indexOf(start);
  const out: Seat[] = [];
  for (let k = 0; k < order.length; k++) {
    const s = order[(at + k) % order.length] as Seat;
    if ((seats[s] as SeatState).status === 'active') out.push(s);
  }
  return out;
}

export function activeCount(seats: readonly Pick<SeatState, 'status'>[]): number {
  let n = 0;
  for (const s of seats) if (s.status === 'active') n++;
  return n;
}
