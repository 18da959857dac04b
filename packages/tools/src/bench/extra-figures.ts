import { measurePerft, perftOf } from '@birzha/cli';

/** More figures of one game beyond the common ones, merged into its entry of the bench output. */
export type ExtraFigures = (game: string, log: (text: string) => void) => Readonly<Record<string, number>>;

/**
 * Perft from the game's start position at `depth` (one thread), after a shallower warm-up: `perftDepth`,
 * `perftNodes`, `perftSeconds`, `perftNodesPerSecond`. A game without a perft is a bug in the target list.
 */
export function perftFigures(depth: number): ExtraFigures {
  return (game, log) => {
    const perft = perftOf(game);
    if (perft === undefined) throw new Error(`bench: ${game} has no perft`);
    const root = perft.start();
    root.count(Math.max(0, depth - 2));
    log(`${game}: perft depth ${depth} from the start`);
    const run = measurePerft(root, depth, false);
    log(`${game}: ${run.nodes} nodes in ${run.seconds} s, ${run.nodesPerSecond} nodes/s`);
    return {
      perftDepth: run.depth,
      perftNodes: run.nodes,
      perftSeconds: run.seconds,
      perftNodesPerSecond: run.nodesPerSecond,
    };
  };
}

/** A game id as the key of its figures: camelCase (`checkers-exchange` → `checkersExchange`). */
export function figuresKey(game: string): string {
  return game.replace(/-([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}
