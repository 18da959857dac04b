// Bots' rated accounts on every store implementation (issue 27): made once whatever the number of starts, marked
// with their level, with a starting rating per game that gives way to the rating their rated matches earn; nobody's
// to sign in as; on the leaderboard with people, apart, or not at all.
import { expect, it } from 'vitest';
import { ratedTwoSeatTable } from './stored-table.ts';
import type { RateMatch } from '../src/store/results-store.ts';
import type { Store } from '../src/store/store.ts';
import { describeStores, inChild } from './store-harness.ts';

const BOT = { id: 'bot-x', name: 'Bot · x', createdAt: 100, level: 'x' };
const seed = (game: string, mu: number, sigma: number, at = 100) => ({ game, mu, sigma, at });

/** The fake model: mu + 1 for everyone, sigma - 0.5, from mu 25, sigma 8. */
function bump(people: readonly string[]): RateMatch {
  const fresh = { mu: 25, sigma: 8 };
  return {
    fresh,
    rate: (before) =>
      new Map(
        people.map((id) => {
          const b = before.get(id) ?? fresh;
          return [id, { mu: b.mu + 1, sigma: b.sigma - 0.5 }];
        }),
      ),
  };
}

/** A finished rated two-seat table of `a` (first) and `b` (a person, or a bot's seat for account `b`). */
const finished = (store: Store, id: string, a: string, b: string, at: number): Promise<void> =>
  ratedTwoSeatTable(store, { id, game: 'g1', a, b, at, botSeat: b.startsWith('bot-'), rate: bump([a, b]) });

describeStores('bot accounts', (get) => {
  it('are made once, marked with their level, with no user name or password, and keep their id', async () => {
    const { store } = get();
    await store.accounts.ensureBotAccount(BOT, [seed('g1', 30, 3)]);
    await store.accounts.ensureBotAccount({ ...BOT, name: 'Bot · x (renamed)', createdAt: 200 }, [seed('g1', 30, 3)]);
    expect(await store.getUser(BOT.id)).toEqual({
      id: BOT.id,
      name: 'Bot · x (renamed)',
      createdAt: 100,
      username: null,
      email: null,
      deletedAt: null,
      botLevel: 'x',
    });
    expect(await store.accounts.getPasswordHash(BOT.id)).toBeNull();
    // A person's row says nothing of bots.
    await store.createUser({ id: 'p', name: 'Bot · x', createdAt: 1 });
    expect(await store.getUser('p')).toEqual({
      id: 'p',
      name: 'Bot · x',
      createdAt: 1,
      username: null,
      email: null,
      deletedAt: null,
    });
    // The bot's name does not keep a person from registering under it, nor the other way round.
    expect(await store.accounts.setCredentials('p', 'Bot · x', 'hash')).toBe(true);
    expect(await store.accounts.findByUsername('bot · x')).toMatchObject({ id: 'p' });
  });

  it('are made once when several processes start at the same time', async () => {
    const { store, harness } = get();
    const body = `
      await store.accounts.ensureBotAccount(${JSON.stringify(BOT)}, [${JSON.stringify(seed('g1', 30, 3))}]);
      return (await store.getUser(${JSON.stringify(BOT.id)}))?.botLevel;`;
    const made = await Promise.all([0, 1, 2].map(() => inChild(harness.child, body)));
    expect(made).toEqual(['x', 'x', 'x']);
    expect(await store.results.ratings(BOT.id)).toMatchObject([{ game: 'g1', mu: 30, sigma: 3, games: 0 }]);
  });

  it('start from their seeded rating, which a new seed replaces until their first rated match there', async () => {
    const { store } = get();
    await store.accounts.ensureBotAccount(BOT, [seed('g1', 30, 3), seed('g2', 20, 4)]);
    expect(await store.results.ratings(BOT.id)).toEqual([
      { userId: BOT.id, game: 'g1', mu: 30, sigma: 3, games: 0, updatedAt: 100 },
      { userId: BOT.id, game: 'g2', mu: 20, sigma: 4, games: 0, updatedAt: 100 },
    ]);
    // A bigger ladder since: the new figures, as nothing was played.
    await store.accounts.ensureBotAccount(BOT, [seed('g1', 31, 2, 150)]);
    expect((await store.results.ratings(BOT.id))[0]).toMatchObject({ game: 'g1', mu: 31, sigma: 2, games: 0 });

    // A rated match starts from the seed (not from the fresh rating) ...
    await store.createUser({ id: 'ann', name: 'Ann', createdAt: 1 });
    await finished(store, 't1', 'ann', BOT.id, 1000);
    const rows = await store.results.ofTable('t1');
    expect(rows.map((r) => [r.userId, r.before, r.after])).toEqual([
      ['ann', { mu: 25, sigma: 8 }, { mu: 26, sigma: 7.5 }],
      [BOT.id, { mu: 31, sigma: 2 }, { mu: 32, sigma: 1.5 }],
    ]);
    // ... and what it earned stays: a later start's seed changes nothing there.
    await store.accounts.ensureBotAccount(BOT, [seed('g1', 10, 5, 2000), seed('g2', 21, 4, 2000)]);
    expect(await store.results.ratings(BOT.id)).toEqual([
      { userId: BOT.id, game: 'g1', mu: 32, sigma: 1.5, games: 1, updatedAt: 1000 },
      { userId: BOT.id, game: 'g2', mu: 21, sigma: 4, games: 0, updatedAt: 2000 },
    ]);
  });

  it('are on the leaderboard with a seeded rating, apart from people or with them; deleted people left out', async () => {
    const { store, harness } = get();
    await store.accounts.ensureBotAccount(BOT, [seed('g1', 30, 1)]);
    await store.accounts.ensureBotAccount({ id: 'bot-y', name: 'Bot · y', createdAt: 100, level: 'y' }, [
      seed('g1', 10, 2),
    ]);
    for (const id of ['ann', 'bob', 'guest']) await store.createUser({ id, name: id, createdAt: 1 });
    for (const id of ['ann', 'bob'])
      await harness.sql(`update users set username = '${id}', username_key = '${id}' where id = '${id}'`);
    // Ann beats bot x (mu 31, sigma 0.5: ordinal 29.5; Ann 26 - 3 * 7.5 = 3.5).
    await finished(store, 't1', 'ann', BOT.id, 1000);
    // A guest's rating (not an account) is on no leaderboard.
    await finished(store, 't2', 'guest', 'bob', 2000);
    await store.accounts.deleteAccount('bob', 3000, 'Deleted player');
    const board = async (who?: 'all' | 'people' | 'bots') =>
      (await store.results.leaderboard('g1', 10, 0, who)).map((r) => [r.userId, r.name, r.botLevel, r.games]);
    expect(await board()).toEqual([
      [BOT.id, 'Bot · x', 'x', 1],
      ['bot-y', 'Bot · y', 'y', 0],
      ['ann', 'ann', null, 1],
    ]);
    expect(await board('all')).toEqual(await board());
    expect(await board('people')).toEqual([['ann', 'ann', null, 1]]);
    expect(await board('bots')).toEqual([
      [BOT.id, 'Bot · x', 'x', 1],
      ['bot-y', 'Bot · y', 'y', 0],
    ]);
    expect((await store.results.leaderboard('g1', 1, 1, 'bots')).map((r) => r.userId)).toEqual(['bot-y']);
    expect(await store.results.leaderboard('g2', 10, 0)).toEqual([]);
  });
});
