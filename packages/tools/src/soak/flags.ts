import { parseArgs } from 'node:util';
import { BOT_LEVELS, type BotLevel } from '@birzha/protocol';
import { databaseUrlFrom } from '../bench-server/backing.ts';

/** Everything `npm run soak -- [flags]` can be told. */
export interface SoakFlags {
  readonly minutes: number;
  /** Tables of bots kept in play: a new one is created whenever one finishes. */
  readonly tables: number;
  readonly processes: number;
  /** The shared PostgreSQL; null with SQLite, or with `privatePostgres`. */
  readonly databaseUrl: string | null;
  /** The soak runs a PostgreSQL of its own (for --db-restarts-every). */
  readonly privatePostgres: boolean;
  /** Seconds between restarts of the private PostgreSQL, fast and immediate in turn (0: it runs throughout). */
  readonly dbRestartsEverySeconds: number;
  /** How long PostgreSQL stays down at each restart. */
  readonly dbDownSeconds: number;
  /** WebSocket spectators on each process, each following a random table. */
  readonly spectators: number;
  /** The last this many processes make no tables: their spectators and lobby hear of play only through the bus. */
  readonly quietProcesses: number;
  readonly sampleSeconds: number;
  readonly botLevel: BotLevel;
  readonly serverRunner: 'bundled' | 'tsx';
  /** Extra node flags for every server process (--cpu-prof cannot go in NODE_OPTIONS). */
  readonly serverFlags: readonly string[];
  /** Seconds between crashes of the private Redis (0: it runs throughout). */
  readonly redisRestartsEverySeconds: number;
  /** How long Redis stays down at each crash. */
  readonly redisDownSeconds: number;
  /** Seconds between cuts of one process's bus connection, its publisher or its subscriber (0: none). */
  readonly busLinkKillsEverySeconds: number;
  /** Seconds between ends of one of the servers' PostgreSQL connections (0: none). */
  readonly dbKillsEverySeconds: number;
  /** Seconds between SIGKILLs of one server process, each started again on its port (0: none). */
  readonly processKillsEverySeconds: number;
  /** How long a killed process stays down before it is started again. */
  readonly processDownSeconds: number;
  /** How far behind the store a spectator's view may be before it counts as stale (with PostgreSQL). */
  readonly staleSeconds: number;
  /** How long a playing table may go without a move before it counts as stuck (with PostgreSQL). */
  readonly stuckSeconds: number;
}

