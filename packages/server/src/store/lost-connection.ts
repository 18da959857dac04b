import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely, Transaction } from 'kysely';

// A PostgreSQL connection can be lost under a statement: the server ended it (a failover, pg_terminate_backend, an
// idle-session timeout), or the network dropped it. What was under way then is safe to run again on another
// connection when it cannot have committed: a read outside a transaction (pg-prepared.ts), or a transaction whose
// body had not finished (the server rolls back a transaction whose connection ends). Not a COMMIT itself: whether it
// took effect is unknown, so its error goes to the caller, as the append's claim of the table row makes a move's
// append answer "claim lost" on a second try that would find its own first one.

/** Waits before each new try of what a lost connection failed (a failover takes a moment; three tries, ~1.3 s). */
export const LOST_CONNECTION_WAITS_MS: readonly number[] = [50, 250, 1000];

/** pg's own errors of a client whose connection is gone (client.js). */
const PG_CLIENT_GONE =
  /^(Connection terminated|Connection terminated unexpectedly|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)$/;

/** Socket errors of a connection lost or refused (a server restarting). */
const SOCKET_GONE = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT']);

/**
 * Whether `error` says the connection was lost, not that the statement was wrong: SQLSTATE class 08 (connection
 * exception), 57P01..57P03 (the server shutting down, crashed, or not yet accepting), pg's own "connection terminated"
 * and "not queryable" errors, and socket resets or refusals.
 */
export function isConnectionLost(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (code.startsWith('08') || /^57P0[123]$/.test(code) || SOCKET_GONE.has(code)))
    return true;
  return typeof message === 'string' && PG_CLIENT_GONE.test(message);
}

/** A restart of PostgreSQL takes a second or two; a request refused meanwhile may come back after this many seconds. */
export const STORE_RETRY_AFTER_S = 2;

/**
 * No connection could be made within the waits (the server down, refusing, or starting up): nothing was sent. Thrown
 * by the pool's `connect` (pg-prepared.ts) once it has waited; `transaction` does not wait again on top of it.
 */
export class StoreUnreachable extends Error {
  readonly code: unknown;
  /** What a request refused for it is told (UNAVAILABLE, 503): the seconds after which to try again. */
  readonly retryAfter = STORE_RETRY_AFTER_S;

  constructor(cause: unknown) {
    super(`the database could not be reached: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'StoreUnreachable';
    this.code = (cause as { code?: unknown } | null)?.code;
  }
}

/** How `transaction` treats a lost connection. */
export interface TransactionOptions {
  /** Waits before each new try (default LOST_CONNECTION_WAITS_MS). */
  readonly waits?: readonly number[];
  /**
   * After the connection was lost at the COMMIT: whether the transaction took effect, read from the store (the row it
   * inserted is there, say). True: the body's result is the answer; false: it did not commit, so it runs again. Absent:
   * unknown, and the error goes to the caller.
   */
  readonly committed?: () => Promise<boolean>;
}

/**
 * Runs `body` in a transaction of `db`, and again (after each of the waits) while it fails because the connection was
 * lost before the body finished, or at the COMMIT when `committed` says it did not take effect; failing otherwise, the
 * error goes to the caller. The body must do nothing but statements on `trx` (every store's transaction is so): a
 * second run must not repeat anything else.
 */
export async function transaction<DB, T>(
  db: Kysely<DB>,
  body: (trx: Transaction<DB>) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const waits = options.waits ?? LOST_CONNECTION_WAITS_MS;
  for (let attempt = 0; ; attempt++) {
    const run: { done: boolean; result?: T } = { done: false };
    try {
      return await db.transaction().execute(async (trx) => {
        run.result = await body(trx);
        run.done = true;
        return run.result;
      });
    } catch (error) {
      if (error instanceof StoreUnreachable || !isConnectionLost(error)) throw error;
      if (run.done) {
        // Lost at the COMMIT: it may have taken effect.
        if (options.committed === undefined) throw error;
        if (await options.committed()) return run.result as T;
      }
      const wait = waits[attempt];
      if (wait === undefined) throw error;
      await sleep(wait);
    }
  }
}
