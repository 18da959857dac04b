import type { Bundles } from './bundle.ts';
import type { Children } from './children.ts';
import type { BenchServerFlags } from './flags.ts';
import { log } from './log.ts';
import { measureWindow, type WindowResult } from './measure-window.ts';
import type { Placement } from './placement.ts';
import { startServer } from './server-child.ts';
import { SETUP_TIMEOUT_MS, setUpTables, stopAll } from './tables-setup.ts';
import { sleep } from './wait.ts';

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
    const { loads, shares, setupSeconds, openAtServer } = await setUpTables(
      flags,
      children,
      place,
      started,
      bundles.loadGenerator,
      (tables, firstTable) => ({
        t: 'load',
        url,
        tables,
        firstTable,
        variant: flags.variant,
        thinkMs: flags.thinkMs[0] as number,
        jitter: flags.jitter,
        mode: flags.mode,
        concurrency: flags.setupConcurrency,
      }),
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
    await stopAll(children, loads, server);
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
