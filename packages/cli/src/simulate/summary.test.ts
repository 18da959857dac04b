import { akcioner, type AnyGame } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import type { SimulateConfig } from './config.ts';
import { runSimulation, type RunResult } from './run.ts';
import { summarize } from './summary.ts';
import { createTally } from './stats.ts';

const options = { variant: 'short', rounding: 'up', turnSeconds: 120 };
const base = { game: akcioner as AnyGame, seed: 'sum', options, bots: ['random'] as const, check: true };
const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** The keys of the summary of a single count, in order, as other tools read them. */
const SINGLE_COUNT_KEYS = [
  'game',
  'players',
  'options',
  'seed',
  'bots',
  'check',
  'games',
  'finished',
  'moves',
  'seconds',
  'movesPerSecond',
  'gamesPerSecond',
  'averageMoves',
  'averageWinnerScore',
  'winsBySeat',
  'winsByTurnPosition',
  'sharedWins',
  'failures',
  'failureList',
];

describe('the summary of a range of player counts', () => {
  it('says the range as given, breaks games, moves and failures down by count, and spans the largest count', () => {
    const config: SimulateConfig = { ...base, players: 2, playersUpTo: 4, games: 8 };
    const s = summarize(config, runSimulation(config), []);
    expect(s.players).toBe('2..4');
    expect(s.byPlayers?.map((c) => [c.players, c.games, c.finished, c.failures])).toEqual([
      [2, 3, 3, 0],
      [3, 3, 3, 0],
      [4, 2, 2, 0],
    ]);
    expect(sum(s.byPlayers?.map((c) => c.moves) ?? [])).toBe(s.moves);
    expect(s.winsBySeat).toHaveLength(4);
    expect(s.winsByTurnPosition).toHaveLength(4);
    expect(sum(s.winsBySeat)).toBeGreaterThanOrEqual(8);
  });

  it('lists every count of the range, even one that too few games never reached', () => {
    const config: SimulateConfig = { ...base, players: 2, playersUpTo: 5, games: 2 };
    const s = summarize(config, runSimulation(config), []);
    expect(s.byPlayers?.map((c) => [c.players, c.games])).toEqual([
      [2, 1],
      [3, 1],
      [4, 0],
      [5, 0],
    ]);
  });

  it('keeps the shape of a single count exactly: the number, no breakdown', () => {
    const config: SimulateConfig = { ...base, players: 3, games: 2 };
    const s = summarize(config, runSimulation(config), []);
    expect(s.players).toBe(3);
    expect(Object.keys(JSON.parse(JSON.stringify(s)))).toEqual(SINGLE_COUNT_KEYS);
  });
});

describe('games per second', () => {
  const config: SimulateConfig = { ...base, players: 2, games: 1 };
  const rate = (games: number, seconds: number): number => {
    const tally = { ...createTally(2), games };
    const run: RunResult = { tally, seconds };
    return summarize(config, run, []).gamesPerSecond;
  };

  it('has two decimals below 100, so slow checked games do not show 0, and is an integer above', () => {
    expect(rate(1, 3)).toBe(0.33);
    expect(rate(5, 3)).toBe(1.67);
    expect(rate(299, 3)).toBe(99.67);
    expect(rate(301, 3)).toBe(100);
    expect(rate(1000, 3)).toBe(333);
    expect(rate(5, 0)).toBe(0);
  });
});