export const USAGE = `usage: npm run soak -- [flags]
  --minutes M            how long to play (default 10)
  --tables N             tables of bots kept in play, spread over the games and the processes (default 500)
  --processes P          server processes sharing PostgreSQL and a private redis-server (default 3)
  --database-url URL     PostgreSQL, a fresh schema dropped at the end (default: TEST_DATABASE_URL, else DATABASE_URL;
                         SQLite only for one process without either)
  --spectators S         WebSocket spectators on each process, each following a random table (default 3); each
                         process also has a lobby page that must hear of tables made anywhere
  --quiet-processes Q    the last Q processes make no tables: their spectators and lobby hear of play through the
                         bus alone (default 0)
  --sample-seconds S     how often each process is sampled (default 30)
  --bot-level L          ${BOT_LEVELS.join(' or ')} (default ${BOT_LEVELS[0]})
  --server bundled|tsx   run the servers as built (dist/node, the default) or through tsx
  --server-flags=FLAGS   extra node flags for every server process, space-separated, e.g.
                         --server-flags="--cpu-prof --cpu-prof-dir=/tmp/prof" (a process killed by the soak writes none)
  --redis-restarts-every S
                         crash the private Redis every S seconds and start it again, empty, on the same port
                         (default 0: never; needs several processes)
  --redis-down-seconds D how long Redis stays down at each crash (default 2)
  --db-kills-every S     every S seconds end one of the servers' PostgreSQL connections (pg_terminate_backend), as a
                         database failover would (default 0: never; needs PostgreSQL)
  --db-restarts-every S  run a PostgreSQL of the soak's own (initdb in a temp dir, as the postgres user when run as
                         root) and every S seconds stop it, a fast shutdown and a crash (immediate) in turn, and start
                         it again after --db-down-seconds, as a failover would (default 0: never; not with
                         --database-url, whose server others share)
  --db-down-seconds D    how long PostgreSQL stays down at each restart (default 1)
  --bus-link-kills-every S
                         every S seconds cut one server process's bus connection at Redis (CLIENT KILL), its
                         publisher or its subscriber, the other left up (default 0: never; needs several processes)
  --process-kills-every S
                         every S seconds SIGKILL one server process (each in turn) and start it again on its port,
                         as a crash and a process manager would; its clients reconnect (default 0: never; needs
                         several processes)
  --process-down-seconds D
                         how long a killed process stays down before it starts again (default 1)
  --stale-seconds B      a spectator's view still behind a version the store had B seconds ago counts as stale:
                         the connection went deaf (default 5; with PostgreSQL, read once a second)
  --stuck-seconds T      a playing table of bots whose version stays the same T seconds counts as stuck (default 60;
                         with PostgreSQL, every playing table read every 5 s)
Prints one JSON object; exits 1 when anything counted as an error (client errors, log lines at level error or
above, spectators' gaps, closes or stale views, stuck tables, failed requests, a process that died or did not stop
cleanly; error lines the servers log while PostgreSQL restarts, and 15 s after, are counted apart (a request that
failed then is still an error); a close or a failed table creation at a process being killed and started again, and 15 s after, is counted
apart, an answer lost with its connection is asked again, and a client that could not reconnect within 60 s is an
error).
`;

function number(name: string, raw: string | undefined, fallback: number, min: number, integer: boolean): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min || (integer && !Number.isInteger(n)))
    throw new Error(`--${name} must be ${integer ? 'an integer' : 'a number'} >= ${min}, not ${raw}`);
  return n;
}

