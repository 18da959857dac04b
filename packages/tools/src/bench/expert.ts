import { arenaLevels, getBot, percentile } from '@birzha/bots';
import { getGame } from '@birzha/engine';
import { midGameViews } from './determinize.ts';
import type { ExtraFigures } from './extra-figures.ts';
import { benchGame } from './random-game.ts';

/** Random matches whose views the expert decides at, and where in each match (a quarter, half, three quarters in). */
const VIEW_GAMES = 8;
const FRACTIONS = [0.25, 0.5, 0.75] as const;
const WARM_UP = 2;

const round = (x: number, digits: number): number => Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * The expert level's speed (issue 27): one `chooseTurn` per view (a decision: the moves its seat sends at once) at
 * views a quarter, half and three quarters into random matches of each table size, with the level's own time (no
 * `limits`): `expertDecisionsPerSecond<N>p`, `expertMs<N>pP50`, `…P99`, `…Max`. A game with no expert level adds
 * `expertLevel: 0` and nothing else.
 */
export function expertFigures(playerCounts: readonly number[], options: unknown = {}): ExtraFigures {
  return (id, log) => {
    const game = getGame(id);
    if (game === undefined) throw new Error(`bench: game ${id} is not registered`);
    if (!arenaLevels(id).includes('expert')) {
      log(`${id}: no expert level yet`);
      return { expertLevel: 0 };
    }
    const bot = getBot(id, 'expert');
    const figures: Record<string, number> = { expertLevel: 1 };
    for (const players of playerCounts) {
      const parsed = benchGame(game, players, options).options;
      const views = midGameViews(id, players, parsed, VIEW_GAMES, FRACTIONS);
      for (let i = 0; i < WARM_UP; i++) bot.chooseTurn(game, views[i]!.view, views[i]!.seat, `bench-warm-${i}`);
      const ms: number[] = [];
      for (const [i, v] of views.entries()) {
        const start = performance.now();
        const turn = bot.chooseTurn(game, v.view, v.seat, `bench-expert-${players}-${i}`);
        ms.push(performance.now() - start);
        if (turn.length === 0) throw new Error(`bench: the expert had nothing to do at a view where its seat acts`);
      }
      ms.sort((a, b) => a - b);
      const total = ms.reduce((a, b) => a + b, 0);
      const key = `expertMs${players}p`;
      figures[`expertDecisionsPerSecond${players}p`] = round((1000 * ms.length) / total, 1);
      figures[`${key}P50`] = round(percentile(ms, 0.5), 1);
      figures[`${key}P99`] = round(percentile(ms, 0.99), 1);
      figures[`${key}Max`] = round(ms.at(-1) ?? 0, 1);
      log(
        `${id}: expert at ${ms.length} ${players}-player views: ${figures[`expertDecisionsPerSecond${players}p`]}/s, ` +
          `p50 ${figures[`${key}P50`]} ms, p99 ${figures[`${key}P99`]} ms`,
      );
    }
    return figures;
  };
}
