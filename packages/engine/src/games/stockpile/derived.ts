import type { Seat } from '../../core/game.ts';
import { COMPANIES, type CompanyId } from './companies.ts';
import type { InvestorId } from './config.ts';
import { sharesOf } from './ticker.ts';
import type { SeatState } from './types.ts';

/** What the turn-order questions need, from a state or a draft. */
export interface Table {
  readonly players: number;
  readonly firstPlayer: Seat;
  readonly seats: readonly SeatState[];
}

/** The seat at `k` in turn order. */
export function orderAt(t: Pick<Table, 'players' | 'firstPlayer'>, k: number): Seat {
  return (t.firstPlayer + k) % t.players;
}

/** spec 2 turn order. */
export function turnOrder(t: Pick<Table, 'players' | 'firstPlayer'>): Seat[] {
  return Array.from({ length: t.players }, (_, k) => orderAt(t, k));
}

// One frozen queue per (players, firstPlayer): it is read on every Supply and Demand move.
const QUEUES: readonly (readonly (readonly Seat[])[])[] = Array.from({ length: 6 }, (_, players) =>
  Array.from({ length: players }, (_, firstPlayer) => {
    const order = turnOrder({ players, firstPlayer });
    return Object.freeze(players === 2 ? [...order, ...order] : order);
  }),
);

/** spec 6.1: the Supply queue (2p: [o0, o1, o0, o1]); also the meeple slots of Demand (8.6). */
export function supplyQueue(t: Pick<Table, 'players' | 'firstPlayer'>): readonly Seat[] {
  return QUEUES[t.players]?.[t.firstPlayer] ?? turnOrder(t);
}

/** Whether the seat holds an investor whose once-a-round power it has not used or declined. */
export function hasUnused(s: SeatState, investor: InvestorId): boolean {
  return s.investors.includes(investor) && !s.powersUsed.includes(investor);
}

/** spec 6.1 prep: the first pending Mark or Warren power, in turn order (a seat's Mark before its Warren). */
export function pendingPrep(t: Table): { seat: Seat; power: 'mark' | 'warren' } | null {
  for (let k = 0; k < t.players; k++) {
    const seat = orderAt(t, k);
    const s = t.seats[seat] as SeatState;
    if (s.investors.length === 0) continue;
    if (hasUnused(s, 'mark')) return { seat, power: 'mark' };
    if (hasUnused(s, 'warren')) return { seat, power: 'warren' };
  }
  return null;
}

/** spec 6.1 action: the first seat in turn order holding action cards or an unused Cramer. */
export function actionSeat(t: Table): Seat | null {
  for (let k = 0; k < t.players; k++) {
    const seat = orderAt(t, k);
    const s = t.seats[seat] as SeatState;
    if (s.actions.length > 0 || hasUnused(s, 'cramer')) return seat;
  }
  return null;
}

/** spec 6.1 deborah: the seat holding an unused Deborah. */
export function deborahSeat(t: Table): Seat | null {
  for (let k = 0; k < t.players; k++) {
    const seat = orderAt(t, k);
    if (hasUnused(t.seats[seat] as SeatState, 'deborah')) return seat;
  }
  return null;
}

/** Total shares of a seat in one company. */
export function totalShares(s: SeatState): number {
  let n = 0;
  for (const c of COMPANIES) n += sharesOf(s.portfolio[c]);
  return n;
}

/** spec 11.1 step 3: cash less every unpaid fee. */
export function scoreOf(s: SeatState): number {
  let debt = 0;
  for (const v of s.feeDebt) debt += v;
  return s.cash - debt;
}

/** A fresh empty portfolio (fresh: a draft may write into what it assigns). */
export function emptyPortfolio(): { [C in CompanyId]: { regular: number; split: number } } {
  return {
    cosmic: { regular: 0, split: 0 },
    bottomline: { regular: 0, split: 0 },
    leading: { regular: 0, split: 0 },
    american: { regular: 0, split: 0 },
    stanford: { regular: 0, split: 0 },
    epic: { regular: 0, split: 0 },
  };
}

/** A fresh all-zero count per company. */
export function zeroCounts(): { [C in CompanyId]: number } {
  return { cosmic: 0, bottomline: 0, leading: 0, american: 0, stanford: 0, epic: 0 };
}
