import { describe, expect, it } from 'vitest';
import { BOT_MAX_MS, BOT_MIN_MS, botTimeLimit } from './time-limit.ts';

describe('botTimeLimit', () => {
  it('gives a bot at most a second, a twentieth of the clock on a short one, and never less than the floor', () => {
    const now = 1_000_000;
    expect(botTimeLimit(null, now)).toEqual({ ms: BOT_MAX_MS });
    expect(botTimeLimit(now + 120_000, now)).toEqual({ ms: 1000 });
    expect(botTimeLimit(now + 20_000, now)).toEqual({ ms: 1000 });
    expect(botTimeLimit(now + 10_000, now)).toEqual({ ms: 500 });
    expect(botTimeLimit(now + 3_000, now)).toEqual({ ms: 150 });
    expect(botTimeLimit(now + 500, now)).toEqual({ ms: BOT_MIN_MS });
    expect(botTimeLimit(now - 5_000, now)).toEqual({ ms: BOT_MIN_MS });
  });

  it('never lets a bot run past its clock when the clock leaves it more than the floor', () => {
    for (let left = 1_000; left <= 200_000; left += 777) expect(botTimeLimit(left, 0).ms).toBeLessThan(left / 10);
  });
});
