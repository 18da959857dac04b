// The NotifyStore contract (store/notify-store.ts) on every store implementation: SQLite always, PostgreSQL when
// TEST_DATABASE_URL is set (store-harness.ts). Each test gets a fresh database.
import { DEFAULT_NOTIFY_SETTINGS, type NotifySettings } from '@birzha/protocol';
import { expect, it } from 'vitest';
import type { NewNotification } from '../src/store/notify-store.ts';
import { describeStores, inChild } from './store-harness.ts';

const T = 1_700_000_000_000;

function note(userId: string, over: Partial<NewNotification> = {}): NewNotification {
  return {
    userId,
    kind: 'turn',
    tableId: 't1',
    payload: { tableId: 't1', game: 'g', version: 3, seat: 1 },
    dedupe: null,
    createdAt: T,
    dueAt: T,
    ...over,
  };
}

const emailOff: NotifySettings = { ...DEFAULT_NOTIFY_SETTINGS, email: { ...DEFAULT_NOTIFY_SETTINGS.email, on: false } };

describeStores('notifications', (get) => {
  it('enqueue writes rows once per (user, dedupe); they read back whole', async () => {
    const { store } = get();
    await store.notify.enqueue([
      note('u1', { dedupe: 'turn:t1:3' }),
      note('u1', { dedupe: 'turn:t1:3', kind: 'reminder' }),
      note('u2', { dedupe: 'turn:t1:3', guardKey: 'turn', payload: { hoursLeft: 12, name: 'Аня' } }),
      note('u1', { dedupe: null }),
      note('u1', { dedupe: null }),
    ]);
    await store.notify.enqueue([note('u1', { dedupe: 'turn:t1:3' })]);
    const mine = await store.notify.pendingOf('u1');
    expect(mine.map((r) => [r.kind, r.dedupe])).toEqual([
      ['turn', 'turn:t1:3'],
      ['turn', null],
      ['turn', null],
    ]);
    const [theirs] = await store.notify.pendingOf('u2');
    expect(theirs).toEqual({
      id: expect.any(Number) as number,
      userId: 'u2',
      kind: 'turn',
      tableId: 't1',
      payload: { hoursLeft: 12, name: 'Аня' },
      dedupe: 'turn:t1:3',
      guardKey: 'turn',
      createdAt: T,
      dueAt: T,
      attempts: 0,
      done: [],
      claimedUntil: null,
      finishedAt: null,
      outcome: null,
    });
    expect(await store.notify.getNotification(theirs!.id)).toEqual(theirs);
    expect(await store.notify.getNotification(999_999)).toBeUndefined();
  });

  it('claimDue: due rows earliest first, up to the limit, each once until its lease lapses', async () => {
    const { store } = get();
    await store.notify.enqueue([
      note('u1', { dueAt: T + 30 }),
      note('u2', { dueAt: T + 10 }),
      note('u3', { dueAt: T + 20 }),
      note('u4', { dueAt: T + 1000 }),
    ]);
    const first = await store.notify.claimDue(T + 100, T + 500, 2);
    expect(first.map((r) => r.userId)).toEqual(['u2', 'u3']);
    expect(first.every((r) => r.claimedUntil === T + 500)).toBe(true);
    expect((await store.notify.claimDue(T + 100, T + 500, 10)).map((r) => r.userId)).toEqual(['u1']);
    expect(await store.notify.claimDue(T + 499, T + 900, 10)).toEqual([]);
    // The claimer died: at the lease's end the rows are due again (u4's own time has come too).
    const again = await store.notify.claimDue(T + 1000, T + 2000, 10);
    expect(again.map((r) => r.userId)).toEqual(['u2', 'u3', 'u1', 'u4']);
  });

  it('settle: a retry is due later with one more attempt and the channels done; finished rows are never claimed', async () => {
    const { store } = get();
    await store.notify.enqueue([note('u1'), note('u2')]);
    const [a, b] = await store.notify.claimDue(T, T + 100, 10);
    await store.notify.settle(a!.id, { done: ['push'], finished: null, retryAt: T + 50 });
    await store.notify.settle(b!.id, { done: ['email', 'push'], finished: { at: T + 1, outcome: 'sent' }, retryAt: 0 });
    expect(await store.notify.getNotification(a!.id)).toMatchObject({
      attempts: 1,
      done: ['push'],
      dueAt: T + 50,
      claimedUntil: null,
      finishedAt: null,
    });
    expect(await store.notify.getNotification(b!.id)).toMatchObject({
      finishedAt: T + 1,
      outcome: 'sent',
      attempts: 1,
    });
    expect(await store.notify.claimDue(T + 49, T + 100, 10)).toEqual([]);
    const [again] = await store.notify.claimDue(T + 50, T + 100, 10);
    expect(again?.id).toBe(a!.id);
    // Only put off (an e-mail waiting for its digest): no attempt counted.
    await store.notify.settle(a!.id, { done: ['push'], finished: null, retryAt: T + 80, attempted: false });
    expect(await store.notify.getNotification(a!.id)).toMatchObject({ attempts: 1, dueAt: T + 80 });
    expect((await store.notify.pendingOf('u2')).length).toBe(0);
    expect((await store.notify.pendingOf('u1')).length).toBe(1);
  });

  it('claimPending takes a user’s due rows that nobody holds, and no one else’s', async () => {
    const { store } = get();
    await store.notify.enqueue([note('u1'), note('u1', { dueAt: T + 10 }), note('u1', { dueAt: T + 99 }), note('u2')]);
    const [held] = await store.notify.claimDue(T, T + 1000, 1);
    const more = await store.notify.claimPending('u1', T + 10, T + 1000);
    expect(more.map((r) => r.dueAt)).toEqual([T + 10]);
    expect(more[0]!.id).not.toBe(held!.id);
    expect(await store.notify.claimPending('u1', T + 10, T + 1000)).toEqual([]);
  });

  it('claimPending within a window: rows due by then and written by then', async () => {
    const { store } = get();
    await store.notify.enqueue([
      note('u1', { createdAt: T, dueAt: T + 50 }),
      note('u1', { createdAt: T + 5, dueAt: T + 60 }),
      note('u1', { createdAt: T, dueAt: T + 500 }),
    ]);
    const got = await store.notify.claimPending('u1', T, T + 1000, { dueBefore: T + 100, createdBefore: T });
    expect(got.map((r) => r.dueAt)).toEqual([T + 50]);
    expect(got[0]!.claimedUntil).toBe(T + 1000);
  });

  it('claimDue across processes: each row goes to exactly one claimer', async () => {
    const { store, harness } = get();
    const rows = Array.from({ length: 40 }, (_, i) => note(`u${i % 7}`, { dueAt: T + i }));
    await store.notify.enqueue(rows);
    const body = `
      const ids = [];
      for (;;) {
        const got = await store.notify.claimDue(${T + 100}, ${T + 10_000}, 3);
        if (got.length === 0) break;
        for (const r of got) ids.push(r.id);
      }
      return ids;`;
    const results = (await Promise.all([0, 1, 2].map(() => inChild(harness.child, body)))) as number[][];
    const all = results.flat();
    expect(all.length).toBe(40);
    expect(new Set(all).size).toBe(40);
  });

  it('settings: none until set; put and read back; the webhook secret kept', async () => {
    const { store } = get();
    expect(await store.notify.getSettings('u1')).toEqual({
      settings: null,
      webhookSecret: null,
      trouble: [],
      failures: {},
    });
    const mine: NotifySettings = {
      ...DEFAULT_NOTIFY_SETTINGS,
      webhook: { on: true, kinds: ['turn'] },
      webhookTarget: { url: 'https://example.org/h', discord: false },
      reminders: [6],
      lang: 'en',
    };
    await store.notify.putSettings('u1', mine, 'sec', T);
    expect(await store.notify.getSettings('u1')).toEqual({
      settings: mine,
      webhookSecret: 'sec',
      trouble: [],
      failures: {},
    });
    // A success with nothing failed before leaves a user with no settings without any.
    expect(await store.notify.countDelivery('u2', 'email', true, '', T, 3)).toBe(false);
    expect((await store.notify.getSettings('u2')).settings).toBeNull();
  });

  it('countDelivery: failures in a row switch a channel off with its trouble kept; turning it on clears it', async () => {
    const { store } = get();
    expect(await store.notify.countDelivery('u1', 'email', false, '550 no', T, 3)).toBe(false);
    expect(await store.notify.countDelivery('u1', 'email', false, '550 no', T + 1, 3)).toBe(false);
    // A success between clears the count.
    expect(await store.notify.countDelivery('u1', 'email', true, '', T + 2, 3)).toBe(false);
    expect((await store.notify.getSettings('u1')).failures).toEqual({});
    for (let i = 0; i < 2; i++) await store.notify.countDelivery('u1', 'email', false, 'refused', T + 3, 3);
    expect(await store.notify.countDelivery('u1', 'push', false, 'gone', T + 3, 3)).toBe(false);
    expect(await store.notify.countDelivery('u1', 'email', false, '550 mailbox unavailable', T + 4, 3)).toBe(true);
    let row = await store.notify.getSettings('u1');
    expect(row.settings).toEqual(emailOff);
    expect(row.trouble).toEqual([{ channel: 'email', at: T + 4, reason: '550 mailbox unavailable' }]);
    expect(row.failures).toEqual({ email: 3, push: 1 });
    // Still off, still failing (a row claimed before): counted, trouble unchanged.
    expect(await store.notify.countDelivery('u1', 'email', false, 'again', T + 5, 3)).toBe(true);
    expect((await store.notify.getSettings('u1')).trouble).toHaveLength(1);
    // Settings saved with e-mail still off keep the trouble; turned on, it goes.
    await store.notify.putSettings('u1', emailOff, null, T + 6);
    expect((await store.notify.getSettings('u1')).trouble).toHaveLength(1);
    await store.notify.putSettings('u1', DEFAULT_NOTIFY_SETTINGS, null, T + 7);
    row = await store.notify.getSettings('u1');
    expect(row.trouble).toEqual([]);
    expect(row.failures).toEqual({});
    expect(row.settings).toEqual(DEFAULT_NOTIFY_SETTINGS);
  });

  it('countDelivery from several connections at once counts every failure', async () => {
    const { store, harness } = get();
    const body = `
      for (let i = 0; i < 4; i++) await store.notify.countDelivery('u1', 'webhook', false, 'x', ${T}, 100);
      return null;`;
    await Promise.all([0, 1, 2].map(() => inChild(harness.child, body)));
    expect((await store.notify.getSettings('u1')).failures).toEqual({ webhook: 12 });
  });

  it('push subscriptions: add, list, re-subscribe the same endpoint, remove by id or by endpoint', async () => {
    const { store } = get();
    const sub = (id: string, userId: string, endpoint: string, createdAt = T) => ({
      id,
      userId,
      endpoint,
      p256dh: `p-${id}`,
      auth: `a-${id}`,
      createdAt,
    });
    await store.notify.addPushSubscription(sub('s1', 'u1', 'https://push.example/1'));
    await store.notify.addPushSubscription(sub('s2', 'u1', 'https://push.example/2', T + 1));
    await store.notify.addPushSubscription(sub('s3', 'u2', 'https://push.example/3'));
    expect(await store.notify.listPushSubscriptions('u1')).toEqual([
      { ...sub('s1', 'u1', 'https://push.example/1'), failures: 0 },
      { ...sub('s2', 'u1', 'https://push.example/2', T + 1), failures: 0 },
    ]);
    // The same browser subscribes again, now signed in as u2: one device, u2's.
    await store.notify.addPushSubscription(sub('s4', 'u2', 'https://push.example/1', T + 2));
    expect((await store.notify.listPushSubscriptions('u1')).map((s) => s.id)).toEqual(['s2']);
    expect((await store.notify.listPushSubscriptions('u2')).map((s) => s.id)).toEqual(['s3', 's4']);
    expect(await store.notify.removePushSubscription('u1', 's3')).toBe(false);
    expect(await store.notify.removePushSubscription('u2', 's3')).toBe(true);
    await store.notify.removePushEndpoint('https://push.example/2');
    expect(await store.notify.listPushSubscriptions('u1')).toEqual([]);
    expect((await store.notify.listPushSubscriptions('u2')).map((s) => s.id)).toEqual(['s4']);
  });
});
