// "The game has started" mailed to people who were at the table when it started (a defect): Vera presses Start with
// her page of a turn-based table open, Tom's page is open too, both play, both close their pages. The start's rows
// are due after the grace and their e-mail waits for the digest; the sender looked only at who had the table open
// when it claimed them, by then nobody, so Tom got "While you were away: the game has started" and Vera a digest with
// the start and a later event. A notice about a table is not sent to a person who had a visible page of it at any
// time since it was written (a reminder: when it is due), and the start is no news to the host who pressed Start.
import { DEFAULT_NOTIFY_SETTINGS, PACE_PRESETS, type TableSummary } from '@birzha/protocol';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../src/config.ts';
import { createEmailChannel } from '../src/notify/email-channel.ts';
import type { NotifySender } from '../src/notify/sender.ts';
import { Watchers } from '../src/notify/watchers.ts';
import type { Store } from '../src/store/store.ts';
import { api, guest, startServer, TestClient, type TestServer } from './harness.ts';
import { account, event, makeSender } from './notify-email-kit.ts';
import { randomChooser } from './random-chooser.ts';
import { tempSqliteStore, type TempStore } from './temp-store.ts';
import { liveOf, quietMove } from './turn-based-support.ts';
import { parseMail, waitFor, SmtpSink } from '@birzha/test-support';

const GRACE = 30_000;
const DIGEST = 120_000;

let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await new SmtpSink().start();
});
afterAll(() => smtp.close());

const email = (store: Store) =>
  createEmailChannel({ smtpUrl: smtp.url, mailFrom: 'Birzha <birzha@example.org>' }, store);

/** The mails received so far: to whom, the subject, the text. */
const mails = () =>
  smtp.mails.map((m) => {
    const p = parseMail(m.raw);
    return { to: m.to.join(','), subject: p.subject, text: p.text };
  });

