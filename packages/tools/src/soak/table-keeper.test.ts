import { describe, expect, it } from 'vitest';
import { failureCode, makerFor, refusedPlayerCount, tableAt, tablePlan, tablesToCreate } from './table-keeper.ts';

const games = [
  { id: 'a', minPlayers: 2, maxPlayers: 4 },
  { id: 'b', minPlayers: 3, maxPlayers: 3 },
];

describe('tablePlan', () => {
  it('takes the games in turn, and for each game its player counts in turn', () => {
    const plans = Array.from({ length: 8 }, (_, k) => tablePlan(games, k));
    expect(plans.map((p) => p.game)).toEqual(['a', 'b', 'a', 'b', 'a', 'b', 'a', 'b']);
    expect(plans.filter((p) => p.game === 'a').map((p) => p.players)).toEqual([2, 3, 4, 2]);
    expect(plans.filter((p) => p.game === 'b').every((p) => p.players === 3)).toBe(true);
  });
});

describe('tableAt', () => {
  it('gives every process every game, even with as many games as processes', () => {
    const three = [...games, { id: 'c', minPlayers: 2, maxPlayers: 2 }];
    const plans = Array.from({ length: 9 }, (_, k) => tableAt(three, 3, k));
    for (const p of [0, 1, 2])
      expect(new Set(plans.filter((t) => t.process === p).map((t) => t.game))).toEqual(new Set(['a', 'b', 'c']));
  });
});

describe('makerFor', () => {
  it('skips a killed maker for the next one up, and keeps the plan when all are down', () => {
    expect(makerFor(1, 3, () => false)).toBe(1);
    expect(makerFor(1, 3, (i) => i === 1)).toBe(2);
    expect(makerFor(2, 3, (i) => i === 2)).toBe(0);
    expect(makerFor(2, 3, () => true)).toBe(2);
  });
});

describe('tablesToCreate', () => {
  it('tops the tables in play up to the target, never below zero', () => {
    expect(tablesToCreate(500, 0, 0)).toBe(500);
    expect(tablesToCreate(500, 520, 30)).toBe(10);
    expect(tablesToCreate(500, 500, 0)).toBe(0);
    expect(tablesToCreate(5, 3, 9)).toBe(5);
  });
});

describe('refusedPlayerCount and failureCode', () => {
  it("reads the range out of a BAD_PLAYER_COUNT answer and nothing else's", () => {
    const body = '{"error":{"code":"BAD_PLAYER_COUNT","detail":{"variant":"classic","min":2,"max":5}}}';
    expect(refusedPlayerCount(body)).toEqual({ min: 2, max: 5 });
    expect(refusedPlayerCount('{"error":{"code":"UNKNOWN_GAME"}}')).toBeNull();
    expect(refusedPlayerCount('<html>')).toBeNull();
    expect(failureCode(new Error('POST /api/tables (a, 2): HTTP 429 slow down'))).toBe('HTTP 429');
    expect(failureCode(new Error('fetch failed'))).toBe('fetch failed');
  });
});
