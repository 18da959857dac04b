// User names unique by look (issue 28), on every store: keys are confusable skeletons (store/username-key.ts), and
// migration 0009 rewrites the keys of a database whose names were unique only by case, keeping every account usable.
import { describe, expect, it } from 'vitest';
import type { KyselyStore } from '../src/store/kysely-store.ts';
import type { Store } from '../src/store/store.ts';
import { describeStores, forEachStore } from './store-harness.ts';

const T = 1_700_000_000_000;
const CYRILLIC_A = '\u0430';

describeStores('accounts: look-alike names', (get) => {
  it('a look-alike of a taken name is refused (register and a guest naming itself), and finds the owner', async () => {
    const { store } = get();
    expect(await store.accounts.createAccount({ id: 'u1', name: 'anna', createdAt: T }, 'anna', 'h1')).toBe(true);
    for (const [i, name] of [`${CYRILLIC_A}nna`, '\uff41\uff4e\uff4e\uff41', 'ANNA'].entries()) {
      expect(await store.accounts.createAccount({ id: `x${i}`, name, createdAt: T }, name, 'h')).toBe(false);
      expect(await store.getUser(`x${i}`)).toBeUndefined();
      await store.createUser({ id: `g${i}`, name: `Guest-${i}`, createdAt: T });
      expect(await store.accounts.setCredentials(`g${i}`, name, 'h')).toBe(false);
      expect(await store.getUser(`g${i}`)).toMatchObject({ username: null });
      expect((await store.accounts.findByUsername(name))?.id).toBe('u1');
    }
    expect(await store.accounts.createAccount({ id: 'u2', name: 'anya', createdAt: T }, 'anya', 'h2')).toBe(true);
    expect((await store.accounts.findByUsername('anya'))?.id).toBe('u2');
  });

  it('the name is stored as typed (NFC), only its key is the skeleton', async () => {
    const { store } = get();
    const typed = `\u0130van_${CYRILLIC_A}`;
    expect(await store.accounts.createAccount({ id: 'u1', name: 'x', createdAt: T }, typed, 'h1')).toBe(true);
    expect(await store.getUser('u1')).toMatchObject({ username: typed });
    expect((await store.accounts.findByUsername('ivan_a'))?.id).toBe('u1');
  });
});

forEachStore((name, makeHarness) => {
  describe(`${name}: migration 0009 (user name keys become skeletons)`, () => {
    it('keeps every account of names that now collide: the oldest keeps the key, each signs in by its name', async () => {
      const harness = await makeHarness();
      const store: Store = await harness.open();
      try {
        await (store as KyselyStore).migrateTo('0008_bot_accounts');
        // Keys as the server before 0009 wrote them: NFC, lower case. anna (Latin), аnna (Cyrillic а) and ａｎｎａ
        // (fullwidth) were three names; the Cyrillic one is the oldest. Boris collides with no one.
        const rows: [string, string, number][] = [
          ['latin', 'anna', T + 2],
          ['cyrillic', `${CYRILLIC_A}nna`, T + 1],
          ['wide', '\uff41\uff4e\uff4e\uff41', T + 3],
          ['boris', 'Boris', T],
        ];
        const values = rows.map(
          ([id, username, at]) => `('${id}', '${id}', ${at}, '${username}', '${username.toLowerCase()}', 'h-${id}')`,
        );
        await harness.sql(`
          insert into users (id, name, created_at, username, username_key, password_hash) values ${values.join(', ')};
          insert into users (id, name, created_at) values ('guest', 'Guest-1', ${T});
        `);
        await store.migrate();

        // Each finds its own account by the name it registered, so logs in as before.
        for (const [id, username] of rows) {
          expect((await store.accounts.findByUsername(username))?.id).toBe(id);
          expect(await store.getUser(id)).toMatchObject({ username, deletedAt: null });
          expect(await store.accounts.getPasswordHash(id)).toBe(`h-${id}`);
        }
        // Any other spelling is the oldest's, and a new look-alike is refused.
        expect((await store.accounts.findByUsername('ANNA'))?.id).toBe('cyrillic');
        expect((await store.accounts.findByUsername('boris'))?.id).toBe('boris');
        expect(await store.accounts.createAccount({ id: 'new', name: 'x', createdAt: T }, 'Anna', 'h')).toBe(false);
        expect(await store.accounts.createAccount({ id: 'new', name: 'x', createdAt: T }, 'B0ris', 'h')).toBe(false);
        // A guest is untouched, and a name that looks like no one's registers.
        expect(await store.getUser('guest')).toMatchObject({ username: null });
        expect(await store.accounts.setCredentials('guest', 'anya', 'h')).toBe(true);
        // The key holder deleted: the next oldest look-alike takes the key over, so the name stays taken.
        await store.accounts.deleteAccount('cyrillic', T + 10, 'Deleted');
        expect((await store.accounts.findByUsername('ANNA'))?.id).toBe('latin');
        expect((await store.accounts.findByUsername('\uff41\uff4e\uff4e\uff41'))?.id).toBe('wide');
        expect(await store.accounts.createAccount({ id: 'new', name: 'x', createdAt: T }, 'Anna', 'h')).toBe(false);
        await store.accounts.deleteAccount('latin', T + 11, 'Deleted');
        expect((await store.accounts.findByUsername('ANNA'))?.id).toBe('wide');
        await store.accounts.deleteAccount('wide', T + 12, 'Deleted');
        expect(await store.accounts.createAccount({ id: 'new', name: 'x', createdAt: T }, 'Anna', 'h')).toBe(true);
      } finally {
        await store.close();
        await harness.destroy();
      }
    });
  });
});
