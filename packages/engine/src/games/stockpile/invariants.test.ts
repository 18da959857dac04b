import { describe, expect, it } from 'vitest';
import { startMatch } from '../../core/record.ts';
import { unwrap } from '../../core/result.ts';
import { stockpile } from './index.ts';
import { stateInvariants } from './invariants.ts';
import type { SeatState, State } from './types.ts';

const base = (): State => unwrap(startMatch(stockpile, { players: 3, options: {}, seed: 'inv' }), 'start').state;
const withSeat = (s: State, i: number, seat: Partial<SeatState>): State => ({
  ...s,
  seats: s.seats.map((x, k) => (k === i ? { ...x, ...seat } : x)),
});

describe('stateInvariants (spec 4) can fail', () => {
  it('holds after setup', () => {
    expect(stateInvariants(base())).toEqual([]);
  });

  it('names negative cash, unpaid fees cash could pay, knowledge above holdings and more than 10 cards', () => {
    const s = base();
    expect(stateInvariants(withSeat(s, 0, { cash: -1 })).join()).toMatch(/cash -1/);
    expect(stateInvariants(withSeat(s, 0, { feeDebt: [1000] })).join()).toMatch(/owes 1000/);
    const held = s.seats[1]!.portfolio;
    expect(
      stateInvariants(withSeat(s, 1, { known: { ...s.seats[1]!.known, epic: held.epic.regular + 1 } })),
    ).not.toEqual([]);
    const eleven = withSeat(s, 2, { portfolio: { ...s.seats[2]!.portfolio, cosmic: { regular: 5, split: 6 } } });
    expect(stateInvariants(eleven).join()).toMatch(/cosmic/);
  });

  it('names a card in two places', () => {
    const s = base();
    const twice = withSeat(s, 0, { hand: [s.deck[0]!, s.deck[1]!] });
    expect(stateInvariants(twice).join()).toMatch(/ in deck and seat 0 hand/);
  });
});
