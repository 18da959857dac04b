// The AccountStore contract (store/accounts-store.ts) on every store implementation: SQLite always, PostgreSQL when
// TEST_DATABASE_URL is set (store-harness.ts). Each test gets a fresh database.
import { expect, it } from 'vitest';
import type { SessionRow } from '../src/store/accounts-store.ts';
import type { Store } from '../src/store/store.ts';
import { describeStores } from './store-harness.ts';

const T = 1_700_000_000_000;

async function guestIn(store: Store, id: string, name = `Guest-${id}`): Promise<void> {
  await store.createUser({ id, name, createdAt: T });
}

function session(idHash: string, userId: string, createdAt = T, extra: Partial<SessionRow> = {}): SessionRow {
  return { idHash, userId, createdAt, lastSeenAt: createdAt, expiresAt: createdAt + 1000, userAgent: 'ua', ...extra };
}

describeStores('accounts', (get) => {
  it('a guest becomes an account: same id, name found without regard to case, hash kept', async () => {
    const { store } = get();
    await guestIn(store, 'u1');
    expect(await store.accounts.getPasswordHash('u1')).toBeNull();
    expect(await store.accounts.setCredentials('u1', 'Anna_K', '$argon2id$h1')).toBe(true);
    const user = await store.getUser('u1');
    expect(user).toMatchObject({ id: 'u1', username: 'Anna_K', email: null, deletedAt: null });
    expect((await store.accounts.findByUsername('anna_k'))?.id).toBe('u1');
    expect((await store.accounts.findByUsername('ANNA_K'))?.id).toBe('u1');
    expect(await store.accounts.findByUsername('anna')).toBeUndefined();
    expect(await store.accounts.getPasswordHash('u1')).toBe('$argon2id$h1');
    expect(await store.accounts.getPasswordHash('nobody')).toBeNull();
    // Once an account, it stays the same account.
    expect(await store.accounts.setCredentials('u1', 'Other', '$argon2id$h2')).toBe(false);
    expect(await store.getUser('u1')).toMatchObject({ username: 'Anna_K' });
    expect(await store.accounts.getPasswordHash('u1')).toBe('$argon2id$h1');
  });

  it('user names are unique without regard to case (Cyrillic too), and a refusal changes nothing', async () => {
    const { store } = get();
    await guestIn(store, 'u1');
    await guestIn(store, 'u2');
    expect(await store.accounts.setCredentials('u1', 'Аня', 'h1')).toBe(true);
    expect(await store.accounts.setCredentials('u2', 'аНЯ', 'h2')).toBe(false);
    expect(await store.getUser('u2')).toMatchObject({ username: null });
    expect(await store.accounts.getPasswordHash('u2')).toBeNull();
    expect(await store.accounts.createAccount({ id: 'u3', name: 'x', createdAt: T }, 'АНЯ', 'h3')).toBe(false);
    expect(await store.getUser('u3')).toBeUndefined();
    expect(await store.accounts.createAccount({ id: 'u3', name: 'Boris', createdAt: T }, 'Boris', 'h3')).toBe(true);
    expect(await store.getUser('u3')).toMatchObject({ name: 'Boris', username: 'Boris', deletedAt: null });
    expect(await store.accounts.getPasswordHash('u3')).toBe('h3');
    expect(await store.accounts.setCredentials('missing', 'Someone', 'h')).toBe(false);
  });

  it('concurrent setCredentials of one name from two connections: exactly one wins', async () => {
    const { store, harness } = get();
    const other = await harness.open();
    try {
      for (let round = 0; round < 5; round++) {
        await guestIn(store, `a${round}`);
        await guestIn(store, `b${round}`);
        const results = await Promise.all([
          store.accounts.setCredentials(`a${round}`, `Name${round}`, 'ha'),
          other.accounts.setCredentials(`b${round}`, `name${round}`, 'hb'),
        ]);
        expect(results.filter((r) => r)).toHaveLength(1);
        const winner = await store.accounts.findByUsername(`NAME${round}`);
        expect(winner?.id).toBe(results[0] === true ? `a${round}` : `b${round}`);
      }
    } finally {
      await other.close();
    }
  });

  it('setPasswordHash replaces the hash', async () => {
    const { store } = get();
    await store.accounts.createAccount({ id: 'u1', name: 'A', createdAt: T }, 'Anna', 'h1');
    await store.accounts.setPasswordHash('u1', 'h2');
    expect(await store.accounts.getPasswordHash('u1')).toBe('h2');
  });

  it('e-mail: set, found without regard to case, unique, cleared', async () => {
    const { store } = get();
    await store.accounts.createAccount({ id: 'u1', name: 'A', createdAt: T }, 'Anna', 'h1');
    await store.accounts.createAccount({ id: 'u2', name: 'B', createdAt: T }, 'Boris', 'h2');
    expect(await store.accounts.setEmail('u1', 'Anna@Example.org')).toBe(true);
    expect((await store.getUser('u1'))?.email).toBe('Anna@Example.org');
    expect((await store.accounts.findByEmail('anna@example.ORG'))?.id).toBe('u1');
    expect(await store.accounts.setEmail('u2', 'ANNA@example.org')).toBe(false);
    expect((await store.getUser('u2'))?.email).toBeNull();
    expect(await store.accounts.setEmail('u1', null)).toBe(true);
    expect(await store.accounts.findByEmail('anna@example.org')).toBeUndefined();
    expect(await store.accounts.setEmail('u2', 'anna@example.org')).toBe(true);
  });

  it('sessions: create, get, touch, list newest first, delete one, end the others, end all', async () => {
    const { store } = get();
    await guestIn(store, 'u1');
    await guestIn(store, 'u2');
    await store.accounts.createSession(session('s1', 'u1', T));
    await store.accounts.createSession(session('s2', 'u1', T + 10, { userAgent: null }));
    await store.accounts.createSession(session('s3', 'u1', T + 20));
    await store.accounts.createSession(session('t1', 'u2', T + 5));
    expect(await store.accounts.getSession('s2')).toEqual(session('s2', 'u1', T + 10, { userAgent: null }));
    expect(await store.accounts.getSession('nope')).toBeUndefined();
    await store.accounts.touchSession('s1', T + 100, T + 5000);
    expect(await store.accounts.getSession('s1')).toMatchObject({
      createdAt: T,
      lastSeenAt: T + 100,
      expiresAt: T + 5000,
    });
    expect((await store.accounts.listSessions('u1')).map((s) => s.idHash)).toEqual(['s3', 's2', 's1']);
    await store.accounts.deleteSession('s3');
    expect((await store.accounts.listSessions('u1')).map((s) => s.idHash)).toEqual(['s2', 's1']);
    await store.accounts.deleteSessionsOfUser('u1', 's1');
    expect((await store.accounts.listSessions('u1')).map((s) => s.idHash)).toEqual(['s1']);
    await store.accounts.deleteSessionsOfUser('u1', null);
    expect(await store.accounts.listSessions('u1')).toEqual([]);
    expect((await store.accounts.listSessions('u2')).map((s) => s.idHash)).toEqual(['t1']);
  });

  it('reset tokens: peeked without spending, spent once, refused used, expired or unknown', async () => {
    const { store } = get();
    await store.accounts.createAccount({ id: 'u1', name: 'A', createdAt: T }, 'Anna', 'h1');
    await store.accounts.createResetToken({ tokenHash: 'r1', userId: 'u1', createdAt: T, expiresAt: T + 1000 });
    await store.accounts.createResetToken({ tokenHash: 'r2', userId: 'u1', createdAt: T, expiresAt: T + 1000 });
    expect(await store.accounts.peekResetToken('r1', T + 1)).toBe('u1');
    expect(await store.accounts.peekResetToken('r1', T + 1)).toBe('u1');
    expect(await store.accounts.useResetToken('r1', T + 1)).toBe('u1');
    expect(await store.accounts.useResetToken('r1', T + 2)).toBeUndefined();
    expect(await store.accounts.peekResetToken('r1', T + 2)).toBeUndefined();
    expect(await store.accounts.peekResetToken('r2', T + 1000)).toBeUndefined();
    expect(await store.accounts.useResetToken('r2', T + 1000)).toBeUndefined();
    expect(await store.accounts.useResetToken('unknown', T)).toBeUndefined();
  });

  it('two concurrent uses of one reset token: exactly one spends it', async () => {
    const { store, harness } = get();
    const other = await harness.open();
    try {
      await store.accounts.createAccount({ id: 'u1', name: 'A', createdAt: T }, 'Anna', 'h1');
      await store.accounts.createResetToken({ tokenHash: 'r1', userId: 'u1', createdAt: T, expiresAt: T + 1000 });
      const uses = await Promise.all([
        store.accounts.useResetToken('r1', T + 1),
        other.accounts.useResetToken('r1', T + 1),
      ]);
      expect(uses.filter((u) => u === 'u1')).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('deleting an account keeps the row under a neutral name, frees the name, ends sessions and links', async () => {
    const { store } = get();
    await store.accounts.createAccount({ id: 'u1', name: 'Anna K', createdAt: T }, 'Anna', 'h1');
    expect(await store.accounts.setEmail('u1', 'anna@example.org')).toBe(true);
    await store.accounts.createSession(session('s1', 'u1'));
    await store.accounts.createResetToken({ tokenHash: 'r1', userId: 'u1', createdAt: T, expiresAt: T + 1000 });
    await store.accounts.deleteAccount('u1', T + 50, 'Deleted player');
    expect(await store.getUser('u1')).toEqual({
      id: 'u1',
      name: 'Deleted player',
      createdAt: T,
      username: null,
      email: null,
      deletedAt: T + 50,
    });
    expect(await store.accounts.getPasswordHash('u1')).toBeNull();
    expect(await store.accounts.findByUsername('anna')).toBeUndefined();
    expect(await store.accounts.findByEmail('anna@example.org')).toBeUndefined();
    expect(await store.accounts.getSession('s1')).toBeUndefined();
    expect(await store.accounts.useResetToken('r1', T + 60)).toBeUndefined();
    // A deleted user cannot be made an account again; the name is free for someone else.
    expect(await store.accounts.setCredentials('u1', 'Anna', 'h2')).toBe(false);
    expect(await store.accounts.createAccount({ id: 'u2', name: 'Anna', createdAt: T }, 'anna', 'h2')).toBe(true);
  });

  it('purgeExpired removes expired sessions and expired or used reset tokens, nothing else', async () => {
    const { store } = get();
    await store.accounts.createAccount({ id: 'u1', name: 'A', createdAt: T }, 'Anna', 'h1');
    await store.accounts.createSession(session('old', 'u1', T, { expiresAt: T + 10 }));
    await store.accounts.createSession(session('live', 'u1', T, { expiresAt: T + 1000 }));
    await store.accounts.createResetToken({ tokenHash: 'r-old', userId: 'u1', createdAt: T, expiresAt: T + 10 });
    await store.accounts.createResetToken({ tokenHash: 'r-used', userId: 'u1', createdAt: T, expiresAt: T + 1000 });
    await store.accounts.createResetToken({ tokenHash: 'r-live', userId: 'u1', createdAt: T, expiresAt: T + 1000 });
    expect(await store.accounts.useResetToken('r-used', T + 1)).toBe('u1');
    expect(await store.accounts.purgeExpired(T + 10)).toBe(3);
    expect((await store.accounts.listSessions('u1')).map((s) => s.idHash)).toEqual(['live']);
    expect(await store.accounts.peekResetToken('r-live', T + 11)).toBe('u1');
    expect(await store.accounts.purgeExpired(T + 10)).toBe(0);
  });
});
