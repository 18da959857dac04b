import { EXIT, type ExitCode } from '../exit-codes.ts';
import type { Output } from '../output.ts';
import type { SimulateConfig } from '../simulate/config.ts';
import { writeFailureRecord } from '../simulate/failure-record.ts';
import { formatSummary } from '../simulate/format-summary.ts';
import { parseCount, parseSimulateArgs, type SimulateFlags } from '../simulate/parse-args.ts';
import { createProgress } from '../simulate/progress.ts';
import { runSimulation } from '../simulate/run.ts';
import { summarize, type ReportedFailure } from '../simulate/summary.ts';

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
}

/** `birzha simulate`: validates every flag first (exit 2), then plays; exit 1 when any invariant failed. */
export function simulateCommand(flags: SimulateCommandFlags, output: Output): ExitCode {
  const config = parseSimulateArgs(flags);
  if (!config.ok) {
    output.err(`birzha simulate: ${config.error}\n`);
    return EXIT.usage;
  }
  const maxFiles = parseCount(flags.maxFailureFiles, '--max-failure-files', 0);
  if (!maxFiles.ok) {
    output.err(`birzha simulate: ${maxFiles.error}\n`);
    return EXIT.usage;
  }
  return simulate(config.value, { json: flags.json === true, out: flags.out, maxFailureFiles: maxFiles.value }, output);
}

/** Runs a validated simulation, writes failure records and prints the summary. */
export function simulate(config: SimulateConfig, report: ReportFlags, output: Output): ExitCode {
  const progress = createProgress(report.json ? undefined : output.progressStream, config.games);
  const failures: ReportedFailure[] = [];
  const run = runSimulation(config, {
    onProgress: progress.update,
    onFailure: (f) => {
      const file = failures.length < report.maxFailureFiles ? writeFailureRecord(report.out, f.seed, f.record) : null;
      failures.push({ seed: f.seed, at: f.at, problems: f.problems, file });
    },
  });
  progress.stop();
  const summary = summarize(config, run, failures);
  output.out(report.json ? JSON.stringify(summary) + '\n' : formatSummary(summary));
  return summary.failures === 0 ? EXIT.ok : EXIT.failed;
}
