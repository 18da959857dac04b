import { EXIT, type ExitCode } from '../exit-codes.ts';
import type { Output } from '../output.ts';
import type { SimulateConfig } from '../simulate/config.ts';
import { writeFailureRecord } from '../simulate/failure-record.ts';
import { formatSummary } from '../simulate/format-summary.ts';
import { parseCount, parseSimulateArgs, type SimulateFlags } from '../simulate/parse-args.ts';
import { createProgress } from '../simulate/progress.ts';
import { runSimulation, type RunHooks, type RunResult } from '../simulate/run.ts';
import { runSimulationOnThreads } from '../simulate/run-threads.ts';
import { summarize, type ReportedFailure } from '../simulate/summary.ts';
import { parseWorkers } from '../simulate/workers-flag.ts';

/** Where and how results are reported, apart from what is simulated. */
export interface ReportFlags {
  readonly json: boolean;
  /** Directory of failure records. */
  readonly out: string;
  /** Failure records written at most: a broken invariant usually breaks every game, and one file per game helps nobody. */
  readonly maxFailureFiles: number;
}

/** `birzha simulate` flags as commander hands them over. */
export interface SimulateCommandFlags extends SimulateFlags {
  readonly json?: boolean;
  readonly out: string;
  readonly maxFailureFiles: string;
  readonly workers: string;
}

/** `birzha simulate`: validates every flag first (exit 2), then plays; exit 1 when any invariant failed. */
export async function simulateCommand(flags: SimulateCommandFlags, output: Output): Promise<ExitCode> {
  const usage = (error: string): ExitCode => {
    output.err(`birzha simulate: ${error}\n`);
    return EXIT.usage;
  };
  const config = parseSimulateArgs(flags);
  if (!config.ok) return usage(config.error);
  const maxFiles = parseCount(flags.maxFailureFiles, '--max-failure-files', 0);
  if (!maxFiles.ok) return usage(maxFiles.error);
  const workers = parseWorkers(flags.workers);
  if (!workers.ok) return usage(workers.error);
  const report = { json: flags.json === true, out: flags.out, maxFailureFiles: maxFiles.value };
  if (workers.value === 1) return simulate(config.value, report, output);
  return simulateOnThreads(config.value, report, output, workers.value);
}

/** The progress bar and failure records of a run, then its summary on stdout and the exit code. */
function reporter(config: SimulateConfig, report: ReportFlags, output: Output) {
  const progress = createProgress(report.json ? undefined : output.progressStream, config.games);
  const failures: ReportedFailure[] = [];
  const hooks: RunHooks = {
    onProgress: progress.update,
    onFailure: (f) => {
      const file = failures.length < report.maxFailureFiles ? writeFailureRecord(report.out, f.seed, f.record) : null;
      failures.push({ seed: f.seed, at: f.at, problems: f.problems, file });
    },
  };
  const finish = (run: RunResult): ExitCode => {
    progress.stop();
    const summary = summarize(config, run, failures);
    output.out(report.json ? JSON.stringify(summary) + '\n' : formatSummary(summary));
    return summary.failures === 0 ? EXIT.ok : EXIT.failed;
  };
  return { hooks, finish, stop: () => progress.stop() };
}

/** Runs a validated simulation on this thread, writes failure records and prints the summary. */
export function simulate(config: SimulateConfig, report: ReportFlags, output: Output): ExitCode {
  const r = reporter(config, report, output);
  return r.finish(runSimulation(config, r.hooks));
}

/** The same on `workers` worker threads: the same summary but for the time, as the matches are the same. */
export async function simulateOnThreads(
  config: SimulateConfig,
  report: ReportFlags,
  output: Output,
  workers: number,
): Promise<ExitCode> {
  const r = reporter(config, report, output);
  let run: RunResult;
  try {
    run = await runSimulationOnThreads(config, workers, r.hooks);
  } catch (e) {
    r.stop();
    throw e;
  }
  return r.finish(run);
}
