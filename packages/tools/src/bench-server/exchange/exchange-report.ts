import { cpus } from 'node:os';
import type { EchoResult } from '../echo-phase.ts';
import type { BenchServerFlags } from '../flags.ts';
import type { AllocationSummary, ProfileSummary } from '../profile-summary.ts';
import {
  perSecond,
  processesReport,
  processesSetup,
  serverSetup,
  serverSubmit,
  type Environment,
} from '../report-parts.ts';
import { deltaBy, histogramBetween, total } from '../server-metrics.ts';
import type { ExchangeResult } from './exchange-phase.ts';
import { mergeExchangeStats } from './merge-exchange-stats.ts';

/** The issue's target: at an 8-seat table trading as fast as the rate limit allows, every order acked within this. */
export const EXCHANGE_TARGET = { seats: 8, scriptedSeats: 8, ackP99Ms: 50 } as const;

/** The one JSON object `npm run bench:server -- --game checkers-exchange` prints. */
export function buildExchangeReport(
  flags: BenchServerFlags,
  result: ExchangeResult,
  echo: EchoResult | null,
  profile: ProfileSummary | AllocationSummary | null,
  env: Environment,
) {
  const x = flags.exchange;
  const w = result.window;
  const load = mergeExchangeStats(w.loadStats);
  const s = load.seconds;
  const scripted = x.players - x.bots;
  const acked = load.ordersAcked + load.cancelsAcked;
  const errors = Object.values(load.errors).reduce((a, b) => a + b, 0);
  const targetApplies =
    x.players >= EXCHANGE_TARGET.seats && scripted >= EXCHANGE_TARGET.scriptedSeats && x.orderRate >= 20;
  return {
    benchmark: 'bench:server',
    game: 'checkers-exchange',
    node: process.version,
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    setup: {
      ...serverSetup(flags, env),
      game: {
        id: 'checkers-exchange',
        options: { timing: 'online' },
        players: x.players,
        bots: x.bots,
        botLevel: x.botLevel,
        scriptedSeats: scripted,
        spectators: x.spectators,
      },
      play:
        'scripted seats say ready in the auction and meetings and play the first legal ply at once; in a session each ' +
        `sends an order or a cancel every ${Math.round(1000 / x.orderRate)} ms without waiting for answers (at most 8 in ` +
        `flight), keeping ${x.restingOrders} one-share orders resting (buys below the best ask, sells of held shares, ` +
        `now and then a buy at the best ask), and ${x.readyAfterSeconds === null ? 'never says ready (the session runs to its clock)' : `says ready after ${x.readyAfterSeconds} s`}`,
      orderRatePerSeat: x.orderRate,
      processes: processesSetup(flags),
      machineBackgroundCoresBusyBeforeStart: env.backgroundCoresBusy,
      fileLimits: env.fileLimits,
      setupSeconds: result.setupSeconds,
      reachSessionSeconds: result.reachSessionSeconds,
      rampSeconds: flags.rampSeconds,
      warmupSeconds: flags.warmupSeconds,
      serverLogLines: result.serverLogLines,
    },
    tables: result.tables,
    connections: { ...result.connections, total: result.connections.seats + result.connections.spectators },
    windowSeconds: w.windowSeconds,
    tablesInSession: load.tablesInSession,
    orders: {
      offeredPerSecond: Math.round(result.tables * scripted * x.orderRate),
      ackedPerSecond: perSecond(acked, s),
      ordersSent: load.ordersSent,
      ordersAcked: load.ordersAcked,
      cancelsSent: load.cancelsSent,
      cancelsAcked: load.cancelsAcked,
      // Refused with NO_SUCH_ORDER: a trade filled the order first (not counted in errors; the server counts them).
      cancelsTooLate: load.cancelsTooLate,
      sendsSkipped: load.sendsSkipped,
      pliesSent: load.pliesSent,
      countedByServer: total(w.metricsAfter, 'birzha_moves_total') - total(w.metricsBefore, 'birzha_moves_total'),
    },
    ackLatencyMs: {
      ...load.ackMs,
      perSeatP99: load.seatP99Ms,
      serverSubmit: serverSubmit(histogramBetween(w.metricsBefore, w.metricsAfter, 'birzha_move_seconds')),
      note: 'send to the ack of that message, per scripted seat; all = orders and cancels; perSeatP99 summarizes each seat’s own p99',
    },
    events: {
      perSecond: perSecond(load.events.seats + load.events.spectators, s),
      toSeatsPerSecond: perSecond(load.events.seats, s),
      toSpectatorsPerSecond: perSecond(load.events.spectators, s),
      updatesPerSecond: perSecond(load.updates.seats + load.updates.spectators, s),
      framesReceivedPerSecond: perSecond(load.framesReceived, s),
      bytesPerFrameReceived: load.framesReceived === 0 ? 0 : Math.round(load.bytesReceived / load.framesReceived),
      snapshotsReceived: load.snapshots,
      spectatorEventsByType: load.spectatorEventTypes,
      note: 'game events inside the updates the scripted seats and spectators received (the bots hold no connection)',
    },
    errors: {
      byCode: load.errors,
      countedByServer: deltaBy(w.metricsBefore, w.metricsAfter, 'birzha_client_errors_total', 'code'),
      unexpectedCloses: load.unexpectedCloses,
    },
    ...processesReport(w),
    echo,
    profile,
    target: { ...EXCHANGE_TARGET, applies: targetApplies },
    meetsTarget:
      targetApplies &&
      load.ackMs.all.count > 0 &&
      load.ackMs.all.p99 < EXCHANGE_TARGET.ackP99Ms &&
      errors === 0 &&
      load.tablesInSession.atEnd === result.tables,
    totalSeconds: env.totalSeconds,
  };
}
