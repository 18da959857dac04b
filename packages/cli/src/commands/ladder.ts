import { ArenaInvariantError, BotError, type ArenaGameDigest } from '@birzha/bots';
import { err, ok, type Result } from '@birzha/engine';
import { defaultLadderPlayers, formatLadder, planLadder, rateLadder, type LadderPlan } from '../arena/ladder.ts';
import { parseGameAndPlayers } from '../arena/parse-args.ts';
import { runArena } from '../arena/run.ts';
import { EXIT, type ExitCode } from '../exit-codes.ts';
import type { Output } from '../output.ts';
import { parseCount } from '../simulate/parse-count.ts';
import { createProgress } from '../simulate/progress.ts';
import { parseWorkers } from '../simulate/workers-flag.ts';

/** `birzha ladder` flags as commander hands them over. */
export interface LadderFlags {
  readonly game: string;
  readonly players?: string;
  readonly games: string;
  readonly seed: string;
  readonly workers: string;
  readonly json?: boolean;
}

export function parseLadderArgs(flags: LadderFlags): Result<LadderPlan, string> {
  const players = flags.players ?? String(defaultLadderPlayers(flags.game) ?? '');
  const table = parseGameAndPlayers(flags.game, players);
  if (!table.ok) return table;
  const games = parseCount(flags.games, '--games', 1);
  if (!games.ok) return games;
  if (flags.seed.trim() === '') return err('--seed must not be empty');
  const workers = parseWorkers(flags.workers);
  if (!workers.ok) return workers;
  return ok(planLadder(table.value.gameId, table.value.players, games.value, flags.seed, workers.value));
}

/** `birzha ladder`: every level against every other, then the OpenSkill table (exit 2 on bad flags, 1 on a bot bug). */
export async function ladderCommand(flags: LadderFlags, output: Output): Promise<ExitCode> {
  const plan = parseLadderArgs(flags);
  if (!plan.ok) {
    output.err(`birzha ladder: ${plan.error}\n`);
    return EXIT.usage;
  }
  const { runs } = plan.value;
  const total = runs.reduce((n, r) => n + r.config.games, 0);
  const progress = createProgress(flags.json === true ? undefined : output.progressStream, total, 'ladder');
  const digests: ArenaGameDigest[][] = runs.map(() => []);
  let before = 0;
  let seconds = 0;
  try {
    for (const [i, run] of runs.entries()) {
      seconds += await runArena(run.config, {
        onGame: (d) => digests[i]!.push(d),
        onProgress: (done) => progress.update(before + done),
      });
      before += run.config.games;
    }
  } catch (e) {
    progress.stop();
    if (e instanceof BotError || e instanceof ArenaInvariantError) {
      output.err(`birzha ladder: ${e.message}\n`);
      return EXIT.failed;
    }
    throw e;
  }
  progress.stop();
  const rows = rateLadder(plan.value, digests);
  const p = plan.value;
  output.out(
    flags.json === true
      ? JSON.stringify({
          game: p.gameId,
          players: p.players,
          gamesPerLineup: p.gamesPerLineup,
          seed: p.seed,
          levels: rows,
          seconds: Number(seconds.toFixed(2)),
        }) + '\n'
      : formatLadder(p, rows, seconds),
  );
  return EXIT.ok;
}
