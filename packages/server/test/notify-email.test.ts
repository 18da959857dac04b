// E-mail notifications end to end on a real local SMTP server: the outbox sender (notify/sender.ts) over a real store
// with the e-mail channel (notify/email-channel.ts). One mail per digest window, with the table, what happened, a link
// that opens the table and RFC 8058 one-click unsubscribe headers; retries with backoff; a refusing mailbox switched
// off with its trouble kept; rows dropped for a guest, a visible table, a reminder whose deadline is gone.
import { GAME_IDS } from '@birzha/engine';
import { DEFAULT_NOTIFY_SETTINGS } from '@birzha/protocol';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../src/config.ts';
import { createEmailChannel } from '../src/notify/email-channel.ts';
import { gameName } from '../src/notify/texts.ts';
import { Watchers } from '../src/notify/watchers.ts';
import type { Store } from '../src/store/store.ts';
import { account, event, links, makeSender } from './notify-email-kit.ts';
import { parseMail, SmtpSink } from '@birzha/test-support';
import { tempSqliteStore, type TempStore } from './temp-store.ts';
import { newTable } from './new-table.ts';

const T = 1_800_000_000_000;
const GAME = GAME_IDS[0]!;
let smtp: SmtpSink;
let temp: TempStore;
let store: Store;
let clock = T;
const now = (): number => clock;

beforeAll(async () => {
  smtp = await new SmtpSink().start();
});
afterAll(() => smtp.close());
beforeEach(async () => {
  temp = await tempSqliteStore('birzha-notify-');
  store = temp.store;
  smtp.mails.length = 0;
  smtp.mode = 'accept';
  clock = T;
  await account(store, 'u1', 'anna@example.org');
});
afterEach(() => temp.close());

const email = () => createEmailChannel({ smtpUrl: smtp.url, mailFrom: 'Birzha <birzha@example.org>' }, store);
const at = (ms: number) => event('u1', ms, {}, GAME);

