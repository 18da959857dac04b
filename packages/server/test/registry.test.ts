import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MatchRegistry } from '../src/matches/registry.ts';
import type { Store } from '../src/store/store.ts';
import { sleep } from '@birzha/test-support';
import { tempSqliteStore, type TempStore } from './temp-store.ts';

let temp: TempStore;
let store: Store;

beforeAll(async () => {
  temp = await tempSqliteStore('birzha-registry-');
  store = temp.store;
  await store.createUser({ id: 'u', name: 'U', createdAt: 1 });
  for (const id of ['a', 'b', 'c', 'p']) {
    await store.createTable(
      {
        id,
        game: 'akcioner',
        rulesVersion: 1,
        options: { variant: 'short', rounding: 'up', turnSeconds: 0 },
        players: 2,
        seed: id,
        position: null,
        private: false,
        inviteCode: null,
        hostId: 'u',
        createdAt: 1,
      },
      [
        { tableId: id, seat: 0, userId: 'u', bot: null },
        { tableId: id, seat: 1, userId: null, bot: 'beginner' },
      ],
    );
  }
  await store.startTable('p', 2, []);
});

afterAll(async () => {
  await temp.close();
});

describe('MatchRegistry', () => {
  it('keeps at most maxLive tables in memory, dropping the least recently used that are not being played', async () => {
    const registry = new MatchRegistry(store, { maxLive: 2 });
    await registry.get('p');
    await registry.get('a');
    await registry.get('b');
    expect(registry.loadedIds().sort()).toEqual(['b', 'p']);
    await registry.get('c');
    expect(registry.loadedIds().sort()).toEqual(['c', 'p']);
    // An evicted table comes back from the store on its next use.
    expect((await registry.get('a'))?.table.id).toBe('a');
  });

  it('keeps at most maxIdle tables that are not being played (bug: finished matches piled up to maxLive)', async () => {
    const registry = new MatchRegistry(store, { maxIdle: 1 });
    await registry.get('p');
    await registry.get('a');
    await registry.get('b');
    await registry.get('c');
    expect(registry.loadedIds().sort()).toEqual(['c', 'p']);
  });

  it('runs the work of one table one at a time, in order', async () => {
    const registry = new MatchRegistry(store);
    const log: string[] = [];
    const slow = (name: string, ms: number) =>
      registry.exclusive('a', async () => {
        log.push(`${name}+`);
        await sleep(ms);
        log.push(`${name}-`);
      });
    await Promise.all([
      slow('one', 30),
      slow('two', 1),
      registry.exclusive('a', () => Promise.reject(new Error('x'))).catch(() => undefined),
      slow('three', 1),
    ]);
    expect(log).toEqual(['one+', 'one-', 'two+', 'two-', 'three+', 'three-']);
  });
});
