import { describe, expect, it } from 'vitest';
import { placesOf, type ArenaGameDigest } from './arena-game.ts';
import {
  addArenaGame,
  arenaBotReports,
  arenaStatsMeans,
  botLabels,
  createArenaTally,
  percentile,
  wilson,
} from './arena-tally.ts';

const digest = (share: number[], place: number[], ms: number[][], stats = {}): ArenaGameDigest => ({
  deal: 0,
  rotation: 0,
  share,
  place,
  ms,
  stats,
  moves: 10,
});

describe("Wilson's score interval", () => {
  it('matches known values', () => {
    const [lo, hi] = wilson(0.5, 100);
    expect(lo).toBeCloseTo(0.4038, 4);
    expect(hi).toBeCloseTo(0.5962, 4);
    const [lo2, hi2] = wilson(0.9, 50);
    expect(lo2).toBeCloseTo(0.7864, 4);
    expect(hi2).toBeCloseTo(0.9565, 4);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(0, 10)[1]).toBeCloseTo(0.2775, 4);
    expect(wilson(1, 10)[1]).toBeCloseTo(1, 12);
    expect(wilson(0.5, 0)).toEqual([0, 1]);
  });
});

describe('places and shares', () => {
  it('splits a tie for first and gives tied seats the mean of their places', () => {
    expect(placesOf({ ranking: [[1, 2], [0]], scores: [1, 5, 5] }, 3)).toEqual({
      share: [0, 0.5, 0.5],
      place: [3, 1.5, 1.5],
    });
    expect(placesOf({ ranking: [[2], [0, 1, 3]], scores: [] }, 4)).toEqual({
      share: [0, 0, 1, 0],
      place: [3, 3, 1, 3],
    });
  });

  it('counts a shared first as a first and as a fraction of share', () => {
    const t = createArenaTally(['heuristic', 'random'], 5);
    addArenaGame(t, digest([0.5, 0.5], [1.5, 1.5], [[1, 2], [9]], { trades: 2 }));
    addArenaGame(t, digest([1, 0], [1, 2], [[3], [4, 6]], { trades: 4 }));
    const [h, r] = arenaBotReports(t);
    expect(h).toMatchObject({
      bot: 'heuristic',
      games: 2,
      firsts: 2,
      share: 0.75,
      meanPlace: 1.25,
      decisions: 3,
      overCap: 0,
    });
    expect(r).toMatchObject({ bot: 'random', firsts: 1, share: 0.25, meanPlace: 1.75, decisions: 3, overCap: 2 });
    expect(h!.msPerDecision).toEqual({ p50: 2, p99: 3, max: 3 });
    expect(h!.ci95).toEqual(wilson(0.75, 2).map((x) => Number(x.toFixed(4))));
    expect(arenaStatsMeans(t)).toEqual({ trades: 3 });
  });
});

describe('helpers', () => {
  it('labels a level that plays twice by its occurrence', () => {
    expect(botLabels(['heuristic', 'heuristic'])).toEqual(['heuristic#1', 'heuristic#2']);
    expect(botLabels(['expert', 'heuristic', 'random', 'heuristic'])).toEqual([
      'expert',
      'heuristic#1',
      'random',
      'heuristic#2',
    ]);
  });

  it('takes percentiles by nearest rank', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(xs, 0.5)).toBe(50);
    expect(percentile(xs, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBe(0);
  });
});
