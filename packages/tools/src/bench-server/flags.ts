import { parseArgs } from 'node:util';
import {
  checkFitsSession,
  EXCHANGE_DEFAULTS,
  EXCHANGE_USAGE,
  parseExchangeFlags,
  type ExchangeFlags,
} from './exchange/exchange-flags.ts';
import { databaseUrlFrom } from './backing.ts';
import type { PlayMode, ViewerPlacement } from './ipc.ts';

/** The games the benchmark plays: Akcioner (the default) or Checkers Exchange sessions under load. */
export const BENCH_GAMES = ['akcioner', 'checkers-exchange'] as const;
export type BenchGame = (typeof BENCH_GAMES)[number];

/** Flags that only one game's mode reads: given with the other game, they are a mistake. */
const AKCIONER_ONLY = [
  'think-ms',
  'jitter',
  'mode',
  'variant',
  'viewers',
  'echo-paced-seconds',
  'table-echo-seconds',
  'table-echo-at',
] as const;
const EXCHANGE_ONLY = ['players', 'bots', 'bot-level', 'order-rate', 'resting-orders', 'ready-after'] as const;

/** Everything `npm run bench:server -- [flags]` can be told. */
export interface BenchServerFlags {
  readonly game: BenchGame;
  /** The Checkers Exchange mode's own flags (their defaults when the game is akcioner; unused there). */
  readonly exchange: ExchangeFlags;
  /** Concurrent tables, each with 4 seated players and 1 spectator on their own WebSockets. */
  readonly tables: number;
  /** Mean think time of a seat before each message it sends; several make a sweep, one window each, in this order. */
  readonly thinkMs: readonly number[];
  /** Think time is uniform in thinkMs * [1 - jitter, 1 + jitter]. */
  readonly jitter: number;
  readonly mode: PlayMode;
  readonly variant: string;
  /** The measured window, after set-up and warm-up. */
  readonly seconds: number;
  /** The hosts start their tables at random moments within this many seconds, after every table is set up. */
  readonly rampSeconds: number;
  /** After the last table started, before the window. */
  readonly warmupSeconds: number;
  /** Load generator processes. */
  readonly clients: number;
  /** Tables each load generator sets up at once. */
  readonly setupConcurrency: number;
  /** The echo baseline's window (0: no baseline). */
  readonly echoSeconds: number;
  /**
   * The window of a second echo, paced to the frames per second the server handled in the first Birzha window (0:
   * none; Akcioner only; as `echoSeconds` unless given).
   */
  readonly echoPacedSeconds: number;
  /**
   * The window of the table echo (Birzha's frames with none of its work), run once for each of `tableEchoAt` (0: none;
   * Akcioner only; as `echoPacedSeconds` unless given).
   */
  readonly tableEchoSeconds: number;
  /** The table echo's move rates, as shares of the first Birzha window's (1: the same rate). */
  readonly tableEchoAt: readonly number[];
  /** How the server runs: the build under plain node (as `npm start`), or TypeScript through tsx. */
  readonly serverRunner: 'bundled' | 'tsx';
  /** Profile the server over the window (its CPU, or what it allocates), and summarize it; null: no profile. */
  readonly profile: ProfileKind | null;
  /** Pin the server to CPU 0 and the clients to the other CPUs (taskset). */
  readonly pin: boolean;
  /** Scheduling priority of the children (nice; negative needs root): keeps other work on the machine out of the way. */
  readonly nice: number;
  /** Extra node flags for the server child (e.g. --trace-gc, --max-semi-space-size=32). */
  readonly serverFlags: readonly string[];
  /** File for the server's whole stdout (its log, and --trace-gc output); null: the first lines go to stderr. */
  readonly serverLog: string | null;
  /** Server processes sharing PostgreSQL and a private Redis (1: one process, SQLite unless a database URL is given). */
  readonly processes: number;
  /** Where a table's connections go when there are several processes (ipc.ts ViewerPlacement). */
  readonly viewers: ViewerPlacement;
  /** Spectator connections per Akcioner table: the first one's latency is measured, the others only receive. */
  readonly spectators: number;
  /** PostgreSQL for the store (--database-url, else TEST_DATABASE_URL or DATABASE_URL); null: SQLite. */
  readonly databaseUrl: string | null;
}

