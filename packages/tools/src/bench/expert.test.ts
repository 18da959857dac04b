import { describe, expect, it } from 'vitest';
import { expertFigures } from './expert.ts';
import { BENCH_TARGETS } from './targets.ts';

describe('bench expert figures (issue 27)', () => {
  it("time the expert's decisions at a table size: decisions per second and ms p50 <= p99 <= max", () => {
    const lines: string[] = [];
    const figures = expertFigures([2])('stockpile', (t) => lines.push(t));
    expect(Object.keys(figures)).toEqual([
      'expertLevel',
      'expertDecisionsPerSecond2p',
      'expertMs2pP50',
      'expertMs2pP99',
      'expertMs2pMax',
    ]);
    expect(figures['expertLevel']).toBe(1);
    expect(figures['expertDecisionsPerSecond2p']).toBeGreaterThan(0);
    expect(figures['expertMs2pP50']).toBeLessThanOrEqual(figures['expertMs2pP99']!);
    expect(figures['expertMs2pP99']).toBeLessThanOrEqual(figures['expertMs2pMax']!);
    expect(lines).toEqual([expect.stringMatching(/^stockpile: expert at 24 2-player views: /)]);
  }, 60_000);

  it('are measured for every game', () => {
    expect(BENCH_TARGETS.every((t) => t.expert !== undefined)).toBe(true);
  });
});
