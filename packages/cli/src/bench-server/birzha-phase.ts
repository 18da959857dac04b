import type { Bundles } from './bundle.ts';
import type { Child, Children } from './children.ts';
import type { BenchServerFlags } from './flags.ts';
import { log } from './log.ts';
import { measureWindow, type WindowResult } from './measure-window.ts';
import type { Placement } from './placement.ts';
import { cpuBetween, cpuTimes } from './proc-stats.ts';
import { startServer } from './server-child.ts';
import { sleep } from './wait.ts';

/** Setting up 1,000 tables takes seconds; this is for a server that stopped answering. */
export const SETUP_TIMEOUT_MS = 10 * 60_000;

export interface BirzhaResult {
  readonly tables: number;
  readonly connections: { readonly players: number; readonly spectators: number; readonly openAtServer: number };
  readonly setupSeconds: number;
  /** Tables of each load generator. */
  readonly shares: readonly number[];
  readonly serverLogLines: number;
  /** One per think time, in the order given. */
  readonly windows: readonly WindowResult[];
}

/** Tables per load generator: as even as possible. */
export function split(total: number, parts: number): number[] {
  return Array.from({ length: parts }, (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0));
}

/** Logs set-up progress every 2 s, with the CPU the server and the load generators use meanwhile. */
export function setupProgress(server: Child, loads: readonly Child[], total: number): () => void {
  const ready = loads.map(() => 0);
  loads.forEach((l, i) => {
    l.onProgress = (m) => {
      ready[i] = m.ready;
    };
  });
  let last = { server: cpuTimes(server.pid), loads: loads.map((l) => cpuTimes(l.pid)) };
  const timer = setInterval(() => {
    const now = { server: cpuTimes(server.pid), loads: loads.map((l) => cpuTimes(l.pid)) };
    const loadCores = now.loads.map((c, i) => cpuBetween(last.loads[i] as typeof c, c).coresBusy);
    log(
      `setting up: ${ready.reduce((a, b) => a + b, 0)}/${total} tables seated and subscribed; cores busy: server ${cpuBetween(last.server, now.server).coresBusy}, load ${loadCores.join(' ')}`,
    );
    last = now;
  }, 2000);
  return () => clearInterval(timer);
}

/**
 * The Birzha run: the real server (SQLite in a fresh temp dir) and load generators that set every table up over REST
 * and WebSockets; then the hosts start their tables within the ramp, and for each think time a warm-up and a
 * measured window.
 */
export async function runBirzhaPhase(
  flags: BenchServerFlags,
  bundles: Bundles,
  children: Children,
  place: Placement,
): Promise<BirzhaResult> {
  const started = await startServer(flags, bundles, children, place);
  const { child: server, url } = started;
  try {
    const shares = split(flags.tables, flags.clients);
    const loads = shares.map((_, i) =>
      children.spawn({
        name: `load${i}`,
        nodeArgs: ['--enable-source-maps', bundles.loadGenerator],
        fileLimit: place.fileLimit,
        cpus: place.clientCpus,
        nice: place.nice,
      }),
    );
    const setupStart = performance.now();
    const stopProgress = setupProgress(server, loads, flags.tables);
    let first = 0;
    shares.forEach((tables, i) => {
      (loads[i] as Child).send({
        t: 'load',
        url,
        tables,
        firstTable: first,
        variant: flags.variant,
        thinkMs: flags.thinkMs[0] as number,
        jitter: flags.jitter,
        mode: flags.mode,
        concurrency: flags.setupConcurrency,
      });
      first += tables;
    });
    try {
      await Promise.all(loads.map((l) => l.next('ready', SETUP_TIMEOUT_MS)));
    } finally {
      stopProgress();
    }
    const setupSeconds = (performance.now() - setupStart) / 1000;
    const openAtServer = ((await (await fetch(`${url}/healthz`)).json()) as { connections: number }).connections;
    log(
      `${flags.tables} tables set up in ${setupSeconds.toFixed(1)} s (${openAtServer} connections at the server); the hosts start them within ${flags.rampSeconds} s`,
    );
    for (const l of loads) l.send({ t: 'play', rampSeconds: flags.rampSeconds });
    await Promise.all(loads.map((l) => l.next('started', SETUP_TIMEOUT_MS)));

    const windows: WindowResult[] = [];
    for (const [i, thinkMs] of flags.thinkMs.entries()) {
      if (i > 0) for (const l of loads) l.send({ t: 'think', thinkMs });
      log(`think time ${thinkMs} ms: warm-up ${flags.warmupSeconds} s`);
      await sleep(flags.warmupSeconds * 1000);
      windows.push(await measureWindow(url, server, loads, thinkMs, flags.seconds, flags.profile && i === 0));
    }
    log('stopping the load generators and the server');
    for (const l of loads) l.send({ t: 'stop' });
    await Promise.all(loads.map((l) => children.stop(l)));
    await children.stop(server, 15_000);
    return {
      tables: flags.tables,
      connections: { players: flags.tables * 4, spectators: flags.tables, openAtServer },
      setupSeconds: Math.round(setupSeconds * 10) / 10,
      shares,
      serverLogLines: started.logLines(),
      windows,
    };
  } finally {
    started.dispose();
  }
}
