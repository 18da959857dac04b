// A move's append whose PostgreSQL connection is lost (store/append-landed.ts), against TEST_DATABASE_URL's server.
// pg_terminate_backend during a COMMIT's flush ends the connection after the commit: the append took effect, and its
// caller got an error. Its retry's claim then lost to its own first try: the move was answered STALE, told to nobody,
// and a bot's turn waited for the stall sweep (the soak's --db-kills-every: tables still for 15 s, nothing logged).
import { DatabaseError, type Pool, type PoolClient } from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { postgresPool, postgresStoreOn } from '../src/store/postgres.ts';
import type { Append, Store } from '../src/store/store.ts';
import { playingTables } from './store-harness.ts';

const url = process.env['TEST_DATABASE_URL'];

/** The server's error for a connection it ended (a DatabaseError, as pg makes it from the server's FATAL). */
function ended(): DatabaseError {
  const e = new DatabaseError('terminating connection due to administrator command', 0, 'error');
  e.code = '57P01';
  return e;
}

/** When the next statements that match are answered with a lost connection: before they reach the server, or after. */
interface Losses {
  match: RegExp;
  when: 'before' | 'after';
  times: number;
}

/** `pool`, its clients answering the statements `losses` names with a lost connection. */
function losing(pool: Pool, losses: Losses): Pool {
  const lose = (client: PoolClient) =>
    new Proxy(client, {
      get(target, key) {
        if (key !== 'query') {
          const value: unknown = Reflect.get(target, key);
          return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
        }
        return (config: unknown, values?: unknown) => {
          const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
          const run = () => target.query(config as never, values as never) as unknown as Promise<unknown>;
          if (losses.times === 0 || typeof text !== 'string' || !losses.match.test(text)) return run();
          losses.times--;
          if (losses.when === 'before') return Promise.reject(ended());
          return run().then(() => Promise.reject(ended()));
        };
      },
    });
  return { connect: async () => lose(await pool.connect()), end: () => pool.end() } as unknown as Pool;
}

const APPENDS = /insert into moves/i;

describe.skipIf(url === undefined || url === '')("a move's append whose connection is lost", () => {
  const schema = `birzha_lost_append_${process.pid}_${Date.now().toString(36)}`;
  const losses: Losses = { match: APPENDS, when: 'after', times: 0 };
  let store: Store;

  beforeEach(async () => {
    store = postgresStoreOn(losing(postgresPool(url as string, { schema, max: 4 }), losses), schema);
    await store.migrate();
  });

  afterEach(async () => {
    Object.assign(losses, { when: 'after', times: 0 });
    await store.close();
    const admin = postgresPool(url as string, { max: 1 });
    await admin.query(`drop schema if exists ${schema} cascade`);
    await admin.end();
  });

  const playing = (...ids: string[]) => playingTables(store, ...ids);

  function append(tableId: string, fromSeq: number, at = 3000): Append {
    return {
      tableId,
      fromSeq,
      moves: [{ seq: fromSeq, seat: 0, move: { t: 'pass', seq: fromSeq }, at, by: 'human', events: [] }],
      deadlines: [],
      finished: null,
    };
  }

  const stored = async (id: string) => (await store.loadMoves(id)).map((m) => [m.seq, m.at]);

  it('is answered appended when its moves landed before the connection was lost', async () => {
    await playing('t1');
    losses.times = 1;
    expect(await store.appendMoves(append('t1', 0))).toBe(true);
    expect(losses.times).toBe(0);
    expect(await stored('t1')).toEqual([[0, 3000]]);
    expect(await store.getTable('t1')).toMatchObject({ version: 1 });
    // The next move goes on from there.
    expect(await store.appendMoves(append('t1', 1, 3001))).toBe(true);
  });

  it('is tried once more when the connection was lost before it reached the server', async () => {
    await playing('t1');
    Object.assign(losses, { when: 'before', times: 1 });
    expect(await store.appendMoves(append('t1', 0))).toBe(true);
    expect(await stored('t1')).toEqual([[0, 3000]]);
    Object.assign(losses, { when: 'before', times: 2 });
    await expect(store.appendMoves(append('t1', 1, 3001))).rejects.toThrow(/terminating connection/);
    expect(await stored('t1')).toEqual([[0, 3000]]);
  });

  it("does not take another writer's move at its seq for its own", async () => {
    await playing('t1');
    expect(await store.appendMoves(append('t1', 0, 2999))).toBe(true);
    Object.assign(losses, { when: 'before', times: 1 });
    // Its own (at another time) never landed: tried again, its claim loses to the move that came first.
    expect(await store.appendMoves(append('t1', 0))).toBe(false);
    expect(await stored('t1')).toEqual([[0, 2999]]);
  });

  it('settles each append of a grouped statement whose connection was lost after the commit', async () => {
    await playing('t0', 't1', 't2');
    losses.times = 2;
    // t0 goes alone at once (its loss settled first); t1 and t2 wait for it and go in one statement, lost after it.
    const answers = await Promise.all([
      store.appendMoves(append('t0', 0)),
      store.appendMoves(append('t1', 0)),
      store.appendMoves(append('t2', 0)),
    ]);
    expect(answers).toEqual([true, true, true]);
    expect(losses.times).toBe(0);
    for (const id of ['t0', 't1', 't2']) expect(await stored(id)).toEqual([[0, 3000]]);
  });
});
