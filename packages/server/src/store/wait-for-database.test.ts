import { describe, expect, it } from 'vitest';
import { StoreUnreachable } from './lost-connection.ts';
import type { Store } from './store.ts';
import { DatabaseUnreachable, migrateWaiting } from './wait-for-database.ts';

const refused = () => new StoreUnreachable(new Error('connect ECONNREFUSED 127.0.0.1:5999'));

/** A store whose migrate() fails with `failures` in turn, then succeeds; a clock that each sleep moves on. */
function setUp(failures: unknown[]) {
  let t = 0;
  let tries = 0;
  const store = {
    migrate: async () => {
      tries++;
      const next = failures.shift();
      if (next !== undefined) throw next;
    },
  } as unknown as Store;
  const warnings: string[] = [];
  const options = {
    url: 'postgres://birzha:secret@db.example:5432/birzha',
    waitMs: 3000,
    log: { warn: (_o: object, msg: string) => warnings.push(msg) },
    now: () => t,
    sleep: async (ms: number) => void (t += ms),
  };
  return { store, options, warnings, tries: () => tries };
}

describe('migrateWaiting', () => {
  it('waits for a database that cannot be reached yet, saying so each time, and migrates once it answers', async () => {
    const { store, options, warnings, tries } = setUp([refused(), refused()]);
    await migrateWaiting(store, options);
    expect(tries()).toBe(3);
    expect(warnings).toEqual([
      'waiting for the database at postgres://birzha:***@db.example:5432/birzha',
      'waiting for the database at postgres://birzha:***@db.example:5432/birzha',
    ]);
  });

  it('gives up after the wait with a message that says what and where, the password hidden', async () => {
    const { store, options } = setUp(Array.from({ length: 10 }, refused));
    const failed = await migrateWaiting(store, options).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(DatabaseUnreachable);
    expect((failed as Error).message).toBe(
      'the database at postgres://birzha:***@db.example:5432/birzha could not be reached for 3 s ' +
        '(connect ECONNREFUSED 127.0.0.1:5999): is it running, and is DATABASE_URL right?',
    );
  });

  it('throws anything else at once', async () => {
    const { store, options, tries } = setUp([new Error('permission denied for schema public')]);
    await expect(migrateWaiting(store, options)).rejects.toThrow('permission denied for schema public');
    expect(tries()).toBe(1);
  });
});