export const USAGE = `usage: npm run bench:server -- [flags]
  --game G               akcioner (default) or checkers-exchange (its own flags and defaults below)
  --tables N             concurrent tables, 4 players + 1 spectator each (default 1000)
  --think-ms MS[,MS...]  mean think time before each move (default 2000); a list sweeps the offered load, one
                         window per think time on the same tables (0: as fast as the server answers); the busy
                         window that moved the most is compared with the echo at its ceiling (comparisonAtCeiling)
  --jitter F             think time uniform in MS*[1-F, 1+F] (default 0.5)
  --mode move|turn       one random legal move per message, or the random bot's whole turn as one batch (default move)
  --variant V            Akcioner variant (default classic)
  --seconds S            measured window (default 30)
  --ramp-seconds S       once every table is set up, the hosts start them within S seconds (default 5)
  --warmup-seconds S     after the last table started, before the window (default 5)
  --clients K            load generator processes (default 1)
  --setup-concurrency C  tables each load generator sets up at once (default 20)
  --echo-seconds S       the bare ws echo baseline's window, at its ceiling; 0 skips it (default 10)
  --echo-paced-seconds S the window of a second echo whose connections pause between echoes, paced to the frames per
                         second the server handled in the first window (comparisonAtSameRate); 0 skips it
                         (default: as --echo-seconds)
  --table-echo-seconds S the window of the table echo: a bare ws server that answers each move frame as Birzha does
                         (an update to each of the table's connections, an ack to the mover) and does nothing else,
                         its tables and seats as the run's, paced to the server's moves a second; 0 skips it
                         (default: as --echo-paced-seconds). Birzha's frames at its rate, with none of its work
  --table-echo-at F,...  run the table echo at these shares of the server's move rate (default 1); e.g. 1,0.333 for
                         the cost per move of one of three processes sharing the load
  --server bundled|tsx   run the server as built (dist/node, the default) or through tsx
  --profile              CPU-profile the server over the window and summarize where the time went
  --alloc-profile        sample what the server allocates over the window (the objects collected too) and summarize
                         by function: what GC's work follows from (not with --profile)
  --pin                  pin the server to CPU 0 and the clients to the other CPUs
  --nice=N               run the children at this nice level, e.g. --nice=-10 (root) on a machine shared with other work
  --server-flags=FLAGS   extra node flags for the server, space-separated, e.g. --server-flags="--trace-gc"
  --server-log FILE      write the server's stdout (its log at level warn, --trace-gc lines) to FILE (several
                         processes: FILE, FILE.1, FILE.2...)
  --processes N          server processes (default 1), each on its own port, sharing PostgreSQL and (N > 1) a
                         private redis-server; each table's connections are spread over them (akcioner only)
  --viewers spread|table with several processes: a table's connections spread over them, as a round-robin proxy
                         does (default), or all on one process, as npm run cluster -- --route-by-table puts them
  --spectators K         spectator connections per table (default 1), for the work one update costs a kind of viewer
                         (each kind's update is built once for all its connections)
  --database-url URL     PostgreSQL for the store, in a fresh schema dropped at the end (default: TEST_DATABASE_URL,
                         else DATABASE_URL, else SQLite in a temp dir, which only one process can use)

${EXCHANGE_USAGE}`;

/** What `--profile` and `--alloc-profile` look at. */
export type ProfileKind = 'cpu' | 'alloc';

function profileKind(cpu: boolean, alloc: boolean): ProfileKind | null {
  // Each profiler costs the server CPU of its own, and each would show the other's work.
  if (cpu && alloc) throw new Error('--profile and --alloc-profile cannot be used together: run one, then the other');
  return cpu ? 'cpu' : alloc ? 'alloc' : null;
}

function positive(name: string, raw: string | undefined, fallback: number, integer = true, min = 1): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min || (integer && !Number.isInteger(n)))
    throw new Error(`--${name} must be ${integer ? 'an integer' : 'a number'} >= ${min}, not ${raw}`);
  return n;
}

function oneOf<T extends string>(name: string, raw: string | undefined, allowed: readonly T[], fallback: T): T {
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw))
    throw new Error(`--${name} must be one of ${allowed.join(', ')}, not ${raw}`);
  return raw as T;
}

/** A share of a rate: a number above 0, at most 10. */
function share(name: string, raw: string): number {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || n <= 0 || n > 10)
    throw new Error(`--${name} takes shares of the server's move rate above 0 and at most 10, not ${raw}`);
  return n;
}

function atMost(name: string, n: number, max: number): number {
  if (n > max) throw new Error(`--${name} must be at most ${max}, not ${n}`);
  return n;
}

