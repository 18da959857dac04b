import { akcioner, checkersExchange, stockpile, unwrap, type AnyGame, type Deadline } from '@birzha/engine';
import { LIVE, type TurnPace } from '@birzha/protocol';
import { describe, expect, it } from 'vitest';
import type { StoredDeadline } from '../store/store.ts';
import { clockRefusal, initialBanks, nextClocks, settledBank, type ClockStep } from './pace-clocks.ts';

/** A game whose state is the list of periods it declares (an outcome once it is the word 'over'). */
const declaring = {
  deadlines: (state: readonly Deadline[]) => state,
  outcome: (state: unknown) => (state === 'over' ? { ranking: [[0], [1]], scores: [0, 0] } : undefined),
} as unknown as AnyGame;

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** A bank of 1 day, 12 hours added per turn, up to 2 days; phases of 6 hours. */
const pace: TurnPace = { mode: 'turns', bank: 24 * 3600, add: 12 * 3600, cap: 48 * 3600, phase: 6 * 3600 };

const turn = (key: string, seat: number, seconds = 0): Deadline => ({
  key,
  seconds,
  spends: seat,
  seats: [seat],
  move: { type: 'timeout' },
});
const phase = (key: string, seconds = 0): Deadline => ({ key, seconds, seats: [0, 1], move: { type: 'close' } });

const step = (over: Partial<ClockStep>): ClockStep => ({
  game: declaring,
  pace,
  players: 2,
  state: [],
  previous: [],
  banks: null,
  startAt: 1_000,
  now: 1_000,
  ...over,
});

describe('initialBanks', () => {
  it("gives every seat the pace's bank in milliseconds; none at a live table", () => {
    expect(initialBanks(pace, 3)).toEqual([DAY, DAY, DAY]);
    expect(initialBanks(LIVE, 3)).toBeNull();
  });
});

describe('settledBank', () => {
  it('charges the time the period ran, adds the add, never above the cap, and running out leaves only the add', () => {
    expect(settledBank(pace, DAY, 0, 2 * HOUR)).toBe(DAY - 2 * HOUR + 12 * HOUR);
    expect(settledBank(pace, 47 * HOUR, 0, HOUR)).toBe(48 * HOUR);
    expect(settledBank(pace, DAY, 0, DAY)).toBe(12 * HOUR);
    expect(settledBank(pace, DAY, 0, 3 * DAY)).toBe(12 * HOUR);
    // A period that started after a show still playing when it ended ran no time.
    expect(settledBank(pace, HOUR, 5_000, 1_000)).toBe(13 * HOUR);
  });
});

