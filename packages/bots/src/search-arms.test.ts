import { describe, expect, it } from 'vitest';
import { commonWorlds, halve, halvingStages, meanOf, ranked, type ArmResults } from './search-arms.ts';

interface Arm extends ArmResults {
  readonly id: number;
}

const armsOf = (count: number): Arm[] => Array.from({ length: count }, (_, id) => ({ id, results: [] }));

/** A play that records world k of an arm as `value(id, k)` and counts the playouts. */
function player(value: (id: number, k: number) => number) {
  const played: [number, number][] = [];
  const play = (arm: Arm, k: number): boolean => {
    played.push([arm.id, k]);
    arm.results.push(value(arm.id, k));
    return true;
  };
  return { play, played };
}

describe('search-arms: ranking arms on common worlds', () => {
  it('averages the first n results and ranks by that mean, ties in the arms order', () => {
    expect(meanOf([1, 2, 3, 100], 3)).toBe(2);
    const arms: Arm[] = [
      { id: 0, results: [1, 1, 9] },
      { id: 1, results: [2, 0] },
      { id: 2, results: [0, 3] },
    ];
    expect(commonWorlds(arms)).toBe(2);
    // Over the first two worlds: 1, 1 and 1.5.
    expect(ranked(arms, 2).map((a) => a.id)).toEqual([2, 0, 1]);
  });

  it('halves down to two arms in ceil(log2) stages', () => {
    expect([1, 2, 3, 4, 5, 8, 9, 32].map(halvingStages)).toEqual([1, 1, 2, 2, 3, 3, 4, 5]);
  });
});

describe('search-arms: sequential halving', () => {
  it('finds the best arm through world-to-world noise that every arm shares, the better half getting more worlds', () => {
    const { play, played } = player((id, k) => id / 10 + Math.sin(k * 7.1));
    const order = halve(armsOf(8), { perStage: 40, maxWorlds: 64 }, play);
    expect(order.map((a) => a.id)).toEqual([7, 6]);
    const worldsOf = (id: number): number => played.filter(([i]) => i === id).length;
    // 5 worlds each in stage 1, 10 more for the best four in stage 2, 20 more for the best two in stage 3.
    expect([worldsOf(0), worldsOf(4), worldsOf(6), worldsOf(7)]).toEqual([5, 15, 35, 35]);
    // World by world: every arm left gets world k before any gets world k + 1.
    expect(played.slice(0, 9).map(([, k]) => k)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 1]);
  });

  it('stops at maxWorlds, and keeps the arms `keep` puts back', () => {
    const { play } = player((id) => (id === 0 ? 0 : id));
    const order = halve(armsOf(8), { perStage: 400, maxWorlds: 3 }, play);
    expect(order.map((a) => a.results.length)).toEqual(Array(8).fill(3));
    // Arm 0, the worst, kept to the end as a prior would be: three arms are left until maxWorlds.
    const arms = armsOf(8);
    const keep = (half: Arm[]): Arm[] => [arms[0]!, ...half.filter((a) => a !== arms[0])];
    const kept = halve(arms, { perStage: 8, maxWorlds: 64 }, player((id) => id).play, keep);
    expect(kept.map((a) => a.id)).toEqual([7, 6, 0]);
    expect(kept.map((a) => a.results.length)).toEqual([64, 64, 64]);
  });

  it('stops when play says the time is up and ranks on the worlds every arm has; [] when some arm has none', () => {
    let calls = 0;
    const timed = (arm: Arm, k: number): boolean => {
      if (++calls > 20) return false;
      arm.results.push(arm.id === 3 ? 1 : k);
      return true;
    };
    const order = halve(armsOf(8), { perStage: 400, maxWorlds: 64 }, timed);
    expect(order[0]!.id).toBe(3);
    expect(order.every((a) => a.results.length >= 2)).toBe(true);
    expect(halve(armsOf(8), { perStage: 400, maxWorlds: 64 }, () => false)).toEqual([]);
  });
});
