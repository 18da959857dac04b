import { GAME_BOTS } from '@birzha/bots';
import { GAMES, startMatch, unwrap } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import type { BotKind } from './config.ts';
import { runSimulation } from './run.ts';
import { summarize } from './summary.ts';

// Every registered game with bots of its own is simulated at every player count with those bots beside the random
// player, every invariant checked after every move: a bot that breaks a rule or stalls a game shows up here.
describe("simulate with each game's own bots", () => {
  for (const [id, bots] of Object.entries(GAME_BOTS)) {
    const game = GAMES[id];
    if (game === undefined) continue;
    it(`${id}: every player count, its own bots (${Object.keys(bots).join(', ')}) beside random, no failures`, () => {
      for (let players = game.meta.minPlayers; players <= game.meta.maxPlayers; players++) {
        const start = startMatch(game, { players, options: {}, seed: 'options' });
        if (!start.ok) continue;
        const kinds = ['random', ...Object.keys(bots).filter((k) => k !== 'random')] as BotKind[];
        const config = {
          game,
          players,
          games: 6,
          seed: `own-bots-${players}`,
          options: unwrap(start).options,
          bots: Array.from({ length: players }, (_, s) => kinds[s % kinds.length]!),
          check: true,
        };
        const run = runSimulation(config);
        const s = summarize(config, run, []);
        expect(s.failureList, `${id} with ${players} players`).toEqual([]);
        expect(s.finished).toBe(6);
      }
    }, 60_000);
  }
});