describe('nextClocks', () => {
  it("at a live table: the game options' seconds, periods of 0 seconds ignored, no banks", () => {
    const r = nextClocks(step({ pace: LIVE, state: [turn('a', 0, 30), phase('b', 0)] }));
    expect(r).toEqual({ deadlines: [{ key: 'a', dueAt: 31_000 }], banks: null });
  });

  it("starts every seat's bank; a turn is due when its seat's bank runs out, a phase after the pace's phase", () => {
    const r = nextClocks(step({ state: [turn('t1', 1, 30)], startAt: 5_000, now: 1_000 }));
    expect(r.banks).toEqual([DAY, DAY]);
    expect(r.deadlines).toEqual([{ key: 't1', dueAt: 5_000 + DAY, since: 5_000, spends: 1 }]);
    const p = nextClocks(step({ state: [phase('p')] }));
    expect(p.deadlines).toEqual([{ key: 'p', dueAt: 1_000 + 6 * HOUR, since: 1_000 }]);
    expect(p.banks).toEqual([DAY, DAY]);
  });

  it('keeps a period still declared as it was, whatever the banks now', () => {
    const previous: StoredDeadline[] = [{ key: 't1', dueAt: 99, since: 7, spends: 0 }];
    const r = nextClocks(step({ state: [turn('t1', 0)], previous, banks: [5, 6], now: 50, startAt: 50 }));
    expect(r).toEqual({ deadlines: previous, banks: [5, 6] });
  });

  it("spends: a turn that ended charges its seat's bank and adds; the next seat's turn is due by its own bank", () => {
    const previous: StoredDeadline[] = [{ key: 't1', dueAt: 1_000 + DAY, since: 1_000, spends: 0 }];
    const now = 1_000 + 3 * HOUR;
    const r = nextClocks(step({ state: [turn('t2', 1)], previous, banks: [DAY, 2 * HOUR], now, startAt: now }));
    expect(r.banks).toEqual([DAY - 3 * HOUR + 12 * HOUR, 2 * HOUR]);
    expect(r.deadlines).toEqual([{ key: 't2', dueAt: now + 2 * HOUR, since: now, spends: 1 }]);
  });

  it('adds up to the cap only', () => {
    const previous: StoredDeadline[] = [{ key: 't1', dueAt: 0, since: 1_000, spends: 0 }];
    const r = nextClocks(step({ state: [turn('t2', 1)], previous, banks: [45 * HOUR, DAY], now: 1_000 + MIN }));
    expect(r.banks).toEqual([48 * HOUR, DAY]);
  });

  it('a bank that ran out (the timeout move at or after the due time) is 0 plus the add', () => {
    const previous: StoredDeadline[] = [{ key: 't1', dueAt: 1_000 + HOUR, since: 1_000, spends: 0 }];
    for (const late of [0, 5 * MIN]) {
      const now = 1_000 + HOUR + late;
      const r = nextClocks(step({ state: [turn('t2', 1)], previous, banks: [HOUR, DAY], now, startAt: now }));
      expect(r.banks).toEqual([12 * HOUR, DAY]);
    }
  });

  it('a phase that ends early (every seat acted) charges no bank; the next period starts then', () => {
    const previous: StoredDeadline[] = [{ key: 'p', dueAt: 1_000 + 6 * HOUR, since: 1_000 }];
    const now = 1_000 + HOUR;
    const r = nextClocks(step({ state: [turn('t', 0)], previous, banks: [DAY, DAY], now, startAt: now }));
    expect(r.banks).toEqual([DAY, DAY]);
    expect(r.deadlines).toEqual([{ key: 't', dueAt: now + DAY, since: now, spends: 0 }]);
  });

  it('settles the last turn when the game ends, and runs nothing after', () => {
    const previous: StoredDeadline[] = [{ key: 't', dueAt: 1_000 + DAY, since: 1_000, spends: 1 }];
    const r = nextClocks(step({ state: 'over', previous, banks: [DAY, DAY], now: 1_000 + HOUR }));
    expect(r).toEqual({ deadlines: [], banks: [DAY, DAY - HOUR + 12 * HOUR] });
  });

  it("times an untimed Akcioner's turns at a turn-based table (0 seconds by its options)", () => {
    const game = akcioner as AnyGame;
    const options = unwrap(game.parseOptions({ variant: 'short', turnSeconds: 0 }, 2));
    const { state } = unwrap(game.setup({ players: 2, options, seed: 's' }));
    const seat = game.toAct(state)[0];
    const r = nextClocks(step({ game, state, startAt: 0, now: 0 }));
    expect(r.deadlines).toEqual([{ key: `turn:1:${seat}`, dueAt: DAY, since: 0, spends: seat }]);
    expect(nextClocks(step({ game, state, pace: LIVE })).deadlines).toEqual([]);
  });
});

describe('clockRefusal', () => {
  it("names the code of a game that refuses its clock's move under options that time nothing", () => {
    const parsed = (game: AnyGame, raw: unknown, players: number) => unwrap(game.parseOptions(raw, players));
    const ak = akcioner as AnyGame;
    expect(clockRefusal(ak, parsed(ak, { turnSeconds: 0 }, 2), 2)).toBe('TIMEOUT_DISABLED');
    expect(clockRefusal(ak, parsed(ak, { turnSeconds: 10 }, 2), 2)).toBeNull();
    const sp = stockpile as AnyGame;
    expect(clockRefusal(sp, parsed(sp, { turnSeconds: 0 }, 2), 2)).toBe('NOT_TIMED');
    expect(clockRefusal(sp, parsed(sp, { turnSeconds: 0, investors: true }, 3), 3)).toBe('NOT_TIMED');
    expect(clockRefusal(sp, parsed(sp, {}, 2), 2)).toBeNull();
    const ce = checkersExchange as AnyGame;
    expect(clockRefusal(ce, parsed(ce, { timing: 'untimed' }, 3), 3)).toBe('NOT_TIMED');
    expect(clockRefusal(ce, parsed(ce, { timing: 'blitz' }, 3), 3)).toBeNull();
  });
});
