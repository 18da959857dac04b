import { fromParent, toParent, type LoadSetup } from '../ipc.ts';
import { LagMonitor } from '../lag-monitor.ts';
import { LoadCounters } from './load-counters.ts';
import { checkTimeoutsEverySecond, setUpShare, startWithinRamp } from './table-share.ts';
import { TablePlayer, type TableContext } from './table-player.ts';

// A load generator child of `npm run bench:server`: sets up its share of the tables over REST and WebSockets, starts
// and plays them with scripted seats when told to, and reports the measured window's counters to the orchestrator.

const lag = new LagMonitor();
const counters = new LoadCounters(lag);
const tables: TablePlayer[] = [];
/** Shared by every table; the think time changes between the windows of a sweep. */
let ctx: TableContext | null = null;

/** Sets every table up, `concurrency` at a time, reporting progress each second. */
async function setUp(setup: LoadSetup): Promise<void> {
  const shared: TableContext = {
    urls: setup.urls,
    wsUrls: setup.urls.map((url) => `${url.replace(/^http/, 'ws')}/ws`),
    variant: setup.variant,
    thinkMs: setup.thinkMs,
    jitter: setup.jitter,
    mode: setup.mode,
    viewers: setup.viewers,
    spectators: setup.spectators,
    counters,
  };
  ctx = shared;
  await setUpShare(setup, (i) => new TablePlayer(shared, `t${i}`, i), tables);
}

/** Every host starts its table at a random moment within `rampSeconds`, so that the first moves do not all coincide. */
async function play(rampSeconds: number): Promise<void> {
  await startWithinRamp(tables, rampSeconds);
  checkTimeoutsEverySecond(tables);
  toParent({ t: 'started' });
}

fromParent(async (m) => {
  switch (m.t) {
    case 'load':
      return setUp(m);
    case 'play':
      return play(m.rampSeconds);
    case 'think':
      if (ctx !== null) ctx.thinkMs = m.thinkMs;
      return;
    case 'window':
      if (m.on) return counters.startWindow();
      return toParent({ t: 'stats', stats: counters.endWindow() });
    case 'stop':
      for (const t of tables) t.close();
      process.exit(0);
      break;
    default:
      throw new Error(`load generator: unexpected message ${m.t}`);
  }
});
