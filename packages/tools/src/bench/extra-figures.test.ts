import { describe, expect, it } from 'vitest';
import { figuresKey, perftFigures } from './extra-figures.ts';
import { BENCH_TARGETS } from './targets.ts';

describe('bench extra figures', () => {
  it('measure a perft from the start position on its own (spec V1: depth 4 = 1 469)', () => {
    const lines: string[] = [];
    const figures = perftFigures(4)('checkers-exchange', (t) => lines.push(t));
    expect(Object.keys(figures)).toEqual(['perftDepth', 'perftNodes', 'perftSeconds', 'perftNodesPerSecond']);
    expect(figures).toMatchObject({ perftDepth: 4, perftNodes: 1469 });
    expect(figures['perftSeconds']).toBeGreaterThanOrEqual(0);
    expect(lines).toHaveLength(2);
  });

  it('refuse a game without a perft', () => {
    expect(() => perftFigures(1)('akcioner', () => undefined)).toThrow(/akcioner has no perft/);
  });

  it('key each game by its id in camelCase', () => {
    expect(BENCH_TARGETS.map((t) => figuresKey(t.game))).toEqual(['akcioner', 'stockpile', 'checkersExchange']);
  });
});
