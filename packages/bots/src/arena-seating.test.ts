import { describe, expect, it } from 'vitest';
import { arenaSize, botAt, dealSeed, gameAt, seatingSeed, seatOf } from './arena-seating.ts';

describe('arena seatings', () => {
  it.each([2, 3, 4, 6])('puts every bot in every seat exactly once per deal, on the same deal (%i players)', (n) => {
    const { deals, games } = arenaSize(3 * n, n);
    expect({ deals, games }).toEqual({ deals: 3, games: 3 * n });
    for (let deal = 0; deal < deals; deal++) {
      const indices = Array.from({ length: n }, (_, r) => deal * n + r);
      // The same deal seed under every seating, each seating with its own choices.
      expect(new Set(indices.map((i) => dealSeed('s', gameAt(i, n).deal)))).toEqual(new Set([`s-${deal}`]));
      expect(new Set(indices.map((i) => seatingSeed('s', deal, gameAt(i, n).rotation))).size).toBe(n);
      for (let bot = 0; bot < n; bot++) {
        const seats = indices.map((i) => seatOf(bot, gameAt(i, n).rotation, n));
        expect([...seats].sort()).toEqual(Array.from({ length: n }, (_, s) => s));
      }
      // Each seating is a permutation: every seat has one bot, and seatOf inverts botAt.
      for (let r = 0; r < n; r++) {
        const lineup = Array.from({ length: n }, (_, seat) => botAt(seat, r, n));
        expect([...lineup].sort()).toEqual(Array.from({ length: n }, (_, b) => b));
        for (let seat = 0; seat < n; seat++) expect(seatOf(botAt(seat, r, n), r, n)).toBe(seat);
      }
    }
  });

  it('rounds a game count up to whole rotations', () => {
    expect(arenaSize(100, 2)).toEqual({ deals: 50, games: 100 });
    expect(arenaSize(10, 4)).toEqual({ deals: 3, games: 12 });
    expect(arenaSize(1, 3)).toEqual({ deals: 1, games: 3 });
  });
});
