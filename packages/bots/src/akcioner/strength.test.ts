import { akcioner, type AnyGame } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { playMatch } from '../arena.ts';
import type { Bot } from '../bot.ts';
import { heuristicBot } from './index.ts';
import { randomBot } from '../random-bot.ts';

const game = akcioner as AnyGame;

/** The engine's timeout player: no trades, the spec 8.7 default card (the greedy one-card choice). */
const timeoutBot: Bot = { level: 'timeout', chooseTurn: () => [{ type: 'timeout' }] };

/** The heuristic's share of wins over `games` 2-player classic matches (a draw counts half), seats alternating. */
function winRate(opponent: Bot, games: number, prefix: string): number {
  let points = 0;
  for (let g = 0; g < games; g++) {
    const seat = g % 2;
    const bots = seat === 0 ? [heuristicBot, opponent] : [opponent, heuristicBot];
    const { outcome } = playMatch({ game, players: 2, options: { variant: 'classic' }, seed: `${prefix}-${g}`, bots });
    const first = outcome.ranking[0]!;
    if (first.includes(seat)) points += 1 / first.length;
  }
  return points / games;
}

// Fixed seeds, so the rates are exact and repeatable; a change that weakens the bot shows up here.
describe('heuristic Akcioner bot: strength (2 players, classic)', () => {
  it('beats the random bot in at least 70% of 300 matches', () => {
    const rate = winRate(randomBot, 300, 'strength-random');
    console.log(`heuristic vs random: ${(rate * 100).toFixed(1)}% of 300`);
    expect(rate).toBeGreaterThanOrEqual(0.7);
  });

  it("beats the engine's timeout player (default card, no trades) in at least 70% of 300 matches", () => {
    const rate = winRate(timeoutBot, 300, 'strength-timeout');
    console.log(`heuristic vs timeout default: ${(rate * 100).toFixed(1)}% of 300`);
    expect(rate).toBeGreaterThanOrEqual(0.7);
  });
});
