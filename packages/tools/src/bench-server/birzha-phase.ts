import { startBacking, type Backing } from './backing.ts';
import type { Bundles } from './built.ts';
import type { Children } from './children.ts';
import type { BenchServerFlags } from './flags.ts';
import { log } from './log.ts';
import { measureWindow, type WindowResult } from './measure-window.ts';
import type { Placement } from './placement.ts';
import { startServers } from './servers.ts';
import { SETUP_TIMEOUT_MS, setUpTables, stopAll } from './tables-setup.ts';
import { sleep } from './wait.ts';

export interface BirzhaResult {
  readonly tables: number;
  readonly connections: { readonly players: number; readonly spectators: number; readonly openAtServer: number };
  readonly setupSeconds: number;
  /** Tables of each load generator. */
  readonly shares: readonly number[];
  readonly serverLogLines: number;
  /** Server processes, and what they share. */
  readonly processes: number;
  readonly database: Backing['database'];
  readonly bus: Backing['bus'];
  /** One per think time, in the order given. */
  readonly windows: readonly WindowResult[];
}

/**
 * The Birzha run: the real server (one process on SQLite in a fresh temp dir, or N processes on a fresh PostgreSQL
 * schema and a private Redis) and load generators that set every table up over REST and WebSockets, each table's
 * guests spread over the processes; then the hosts start their tables within the ramp, and for each think time a
 * warm-up and a measured window.
 */
export async function runBirzhaPhase(
  flags: BenchServerFlags,
  bundles: Bundles,
  children: Children,
  place: Placement,
): Promise<BirzhaResult> {
  const backing = await startBacking(flags.processes, flags.databaseUrl, 'bench');
  try {
    const servers = await startServers({ flags, bundles, children, place, backing, count: flags.processes });
    try {
      const urls = servers.map((s) => s.url);
      const { loads, shares, setupSeconds, openAtServer } = await setUpTables(
        flags,
        children,
        place,
        servers,
        bundles.loadGenerator,
        (tables, firstTable) => ({
          t: 'load',
          urls,
          tables,
          firstTable,
          variant: flags.variant,
          thinkMs: flags.thinkMs[0] as number,
          jitter: flags.jitter,
          mode: flags.mode,
          viewers: flags.viewers,
          spectators: flags.spectators,
          concurrency: flags.setupConcurrency,
        }),
      );
      for (const l of loads) l.send({ t: 'play', rampSeconds: flags.rampSeconds });
      await Promise.all(loads.map((l) => l.next('started', SETUP_TIMEOUT_MS)));

      const pids = { redisPid: backing.redisPid, postgres: backing.database.kind === 'postgresql' };
      const windows: WindowResult[] = [];
      for (const [i, thinkMs] of flags.thinkMs.entries()) {
        if (i > 0) for (const l of loads) l.send({ t: 'think', thinkMs });
        log(`think time ${thinkMs} ms: warm-up ${flags.warmupSeconds} s`);
        await sleep(flags.warmupSeconds * 1000);
        windows.push(
          await measureWindow(servers, loads, thinkMs, flags.seconds, flags.profile !== null && i === 0, pids),
        );
      }
      await stopAll(
        children,
        loads,
        servers.map((s) => s.child),
      );
      return {
        tables: flags.tables,
        connections: { players: flags.tables * 4, spectators: flags.tables * flags.spectators, openAtServer },
        setupSeconds: Math.round(setupSeconds * 10) / 10,
        shares,
        serverLogLines: servers.reduce((n, s) => n + s.logLines(), 0),
        processes: flags.processes,
        database: backing.database,
        bus: backing.bus,
        windows,
      };
    } finally {
      await children.stopAll();
      for (const s of servers) s.dispose();
    }
  } finally {
    // Every server stopped before Redis goes and the schema is dropped (a no-op after stopAll above).
    await children.stopAll();
    await backing.dispose();
  }
}
