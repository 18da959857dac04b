import { cpus } from 'node:os';
import pg from 'pg';
import { startBacking, type Backing } from '../bench-server/backing.ts';
import { builtFiles } from '../bench-server/built.ts';
import { Children } from '../bench-server/children.ts';
import { childFileLimit, ownFileLimits } from '../bench-server/fd-limits.ts';
import { startPostgres, type PostgresChild, type PostgresStop } from '../bench-server/postgres-child.ts';
import type { ServerChild } from '../bench-server/server-child.ts';
import { scrapeMetrics, sumSamples, total } from '../bench-server/server-metrics.ts';
import { startServerOf, startServers } from '../bench-server/servers.ts';
import { sleep } from '../bench-server/wait.ts';
import { parseSoakFlags, USAGE, type SoakFlags } from './flags.ts';
import { ProcessWatch } from './process-watch.ts';
import { errorsOf, processReport, type ProcessOutcome } from './soak-report.ts';
import { killOneBusLink } from './bus-links.ts';
import { LobbyListener, newLobbyCounts } from './lobby-listener.ts';
import { KILL_GRACE_MS, ProcessKills } from './process-kills.ts';
import { newCounts, Spectator, type StaleCheck } from './spectator.ts';
import { StillTables } from './still-tables.ts';
import { TableKeeper } from './table-keeper.ts';

// `npm run soak`: N server processes on PostgreSQL and Redis, tables of bots kept at a number for some minutes, a few
// spectators per process, every process sampled every interval; one JSON object on stdout (progress on stderr), exit
// code 1 when anything counted as an error. Every child, Redis and the schema are removed at the end, and on Ctrl-C.

/** The table keeper tops the tables up this often (reading every process's matches-finished counter). */
const REFILL_MS = 3000;
/** Every playing table's version is read this often (for stuck tables). */
const STILL_READ_MS = 5000;

const log = (line: string) => void process.stderr.write(`soak: ${line}\n`);
const children = new Children();
let backing: Backing | null = null;
/** The soak's own PostgreSQL (--db-restarts-every), or null. */
let privatePostgres: PostgresChild | null = null;
let stopping = false;

async function cleanUp(): Promise<void> {
  await children.stopAll(5000);
  await backing?.dispose();
  backing = null;
  await privatePostgres?.stop();
  privatePostgres = null;
}

async function shutDown(code: number, why: string): Promise<never> {
  if (!stopping) {
    stopping = true;
    log(why);
    await cleanUp();
  }
  process.exit(code);
}