/** Parses the flags; throws an Error with a message for anything wrong. Returns null for --help. */
export function parseSoakFlags(argv: readonly string[], env: NodeJS.ProcessEnv): SoakFlags | null {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      minutes: { type: 'string' },
      tables: { type: 'string' },
      processes: { type: 'string' },
      'database-url': { type: 'string' },
      spectators: { type: 'string' },
      'quiet-processes': { type: 'string' },
      'sample-seconds': { type: 'string' },
      'bot-level': { type: 'string' },
      server: { type: 'string' },
      'server-flags': { type: 'string' },
      'redis-restarts-every': { type: 'string' },
      'redis-down-seconds': { type: 'string' },
      'bus-link-kills-every': { type: 'string' },
      'db-kills-every': { type: 'string' },
      'db-restarts-every': { type: 'string' },
      'db-down-seconds': { type: 'string' },
      'process-kills-every': { type: 'string' },
      'process-down-seconds': { type: 'string' },
      'stale-seconds': { type: 'string' },
      'stuck-seconds': { type: 'string' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help === true) return null;
  const processes = number('processes', values.processes, 3, 1, true);
  const dbRestartsEverySeconds = number('db-restarts-every', values['db-restarts-every'], 0, 0, false);
  const privatePostgres = dbRestartsEverySeconds > 0;
  if (privatePostgres && values['database-url'] !== undefined)
    throw new Error(
      '--db-restarts-every runs a PostgreSQL of its own to restart: leave out --database-url, whose server others share',
    );
  const dbDownSeconds = number('db-down-seconds', values['db-down-seconds'], 1, 0, false);
  if (privatePostgres && dbDownSeconds >= dbRestartsEverySeconds)
    throw new Error(
      `--db-down-seconds (${dbDownSeconds}) must be less than --db-restarts-every (${dbRestartsEverySeconds})`,
    );
  const databaseUrl = privatePostgres ? null : databaseUrlFrom(values['database-url'] ?? null, env);
  if (processes > 1 && databaseUrl === null && !privatePostgres)
    throw new Error(
      'several processes share PostgreSQL: give --database-url, or set TEST_DATABASE_URL or DATABASE_URL',
    );
  const level = values['bot-level'] ?? BOT_LEVELS[0];
  if (!(BOT_LEVELS as readonly string[]).includes(level))
    throw new Error(`--bot-level must be one of ${BOT_LEVELS.join(', ')}, not ${level}`);
  const server = values.server ?? 'bundled';
  if (server !== 'bundled' && server !== 'tsx') throw new Error(`--server must be bundled or tsx, not ${server}`);
  const redisRestartsEverySeconds = number('redis-restarts-every', values['redis-restarts-every'], 0, 0, false);
  if (redisRestartsEverySeconds > 0 && processes < 2)
    throw new Error('--redis-restarts-every needs --processes 2 or more: one process has no Redis');
  const redisDownSeconds = number('redis-down-seconds', values['redis-down-seconds'], 2, 0, false);
  if (redisRestartsEverySeconds > 0 && redisDownSeconds >= redisRestartsEverySeconds)
    throw new Error(
      `--redis-down-seconds (${redisDownSeconds}) must be less than --redis-restarts-every (${redisRestartsEverySeconds})`,
    );
  const quietProcesses = number('quiet-processes', values['quiet-processes'], 0, 0, true);
  if (quietProcesses >= processes)
    throw new Error(`--quiet-processes (${quietProcesses}) must leave at least one of the ${processes} to make tables`);
  const busLinkKillsEverySeconds = number('bus-link-kills-every', values['bus-link-kills-every'], 0, 0, false);
  if (busLinkKillsEverySeconds > 0 && processes < 2)
    throw new Error('--bus-link-kills-every needs --processes 2 or more: one process has no Redis');
  const dbKillsEverySeconds = number('db-kills-every', values['db-kills-every'], 0, 0, false);
  if (dbKillsEverySeconds > 0 && databaseUrl === null && !privatePostgres)
    throw new Error('--db-kills-every needs PostgreSQL: give --database-url, or set TEST_DATABASE_URL or DATABASE_URL');
  const processKillsEverySeconds = number('process-kills-every', values['process-kills-every'], 0, 0, false);
  if (processKillsEverySeconds > 0 && processes < 2)
    throw new Error(
      '--process-kills-every needs --processes 2 or more: the tables of a killed process go on elsewhere',
    );
  const processDownSeconds = number('process-down-seconds', values['process-down-seconds'], 1, 0, false);
  if (processKillsEverySeconds > 0 && processDownSeconds >= processKillsEverySeconds)
    throw new Error(
      `--process-down-seconds (${processDownSeconds}) must be less than --process-kills-every (${processKillsEverySeconds})`,
    );
  return {
    minutes: number('minutes', values.minutes, 10, 0.1, false),
    tables: number('tables', values.tables, 500, 1, true),
    processes,
    databaseUrl,
    privatePostgres,
    dbRestartsEverySeconds,
    dbDownSeconds,
    spectators: number('spectators', values.spectators, 3, 0, true),
    quietProcesses,
    sampleSeconds: number('sample-seconds', values['sample-seconds'], 30, 1, false),
    botLevel: level as BotLevel,
    serverRunner: server,
    serverFlags: (values['server-flags'] ?? '').split(' ').filter((f) => f !== ''),
    redisRestartsEverySeconds,
    redisDownSeconds,
    busLinkKillsEverySeconds,
    dbKillsEverySeconds,
    processKillsEverySeconds,
    processDownSeconds,
    staleSeconds: number('stale-seconds', values['stale-seconds'], 5, 0.5, false),
    stuckSeconds: number('stuck-seconds', values['stuck-seconds'], 60, 5, false),
  };
}
