import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type { Pool, PoolClient, QueryResult } from 'pg';

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
 */
export function preparedStatements(pool: Pool, limit = PREPARED_LIMIT): PostgresPool {
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
  // One wrapper per pg client, as long as the client lives: Kysely keeps its connection object per client it is given
  // (a WeakMap), so a fresh wrapper on every acquire would cost it a fresh connection object too.
  const wrappers = new WeakMap<PoolClient, PreparingClient>();
  return {
    connect: async () => {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (wrapper === undefined) {
        wrapper = new PreparingClient(client, nameOf, rename);
        wrappers.set(client, wrapper);
      }
      wrapper.acquired();
      return wrapper as unknown as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}

/** The distinct texts one process names (see preparedStatements). */
export const PREPARED_LIMIT = 256;

const OPENS = /^\s*(begin|start)\b/i;
const CLOSES = /^\s*(commit|rollback|end|abort)\b(?!\s+to\b)/i;

/** One connection as Kysely uses it: queries by text and parameters (named here), cursors as they are. */
class PreparingClient {
  #inTransaction = false;

  constructor(
    private readonly client: PoolClient,
    private readonly nameOf: (text: string) => string | undefined,
    private readonly rename: (text: string) => void,
  ) {}

  /** A client comes back from the pool outside any transaction (Kysely ends each before it releases the client). */
  acquired(): void {
    this.#inTransaction = false;
  }

  query(textOrCursor: unknown, parameters?: readonly unknown[]): unknown {
    if (typeof textOrCursor !== 'string') return this.client.query(textOrCursor as never);
    return this.#run(textOrCursor, parameters === undefined ? [] : [...parameters]);
  }

  release(destroy?: boolean): void {
    this.client.release(destroy);
  }

  async #run(text: string, values: unknown[]): Promise<QueryResult> {
    if (OPENS.test(text)) this.#inTransaction = true;
    else if (CLOSES.test(text)) this.#inTransaction = false;
    const name = values.length === 0 ? undefined : this.nameOf(text);
    if (name === undefined) return this.client.query(text, values);
    try {
      return await this.client.query({ name, text, values });
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      this.rename(text);
      if (this.#inTransaction) throw error;
      return this.client.query({ name: this.nameOf(text) as string, text, values });
    }
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
