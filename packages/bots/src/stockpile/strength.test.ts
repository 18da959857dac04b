import { stockpile, type AnyGame } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { playMatch } from '../arena.ts';
import type { Bot } from '../bot.ts';
import { heuristicBot, randomBot } from './index.ts';

const game = stockpile as AnyGame;
const GAMES = 200;
const PLAYERS = 4;

/** The engine's timeout player: spec 8.13's default for every decision (no bids above $0, no sales). */
const timeoutBot: Bot = { level: 'timeout', chooseTurn: () => [{ type: 'timeout' }] };

/** Matches (of `games`, 4 players, the heuristic's seat rotating) the heuristic wins: ranked first, alone or tied. */
function wins(games: number, prefix: string, opponent: Bot = randomBot): number {
  let won = 0;
  for (let g = 0; g < games; g++) {
    const seat = g % PLAYERS;
    const bots = Array.from({ length: PLAYERS }, (_, s) => (s === seat ? heuristicBot : opponent));
    const { outcome } = playMatch({ game, players: PLAYERS, options: {}, seed: `${prefix}-${g}`, bots });
    if (outcome.ranking[0]?.includes(seat) === true) won++;
  }
  return won;
}

// Fixed seeds, so the rate is exact and repeatable; a change that weakens the bot shows up here.
describe('heuristic Stockpile bot: strength (4 players, default options)', () => {
  it(`wins at least 90% of ${GAMES} matches against three random bots`, () => {
    const won = wins(GAMES, 'strength-random');
    console.log(`stockpile heuristic vs 3 random: won ${won} of ${GAMES} (${((won / GAMES) * 100).toFixed(1)}%)`);
    expect(won / GAMES).toBeGreaterThanOrEqual(0.9);
  }, 120_000);

  it("wins more often than its 1-in-4 share against three of the engine's timeout players", () => {
    const games = 100;
    const won = wins(games, 'strength-timeout', timeoutBot);
    console.log(`stockpile heuristic vs 3 timeout defaults: won ${won} of ${games}`);
    expect(won / games).toBeGreaterThanOrEqual(0.85);
  }, 60_000);
});
