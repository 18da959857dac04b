// People's bot accounts and their API tokens on every store implementation (issue 29): an account becomes one once,
// only while it has no rated game as a person; tokens are kept by hash, listed live and newest first, limited per
// account under concurrency, revoked for good, and gone with a deleted account.
import { expect, it } from 'vitest';
import { ratedTwoSeatTable } from './stored-table.ts';
import type { Store } from '../src/store/store.ts';
import { describeStores } from './store-harness.ts';

const token = (id: string, userId: string, at: number) => ({
  id,
  userId,
  name: `token ${id}`,
  scopes: ['bot:play'],
  tokenHash: `hash-${id}`,
  createdAt: at,
});

async function account(store: Store, id: string): Promise<void> {
  expect(await store.accounts.createAccount({ id, name: id, createdAt: 1 }, id, 'pw-hash')).toBe(true);
}

/** A rated two-seat table of `a` and `b`, started (and finished when `finish`). */
const ratedTable = (store: Store, id: string, a: string, b: string, finish: boolean): Promise<void> =>
  ratedTwoSeatTable(store, { id, game: 'g1', a, b, finish });

describeStores('bot accounts and API tokens', (get) => {
  it('an account becomes a bot account once, marked with the time; others are refused with why', async () => {
    const { store } = get();
    await account(store, 'ann');
    expect(await store.getUser('ann')).not.toHaveProperty('botAccountSince');
    expect(await store.accounts.makeBotAccount('ann', 500)).toBeNull();
    expect(await store.getUser('ann')).toMatchObject({ id: 'ann', botAccountSince: 500 });
    expect(await store.accounts.makeBotAccount('ann', 600)).toBe('alreadyBot');
    expect((await store.getUser('ann'))?.botAccountSince).toBe(500);
    // A guest, an unknown id, the server's own bot, a deleted account.
    await store.createUser({ id: 'guest', name: 'Guest', createdAt: 1 });
    expect(await store.accounts.makeBotAccount('guest', 500)).toBe('notAccount');
    expect(await store.accounts.makeBotAccount('nobody', 500)).toBe('notAccount');
    await store.accounts.ensureBotAccount({ id: 'bot-x', name: 'Bot', createdAt: 1, level: 'x' }, []);
    expect(await store.accounts.makeBotAccount('bot-x', 500)).toBe('notAccount');
    await account(store, 'gone');
    await store.accounts.deleteAccount('gone', 400, 'Deleted player');
    expect(await store.accounts.makeBotAccount('gone', 500)).toBe('notAccount');
    for (const id of ['guest', 'bot-x', 'gone']) expect(await store.getUser(id)).not.toHaveProperty('botAccountSince');
  });

  it('an account with a rated game as a person, finished or being played, stays a person', async () => {
    const { store } = get();
    for (const id of ['ann', 'bob', 'cid', 'dan']) await account(store, id);
    await ratedTable(store, 't1', 'ann', 'bob', true);
    await ratedTable(store, 't2', 'cid', 'dan', false);
    for (const id of ['ann', 'bob', 'cid', 'dan']) {
      expect(await store.accounts.makeBotAccount(id, 500)).toBe('ratedGames');
      expect(await store.getUser(id)).not.toHaveProperty('botAccountSince');
    }
  });

  it('keeps tokens by hash, lists the live ones newest first, finds and revokes them', async () => {
    const { store } = get();
    await account(store, 'ann');
    await account(store, 'bob');
    expect(await store.accounts.createApiToken(token('a1', 'ann', 100), 10)).toBe(true);
    expect(
      await store.accounts.createApiToken({ ...token('a2', 'ann', 200), scopes: ['bot:play', 'bot:chat'] }, 10),
    ).toBe(true);
    expect(await store.accounts.createApiToken(token('b1', 'bob', 150), 10)).toBe(true);
    expect(await store.accounts.listApiTokens('ann')).toEqual([
      { ...token('a2', 'ann', 200), scopes: ['bot:play', 'bot:chat'], lastUsedAt: null },
      { ...token('a1', 'ann', 100), lastUsedAt: null },
    ]);
    expect(await store.accounts.findApiToken('hash-a1')).toEqual({ ...token('a1', 'ann', 100), lastUsedAt: null });
    expect(await store.accounts.findApiToken('a1')).toBeUndefined();
    await store.accounts.touchApiToken('a1', 300);
    expect((await store.accounts.findApiToken('hash-a1'))?.lastUsedAt).toBe(300);

    // Only its owner revokes a token, once.
    expect(await store.accounts.revokeApiToken('bob', 'a1', 400)).toBe(false);
    expect(await store.accounts.revokeApiToken('ann', 'a1', 400)).toBe(true);
    expect(await store.accounts.revokeApiToken('ann', 'a1', 500)).toBe(false);
    expect(await store.accounts.findApiToken('hash-a1')).toBeUndefined();
    expect((await store.accounts.listApiTokens('ann')).map((t) => t.id)).toEqual(['a2']);
    expect((await store.accounts.listApiTokens('bob')).map((t) => t.id)).toEqual(['b1']);
  });

  it('refuses a token over the live limit, also when requests come at once; a revoked one frees a place', async () => {
    const { store } = get();
    await account(store, 'ann');
    const made = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => store.accounts.createApiToken(token(`t${i}`, 'ann', i), 3)),
    );
    expect(made.filter(Boolean)).toHaveLength(3);
    expect(await store.accounts.listApiTokens('ann')).toHaveLength(3);
    const [first] = await store.accounts.listApiTokens('ann');
    expect(await store.accounts.revokeApiToken('ann', first?.id ?? '', 10)).toBe(true);
    expect(await store.accounts.createApiToken(token('t9', 'ann', 9), 3)).toBe(true);
    expect(await store.accounts.createApiToken(token('t10', 'ann', 10), 3)).toBe(false);
  });

  it("a deleted account's tokens are revoked with it", async () => {
    const { store } = get();
    await account(store, 'ann');
    expect(await store.accounts.createApiToken(token('a1', 'ann', 100), 10)).toBe(true);
    await store.accounts.deleteAccount('ann', 200, 'Deleted player');
    expect(await store.accounts.findApiToken('hash-a1')).toBeUndefined();
    expect(await store.accounts.listApiTokens('ann')).toEqual([]);
  });
});

describeStores('bot accounts on the leaderboard', (get) => {
  it('are listed with the bots, marked, and not with the people', async () => {
    const { store } = get();
    await account(store, 'ann');
    await account(store, 'bob');
    expect(await store.accounts.makeBotAccount('ann', 5)).toBeNull();
    await ratedTable(store, 't1', 'ann', 'bob', true);
    const ids = async (who: 'all' | 'people' | 'bots') =>
      (await store.results.leaderboard('g1', 10, 0, who)).map((r) => [r.userId, r.botAccount ?? false]);
    expect(await ids('bots')).toEqual([['ann', true]]);
    expect(await ids('people')).toEqual([['bob', false]]);
    expect((await ids('all')).sort()).toEqual([
      ['ann', true],
      ['bob', false],
    ]);
  });
});
