// A person's places in the games' lessons (issue 30, point 1) on every store implementation: one per game, replaced
// when set again, kept only for a person's account, gone with the account.
import { expect, it } from 'vitest';
import type { Store } from '../src/store/store.ts';
import { describeStores } from './store-harness.ts';

async function account(store: Store, id: string): Promise<void> {
  expect(await store.accounts.createAccount({ id, name: id, createdAt: 1 }, id, 'pw-hash')).toBe(true);
}

const at = (step: number) => JSON.stringify({ step, turns: [null, [{ t: 'pass' }]] });

describeStores('lesson progress', (get) => {
  it('keeps one place per game of an account, replaced when set again, and no one else sees it', async () => {
    const { store } = get();
    await account(store, 'ann');
    await account(store, 'bob');
    expect(await store.accounts.listLessonProgress('ann')).toEqual([]);
    expect(await store.accounts.setLessonProgress('ann', 'stockpile', at(2), 10)).toBe(true);
    expect(await store.accounts.setLessonProgress('ann', 'akcioner', at(1), 11)).toBe(true);
    expect(await store.accounts.setLessonProgress('ann', 'akcioner', at(5), 12)).toBe(true);
    expect(await store.accounts.listLessonProgress('ann')).toEqual([
      { game: 'akcioner', progress: at(5), updatedAt: 12 },
      { game: 'stockpile', progress: at(2), updatedAt: 10 },
    ]);
    expect(await store.accounts.listLessonProgress('bob')).toEqual([]);
  });

  it('is refused, keeping nothing, for guests, unknown users, bot accounts and the server bots', async () => {
    const { store } = get();
    await store.createUser({ id: 'guest', name: 'Guest-abcd', createdAt: 1 });
    expect(await store.accounts.setLessonProgress('guest', 'akcioner', at(1), 5)).toBe(false);
    expect(await store.accounts.setLessonProgress('nobody', 'akcioner', at(1), 5)).toBe(false);
    await account(store, 'prog');
    expect(await store.accounts.makeBotAccount('prog', 5)).toBeNull();
    expect(await store.accounts.setLessonProgress('prog', 'akcioner', at(1), 5)).toBe(false);
    await store.accounts.ensureBotAccount({ id: 'bot-x', name: 'Bot x', createdAt: 1, level: 'x' }, []);
    expect(await store.accounts.setLessonProgress('bot-x', 'akcioner', at(1), 5)).toBe(false);
    for (const id of ['guest', 'nobody', 'prog', 'bot-x'])
      expect(await store.accounts.listLessonProgress(id)).toEqual([]);
  });

  it('goes with a deleted account, and a deleted account keeps none after', async () => {
    const { store } = get();
    await account(store, 'gone');
    expect(await store.accounts.setLessonProgress('gone', 'akcioner', at(3), 5)).toBe(true);
    await store.accounts.deleteAccount('gone', 6, 'Deleted player');
    expect(await store.accounts.listLessonProgress('gone')).toEqual([]);
    expect(await store.accounts.setLessonProgress('gone', 'akcioner', at(4), 7)).toBe(false);
    expect(await store.accounts.listLessonProgress('gone')).toEqual([]);
  });
});
