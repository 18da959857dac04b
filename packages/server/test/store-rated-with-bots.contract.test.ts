// A person's consent to rated games against people's bot accounts (issue 29, point 4) on every store implementation:
// off until they turn it on, kept as set, and only a person's account holds it.
import { expect, it } from 'vitest';
import type { Store } from '../src/store/store.ts';
import { describeStores } from './store-harness.ts';

async function account(store: Store, id: string): Promise<void> {
  expect(await store.accounts.createAccount({ id, name: id, createdAt: 1 }, id, 'pw-hash')).toBe(true);
}

describeStores('rated games against bot accounts', (get) => {
  it('is off for a new account, and turns on and off again for that account only', async () => {
    const { store } = get();
    await account(store, 'ann');
    await account(store, 'bob');
    expect((await store.getUser('ann'))?.ratedWithBots ?? false).toBe(false);
    expect(await store.accounts.setRatedWithBots('ann', true)).toBe(true);
    expect(await store.getUser('ann')).toMatchObject({ id: 'ann', ratedWithBots: true });
    expect((await store.getUser('bob'))?.ratedWithBots ?? false).toBe(false);
    // Found by name too (the session's row comes from getUser, a login's from findByUsername).
    expect(await store.accounts.findByUsername('ann')).toMatchObject({ ratedWithBots: true });
    expect(await store.accounts.setRatedWithBots('ann', false)).toBe(true);
    expect((await store.getUser('ann'))?.ratedWithBots ?? false).toBe(false);
  });

  it('is refused, changing nothing, for guests, unknown and deleted users, bot accounts and the server bots', async () => {
    const { store } = get();
    await store.createUser({ id: 'guest', name: 'Guest-abcd', createdAt: 1 });
    expect(await store.accounts.setRatedWithBots('guest', true)).toBe(false);
    expect((await store.getUser('guest'))?.ratedWithBots ?? false).toBe(false);
    expect(await store.accounts.setRatedWithBots('nobody', true)).toBe(false);
    await account(store, 'gone');
    await store.accounts.deleteAccount('gone', 5, 'Deleted player');
    expect(await store.accounts.setRatedWithBots('gone', true)).toBe(false);
    await account(store, 'prog');
    expect(await store.accounts.makeBotAccount('prog', 5)).toBeNull();
    expect(await store.accounts.setRatedWithBots('prog', true)).toBe(false);
    expect((await store.getUser('prog'))?.ratedWithBots ?? false).toBe(false);
    await store.accounts.ensureBotAccount({ id: 'bot-x', name: 'Bot x', createdAt: 1, level: 'x' }, []);
    expect(await store.accounts.setRatedWithBots('bot-x', true)).toBe(false);
  });
});
