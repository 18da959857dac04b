import { fromParent, toParent, type ExchangeSetup } from '../ipc.ts';
import { LagMonitor } from '../lag-monitor.ts';
import { checkTimeoutsEverySecond, setUpShare, startWithinRamp } from '../load/table-share.ts';
import { ExchangeCounters } from './exchange-counters.ts';
import { ExchangeTable } from './exchange-table.ts';

// A load generator child of `npm run bench:server -- --game checkers-exchange`: sets up its share of the tables over
// REST and WebSockets, starts them when told to, reports `started` once every table is in its first session, and
// reports the measured window's counters to the orchestrator.

const lag = new LagMonitor();
const counters = new ExchangeCounters(lag);
const tables: ExchangeTable[] = [];

const inSession = (): number => tables.filter((t) => t.sessionNow).length;

/** Sets every table up, `concurrency` at a time, reporting progress each second. */
async function setUp(setup: ExchangeSetup): Promise<void> {
  const ctx = {
    url: setup.url,
    wsUrl: `${setup.url.replace(/^http/, 'ws')}/ws`,
    players: setup.players,
    bots: setup.bots,
    botLevel: setup.botLevel,
    spectators: setup.spectators,
    plan: {
      orderRate: setup.orderRate,
      restingOrders: setup.restingOrders,
      readyAfterSeconds: setup.readyAfterSeconds,
    },
    counters,
  };
  await setUpShare(setup, (i) => new ExchangeTable(ctx, `x${i}`), tables);
}

/** Every host starts its table at a random moment within `rampSeconds`; `started` once every table is in a session. */
async function play(rampSeconds: number): Promise<void> {
  checkTimeoutsEverySecond(tables);
  const progress = setInterval(() => toParent({ t: 'progress', ready: inSession(), total: tables.length }), 1000);
  try {
    await startWithinRamp(tables, rampSeconds);
    await Promise.all(tables.map((t) => t.inSession));
  } finally {
    clearInterval(progress);
  }
  toParent({ t: 'started' });
}

fromParent(async (m) => {
  switch (m.t) {
    case 'exchange':
      return setUp(m);
    case 'play':
      return play(m.rampSeconds);
    case 'window':
      if (m.on) return counters.startWindow(inSession());
      return toParent({ t: 'stats', stats: counters.endWindow(inSession()) });
    case 'stop':
      for (const t of tables) t.close();
      process.exit(0);
      break;
    default:
      throw new Error(`exchange load generator: unexpected message ${m.t}`);
  }
});