/** Parses the flags; throws an Error with a message for anything wrong. Returns null for --help. */
export function parseFlags(argv: readonly string[]): BenchServerFlags | null {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      tables: { type: 'string' },
      'think-ms': { type: 'string' },
      jitter: { type: 'string' },
      mode: { type: 'string' },
      variant: { type: 'string' },
      seconds: { type: 'string' },
      'ramp-seconds': { type: 'string' },
      'warmup-seconds': { type: 'string' },
      clients: { type: 'string' },
      'setup-concurrency': { type: 'string' },
      'echo-seconds': { type: 'string' },
      'echo-paced-seconds': { type: 'string' },
      'table-echo-seconds': { type: 'string' },
      'table-echo-at': { type: 'string' },
      server: { type: 'string' },
      profile: { type: 'boolean' },
      'alloc-profile': { type: 'boolean' },
      pin: { type: 'boolean' },
      nice: { type: 'string' },
      'server-flags': { type: 'string' },
      'server-log': { type: 'string' },
      processes: { type: 'string' },
      viewers: { type: 'string' },
      'database-url': { type: 'string' },
      game: { type: 'string' },
      players: { type: 'string' },
      bots: { type: 'string' },
      'bot-level': { type: 'string' },
      spectators: { type: 'string' },
      'order-rate': { type: 'string' },
      'resting-orders': { type: 'string' },
      'ready-after': { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help === true) return null;
  const game = oneOf('game', values.game, BENCH_GAMES, 'akcioner');
  const exchange = game === 'checkers-exchange';
  for (const name of exchange ? AKCIONER_ONLY : EXCHANGE_ONLY) {
    if (values[name] !== undefined)
      throw new Error(`--${name} is a flag of --game ${exchange ? 'akcioner' : 'checkers-exchange'} only`);
  }
  const jitter = positive('jitter', values.jitter, 0.5, false, 0);
  const nice = values.nice === undefined ? 0 : Number(values.nice);
  if (!Number.isInteger(nice) || nice < -20 || nice > 19)
    throw new Error(`--nice must be an integer from -20 to 19, not ${values.nice}`);
  if (jitter > 1) throw new Error(`--jitter must be at most 1, not ${jitter}`);
  const seconds = positive('seconds', values.seconds, exchange ? EXCHANGE_DEFAULTS.seconds : 30, false);
  const rampSeconds = positive('ramp-seconds', values['ramp-seconds'], 5, false, 0);
  const warmupSeconds = positive('warmup-seconds', values['warmup-seconds'], 5, false, 0);
  if (exchange) checkFitsSession(rampSeconds, warmupSeconds, seconds);
  const processes = positive('processes', values.processes, 1);
  if (exchange && processes > 1) throw new Error('--processes above 1 is a flag of --game akcioner only');
  const echoSeconds = positive(
    'echo-seconds',
    values['echo-seconds'],
    exchange ? EXCHANGE_DEFAULTS.echoSeconds : 10,
    false,
    0,
  );
  // The same window as the echo at its ceiling unless told: a run without an echo wants neither.
  const echoPacedSeconds = exchange
    ? 0
    : positive('echo-paced-seconds', values['echo-paced-seconds'], echoSeconds, false, 0);
  const databaseUrl = databaseUrlFrom(values['database-url'] ?? null, process.env);
  if (processes > 1 && databaseUrl === null)
    throw new Error(
      'several processes share PostgreSQL: give --database-url, or set TEST_DATABASE_URL or DATABASE_URL',
    );
  return {
    game,
    exchange: parseExchangeFlags(values),
    tables: positive('tables', values.tables, exchange ? EXCHANGE_DEFAULTS.tables : 1000),
    thinkMs: (values['think-ms'] ?? '2000').split(',').map((t) => positive('think-ms', t, 2000, false, 0)),
    jitter,
    mode: oneOf('mode', values.mode, ['move', 'turn'], 'move'),
    variant: values.variant ?? 'classic',
    seconds,
    rampSeconds,
    warmupSeconds,
    clients: positive('clients', values.clients, 1),
    setupConcurrency: positive('setup-concurrency', values['setup-concurrency'], 20),
    echoSeconds,
    echoPacedSeconds,
    tableEchoSeconds: exchange
      ? 0
      : positive('table-echo-seconds', values['table-echo-seconds'], echoPacedSeconds, false, 0),
    tableEchoAt: (values['table-echo-at'] ?? '1').split(',').map((f) => share('table-echo-at', f)),
    serverRunner: oneOf('server', values.server, ['bundled', 'tsx'], 'bundled'),
    profile: profileKind(values.profile === true, values['alloc-profile'] === true),
    pin: values.pin === true,
    nice,
    serverFlags: (values['server-flags'] ?? '').split(' ').filter((f) => f !== ''),
    serverLog: values['server-log'] ?? null,
    processes,
    viewers: oneOf('viewers', values.viewers, ['spread', 'table'], 'spread'),
    spectators: exchange ? 1 : atMost('spectators', positive('spectators', values.spectators, 1), 100),
    databaseUrl,
  };
}
