import { stockpile, type AnyGame } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { playMatch } from '../arena.ts';
import { stockpileArenaStats } from './arena-stats.ts';
import { heuristicBot } from './index.ts';

const game = stockpile as AnyGame;

describe("Stockpile's arena figures: does the face-down card give the bot's pile away (issue 27)", () => {
  it('counts the rounds a bot placed a card face down and won a pile, and the piles its cards lay on', () => {
    const bots = [heuristicBot, heuristicBot, heuristicBot, heuristicBot];
    const { record } = playMatch({ game, players: 4, options: {}, seed: 'tell-1', bots });
    const all = stockpileArenaStats(game, record, [true, true, true, true]);
    // 6 rounds, every seat places one card face down (4 piles) and wins one pile.
    expect(all).toMatchObject({ faceDownRounds: 24, faceDownPar: 0.25 });
    expect(all['faceDownTell']).toBeGreaterThanOrEqual(0);
    expect(all['faceDownTell']).toBeLessThanOrEqual(1);
    const one = stockpileArenaStats(game, record, [true, false, false, false]);
    expect(one['faceDownRounds']).toBe(6);
    expect(stockpileArenaStats(game, record, [false, false, false, false])).toEqual({
      faceDownTell: 0,
      faceDownPar: 0,
      faceDownRounds: 0,
    });
  });

  it('sees a 2-player seat place twice (on one pile or two of four) and win two piles a round', () => {
    const { record } = playMatch({ game, players: 2, options: {}, seed: 'tell-2', bots: [heuristicBot, heuristicBot] });
    const s = stockpileArenaStats(game, record, [true, true]);
    expect(s['faceDownRounds']).toBe(24);
    expect(s['faceDownPar']).toBeGreaterThanOrEqual(0.25);
    expect(s['faceDownPar']).toBeLessThanOrEqual(0.5);
  });
});
