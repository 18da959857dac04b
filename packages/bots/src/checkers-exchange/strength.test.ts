import { checkersExchange, type AnyGame } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { playMatch } from '../arena.ts';
import { heuristicBot, randomBot } from './index.ts';

const game = checkersExchange as unknown as AnyGame;
const GAMES = 200;
const PLAYERS = 4;

// Fixed seeds, so the rate is exact and repeatable; a change that weakens the bot shows up here.
describe('heuristic Checkers Exchange bot: strength (4 players, untimed, default 6 years)', () => {
  it(`is ranked first (alone or shared) in at least 90% of ${GAMES} matches against three random bots`, () => {
    let won = 0;
    let heuristic = 0;
    let random = 0;
    for (let g = 0; g < GAMES; g++) {
      const seat = g % PLAYERS;
      const bots = Array.from({ length: PLAYERS }, (_, s) => (s === seat ? heuristicBot : randomBot));
      const { outcome } = playMatch({
        game,
        players: PLAYERS,
        options: { timing: 'untimed' },
        seed: `strength-${g}`,
        bots,
      });
      if (outcome.ranking[0]?.includes(seat) === true) won++;
      outcome.scores.forEach((score, s) => (s === seat ? (heuristic += score) : (random += score)));
    }
    const mean = (sum: number, n: number): number => Math.round(sum / n);
    console.log(
      `checkers-exchange heuristic vs 3 random: first in ${won} of ${GAMES} (${((won / GAMES) * 100).toFixed(1)}%);` +
        ` mean final cash ${mean(heuristic, GAMES)} against ${mean(random, GAMES * (PLAYERS - 1))}`,
    );
    expect(won / GAMES).toBeGreaterThanOrEqual(0.9);
  }, 120_000);
});
