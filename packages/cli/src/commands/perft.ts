import { EXIT, type ExitCode } from '../exit-codes.ts';
import type { Output } from '../output.ts';
import { measurePerft } from '../perft/measure.ts';
import { PERFT_GAMES, perftOf } from '../perft/registry.ts';
import type { PerftRoot } from '../perft/types.ts';

/** The deepest perft the command accepts (depth 15 from the start is already hours). */
export const MAX_PERFT_DEPTH = 15;

/** Options of `birzha perft` as commander hands them over. */
export interface PerftFlags {
  readonly game: string;
  readonly depth: string;
  readonly fen?: string;
  readonly divide?: boolean;
  readonly json?: boolean;
}

/**
 * `birzha perft --game ID --depth N [--fen F] [--divide] [--json]`: the leaf count of the game's move tree, plain (the
 * count; with --divide a `move count` line per root move, then `total N`) or as one JSON line with the time taken.
 */
export function perftCommand(flags: PerftFlags, output: Output): ExitCode {
  const usage = (message: string): ExitCode => {
    output.err(`birzha perft: ${message}\n`);
    return EXIT.usage;
  };
  const game = perftOf(flags.game);
  if (game === undefined) {
    return usage(`game '${flags.game}' has no perft (games with one: ${Object.keys(PERFT_GAMES).join(', ')})`);
  }
  if (!/^\d{1,2}$/.test(flags.depth) || Number(flags.depth) > MAX_PERFT_DEPTH) {
    return usage(`--depth must be an integer from 0 to ${MAX_PERFT_DEPTH}, not '${flags.depth}'`);
  }
  const depth = Number(flags.depth);
  const split = flags.divide === true;
  if (split && depth === 0) return usage('--divide needs a depth of at least 1');
  let root: PerftRoot;
  if (flags.fen === undefined) root = game.start();
  else {
    const parsed = game.parse(flags.fen);
    if (parsed === null) return usage(`--fen '${flags.fen}' is not a position: expected ${game.positionFormat}`);
    root = parsed;
  }
  const run = measurePerft(root, depth, split);
  if (flags.json === true) {
    const { divide, ...figures } = run;
    const rows = divide === undefined ? {} : { divide: Object.fromEntries(divide.map((r) => [r.move, r.nodes])) };
    output.out(JSON.stringify({ ...figures, ...rows }) + '\n');
  } else if (run.divide !== undefined) {
    output.out(run.divide.map((r) => `${r.move} ${r.nodes}\n`).join('') + `total ${run.nodes}\n`);
  } else output.out(`${run.nodes}\n`);
  return EXIT.ok;
}
