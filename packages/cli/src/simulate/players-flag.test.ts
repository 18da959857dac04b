import { describe, expect, it } from 'vitest';
import { matchPlayers, playerCounts } from './config.ts';
import { parsePlayers, playersLabel } from './players-flag.ts';

describe('--players', () => {
  it('takes a single count as before, and a range A..B', () => {
    expect(parsePlayers('4')).toEqual({ ok: true, value: { from: 4, to: 4, range: false } });
    expect(parsePlayers('3..8')).toEqual({ ok: true, value: { from: 3, to: 8, range: true } });
    expect(parsePlayers(' 3..3 ')).toEqual({ ok: true, value: { from: 3, to: 3, range: true } });
  });

  it.each([
    ['5..3', '--players 5..3: the range is empty (5 is above 3), write it 3..5'],
    ['3..x', '--players 3..x: a range is two integers A..B, e.g. 3..8'],
    ['3...8', '--players 3...8: a range is two integers A..B, e.g. 3..8'],
    ['..8', '--players ..8: a range is two integers A..B, e.g. 3..8'],
    ['3-8', "--players must be an integer or a range A..B, got '3-8'"],
    ['2.5', "--players must be an integer or a range A..B, got '2.5'"],
    ['0', '--players must be at least 1, got 0'],
  ])('refuses %j with one line', (text, message) => {
    expect(parsePlayers(text)).toEqual({ ok: false, error: message });
  });

  it('cycles match i through the range, so every count is played evenly', () => {
    const range = { players: 3, playersUpTo: 5 };
    expect(Array.from({ length: 7 }, (_, i) => matchPlayers(range, i))).toEqual([3, 4, 5, 3, 4, 5, 3]);
    expect(playerCounts(range)).toEqual([3, 4, 5]);
    expect(matchPlayers({ players: 4 }, 9)).toBe(4);
    expect(playerCounts({ players: 4 })).toEqual([4]);
  });

  it('is reported as given: the number for a count, "A..B" for a range', () => {
    expect(playersLabel({ players: 4 })).toBe(4);
    expect(playersLabel({ players: 3, playersUpTo: 8 })).toBe('3..8');
  });
});
