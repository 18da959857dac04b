import { describe, expect, it } from 'vitest';
import { GAME_BOTS, getBot, randomBot } from './index.ts';

describe('bot registry', () => {
  it('finds each game its own bot by level, and the generic random bot where the game has none', () => {
    for (const [gameId, bots] of Object.entries(GAME_BOTS)) {
      for (const [level, bot] of Object.entries(bots)) {
        expect(getBot(gameId, level)).toBe(bot);
        expect(bot.level).toBe(level);
      }
      expect(getBot(gameId, 'random')).toBe(bots['random'] ?? randomBot);
    }
    expect(getBot('akcioner', 'heuristic').level).toBe('heuristic');
    expect(getBot('akcioner', 'random')).toBe(randomBot);
    expect(getBot('no-such-game', 'heuristic')).toBe(randomBot);
    expect(getBot('toString', 'toString')).toBe(randomBot);
    expect(getBot('akcioner', 'constructor')).toBe(randomBot);
  });
});
