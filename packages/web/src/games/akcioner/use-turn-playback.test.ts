import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LogItem } from '../../table/use-table.ts';
import { resetPreferencesForTests, setPreferences } from '../../ui/preferences.ts';
import { useTurnPlayback } from './use-turn-playback.ts';

const P0 = { yellow: 100, red: 100, blue: 100, green: 100 };
const start = (seat: number, round = 1) => ({ type: 'turnStarted', seat, round, lastRound: false });
const card = (seat: number, c: string, color: 'yellow' | 'red', from: number, to: number) => [
  { type: 'cardPlayed', seat, card: c, assign: [] },
  { type: 'priceChanged', color, from, raw: to, to },
];
const trade = (seat: number) => ({
  type: 'traded',
  seat,
  stage: 'trade1',
  lines: [{ color: 'blue', qty: 2, price: 100 }],
  cash: 0,
});
const items = (version: number, events: unknown[]): LogItem[] => events.map((event) => ({ version, event }));

/** I am seat 0; seats 1 and 2 are bots: seat 1 to move, then both bots' turns arrive in one update. */
const BEFORE = items(0, [start(1)]);
const AFTER = [
  ...BEFORE,
  ...items(3, [
    trade(1),
    ...card(1, 'S-yellow-p30', 'yellow', 100, 130),
    start(2),
    ...card(2, 'S-red-m60', 'red', 100, 40),
    start(0),
  ]),
];
const NOW = { ...P0, yellow: 130, red: 40 };

function setup() {
  return renderHook(
    (p: { log: readonly LogItem[]; prices: typeof P0; myTurn: boolean }) =>
      useTurnPlayback({ ...p, seat: 0, enabled: true }),
    { initialProps: { log: BEFORE, prices: P0, myTurn: false } },
  );
}

describe('useTurnPlayback', () => {
  beforeEach(() => {
    localStorage.clear();
    resetPreferencesForTests();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('shows two bot turns one after the other, each for the pace time', () => {
    const { result, rerender } = setup();
    expect(result.current.step).toBeNull();
    rerender({ log: AFTER, prices: NOW, myTurn: false });
    expect(result.current.step).toMatchObject({
      key: 'turn-1-1',
      seat: 1,
      before: P0,
      after: { ...P0, yellow: 130 },
      card: { id: '1:S-yellow-p30' },
      cells: ['shares-1-blue', 'cash-1'],
    });
    // The second bot's card is not on the table before its turn is shown.
    expect([...result.current.hidden]).toEqual(['2:S-red-m60']);
    act(() => vi.advanceTimersByTime(1199)); // normal pace: 1200 ms
    expect(result.current.step?.seat).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.step).toMatchObject({
      seat: 2,
      before: { ...P0, yellow: 130 },
      after: NOW,
      card: { id: '2:S-red-m60' },
    });
    expect(result.current.hidden.size).toBe(0);
    act(() => vi.advanceTimersByTime(1200));
    expect(result.current.step).toBeNull();
  });

  it('follows the pace chosen, and shows nothing at the instant pace', () => {
    act(() => setPreferences({ pace: 'fast' }));
    const { result, rerender } = setup();
    rerender({ log: AFTER, prices: NOW, myTurn: false });
    act(() => vi.advanceTimersByTime(500));
    expect(result.current.step?.seat).toBe(2);
    act(() => setPreferences({ pace: 'instant' }));
    expect(result.current.step).toBeNull();
    const again = setup();
    again.rerender({ log: AFTER, prices: NOW, myTurn: false });
    expect(again.result.current.step).toBeNull();
  });

  it('cuts the backlog to the last turn before mine when my turn comes', () => {
    const { result, rerender } = setup();
    rerender({ log: AFTER, prices: NOW, myTurn: true });
    expect(result.current.step?.seat).toBe(2);
    expect(result.current.pending).toEqual([]);
    act(() => vi.advanceTimersByTime(1200));
    expect(result.current.step).toBeNull();
  });

  it('plays neither the history of the first load nor my own turns', () => {
    const { result, rerender } = renderHook(
      (p: { log: readonly LogItem[] }) => useTurnPlayback({ ...p, prices: NOW, seat: 0, myTurn: false, enabled: true }),
      { initialProps: { log: [] as readonly LogItem[] } },
    );
    rerender({ log: AFTER });
    expect(result.current.step).toBeNull();
    rerender({ log: [...AFTER, ...items(4, [...card(0, 'S-blue-p30', 'yellow', 130, 160), start(1, 2)])] });
    expect(result.current.step).toBeNull();
  });

  it('plays nothing in a replay', () => {
    const { result, rerender } = renderHook(
      (p: { log: readonly LogItem[] }) =>
        useTurnPlayback({ ...p, prices: NOW, seat: 0, myTurn: false, enabled: false }),
      { initialProps: { log: BEFORE } },
    );
    rerender({ log: AFTER });
    expect(result.current.step).toBeNull();
  });
});
