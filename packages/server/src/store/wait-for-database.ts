import { StoreUnreachable } from './lost-connection.ts';
import type { Store } from './store.ts';
import { withoutPassword } from '../url-password.ts';

/** How long a starting server waits for its database by default (DATABASE_WAIT_MS). */
export const DATABASE_WAIT_MS = 30_000;
/** The pause between two tries (each try itself waits about 1.3 s for a connection: lost-connection.ts). */
const TRY_EVERY_MS = 1000;

/** The database named in DATABASE_URL could not be reached for the whole wait: the server does not start. */
export class DatabaseUnreachable extends Error {
  constructor(url: string, waitMs: number, cause: unknown) {
    const why = cause instanceof StoreUnreachable && cause.cause instanceof Error ? cause.cause.message : String(cause);
    super(
      `the database at ${withoutPassword(url)} could not be reached for ${Math.round(waitMs / 1000)} s (${why}): ` +
        'is it running, and is DATABASE_URL right?',
      { cause },
    );
    this.name = 'DatabaseUnreachable';
  }
}

/**
 * Migrates the store, waiting up to `waitMs` for a database that cannot be reached yet (a server started with its
 * database, or during a failover), each try logged; then DatabaseUnreachable. Any other failure is thrown at once.
 */
export async function migrateWaiting(
  store: Store,
  options: {
    readonly url: string;
    readonly waitMs: number;
    readonly log: { warn(obj: object, msg: string): void };
    readonly now?: () => number;
    readonly sleep?: (ms: number) => Promise<void>;
  },
): Promise<void> {
  const now = options.now ?? (() => performance.now());
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const started = now();
  for (;;) {
    try {
      return await store.migrate();
    } catch (error) {
      if (!(error instanceof StoreUnreachable)) throw error;
      const left = options.waitMs - (now() - started);
      if (left <= 0) throw new DatabaseUnreachable(options.url, options.waitMs, error);
      options.log.warn(
        { err: error.message, secondsLeft: Math.ceil(left / 1000) },
        `waiting for the database at ${withoutPassword(options.url)}`,
      );
      await sleep(Math.min(TRY_EVERY_MS, left));
    }
  }
}
