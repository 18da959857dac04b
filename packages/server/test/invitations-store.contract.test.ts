// The invitations part of the Store contract (invitations-store.ts) on every store implementation: one invitation per
// (table, invitee), newest first, expired read as expired, exactly one answer while open.
import { expect, it } from 'vitest';
import type { InvitationRow } from '../src/store/invitations-store.ts';
import type { Store } from '../src/store/store.ts';
import { describeStores } from './store-harness.ts';
import { newTable } from './new-table.ts';

async function table(store: Store, id: string): Promise<void> {
  await store.createTable(
    newTable({ id, game: 'g1', hostId: 'host', createdAt: 1 }),
    [0, 1].map((seat) => ({ tableId: id, seat, userId: null, bot: null })),
  );
}

const invite = (id: string, tableId: string, toUserId: string, createdAt: number, expiresAt = createdAt + 1000) => ({
  id,
  tableId,
  fromUserId: 'host',
  toUserId,
  createdAt,
  expiresAt,
});

describeStores('invitations', (get) => {
  it('creates invitations open, reads them by id, by invitee (newest first) and by table', async () => {
    const { store } = get();
    await table(store, 't1');
    await table(store, 't2');
    await store.invitations.create([invite('i1', 't1', 'bob', 100), invite('i2', 't1', 'carol', 100)]);
    await store.invitations.create([invite('i3', 't2', 'bob', 200)]);
    const i1: InvitationRow = {
      id: 'i1',
      tableId: 't1',
      fromUserId: 'host',
      toUserId: 'bob',
      createdAt: 100,
      expiresAt: 1100,
      status: 'open',
      answeredAt: null,
    };
    expect(await store.invitations.get('i1')).toEqual(i1);
    expect(await store.invitations.get('nope')).toBeUndefined();
    expect((await store.invitations.listFor('bob', 150, 10)).map((r) => r.id)).toEqual(['i3', 'i1']);
    expect((await store.invitations.listFor('bob', 150, 1)).map((r) => r.id)).toEqual(['i3']);
    expect((await store.invitations.listOfTable('t1')).map((r) => r.id).sort()).toEqual(['i1', 'i2']);
    expect(await store.invitations.listFor('nobody', 150, 10)).toEqual([]);
  });

  it('ignores a second invitation of the same account to a table, in one call or two', async () => {
    const { store } = get();
    await table(store, 't1');
    await store.invitations.create([invite('i1', 't1', 'bob', 100)]);
    await store.invitations.create([invite('i2', 't1', 'bob', 300), invite('i3', 't1', 'carol', 300)]);
    await store.invitations.create([invite('i4', 't1', 'dave', 300), invite('i5', 't1', 'dave', 300)]);
    const rows = await store.invitations.listOfTable('t1');
    expect(rows.map((r) => r.toUserId).sort()).toEqual(['bob', 'carol', 'dave']);
    expect(rows.find((r) => r.toUserId === 'bob')?.id).toBe('i1');
    expect(await store.invitations.get('i2')).toBeUndefined();
  });

  it('reads an open invitation past its time as expired in the invitee list, and it cannot be answered', async () => {
    const { store } = get();
    await table(store, 't1');
    await store.invitations.create([invite('i1', 't1', 'bob', 100, 500)]);
    expect((await store.invitations.listFor('bob', 499, 10))[0]?.status).toBe('open');
    expect((await store.invitations.listFor('bob', 500, 10))[0]?.status).toBe('expired');
    expect(await store.invitations.answer('i1', 'accepted', 500)).toBe(false);
    expect((await store.invitations.get('i1'))?.answeredAt).toBeNull();
  });

  it('answers an open invitation once: accepted or declined, with the time; a second answer is refused', async () => {
    const { store } = get();
    await table(store, 't1');
    await store.invitations.create([invite('i1', 't1', 'bob', 100), invite('i2', 't1', 'carol', 100)]);
    expect(await store.invitations.answer('i1', 'accepted', 200)).toBe(true);
    expect(await store.invitations.answer('i1', 'declined', 210)).toBe(false);
    expect(await store.invitations.get('i1')).toMatchObject({ status: 'accepted', answeredAt: 200 });
    expect(await store.invitations.answer('i2', 'declined', 220)).toBe(true);
    expect((await store.invitations.listFor('carol', 5000, 10))[0]).toMatchObject({ status: 'declined' });
    expect(await store.invitations.answer('nope', 'declined', 220)).toBe(false);
  });

  it('lets exactly one of two racing answers win', async () => {
    const { store } = get();
    await table(store, 't1');
    await store.invitations.create([invite('i1', 't1', 'bob', 100)]);
    const wins = await Promise.all([
      store.invitations.answer('i1', 'accepted', 200),
      store.invitations.answer('i1', 'declined', 200),
    ]);
    expect(wins.filter(Boolean)).toHaveLength(1);
  });
});
