import { parseArgs } from 'node:util';

/** `npm run bench:server -- turns [flags]`: turn-based tables and the notifications their moves cause (issue 25). */
export interface TurnsFlags {
  /** Turn-based two-player tables, all playing at once. */
  readonly tables: number;
  /** The measured window of moves. */
  readonly seconds: number;
  /** Turns played per second over all tables ("a move every few seconds overall" is 0.3). */
  readonly rate: number;
  /** How often the outbox sender looks for due notifications (the server's default is 1000). */
  readonly sendMs: number;
  /** The idle window after the moves: the sweeper's and sender's cost with nothing due. */
  readonly idleSeconds: number;
  /** A dedicated, empty PostgreSQL database; null: SQLite in a temp dir. */
  readonly databaseUrl: string | null;
}

export const TURNS_USAGE = `npm run bench:server -- turns [--tables 10000] [--seconds 60] [--rate 2] [--send-ms 1000]
    [--idle-seconds 15] [--database-url postgres://... (a dedicated empty database)]
`;

function positive(name: string, raw: string | undefined, fallback: number, integer: boolean): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n)))
    throw new Error(`--${name} must be a positive ${integer ? 'whole ' : ''}number, not ${raw}`);
  return n;
}

/** The flags after `turns`, or an Error with what is wrong. */
export function parseTurnsFlags(argv: readonly string[]): TurnsFlags {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: {
      tables: { type: 'string' },
      seconds: { type: 'string' },
      rate: { type: 'string' },
      'send-ms': { type: 'string' },
      'idle-seconds': { type: 'string' },
      'database-url': { type: 'string' },
    },
  });
  return {
    tables: positive('tables', values.tables, 10_000, true),
    seconds: positive('seconds', values.seconds, 60, false),
    rate: positive('rate', values.rate, 2, false),
    sendMs: positive('send-ms', values['send-ms'], 1000, true),
    idleSeconds: positive('idle-seconds', values['idle-seconds'], 15, false),
    databaseUrl: values['database-url'] ?? null,
  };
}
