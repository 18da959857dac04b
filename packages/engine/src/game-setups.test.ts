import { describe, expect, it } from 'vitest';
import { gameSetup } from './game-setups.ts';
import { GAME_IDS, getGame } from './games.ts';

describe('gameSetup', () => {
  it.each(GAME_IDS)('%s: the same meta and options check as the game itself', (id) => {
    expect(gameSetup(id)?.meta).toBe(getGame(id)?.meta);
    expect(gameSetup(id)?.parseOptions).toBe(getGame(id)?.parseOptions);
  });

  it('knows no other game', () => {
    expect(gameSetup('no-such-game')).toBeUndefined();
    expect(gameSetup('toString')).toBeUndefined();
  });
});
