import type { Seat } from '../../core/game.ts';
import type { Draft } from './draft.ts';
import type { Event } from './types.ts';

/** spec 8.2: fee debt, oldest first; each entry that cash covers is paid in whole, the others wait. */
export function settle(d: Draft, seat: Seat, events: Event[]): void {
  const s = d.seats[seat];
  if (s === undefined || s.feeDebt.length === 0) return;
  let cash = s.cash;
  const left: number[] = [];
  const paid: number[] = [];
  for (const v of s.feeDebt) {
    if (v <= cash) {
      cash -= v;
      paid.push(v);
    } else left.push(v);
  }
  if (paid.length === 0) return;
  const w = d.seatW(seat);
  w.cash = cash;
  w.feeDebt = left;
  for (const amount of paid) events.push({ type: 'feeDebtPaid', seat, amount });
}

/** spec 8.2 credit(s, x): income, then settlement. */
export function credit(d: Draft, seat: Seat, amount: number, events: Event[]): void {
  if (amount === 0) return;
  const w = d.seatW(seat);
  w.cash += amount;
  settle(d, seat, events);
}

/** A payment the rules have checked the seat can afford (bids). */
export function pay(d: Draft, seat: Seat, amount: number): void {
  const w = d.seatW(seat);
  if (amount > w.cash) throw new Error(`seat ${seat} cannot pay ${amount}`);
  w.cash -= amount;
}

/** spec 8.2 chargeFee(s, v), with Broker Bernie's power (8.14). */
export function chargeFee(d: Draft, seat: Seat, value: number, events: Event[]): void {
  const s = d.seats[seat];
  if (s === undefined) throw new Error(`no seat ${seat}`);
  if (s.investors.includes('bernie')) {
    events.push({ type: 'feeGained', seat, amount: value });
    credit(d, seat, value, events);
  } else if (value <= s.cash) {
    d.seatW(seat).cash -= value;
    events.push({ type: 'feePaid', seat, amount: value });
  } else {
    d.feeDebtW(seat).push(value);
    events.push({ type: 'feeDeferred', seat, amount: value });
  }
}
