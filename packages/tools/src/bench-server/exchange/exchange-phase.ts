import type { Bundles } from '../built.ts';
import type { Child, Children } from '../children.ts';
import type { BenchServerFlags } from '../flags.ts';
import type { ExchangeStats } from '../ipc.ts';
import { log } from '../log.ts';
import { measureProcesses, type ProcessWindow } from '../measure-window.ts';
import type { Placement } from '../placement.ts';
import { startServer } from '../server-child.ts';
import { setUpTables, stopAll, trackProgress } from '../tables-setup.ts';
import { sleep } from '../wait.ts';
import { REACH_SESSION_SECONDS } from './exchange-flags.ts';

export interface ExchangeResult {
  readonly tables: number;
  readonly connections: { readonly seats: number; readonly spectators: number; readonly openAtServer: number };
  readonly setupSeconds: number;
  /** From the first start to every table in its first session. */
  readonly reachSessionSeconds: number;
  /** Tables of each load generator. */
  readonly shares: readonly number[];
  readonly serverLogLines: number;
  readonly window: ProcessWindow<ExchangeStats>;
}

/** Logs every 2 s how many tables have reached their first session. */
function sessionProgress(loads: readonly Child[], total: number): () => void {
  const inSession = trackProgress(loads);
  const timer = setInterval(() => log(`reaching the sessions: ${inSession()}/${total} tables in a session`), 2000);
  return () => clearInterval(timer);
}

/**
 * The Checkers Exchange run: the real server and load generators that set up every table over REST and WebSockets
 * (the server's bots seated at creation); the hosts start their tables within the ramp, the auction and the first
 * board phase pass at the bots' pace, and once every table is in its first session, a warm-up and the measured window.
 */
export async function runExchangePhase(
  flags: BenchServerFlags,
  bundles: Bundles,
  children: Children,
  place: Placement,
): Promise<ExchangeResult> {
  const x = flags.exchange;
  const started = await startServer(flags, bundles, children, place);
  const { child: server, url } = started;
  try {
    const { loads, shares, setupSeconds, openAtServer } = await setUpTables(
      flags,
      children,
      place,
      [started],
      bundles.exchangeLoadGenerator,
      (tables, firstTable) => ({
        t: 'exchange',
        url,
        tables,
        firstTable,
        players: x.players,
        bots: x.bots,
        botLevel: x.botLevel,
        spectators: x.spectators,
        orderRate: x.orderRate,
        restingOrders: x.restingOrders,
        readyAfterSeconds: x.readyAfterSeconds,
        concurrency: flags.setupConcurrency,
      }),
    );
    const playStart = performance.now();
    const stopSessionProgress = sessionProgress(loads, flags.tables);
    for (const l of loads) l.send({ t: 'play', rampSeconds: flags.rampSeconds });
    try {
      const limitMs = (flags.rampSeconds + REACH_SESSION_SECONDS) * 1000;
      await Promise.all(loads.map((l) => l.next('started', limitMs)));
    } finally {
      stopSessionProgress();
    }
    const reachSessionSeconds = (performance.now() - playStart) / 1000;
    log(`every table in its first session after ${reachSessionSeconds.toFixed(1)} s; warm-up ${flags.warmupSeconds} s`);
    await sleep(flags.warmupSeconds * 1000);
    const what = `of sessions (${x.players - x.bots} scripted seats at ${x.orderRate} messages/s per table)`;
    const window = await measureProcesses<ExchangeStats>([started], loads, flags.seconds, flags.profile !== null, what);
    await stopAll(children, loads, [server]);
    return {
      tables: flags.tables,
      connections: {
        seats: flags.tables * (x.players - x.bots),
        spectators: flags.tables * x.spectators,
        openAtServer,
      },
      setupSeconds: Math.round(setupSeconds * 10) / 10,
      reachSessionSeconds: Math.round(reachSessionSeconds * 10) / 10,
      shares,
      serverLogLines: started.logLines(),
      window,
    };
  } finally {
    started.dispose();
  }
}