/** Resolves when `stream` has closed, or after `ms`. */
function drained(stream: NodeJS.ReadableStream | null, ms: number): Promise<void> {
  return new Promise((resolve) => {
    if (stream === null || (stream as { closed?: boolean }).closed === true) return resolve();
    const timer = setTimeout(resolve, ms);
    stream.once('close', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Matches finished so far, on every process together (counters that a process's kill resets: without kills). */
async function finishedSoFar(servers: readonly ServerChild[]): Promise<number> {
  const scrapes = await Promise.all(servers.map((s) => scrapeMetrics(s.url)));
  return total(sumSamples(scrapes), 'birzha_matches_finished_total');
}

/** Tables playing now, as the store has them. */
async function playingInStore(reader: pg.Pool): Promise<number> {
  const { rows } = await reader.query<{ n: string }>("SELECT count(*) AS n FROM tables WHERE status = 'playing'");
  return Number(rows[0]?.n ?? 0);
}

async function run(flags: SoakFlags): Promise<number> {
  const started = performance.now();
  const own = ownFileLimits();
  const place = { fileLimit: childFileLimit(flags.tables * 2, own.hard), nice: 0, serverCpus: null, clientCpus: null };
  const bundles = builtFiles();
  let databaseUrl = flags.databaseUrl;
  if (flags.privatePostgres) {
    privatePostgres = await startPostgres();
    databaseUrl = privatePostgres.url;
    log(
      `PostgreSQL: a private server at ${privatePostgres.url} (pid ${privatePostgres.pid}, in ${privatePostgres.dir})`,
    );
  }
  backing = await startBacking(flags.processes, databaseUrl, 'soak');
  // PostgreSQL restarted by the soak: down now, or back less than the grace ago (a "process" of one: the database).
  const databaseOutages = new ProcessKills();
  const databaseRestarting = () => databaseOutages.expected(DATABASE);
  const runFlags = { serverRunner: flags.serverRunner, serverFlags: flags.serverFlags, profile: null, serverLog: null };
  const watches: ProcessWatch[] = [];
  const onLogLine = (i: number, line: string) => watches[i]?.onLogLine(line);
  const setup = { flags: runFlags, bundles, children, place, backing, count: flags.processes, onLogLine };
  const servers = await startServers(setup);
  servers.forEach((s, i) => watches.push(new ProcessWatch(i, s, databaseRestarting)));
  const died: (string | null)[] = servers.map(() => null);
  let finishing = false;
  // The soak's own kills (--process-kills-every) are not deaths: the process is started again on its port.
  const kills = new ProcessKills();
  const killedOnPurpose = new Set<ServerChild['child']>();
  const watchDeath = (i: number, s: ServerChild) => {
    void s.child.exited.then((how) => {
      if (!stopping && !finishing && !killedOnPurpose.has(s.child)) died[i] = how;
    });
  };
  servers.forEach((s, i) => watchDeath(i, s));
  const urls = servers.map((s) => s.url);

  const keeper = await TableKeeper.create(
    urls,
    flags.tables,
    flags.botLevel,
    urls.length - flags.quietProcesses,
    kills,
  );
  log(`games in the registry: ${keeper.gameIds.join(', ')}; creating ${flags.tables} tables of ${flags.botLevel} bots`);
  const fillStart = performance.now();
  let shown = 0;
  await keeper.fill(0, (created) => {
    if (created >= shown + 100) {
      shown = created;
      log(`  ${created}/${flags.tables} tables created and started`);
    }
  });
  log(`${keeper.created} tables in play after ${((performance.now() - fillStart) / 1000).toFixed(1)} s`);

  const counts = newCounts();
  // The spectators read their tables' versions straight from the run's schema: the truth their views must reach.
  const storeUrl = backing.env['DATABASE_URL'];
  const storeReader = storeUrl === undefined ? null : new pg.Pool({ connectionString: storeUrl, max: 4 });
  // An idle connection the server ends (PostgreSQL restarted under the soak) is dropped by the pool; its readings
  // fail meanwhile and are counted nowhere, as any failed reading of the soak's own.
  storeReader?.on('error', (e) => log(`the soak's own store connection: ${e.message}`));
  const check: StaleCheck | null =
    storeReader === null
      ? null
      : {
          boundMs: flags.staleSeconds * 1000,
          storeVersion: async (id) => {
            const { rows } = await storeReader.query<{ version: number }>('SELECT version FROM tables WHERE id = $1', [
              id,
            ]);
            return rows[0]?.version ?? null;
          },
        };
  const spectators = await Promise.all(
    urls.flatMap((url, i) =>
      Array.from({ length: flags.spectators }, (_, k) =>
        Spectator.start(url, `soak-watch-${i}-${k}`, counts, () => keeper.randomTable(), check, kills),
      ),
    ),
  );
  const lobbyCounts = newLobbyCounts();
  const lobbies = await Promise.all(
    urls.map((url, i) =>
      LobbyListener.start(url, `soak-lobby-${i}`, lobbyCounts, () => keeper.created, flags.staleSeconds * 1000, kills),
    ),
  );
  await Promise.all(watches.map((w) => w.start()));
  const t0 = performance.now();
  const seconds = () => (performance.now() - t0) / 1000;
  const end = flags.minutes * 60;
  log(`playing for ${flags.minutes} min, sampling every ${flags.sampleSeconds} s`);
  let playing = true;
  const still = storeReader === null ? null : new StillTables(flags.stuckSeconds * 1000);
  const watchingStill = still === null || storeReader === null ? null : readStill(storeReader, still, () => playing);
  const redisRestarts: { atSeconds: number; backAfterMs: number }[] = [];
  const busLinkKills: { atSeconds: number; link: string | null }[] = [];
  const dbKills: { atSeconds: number; ended: boolean }[] = [];
  const dbRestarts: { atSeconds: number; how: PostgresStop; backAfterMs: number | null }[] = [];
  const processKills: { atSeconds: number; process: number; backAfterMs: number | null }[] = [];
  /** SIGKILLs the next process in turn, and starts it again on its port after --process-down-seconds. */
  const killOne = async (atSeconds: number): Promise<void> => {
    const i = kills.next(servers.length);
    const old = servers[i] as ServerChild;
    const watch = watches[i] as ProcessWatch;
    // What it did since the last sample is read first: its counters die with it.
    await watch.killing(atSeconds);
    kills.down(old.url);
    killedOnPurpose.add(old.child);
    log(`${atSeconds.toFixed(0)} s: server${i} killed (SIGKILL), down for ${flags.processDownSeconds} s`);
    const t = performance.now();
    old.child.process.kill('SIGKILL');
    await old.child.exited;
    old.dispose();
    await sleep(flags.processDownSeconds * 1000);
    try {
      const port = Number(new URL(old.url).port);
      const fresh = await startServerOf(setup, i, port);
      servers[i] = fresh;
      watchDeath(i, fresh);
      await watch.restarted(fresh, seconds());
      kills.up(old.url);
      const backAfterMs = Math.round(performance.now() - t);
      processKills.push({ atSeconds, process: i, backAfterMs });
      log(`server${i} serving again after ${(backAfterMs / 1000).toFixed(1)} s`);
    } catch (e) {
      processKills.push({ atSeconds, process: i, backAfterMs: null });
      died[i] = `killed by the soak, then not started again: ${e instanceof Error ? e.message : String(e)}`;
    }
  };
  const over = () => stopping || !playing;
  const run = backing;
  const redisUrl = backing.bus.url;
  const chaos = [
    flags.redisRestartsEverySeconds > 0
      ? every(flags.redisRestartsEverySeconds, over, (at) => crashRedis(run, flags, at, redisRestarts))
      : null,
    flags.busLinkKillsEverySeconds > 0 && redisUrl !== null
      ? every(flags.busLinkKillsEverySeconds, over, async (atSeconds) => {
          const link = await killOneBusLink(redisUrl).catch((e: unknown) => {
            // Redis itself is down (a crash of the soak's own, say): nothing to cut this time.
            log(`no bus link cut: Redis did not answer (${e instanceof Error ? e.message : String(e)})`);
            return null;
          });
          busLinkKills.push({ atSeconds, link });
        })
      : null,
    flags.dbKillsEverySeconds > 0
      ? every(flags.dbKillsEverySeconds, over, async (atSeconds) => {
          const ended = await run.endOneDatabaseConnection().catch((e: unknown) => {
            log(`no database connection ended: ${e instanceof Error ? e.message : String(e)}`);
            return false;
          });
          dbKills.push({ atSeconds, ended });
        })
      : null,
    flags.processKillsEverySeconds > 0 ? every(flags.processKillsEverySeconds, over, killOne) : null,
    privatePostgres !== null && flags.dbRestartsEverySeconds > 0
      ? every(flags.dbRestartsEverySeconds, over, (atSeconds) =>
          restartPostgres(privatePostgres as PostgresChild, flags, atSeconds, databaseOutages, dbRestarts),
        )
      : null,
  ];

  let nextSample = flags.sampleSeconds;
  for (;;) {
    const now = seconds();
    if (now >= nextSample || now >= end) {
      const at = Math.round(now * 10) / 10;
      const samples = await Promise.all(watches.map((w) => w.sample(at)));
      log(
        `${at.toFixed(0)} s: ` +
          samples
            .map((s, i) =>
              s === null
                ? `server${i} down (killed)`
                : `server${i} ${s.rssMB} MB, ${s.cores} cores, lag p99 ${s.eventLoopLagP99Ms} ms, ${s.movesPerSecond} moves/s`,
            )
            .join('; ') +
          `; spectators ${counts.updates} updates, ${counts.gaps} gaps`,
      );
      nextSample += flags.sampleSeconds;
      if (now >= end) break;
    }
    if (died.some((d) => d !== null)) {
      log(
        `a server process died: ${died
          .map((d, i) => (d === null ? null : `server${i} ${d}`))
          .filter((d) => d !== null)
          .join(', ')}`,
      );
      break;
    }
    // Not awaited: a fill under load takes longer than the interval, and the samples must keep their times (the
    // keeper runs one fill at a time).
    // With the store to read, the tables in play are counted there: a killed process's counters start again from 0.
    void (storeReader === null ? finishedSoFar(servers) : playingInStore(storeReader).then((n) => keeper.created - n))
      .then((finished) => keeper.fill(finished))
      .catch(() => undefined);
    await sleep(Math.max(1, Math.min(REFILL_MS, (Math.min(nextSample, end) - seconds()) * 1000)));
  }
  // No table is created from here on, and the fill under way ends before the processes stop; Redis is left up.
  playing = false;
  await Promise.all(chaos);
  // A client the last kill closed reconnects a moment after its process is back: counted before it stops.
  await Promise.all([...spectators, ...lobbies].map((c) => c.settled()));
  await watchingStill;
  await keeper.stop();
  finishing = true;
  for (const w of watches) w.markStopping();
  const totalSeconds = Math.round(seconds() * 10) / 10;
  for (const s of spectators) s.stop();
  for (const l of lobbies) l.stop();
  const inPlayAtEnd = await (
    storeReader === null
      ? finishedSoFar(servers).then((finished) => keeper.created - finished)
      : playingInStore(storeReader)
  ).catch(() => null);
  await storeReader?.end();
  await cleanUp();
  const stopped = await Promise.all(servers.map((s, i) => (died[i] === null ? s.child.exited : null)));
  // A process's last log lines (its shutdown's) can still be in the pipe when it has exited.
  await Promise.all(servers.map((s) => drained(s.child.process.stdout, 3000)));

  const processes: ProcessOutcome[] = watches.map((w, i) => ({
    index: i,
    pid: w.server.child.pid,
    kills: w.kills,
    rss: w.rss,
    samples: w.samples,
    overall: w.overall(),
    errorLines: w.errorLines,
    errorLinesWhileStopping: w.errorLinesWhileStopping,
    errorLinesWhileDatabaseRestarted: w.errorLinesWhileDatabaseRestarted,
    warnLines: w.warnLines,
    otherLines: w.otherLines,
    firstErrorLines: w.firstErrorLines,
    died: died[i] ?? null,
    stopped: stopped[i] ?? null,
    tablesCreated: keeper.perProcess[i] ?? 0,
  }));
  for (const s of servers) s.dispose();
  const errors = errorsOf(
    processes,
    counts,
    keeper.failures,
    still?.stuckTables ?? 0,
    lobbyCounts,
    flags.dbRestartsEverySeconds > 0,
  );
  const report = {
    soak: 'npm run soak',
    node: process.version,
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    setup: {
      processes: flags.processes,
      database:
        databaseUrl === null ? 'sqlite' : flags.privatePostgres ? 'postgresql (a private server)' : 'postgresql',
      bus: flags.processes > 1 ? 'redis (a private redis-server, no persistence)' : 'in-process',
      tablesKept: flags.tables,
      botLevel: flags.botLevel,
      games: keeper.gameIds,
      spectatorsPerProcess: flags.spectators,
      quietProcesses: flags.quietProcesses,
      sampleSeconds: flags.sampleSeconds,
      minutes: flags.minutes,
      redisRestartsEverySeconds: flags.redisRestartsEverySeconds,
      redisDownSeconds: flags.redisDownSeconds,
      busLinkKillsEverySeconds: flags.busLinkKillsEverySeconds,
      dbKillsEverySeconds: flags.dbKillsEverySeconds,
      dbRestartsEverySeconds: flags.dbRestartsEverySeconds,
      dbDownSeconds: flags.dbDownSeconds,
      processKillsEverySeconds: flags.processKillsEverySeconds,
      processDownSeconds: flags.processDownSeconds,
      staleSeconds: check === null ? null : flags.staleSeconds,
      stuckSeconds: check === null ? null : flags.stuckSeconds,
    },
    seconds: totalSeconds,
    totalSecondsWithSetup: Math.round((performance.now() - started) / 100) / 10,
    tables: {
      created: keeper.created,
      perGame: keeper.perGame,
      inPlayAtEnd,
    },
    moves: processes.reduce((n, p) => n + (p.overall?.moves ?? 0), 0),
    matchesFinished: processes.reduce((n, p) => n + (p.overall?.matchesFinished ?? 0), 0),
    spectators: counts,
    lobbies: lobbyCounts,
    redisRestarts,
    busLinkKills: { count: busLinkKills.length, cut: busLinkKills.filter((k) => k.link !== null).length },
    databaseConnectionsEnded: dbKills.filter((k) => k.ended).length,
    databaseRestarts: {
      restarts: dbRestarts,
      note: `PostgreSQL stopped (fast: a shutdown that ends the sessions; immediate: a crash) and started again; the servers' error lines while it was down and ${KILL_GRACE_MS / 1000} s after are counted apart (errors.logErrorLinesWhileDatabaseRestarted); what failed for a client then is an error`,
    },
    processKills: {
      kills: processKills,
      spectatorClosesByKills: counts.closesByKills,
      spectatorReconnects: counts.reconnects,
      lobbyClosesByKills: lobbyCounts.closesByKills,
      lobbyReconnects: lobbyCounts.reconnects,
      requestsCutByKills: keeper.cutByKills,
      note: "closes and failed table creations on a process while the soak had it killed (and 15 s after it was back) are the kills' doing, not errors; a client that could not reconnect within 60 s is one",
    },
    stillTables:
      still === null
        ? null
        : {
            readings: still.readings,
            longestStillSeconds: Math.round(still.longestStillMs / 100) / 10,
            stuckTables: still.stuckTables,
            stalls: still.stalls,
            note: `every playing table's version read every ${STILL_READ_MS / 1000} s: the longest one stayed the same, how many stayed so ${flags.stuckSeconds} s or more (stuck: errors), and how many times one stayed so ${still.stallMs / 1000} s or more (stalls: a turn the stall sweep woke, or a long outage; not errors)`,
          },
    errors,
    processes: processes.map((p) => processReport(p, totalSeconds)),
  };
  process.stdout.write(JSON.stringify(report, null, 2) + '\n');
  return errors.total === 0 ? 0 : 1;
}

/** Reads every playing table's version every STILL_READ_MS while `going()`, logging each table that gets stuck. */
async function readStill(reader: pg.Pool, still: StillTables, going: () => boolean): Promise<void> {
  while (going()) {
    try {
      const { rows } = await reader.query<{ id: string; version: number }>(
        "SELECT id, version FROM tables WHERE status = 'playing'",
      );
      for (const id of still.read(performance.now(), rows))
        log(`table ${id} has not moved for ${still.boundMs / 1000} s while playing`);
    } catch (e) {
      log(`reading the playing tables failed: ${e instanceof Error ? e.message : String(e)}`);
    }
    const wake = performance.now() + STILL_READ_MS;
    while (going() && performance.now() < wake) await sleep(250);
  }
}

/** Runs `act` (with the seconds since this started) every `everySeconds`, one at a time, until `over()`. */
async function every(everySeconds: number, over: () => boolean, act: (atSeconds: number) => Promise<void>) {
  const t0 = performance.now();
  for (;;) {
    const wake = performance.now() + everySeconds * 1000;
    while (performance.now() < wake) {
      if (over()) return;
      await sleep(Math.min(250, wake - performance.now()));
    }
    if (over()) return;
    await act(Math.round((performance.now() - t0) / 100) / 10);
  }
}

/** The key of PostgreSQL in the soak's outage windows (ProcessKills keyed by one name). */
const DATABASE = 'postgresql';

/**
 * Stops the private PostgreSQL, a fast shutdown and a crash (immediate) in turn, and starts it again after
 * --db-down-seconds; each restart is logged and recorded, and its window (down, and KILL_GRACE_MS after) marked.
 */
async function restartPostgres(
  server: PostgresChild,
  flags: SoakFlags,
  atSeconds: number,
  outages: ProcessKills,
  record: { atSeconds: number; how: PostgresStop; backAfterMs: number | null }[],
): Promise<void> {
  const how: PostgresStop = record.length % 2 === 0 ? 'fast' : 'immediate';
  log(`${atSeconds.toFixed(0)} s: PostgreSQL stopped (${how}), down for ${flags.dbDownSeconds} s`);
  outages.down(DATABASE);
  try {
    const backAfterMs = await server.restart(how, flags.dbDownSeconds * 1000);
    log(`PostgreSQL back after ${(backAfterMs / 1000).toFixed(1)} s`);
    record.push({ atSeconds, how, backAfterMs });
  } catch (e) {
    log(`PostgreSQL did not start again: ${e instanceof Error ? e.message : String(e)}`);
    record.push({ atSeconds, how, backAfterMs: null });
    throw e;
  } finally {
    outages.up(DATABASE);
  }
}

/** Crashes the private Redis (down for --redis-down-seconds); each restart is logged and recorded. */
async function crashRedis(
  run: Backing,
  flags: SoakFlags,
  atSeconds: number,
  record: { atSeconds: number; backAfterMs: number }[],
): Promise<void> {
  log(`${atSeconds.toFixed(0)} s: Redis crashed, down for ${flags.redisDownSeconds} s`);
  const backAfterMs = await run.restartRedis(flags.redisDownSeconds * 1000);
  log(`Redis back after ${(backAfterMs / 1000).toFixed(1)} s`);
  record.push({ atSeconds, backAfterMs });
}

process.once('SIGINT', () => void shutDown(130, 'interrupted: stopping everything'));
process.once('SIGTERM', () => void shutDown(143, 'terminated: stopping everything'));
process.on('uncaughtException', (e) => void shutDown(1, `failed: ${e.stack ?? e.message}`));
process.on(
  'unhandledRejection',
  (e) => void shutDown(1, `failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`),
);

let flags: SoakFlags | null;
try {
  flags = parseSoakFlags(process.argv.slice(2), process.env);
} catch (e) {
  process.stderr.write(`soak: ${e instanceof Error ? e.message : String(e)}\n${USAGE}`);
  process.exit(2);
}
if (flags === null) {
  process.stdout.write(USAGE);
} else {
  try {
    process.exit(await run(flags));
  } catch (e) {
    await shutDown(1, `failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  }
}
