import type { Child, Children } from './children.ts';
import type { BenchServerFlags } from './flags.ts';
import type { ExchangeSetup, LoadSetup } from './ipc.ts';
import { log } from './log.ts';
import type { Placement } from './placement.ts';
import { cpuBetween, cpuTimes, type CpuTimes } from './proc-stats.ts';

// What every game's run does around its play: the load generators spawned with their shares of the tables, the
// tables set up (with progress), and everything stopped at the end.

/** Setting up 1,000 tables takes seconds; this is for a server that stopped answering. */
export const SETUP_TIMEOUT_MS = 10 * 60_000;

/** Tables per load generator: as even as possible. */
export function split(total: number, parts: number): number[] {
  return Array.from({ length: parts }, (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0));
}

/** Keeps the latest `progress` count of every load generator; the function returns their sum. */
export function trackProgress(loads: readonly Pick<Child, 'onProgress'>[]): () => number {
  const ready = loads.map(() => 0);
  loads.forEach((l, i) => {
    l.onProgress = (m) => {
      ready[i] = m.ready;
    };
  });
  return () => ready.reduce((a, b) => a + b, 0);
}

/** Logs set-up progress every 2 s, with the CPU the servers and the load generators use meanwhile. */
export function setupProgress(servers: readonly Child[], loads: readonly Child[], total: number): () => void {
  const ready = trackProgress(loads);
  const read = () => ({ servers: servers.map((s) => cpuTimes(s.pid)), loads: loads.map((l) => cpuTimes(l.pid)) });
  let last = read();
  const timer = setInterval(() => {
    const now = read();
    const cores = (a: readonly CpuTimes[], b: readonly CpuTimes[]) =>
      b.map((c, i) => cpuBetween(a[i] as CpuTimes, c).coresBusy).join(' ');
    log(
      `setting up: ${ready()}/${total} tables seated and subscribed; cores busy: server ${cores(last.servers, now.servers)}, load ${cores(last.loads, now.loads)}`,
    );
    last = now;
  }, 2000);
  return () => clearInterval(timer);
}

/** The load generators and their tables, set up and not started yet. */
export interface TablesSetUp {
  readonly loads: readonly Child[];
  /** Tables of each load generator. */
  readonly shares: readonly number[];
  /** Unrounded. */
  readonly setupSeconds: number;
  /** WebSocket connections the server holds once every table is set up. */
  readonly openAtServer: number;
}

/**
 * Spawns `flags.clients` load generators from the bundle `entry`, sends each the `setup` of its share of the tables,
 * and waits until every one reports `ready`.
 */
export async function setUpTables(
  flags: BenchServerFlags,
  children: Children,
  place: Placement,
  servers: readonly { readonly child: Child; readonly url: string }[],
  entry: string,
  setup: (tables: number, firstTable: number) => LoadSetup | ExchangeSetup,
): Promise<TablesSetUp> {
  const shares = split(flags.tables, flags.clients);
  const loads = shares.map((_, i) =>
    children.spawn({
      name: `load${i}`,
      nodeArgs: ['--enable-source-maps', entry],
      fileLimit: place.fileLimit,
      cpus: place.clientCpus,
      nice: place.nice,
    }),
  );
  const setupStart = performance.now();
  const stopProgress = setupProgress(
    servers.map((s) => s.child),
    loads,
    flags.tables,
  );
  let first = 0;
  shares.forEach((tables, i) => {
    (loads[i] as Child).send(setup(tables, first));
    first += tables;
  });
  try {
    await Promise.all(loads.map((l) => l.next('ready', SETUP_TIMEOUT_MS)));
  } finally {
    stopProgress();
  }
  const setupSeconds = (performance.now() - setupStart) / 1000;
  const open = await Promise.all(
    servers.map(async (s) => ((await (await fetch(`${s.url}/healthz`)).json()) as { connections: number }).connections),
  );
  const openAtServer = open.reduce((a, b) => a + b, 0);
  log(
    `${flags.tables} tables set up in ${setupSeconds.toFixed(1)} s (${open.join(' + ')} connections at the server${servers.length > 1 ? 's' : ''}); the hosts start them within ${flags.rampSeconds} s`,
  );
  return { loads, shares, setupSeconds, openAtServer };
}

/** Stops the load generators, then the servers (given a longer grace). */
export async function stopAll(children: Children, loads: readonly Child[], servers: readonly Child[]): Promise<void> {
  log('stopping the load generators and the server');
  for (const l of loads) l.send({ t: 'stop' });
  await Promise.all(loads.map((l) => children.stop(l)));
  await Promise.all(servers.map((s) => children.stop(s, 15_000)));
}