describe('e-mail notifications', () => {
  it('wait for the digest window, then one mail: the table, what happened, its link, one-click unsubscribe', async () => {
    const sender = makeSender(store, [email()], { digestMs: 120_000 }, now);
    await store.notify.enqueue([at(T)]);
    await sender.runOnce();
    expect(smtp.mails).toHaveLength(0);
    const [row] = await store.notify.pendingOf('u1');
    expect(row).toMatchObject({ attempts: 0, dueAt: T + 120_000, done: [], finishedAt: null });
    clock = T + 119_999;
    await sender.runOnce();
    expect(smtp.mails).toHaveLength(0);
    clock = T + 120_000;
    await sender.runOnce();
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(['anna@example.org']);
    const m = parseMail(mail!.raw);
    expect(m.subject).toBe(`Биржа: Ваш ход · ${gameName(GAME, 'ru')!}`);
    expect(m.text).toContain(`«${gameName(GAME, 'ru')!}», стол tab1: ваш ход.`);
    expect(m.text).toContain(links.table('tab1'));
    expect(m.html).toContain(`href="${links.table('tab1')}"`);
    expect(m.headers.get('list-unsubscribe')).toBe(`<${links.unsubscribe('u1', 'email')}>`);
    expect(m.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(m.text).toContain(links.settings());
    expect(await store.notify.getNotification(row!.id)).toMatchObject({
      finishedAt: T + 120_000,
      outcome: 'sent',
      done: ['email'],
      attempts: 0,
    });
    await sender.runOnce();
    expect(smtp.mails).toHaveLength(1);
  });

  it('a digest: three events within the window go in one mail listing the three; a later one in the next', async () => {
    const sender = makeSender(store, [email()], { digestMs: 120_000 }, now);
    await store.notify.enqueue([at(T)]);
    clock = T + 10_000;
    await store.notify.enqueue([
      event(
        'u1',
        clock,
        { kind: 'mention', payload: { game: GAME, tableId: 'tab1', name: 'Bo', text: 'ты где?' } },
        GAME,
      ),
    ]);
    await sender.runOnce();
    clock = T + 60_000;
    await store.notify.enqueue([
      event('u1', clock, { kind: 'invitation', tableId: 'tab2', payload: { game: GAME, tableId: 'tab2', name: 'Bo' } }),
    ]);
    await sender.runOnce();
    expect(smtp.mails).toHaveLength(0);
    clock = T + 120_000;
    await sender.runOnce();
    await smtp.waitFor(1);
    const m = parseMail(smtp.mails[0]!.raw);
    expect(m.subject).toBe(`Биржа: Ваш ход — «${gameName(GAME, 'ru')!}», стол tab1 (и ещё 2 события)`);
    expect(m.text).toContain('стол tab1: ваш ход.');
    expect(m.text).toContain('Bo пишет: «ты где?»');
    expect(m.text).toContain('Bo приглашает вас за стол');
    expect(m.text).toContain(links.table('tab2'));
    expect((await store.notify.pendingOf('u1')).length).toBe(0);
    // The next event waits for a window of its own.
    clock = T + 125_000;
    await store.notify.enqueue([at(clock)]);
    await sender.runOnce();
    clock = T + 245_000;
    await sender.runOnce();
    await smtp.waitFor(2);
    expect(smtp.mails).toHaveLength(2);
    expect(parseMail(smtp.mails[1]!.raw).subject).toContain('Ваш ход');
  });

  it('in the language of the settings', async () => {
    await store.notify.putSettings('u1', { ...DEFAULT_NOTIFY_SETTINGS, lang: 'en' }, null, T);
    const sender = makeSender(store, [email()], {}, now);
    await store.notify.enqueue([
      at(T),
      event('u1', T, { kind: 'finished', payload: { game: GAME, place: 1, ratingBefore: 1500, ratingAfter: 1516 } }),
    ]);
    await sender.runOnce();
    const m = parseMail((await smtp.waitFor(1))[0]!.raw);
    expect(m.subject).toBe(`Birzha: Your turn — “${gameName(GAME, 'en')!}”, table tab1 (and 1 more)`);
    expect(m.text).toContain('it is your turn');
    expect(m.text).toContain('you placed 1st, rating 1500 → 1516 (+16)');
  });

  it('retries a refused delivery with backoff (base, then twice, then four times), then gives up', async () => {
    smtp.mode = { code: 451, message: 'try again later' };
    const sender = makeSender(store, [email()], { retryBaseMs: 1000, maxAttempts: 4, offAfter: 100 }, now);
    await store.notify.enqueue([at(T)]);
    const dues: number[] = [];
    const id = (await store.notify.pendingOf('u1'))[0]!.id;
    for (const t of [T, T + 999, T + 1000, T + 2999, T + 3000]) {
      clock = t;
      await sender.runOnce();
      const row = await store.notify.getNotification(id);
      dues.push(row!.dueAt - T);
      expect(row!.finishedAt).toBeNull();
    }
    // Not touched before its time; each failure doubles the wait.
    expect(dues).toEqual([1000, 1000, 3000, 3000, 7000]);
    expect((await store.notify.getNotification(id))!.attempts).toBe(3);
    expect((await store.notify.getSettings('u1')).failures).toEqual({ email: 3 });
    // The server takes mail again: the retry goes through, and the failures in a row are forgotten.
    smtp.mode = 'accept';
    clock = T + 7000;
    await sender.runOnce();
    await smtp.waitFor(1);
    expect(await store.notify.getNotification(id)).toMatchObject({ outcome: 'sent', done: ['email'] });
    expect((await store.notify.getSettings('u1')).failures).toEqual({});
    // One that keeps failing is given up after maxAttempts.
    smtp.mode = { code: 421, message: 'busy' };
    await store.notify.enqueue([at(clock)]);
    const other = (await store.notify.pendingOf('u1'))[0]!.id;
    for (let i = 0; i < 4; i++) {
      await sender.runOnce();
      clock = (await store.notify.getNotification(other))!.dueAt;
    }
    expect(await store.notify.getNotification(other)).toMatchObject({ outcome: 'failed', attempts: 4 });
    expect(smtp.mails).toHaveLength(1);
  });

  it('a mailbox that refuses for good: each row given up, the channel switched off after offAfter, trouble kept', async () => {
    smtp.mode = { code: 550, message: 'mailbox unavailable' };
    const sender = makeSender(store, [email()], { offAfter: 3 }, now);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      clock = T + i * 1000;
      await store.notify.enqueue([at(clock)]);
      ids.push((await store.notify.pendingOf('u1'))[0]!.id);
      await sender.runOnce();
    }
    const outcomes = await Promise.all(ids.map(async (id) => (await store.notify.getNotification(id))!.outcome));
    expect(outcomes).toEqual(['failed', 'failed', 'failed', 'dropped:no-channel']);
    const row = await store.notify.getSettings('u1');
    expect(row.settings?.email.on).toBe(false);
    expect(row.trouble).toEqual([{ channel: 'email', at: T + 2000, reason: expect.stringContaining('550') as string }]);
    expect(smtp.mails).toHaveLength(0);
  });

  it('drops what nobody should get: a guest, a table the user has open, a reminder whose deadline is gone', async () => {
    await account(store, 'g1', null, true);
    const watchers = new Watchers();
    watchers.set('u1', 'tab1', 'conn-1', true);
    const sender = makeSender(store, [email()], {}, now, watchers);
    await store.createTable(newTable({ id: 'tab3', game: GAME, hostId: 'u1', createdAt: T }), [
      { tableId: 'tab3', seat: 0, userId: 'u1', bot: null },
      { tableId: 'tab3', seat: 1, userId: null, bot: 'easy' },
    ]);
    expect(await store.startTable('tab3', T, [{ key: 'bank:0', dueAt: T + 3_600_000 }])).toBe(true);
    const reminder = (tableId: string, guardKey: string) =>
      event('u1', T, { kind: 'reminder', tableId, guardKey, payload: { game: GAME, tableId, hoursLeft: 1 } });
    await store.notify.enqueue([
      event('g1', T),
      at(T),
      event('u1', T, { kind: 'started', tableId: 'tab2', payload: { tableId: 'tab2', game: GAME } }, GAME),
      // A result of the table the user is looking at: the page shows it already.
      event('u1', T, { kind: 'finished', payload: { tableId: 'tab1', game: GAME, place: 1 } }, GAME),
      reminder('tab3', 'bank:1'),
      reminder('tab3', 'bank:0'),
      reminder('gone', 'bank:0'),
    ]);
    const ids = (await store.notify.pendingOf('u1')).map((r) => r.id);
    const guest = (await store.notify.pendingOf('g1'))[0]!.id;
    await sender.runOnce();
    expect((await store.notify.getNotification(guest))!.outcome).toBe('dropped:no-account');
    const outcomes = await Promise.all(ids.map(async (id) => (await store.notify.getNotification(id))!.outcome));
    expect(outcomes).toEqual([
      'dropped:watching',
      'sent',
      'dropped:watching',
      'dropped:guard',
      'sent',
      'dropped:guard',
    ]);
    const m = parseMail((await smtp.waitFor(1))[0]!.raw);
    expect(m.subject).toBe(`Биржа: На ход осталось 1 ч — «${gameName(GAME, 'ru')!}», стол tab3 (и ещё 1 событие)`);
    expect(m.text).toContain('партия началась');
    // The table is named with the other people at it (a bot holds the other seat here: none).
    expect(m.text).toContain('стол tab3: ваш ход, на часах осталось 1 ч.');
  });

  it('without SMTP_URL the channel is not available and nothing is mailed', async () => {
    const none = createEmailChannel({ smtpUrl: DEFAULT_CONFIG.smtpUrl, mailFrom: DEFAULT_CONFIG.mailFrom });
    expect(none.available).toBe(false);
    const sender = makeSender(store, [none], {}, now);
    await store.notify.enqueue([at(T)]);
    const [row] = await store.notify.pendingOf('u1');
    await sender.runOnce();
    expect((await store.notify.getNotification(row!.id))!.outcome).toBe('dropped:no-channel');
  });
});
