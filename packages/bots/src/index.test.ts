import { describe, expect, it } from 'vitest';
import { BOTS, BOT_LEVELS, getBot } from './index.ts';

describe('bot registry', () => {
  it('lists every level and finds bots by level only', () => {
    expect(BOT_LEVELS).toEqual(['random', 'heuristic']);
    for (const level of BOT_LEVELS) expect(getBot(level)).toBe(BOTS[level]);
    for (const level of BOT_LEVELS) expect(getBot(level)!.level).toBe(level);
    expect(getBot('toString')).toBeUndefined();
    expect(getBot('grandmaster')).toBeUndefined();
  });
});
