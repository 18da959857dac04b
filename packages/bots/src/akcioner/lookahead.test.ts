import { describe, expect, it } from 'vitest';
import { tradersOf, turnsAfter } from './lookahead.ts';

describe('turnsAfter: the horizon of a decision (spec 15 "who moves next", "the last trade matters most")', () => {
  it('is every other seat once, in order, until the seat can trade again', () => {
    expect(turnsAfter([2, 0, 1, 3], 1, 3, 10)).toEqual([
      { seat: 3, lastRound: false },
      { seat: 2, lastRound: false },
      { seat: 0, lastRound: false },
    ]);
  });

  it('runs to the end of the game when the next turn is in the last round (holdings are final)', () => {
    expect(turnsAfter([2, 0, 1, 3], 0, 9, 10)).toEqual([
      { seat: 1, lastRound: false },
      { seat: 3, lastRound: false },
      { seat: 2, lastRound: true },
      { seat: 0, lastRound: true },
      { seat: 1, lastRound: true },
      { seat: 3, lastRound: true },
    ]);
  });

  it('in the last round holds the seats still to play their last card', () => {
    expect(turnsAfter([2, 0, 1, 3], 0, 10, 10)).toEqual([
      { seat: 1, lastRound: true },
      { seat: 3, lastRound: true },
    ]);
    expect(turnsAfter([0, 1], 1, 10, 10)).toEqual([]);
  });
});

describe('tradersOf', () => {
  const seat = (yellow: number, red: number, blue: number, green: number) => ({ shares: { yellow, red, blue, green } });
  it('observes who has traded from public holdings', () => {
    expect(tradersOf('observed', [seat(1, 1, 1, 1), seat(0, 1, 0, 1), seat(0, 3, 0, 0), seat(0, 0, 0, 0)])).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect(tradersOf('allIn', [seat(1, 1, 1, 1)])).toEqual([true]);
    expect(tradersOf('hold', [seat(0, 9, 0, 0)])).toEqual([false]);
  });
});
