import type { Akcioner } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import {
  allowedColors,
  assignPart,
  cashAfter,
  compose,
  downBlock,
  EMPTY_DRAFT,
  planOf,
  upBlock,
  ZERO,
} from './compose.ts';
import { priceHistory } from './price-history.ts';
import { positionState, positionView } from './testing/positions.ts';

describe('compose', () => {
  it('plans the stages from where the turn stands (spec 6: none but the card in the last round)', () => {
    const hands = [{ hand: ['S-yellow-p30', 'S-red-p30'] }, { hand: ['S-blue-p30', 'S-green-p30'] }];
    expect(planOf(positionView(2, { roundsTotal: 2, order: [0, 1], seats: hands }))).toEqual({
      trade1: true,
      card: true,
      trade2: true,
    });
    expect(planOf(positionView(2, { roundsTotal: 2, order: [0, 1], stage: 'card', seats: hands }))).toEqual({
      trade1: false,
      card: true,
      trade2: true,
    });
    expect(
      planOf(
        positionView(2, {
          lastRound: true,
          order: [0, 1],
          seats: [{ hand: ['S-yellow-p30'] }, { hand: ['S-red-p30'] }],
        }),
      ),
    ).toEqual({ trade1: false, card: true, trade2: false });
  });

  it('steppers stop at the limits the engine enforces (spec 7.2 checks 11-13)', () => {
    const state = positionState(2, {
      roundsTotal: 2,
      order: [0, 1],
      stage: 'trade2',
      locked: { yellow: 1 },
      prices: { yellow: 100, red: 40, blue: 100, green: 100 },
      seats: [
        { cash: 50, shares: { yellow: 2, red: 0, blue: 1, green: 1 }, hand: ['S-yellow-p30'] },
        { hand: ['S-blue-p30', 'S-green-p30'] },
      ],
    });
    const me = state.seats[0] as Akcioner.SeatState;
    const base = { state, seat: 0, cash: me.cash, shares: me.shares, locked: state.locked, prices: state.prices };
    expect(upBlock(base, ZERO, 'yellow')).toBe('NO_CASH');
    expect(upBlock(base, ZERO, 'red')).toBeNull();
    expect(cashAfter(base, { ...ZERO, yellow: -1, red: 3 })).toBe(30);
    expect(downBlock(base, ZERO, 'red')).toBe('NO_SHARES');
    expect(downBlock(base, ZERO, 'yellow')).toBeNull();
    expect(downBlock(base, { ...ZERO, yellow: -1 }, 'yellow')).toBe('LOCKED');
    expect(downBlock(base, { ...ZERO, red: 2 }, 'red')).toBeNull(); // fewer purchases are always possible
    // Each colour's stepper says its own reason, whatever another colour's is.
    expect(downBlock(base, { ...ZERO, yellow: -3 }, 'blue')).toBeNull();
    expect(downBlock(base, { ...ZERO, yellow: -3 }, 'red')).toBe('NO_SHARES');
    expect(cashAfter(base, { ...ZERO, red: 3 })).toBe(-70);
    expect(cashAfter(base, { ...ZERO, red: -1 })).toBeNull();
  });

  it('a blank part takes neither the card colour nor another part colour; a lone choice fills itself', () => {
    expect(allowedColors('S-blue-p30', [null], 0)).toEqual(['yellow', 'red', 'green']);
    expect(allowedColors('H-green-1', ['yellow', null, null], 1)).toEqual(['red', 'blue']);
    expect(assignPart('H-green-1', [null, null, null], 0, 'red')).toEqual(['red', null, null]);
    expect(assignPart('H-green-1', ['red', null, null], 2, 'blue')).toEqual(['red', 'yellow', 'blue']);
    // Giving a part the colour another part holds moves it.
    expect(assignPart('H-green-1', ['red', 'blue', null], 1, 'red')).toEqual([null, 'red', null]);
  });

  it('an empty draft sends nothing; a refused order is reported with its index', () => {
    const v = positionView(2, {
      roundsTotal: 2,
      order: [0, 1],
      seats: [{ hand: ['S-yellow-p30', 'S-red-p30'] }, { hand: ['S-blue-p30', 'S-green-p30'] }],
    });
    const c = compose(v, 0, EMPTY_DRAFT);
    expect(c.error).toBeNull();
    expect(c.afterCard).toBeNull();
    const bad = compose(v, 0, { ...EMPTY_DRAFT, trade1: { ...ZERO, red: 1 } });
    expect(bad.error).toMatchObject({ index: 0, violation: { code: 'INSUFFICIENT_CASH' } });
    const other = compose(
      positionView(
        2,
        {
          roundsTotal: 2,
          order: [0, 1],
          seats: [{ hand: ['S-yellow-p30', 'S-red-p30'] }, { hand: ['S-blue-p30', 'S-green-p30'] }],
        },
        1,
      ),
      1,
      EMPTY_DRAFT,
    );
    expect(other.error).toMatchObject({ index: 0, violation: { code: 'NOT_YOUR_TURN' } });
  });
});

describe('priceHistory', () => {
  it('one point at the start and one after every card', () => {
    const events = [
      { type: 'gameStarted', order: [0, 1], roundsTotal: 2, prices: { yellow: 100, red: 100, blue: 100, green: 100 } },
      { type: 'cardPlayed', seat: 0, card: 'S-yellow-p30', assign: ['red'] },
      { type: 'priceChanged', color: 'yellow', from: 100, raw: 130, to: 130 },
      { type: 'priceChanged', color: 'red', from: 100, raw: 40, to: 40 },
      { type: 'cardPlayed', seat: 1, card: 'S-red-p30', assign: ['yellow'] },
      { type: 'priceChanged', color: 'red', from: 40, raw: 70, to: 70 },
      { type: 'priceChanged', color: 'yellow', from: 130, raw: 70, to: 70 },
    ];
    expect(priceHistory(events, { yellow: 70, red: 70, blue: 100, green: 100 })).toEqual([
      { yellow: 100, red: 100, blue: 100, green: 100 },
      { yellow: 130, red: 40, blue: 100, green: 100 },
      { yellow: 70, red: 70, blue: 100, green: 100 },
    ]);
  });
});
