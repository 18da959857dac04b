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

/**
 * Runs `body` in a transaction of `db`, and again (after each of `waits`) while it fails because the connection was
 * lost before the body finished; lost at the COMMIT, or failing otherwise, the error goes to the caller. The body must
 * do nothing but statements on `trx` (every store's transaction is so): a second run must not repeat anything else.
 */
export async function transaction<DB, T>(
  db: Kysely<DB>,
  body: (trx: Transaction<DB>) => Promise<T>,
  waits: readonly number[] = LOST_CONNECTION_WAITS_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    let bodyDone = false;
    try {
      return await db.transaction().execute(async (trx) => {
        const result = await body(trx);
        bodyDone = true;
        return result;
      });
    } catch (error) {
      const wait = waits[attempt];
      if (bodyDone || wait === undefined || !isConnectionLost(error)) throw error;
      await sleep(wait);
    }
  }
}
