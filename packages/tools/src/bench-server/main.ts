import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { runBirzhaPhase } from './birzha-phase.ts';
import type { Placement } from './placement.ts';
import { REPO_ROOT } from '../repo-root.ts';
import { builtFiles } from './built.ts';
import { Children } from './children.ts';
import { echoPauseMs, runEchoPhase, type EchoResult } from './echo-phase.ts';
import { buildExchangeReport } from './exchange/exchange-report.ts';
import { runExchangePhase } from './exchange/exchange-phase.ts';
import { BenchFailure } from './failure.ts';
import { childFileLimit, ownFileLimits } from './fd-limits.ts';
import { parseFlags, USAGE, type BenchServerFlags } from './flags.ts';
import { log } from './log.ts';
import { machineCoresBusy, machineTimes } from './proc-stats.ts';
import { summarizeAllocations, summarizeProfile } from './profile-summary.ts';
import { buildReport, serverFramesPerSecond } from './report.ts';
import { tableEchoRuns, type TableEchoRun } from './table-echo.ts';
import { runTurnsBench } from './turns/turns-bench.ts';
import { parseTurnsFlags, TURNS_USAGE } from './turns/turns-flags.ts';
import { sleep } from './wait.ts';

// `npm run bench:server`: the real server and load generators as child processes on loopback; N tables of 4 scripted
// seats and a spectator over WebSockets (or, with --game checkers-exchange, N tables of bots and scripted seats
// trading in sessions); then a bare ws echo server with as many connections, as the machine's limit.
// One JSON object on stdout, progress on stderr. Every child is stopped on success, failure and Ctrl-C.

const PROFILE_NOTE =
  'the first window, sampled every 250 us; the profiler costs the server CPU of its own, so the latencies of a profiled run are worse than an unprofiled one. Times are wall time while not idle.';

const ALLOCATION_NOTE =
  'the first window: what the server allocated, sampled every 16 KB on average, the objects already collected included (divide allocatedMB by the window and movesPerSecond for the bytes per move); the sampler costs the server CPU of its own, so the other figures of such a run are worse than an unprofiled one.';

const children = new Children();
let stopping = false;

/** Stops every child, then exits: on a signal, or after a failure. */
async function shutDown(code: number, why?: string): Promise<never> {
  if (!stopping) {
    stopping = true;
    if (why !== undefined) log(why);
    await children.stopAll(3000);
  }
  process.exit(code);
}

function placement(flags: BenchServerFlags, fileLimit: number): Placement {
  const cores = Number(execFileSync('nproc', { encoding: 'utf8' }).trim());
  if (!flags.pin || cores < 2) return { fileLimit, nice: flags.nice, serverCpus: null, clientCpus: null };
  return { fileLimit, nice: flags.nice, serverCpus: '0', clientCpus: `1-${cores - 1}` };
}

/** Cores the rest of the machine keeps busy before anything starts (other people's builds and tests...). */
async function backgroundLoad(): Promise<number> {
  const before = machineTimes();
  await sleep(2000);
  return machineCoresBusy(before, machineTimes());
}

