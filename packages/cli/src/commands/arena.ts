import { ArenaInvariantError, BotError, type ArenaGameDigest } from '@birzha/bots';
import { parseArenaArgs, type ArenaFlags } from '../arena/parse-args.ts';
import { arenaReport, formatArenaReport } from '../arena/report.ts';
import { runArena } from '../arena/run.ts';
import { EXIT, type ExitCode } from '../exit-codes.ts';
import type { Output } from '../output.ts';
import { createProgress } from '../simulate/progress.ts';

/** `birzha arena` flags as commander hands them over. */
export interface ArenaCommandFlags extends ArenaFlags {
  readonly json?: boolean;
}

/**
 * `birzha arena`: validates every flag first (exit 2), plays every deal under every seating, and prints the report;
 * exit 1 when a bot made an illegal or empty turn or an invariant broke (the message names the seed).
 */
export async function arenaCommand(flags: ArenaCommandFlags, output: Output): Promise<ExitCode> {
  const config = parseArenaArgs(flags);
  if (!config.ok) {
    output.err(`birzha arena: ${config.error}\n`);
    return EXIT.usage;
  }
  const json = flags.json === true;
  const progress = createProgress(json ? undefined : output.progressStream, config.value.games, 'arena');
  const digests: ArenaGameDigest[] = [];
  let seconds: number;
  try {
    seconds = await runArena(config.value, { onGame: (d) => digests.push(d), onProgress: progress.update });
  } catch (e) {
    progress.stop();
    if (e instanceof BotError || e instanceof ArenaInvariantError || isNamed(e)) {
      output.err(`birzha arena: ${(e as Error).message}\n`);
      return EXIT.failed;
    }
    throw e;
  }
  progress.stop();
  const report = arenaReport(config.value, digests, seconds);
  output.out(json ? JSON.stringify(report) + '\n' : formatArenaReport(report, config.value.asked));
  return EXIT.ok;
}

/** A BotError or ArenaInvariantError thrown in a worker thread arrives as a plain Error with its name. */
function isNamed(e: unknown): boolean {
  return e instanceof Error && (e.name === 'BotError' || e.name === 'ArenaInvariantError');
}
