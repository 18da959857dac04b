import { setTimeout as sleep } from 'node:timers/promises';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type { Pool, PoolClient, QueryResult } from 'pg';
import { isConnectionLost, LOST_CONNECTION_WAITS_MS, StoreUnreachable } from './lost-connection.ts';

/**
 * The pool as Kysely sees it, each distinct SQL text run as a named prepared statement: PostgreSQL parses and plans it
 * once per connection instead of on every run, as the SQLite store's statement cache does for SQLite. An unnamed
 * statement is parsed and planned anew each time, and a move's append (one statement of three CTEs) spent more on that
 * than on its work: with one server process at 200 tables PostgreSQL's CPU per move fell from 0.59 to 0.34 ms.
 *
 * Names are given in order of first use, one per text for the whole process, up to `limit` texts (the store has a few
 * dozen shapes; a batch of N moves is a text of its own, so the rare sizes past the limit simply run unnamed), so no
 * connection holds more than `limit` plans. Only statements with parameters are named: every query Kysely builds has
 * them, and those without (transaction control, a migration's DDL, run once) have nothing to gain and would take
 * names for good.
 *
 * A named statement's plan outlives a change of the schema made by another process (a deploy's migration), and when
 * the change alters the statement's result (a column's type), PostgreSQL refuses to run it: "cached plan must not
 * change result type" (SQLSTATE 0A000). The text then gets a new name, so every connection prepares it afresh, and the
 * run is tried again at once when it was outside a transaction (it never ran); inside one, the transaction has failed
 * and the error goes to its caller, as any other failure would.
 *
 * A read outside a transaction whose connection was lost under it (a failover, pg_terminate_backend) is run again on
 * another connection of the pool, after each of `waits` (lost-connection.ts): it changed nothing. The lost one goes
 * back to the pool (which drops it) and the new one takes its place until Kysely releases the connection. A connection
 * that cannot be made (the server restarting, refusing) is tried again after each wait for any statement, since
 * nothing was sent; then StoreUnreachable. Anything else a lost
 * connection failed goes to its caller (a transaction is run again whole by the store, when that is safe).
 */
export function preparedStatements(
  pool: Pool,
  limit = PREPARED_LIMIT,
  waits: readonly number[] = LOST_CONNECTION_WAITS_MS,
): PostgresPool {
  const names = new Map<string, string>();
  let named = 0;
  const nameOf = (text: string): string | undefined => {
    const name = names.get(text);
    if (name !== undefined || names.size >= limit) return name;
    const fresh = `birzha_${++named}`;
    names.set(text, fresh);
    return fresh;
  };
  const rename = (text: string): void => {
    if (names.has(text)) names.set(text, `birzha_${++named}`);
  };
  const naming: Naming = { nameOf, rename };
  // One wrapper per pg client, as long as the client lives: Kysely keeps its connection object per client it is given
  // (a WeakMap), so a fresh wrapper on every acquire would cost it a fresh connection object too.
  const wrappers = new WeakMap<PoolClient, PreparingClient>();
  return {
    connect: async () => {
      const client = await connectWaiting(pool, waits);
      let wrapper = wrappers.get(client);
      if (wrapper === undefined) {
        wrapper = new PreparingClient(client, naming, () => pool.connect(), waits);
        wrappers.set(client, wrapper);
      }
      wrapper.acquired();
      return wrapper as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}

/** A connection from `pool`, tried again after each of `waits` while the server cannot be reached. */
async function connectWaiting(pool: Pool, waits: readonly number[]): Promise<PoolClient> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await pool.connect();
    } catch (error) {
      if (!isConnectionLost(error)) throw error;
      const wait = waits[attempt];
      if (wait === undefined) throw new StoreUnreachable(error);
      await sleep(wait);
    }
  }
}

/** The distinct texts one process names (see preparedStatements). */
export const PREPARED_LIMIT = 256;

/** How a text gets its statement name, and a new one when its plan went stale. */
interface Naming {
  nameOf(text: string): string | undefined;
  rename(text: string): void;
}

const OPENS = /^\s*(begin|start)\b/i;
const CLOSES = /^\s*(commit|rollback|end|abort)\b(?!\s+to\b)/i;
/** A read: run again elsewhere when its connection is lost (outside a transaction). */
const READS = /^\s*select\b/i;

/** One connection as Kysely uses it: queries by text and parameters (named here), cursors as they are. */
class PreparingClient {
  #inTransaction = false;
  /** The pg client under this checkout: another one after a read's connection was lost. */
  #client: PoolClient;
  /** The client was given back (lost) and no other took its place: nothing to release. */
  #released = false;

  constructor(
    client: PoolClient,
    private readonly naming: Naming,
    private readonly connect: () => Promise<PoolClient>,
    private readonly waits: readonly number[],
  ) {
    this.#client = client;
  }

  /** A client comes back from the pool outside any transaction (Kysely ends each before it releases the client). */
  acquired(): void {
    this.#inTransaction = false;
    this.#released = false;
  }

  query(textOrCursor: unknown, parameters?: readonly unknown[]): unknown {
    if (typeof textOrCursor !== 'string') return this.#client.query(textOrCursor as never);
    return this.#run(textOrCursor, parameters === undefined ? [] : [...parameters]);
  }

  release(destroy?: boolean): void {
    if (this.#released) return;
    this.#released = true;
    this.#client.release(destroy);
  }

  async #run(text: string, values: unknown[]): Promise<QueryResult> {
    if (OPENS.test(text)) this.#inTransaction = true;
    else if (CLOSES.test(text)) this.#inTransaction = false;
    const inTransaction = this.#inTransaction;
    try {
      return await runNamed(this.#client, text, values, inTransaction, this.naming);
    } catch (error) {
      if (inTransaction || !READS.test(text) || !isConnectionLost(error)) throw error;
      return this.#reread(text, values, error);
    }
  }

  /**
   * The read again on another connection after each wait, until one answers or the waits are spent; then the last
   * error, or StoreUnreachable when no connection could be made at the last try (the server is away: nothing was read).
   */
  async #reread(text: string, values: unknown[], lost: unknown): Promise<QueryResult> {
    let last = lost;
    let unreachable = false;
    for (const wait of this.waits) {
      this.release(true);
      await sleep(wait);
      try {
        this.#client = await this.connect();
        this.#released = false;
      } catch (error) {
        if (!isConnectionLost(error)) throw error;
        [last, unreachable] = [error, true];
        continue;
      }
      try {
        return await runNamed(this.#client, text, values, false, this.naming);
      } catch (error) {
        if (!isConnectionLost(error)) throw error;
        [last, unreachable] = [error, false];
      }
    }
    throw unreachable ? new StoreUnreachable(last) : last;
  }
}

/** Runs `text` on `client`, named when it has parameters; a stale plan renamed, and run again outside a transaction. */
async function runNamed(
  client: PoolClient,
  text: string,
  values: unknown[],
  inTransaction: boolean,
  named: Naming,
): Promise<QueryResult> {
  const name = values.length === 0 ? undefined : named.nameOf(text);
  if (name === undefined) return client.query(text, values);
  try {
    return await client.query({ name, text, values });
  } catch (error) {
    if (!isStalePlan(error)) throw error;
    named.rename(text);
    if (inTransaction) throw error;
    return client.query({ name: named.nameOf(text) as string, text, values });
  }
}

/** PostgreSQL's refusal to run a prepared statement whose result a schema change altered. */
function isStalePlan(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === '0A000' &&
    String((error as { message?: unknown }).message).includes('cached plan must not change result type')
  );
}