describe('over a real server: pages open at the start, closed before the notices are due', () => {
  let server: TestServer;
  /** The sender's clock runs ahead of the server's by this much: the grace and the digest pass at once. */
  let skew = 0;
  let sender: NotifySender;

  beforeAll(async () => {
    // The server's own sender stays idle: the test's, on the server's store and pages, is the one that sends.
    server = await startServer(randomChooser, {
      rateLimit: { perSecond: 1000, burst: 1000 },
      notify: { ...DEFAULT_CONFIG.notify, sendMs: 3_600_000 },
    });
    sender = makeSender(
      server.store,
      [email(server.store)],
      { graceMs: GRACE, digestMs: DIGEST },
      () => Date.now() + skew,
      server.app.watchers,
    );
  });
  afterAll(() => server.close());
  beforeEach(() => {
    smtp.mails.length = 0;
    skew = 0;
  });

  let made = 0;
  /** A guest made an account with an e-mail address, told in `lang`. */
  async function person(name: string, lang: 'ru' | 'en') {
    const g = await guest(server, name);
    made += 1;
    const address = `${name.toLowerCase()}${made}@example.org`;
    expect(await server.store.accounts.setCredentials(g.id, `${name.toLowerCase()}_${made}`, 'hash')).toBe(true);
    expect(await server.store.accounts.setEmail(g.id, address)).toBe(true);
    await server.store.notify.putSettings(g.id, { ...DEFAULT_NOTIFY_SETTINGS, lang }, null, Date.now());
    return { ...g, address };
  }

  /** Vera's turn-based table of `game` that Tom joined. */
  async function table(game: string, vera: { token: string }, tom: { token: string }): Promise<string> {
    const created = await api<{ table: TableSummary }>(server, vera.token, 'POST', '/api/tables', {
      game,
      players: 2,
      pace: PACE_PRESETS.day,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.table.id;
    expect((await api(server, tom.token, 'POST', `/api/tables/${id}/join`, {})).status).toBe(200);
    return id;
  }

  /** A page of the table, following it and visible, as the web client's is once its subscription is answered. */
  async function page(token: string, table: string): Promise<TestClient> {
    const c = await TestClient.connect(server, token);
    expect(await c.request({ t: 'subscribe', table })).toMatchObject({ t: 'ack' });
    expect(await c.request({ t: 'visible', table, visible: true })).toMatchObject({ t: 'ack' });
    return c;
  }

  /** The sender's passes at `ms` past the start (the grace, the digest). */
  async function sendAt(ms: number, startedAt: number): Promise<void> {
    skew = startedAt + ms - Date.now();
    await sender.runOnce();
  }

  it.each(['stockpile', 'akcioner'])(
    '%s: nobody who had the table open at the start is mailed that it started, alone or in a digest',
    async (game) => {
      const [vera, tom] = [await person('Vera', 'ru'), await person('Tom', 'en')];
      const id = await table(game, vera, tom);
      const pages = new Map([
        [vera.id, await page(vera.token, id)],
        [tom.id, await page(tom.token, id)],
      ]);
      const startedAt = Date.now();
      expect((await api(server, vera.token, 'POST', `/api/tables/${id}/start`)).status).toBe(200);
      // Both play at once: each seat the game waits for moves (whatever it causes is written while both look).
      const first = await liveOf(server, id);
      for (const seat of first.game.toAct(first.state)) {
        const live = await liveOf(server, id);
        if (!live.game.toAct(live.state).includes(seat)) continue;
        const client = pages.get(live.seats[seat]?.userId ?? '');
        const move = quietMove(live.game, live.state, seat);
        expect(await client?.request({ t: 'move', table: id, version: live.version, move })).toMatchObject({
          t: 'ack',
        });
      }
      // Then both close their pages, before the start's notices are due.
      for (const c of pages.values()) c.close();
      await waitFor(
        'the closed pages to stop watching',
        () => !server.app.watchers.isWatching(vera.id, id) && !server.app.watchers.isWatching(tom.id, id),
      );

      await sendAt(GRACE + 1_000, startedAt);
      // A later event of Vera's, while she is away: it goes, alone.
      await server.store.notify.enqueue([
        event(
          vera.id,
          startedAt + GRACE + 5_000,
          {
            kind: 'mention',
            tableId: id,
            dedupe: `mention:${id}:later`,
            payload: { tableId: id, game, name: 'Tom', text: 'Вера, ты где?' },
          },
          game,
        ),
      ]);
      await sendAt(DIGEST + 5_000, startedAt);
      await sendAt(GRACE + 5_000 + DIGEST + 1_000, startedAt);
      await smtp.waitFor(1);
      await sendAt(GRACE + 5_000 + 2 * DIGEST + 1_000, startedAt);

      const got = mails();
      expect(got.filter((m) => /started|началась/.test(m.subject + m.text))).toEqual([]);
      // What is still to do may be told (a turn seen and left unplayed goes when due); what happened while she
      // looked, never. Vera's later mention goes.
      expect(got.filter((m) => m.to === vera.address && m.text.includes('Вера, ты где?'))).toHaveLength(1);
      const rows = [
        ...(await server.store.notify.pendingOf(vera.id)),
        ...(await server.store.notify.pendingOf(tom.id)),
      ];
      // Nothing of the start is left to go later (the reminders, hours away, wait for their time).
      expect(rows.filter((r) => r.tableId === id && r.kind === 'started')).toEqual([]);
    },
  );
});

describe('the sender and the pages it heard of (a fake clock)', () => {
  const T = 1_800_000_000_000;
  let temp: TempStore;
  let store: Store;
  let clock = T;
  const now = (): number => clock;
  let watchers: Watchers;
  let sender: NotifySender;
  const started = (userId: string, at: number) =>
    event(userId, at, {
      kind: 'started',
      dedupe: `started:tab1:${userId}`,
      dueAt: at + GRACE,
      payload: { tableId: 'tab1', game: 'stockpile', version: 0, seat: 0 },
    });

  beforeEach(async () => {
    temp = await tempSqliteStore('birzha-notify-started-');
    store = temp.store;
    smtp.mails.length = 0;
    clock = T;
    await account(store, 'u1', 'u1@example.org');
    watchers = new Watchers(now);
    sender = makeSender(store, [email(store)], { graceMs: GRACE, digestMs: DIGEST }, now, watchers);
  });
  afterEach(() => temp.close());

  /** How the first row written ended (null: not yet). */
  const firstOutcome = async () => (await store.notify.getNotification(1))?.outcome ?? null;

  it('a page shown on another process when the row was written, and gone since, counts (watchers-sync)', async () => {
    watchers.setRemote('p2', 'tab1', ['u1']);
    await store.notify.enqueue([started('u1', clock)]);
    clock = T + 10_000;
    watchers.setRemote('p2', 'tab1', []);
    expect(watchers.isWatching('u1', 'tab1')).toBe(false);
    clock = T + GRACE;
    await sender.runOnce();
    clock = T + DIGEST;
    await sender.runOnce();
    expect(smtp.mails).toHaveLength(0);
    expect(await firstOutcome()).toBe('dropped:watching');
  });

  it('a page that went before the row was written, or a process forgotten, does not keep a person from being told', async () => {
    watchers.set('u1', 'tab1', 'c1', true);
    watchers.setRemote('p2', 'tab2', ['u1']);
    clock = T + 1_000;
    watchers.set('u1', 'tab1', 'c1', false);
    // A process gone (or a gap): what it said may be stale, and is not taken as a page seen until now.
    watchers.dropProcess('p2');
    clock = T + 2_000;
    await store.notify.enqueue([
      started('u1', clock),
      event('u1', clock, {
        kind: 'turn',
        tableId: 'tab2',
        dedupe: 'turn:tab2',
        dueAt: clock + GRACE,
        payload: { tableId: 'tab2', game: 'stockpile', version: 1, seat: 0 },
      }),
    ]);
    clock = T + 2_000 + DIGEST;
    await sender.runOnce();
    const [mail] = await smtp.waitFor(1);
    expect(parseMail(mail!.raw).subject).toBe('Биржа: Ваш ход — «Стокпайл», стол tab2 (и ещё 1 событие)');
  });

  it('a turn seen at the table and left unplayed is still told when it is due, to a person away then', async () => {
    watchers.set('u1', 'tab1', 'c1', true);
    await store.notify.enqueue([
      event('u1', clock, {
        kind: 'turn',
        dedupe: 'turn:tab1',
        dueAt: T + GRACE,
        payload: { tableId: 'tab1', game: 'stockpile', version: 1, seat: 0 },
      }),
    ]);
    clock = T + 1_000;
    watchers.set('u1', 'tab1', 'c1', false);
    clock = T + DIGEST;
    await sender.runOnce();
    await smtp.waitFor(1);
    expect(await firstOutcome()).toBe('sent');
  });

  it('a reminder goes when it is due to a person away then, though they looked at the table when it was written', async () => {
    watchers.set('u1', 'tab1', 'c1', true);
    await store.notify.enqueue([
      event('u1', clock, {
        kind: 'reminder',
        dedupe: 'reminder:tab1',
        dueAt: T + 3_600_000,
        payload: { tableId: 'tab1', game: 'stockpile', version: 0, seat: 0, hoursLeft: 1 },
      }),
    ]);
    clock = T + 60_000;
    watchers.set('u1', 'tab1', 'c1', false);
    clock = T + 3_600_000;
    await sender.runOnce();
    const [mail] = await smtp.waitFor(1);
    expect(parseMail(mail!.raw).subject).toBe('Биржа: На ход осталось 1 ч · Стокпайл');
    expect(await firstOutcome()).toBe('sent');
  });
});