function filesystemOf(dir: string): string {
  try {
    return execFileSync('df', ['--output=fstype', dir], { encoding: 'utf8' }).trim().split('\n').pop() ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** WebSocket connections of one table: 4 seats and a spectator, or the scripted seats and spectators. */
function connectionsPerTable(flags: BenchServerFlags): number {
  if (flags.game === 'akcioner') return 5;
  return flags.exchange.players - flags.exchange.bots + flags.exchange.spectators;
}

async function run(flags: BenchServerFlags): Promise<void> {
  const started = performance.now();
  const own = ownFileLimits();
  const connections = flags.tables * connectionsPerTable(flags);
  // The server holds every connection; a load generator its share; the echo pair as many again.
  const fileLimit = childFileLimit(connections, own.hard);
  log(`open files: soft ${own.soft}, hard ${own.hard} here; children get a soft limit of ${fileLimit}`);
  const place = placement(flags, fileLimit);
  const bundles = builtFiles();
  const background = await backgroundLoad();
  log(
    `other work on the machine before the start: ${background} cores busy${background > 0.25 ? ' (the numbers will be skewed; see cpuSplit.otherProcesses)' : ''}`,
  );

  const birzha = flags.game === 'akcioner' ? await runBirzhaPhase(flags, bundles, children, place) : null;
  const exchange = flags.game === 'checkers-exchange' ? await runExchangePhase(flags, bundles, children, place) : null;
  let echo: EchoResult | null = null;
  if (flags.echoSeconds > 0) {
    echo = await runEchoPhase(connections, flags.echoSeconds, flags.clients, bundles, children, place);
    log(`echo: ${echo.messagesPerSecond} messages/s over ${echo.connections} connections`);
  }
  // The echo again at the rate the server ran at (each echo message is a frame in and one out).
  const main = birzha?.windows[0];
  const framesPerSecond = main === undefined ? 0 : serverFramesPerSecond(main);
  let echoAtSameRate: EchoResult | null = null;
  if (flags.echoPacedSeconds > 0 && framesPerSecond > 0) {
    const pauseMs = echoPauseMs(connections, framesPerSecond / 2);
    echoAtSameRate = await runEchoPhase(
      connections,
      flags.echoPacedSeconds,
      flags.clients,
      bundles,
      children,
      place,
      pauseMs,
    );
    log(
      `echo at the server's rate: ${echoAtSameRate.messagesPerSecond} messages/s (${Math.round(framesPerSecond / 2)} wanted)`,
    );
  }
  // Birzha's frames at Birzha's rate (and at the shares asked for), with none of its work.
  const tableEcho: { run: TableEchoRun; result: EchoResult }[] = [];
  if (flags.tableEchoSeconds > 0 && main !== undefined) {
    for (const run of tableEchoRuns(flags.tables, flags.spectators, flags.tableEchoAt, main)) {
      const result = await runEchoPhase(
        connections,
        flags.tableEchoSeconds,
        flags.clients,
        bundles,
        children,
        place,
        run.thinkMs,
        run.shape,
      );
      log(`table echo at ${run.share} of the server's rate: ${result.messagesPerSecond} moves/s`);
      tableEcho.push({ run, result });
    }
  }
  const profileFile = birzha?.windows[0]?.profileFile ?? exchange?.window.profileFile ?? null;
  const profile =
    profileFile === null
      ? null
      : flags.profile === 'alloc'
        ? { ...summarizeAllocations(profileFile, REPO_ROOT), note: ALLOCATION_NOTE }
        : { ...summarizeProfile(profileFile, REPO_ROOT), note: PROFILE_NOTE };
  const env = {
    fileLimits: { orchestrator: own, childrenSoftLimit: fileLimit },
    backgroundCoresBusy: background,
    dataDirFilesystem: filesystemOf(tmpdir()),
    totalSeconds: Math.round((performance.now() - started) / 100) / 10,
  };
  const report =
    exchange !== null
      ? buildExchangeReport(flags, exchange, echo, profile, env)
      : buildReport(flags, birzha as NonNullable<typeof birzha>, echo, profile, env, echoAtSameRate, tableEcho);
  process.stdout.write(JSON.stringify(report, null, 2) + '\n');
}

process.once('SIGINT', () => void shutDown(130, 'interrupted: stopping the children'));
process.once('SIGTERM', () => void shutDown(143, 'terminated: stopping the children'));
process.on('uncaughtException', (e) => void shutDown(1, `failed: ${e.stack ?? e.message}`));
process.on(
  'unhandledRejection',
  (e) => void shutDown(1, `failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`),
);

let flags: BenchServerFlags | null;
try {
  flags = process.argv[2] === 'turns' ? null : parseFlags(process.argv.slice(2));
} catch (e) {
  process.stderr.write(`bench:server: ${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
  process.exit(2);
}
if (process.argv[2] === 'turns') {
  // Turn-based tables and their notifications (issue 25): its own run, in this process (turns/turns-bench.ts).
  try {
    const report = await runTurnsBench(parseTurnsFlags(process.argv.slice(3)));
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    process.exit(0);
  } catch (e) {
    process.stderr.write(
      `bench:server turns: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n${TURNS_USAGE}`,
    );
    process.exit(1);
  }
} else if (flags === null) {
  process.stdout.write(USAGE);
} else {
  try {
    await run(flags);
    await children.stopAll();
  } catch (e) {
    await shutDown(
      1,
      `failed: ${e instanceof BenchFailure ? e.message : e instanceof Error ? (e.stack ?? e.message) : String(e)}`,
    );
  }
}
