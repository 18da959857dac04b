import { describe, expect, it } from 'vitest';
import {
  BOT_LEVELS,
  NEWCOMER_BOT_LEVEL,
  TAKEOVER_BOT_LEVEL,
  isBotLevel,
  storedBotLevel,
  storedBotNames,
} from './http.ts';

describe('bot levels', () => {
  it('are named for people, weakest first; a taken-over seat gets the intermediate', () => {
    expect(BOT_LEVELS).toEqual(['beginner', 'intermediate', 'expert']);
    expect(TAKEOVER_BOT_LEVEL).toBe('intermediate');
    expect(NEWCOMER_BOT_LEVEL).toBe('beginner');
    expect(isBotLevel('heuristic')).toBe(false);
  });

  it('reads the names stored before them as the levels they became, and nothing else', () => {
    expect(storedBotLevel('random')).toBe('beginner');
    expect(storedBotLevel('heuristic')).toBe('intermediate');
    for (const level of BOT_LEVELS) expect(storedBotLevel(level)).toBe(level);
    for (const junk of ['grandmaster', 'toString', 'constructor', '', null, undefined, 3, {}])
      expect(storedBotLevel(junk)).toBeUndefined();
  });

  it('lists every name a level may be stored under', () => {
    expect(storedBotNames('beginner')).toEqual(['beginner', 'random']);
    expect(storedBotNames('intermediate')).toEqual(['intermediate', 'heuristic']);
    expect(storedBotNames('expert')).toEqual(['expert']);
  });
});
