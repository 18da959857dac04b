import { describe, expect, it } from 'vitest';
import { restartDelay, STABLE_RUN_MS } from './restart-delay.ts';

describe('restart delay', () => {
  it('doubles from 1 s up to 30 s while the process keeps dying soon after its start', () => {
    const delays: number[] = [];
    let d = 0;
    for (let i = 0; i < 8; i++) delays.push((d = restartDelay(d, 500)));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('starts over at 1 s once the process had run for a while', () => {
    expect(restartDelay(30_000, STABLE_RUN_MS)).toBe(1000);
    expect(restartDelay(30_000, STABLE_RUN_MS - 1)).toBe(30_000);
  });
});
