// What the outbox sender does not send although it was written: a 'turn' for a seat that has acted since (within a
// simultaneous phase whose deadline still runs, so the guard alone keeps it), and e-mail to an account without an
// address (not counted as sent).
import { GAME_IDS } from '@birzha/engine';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEmailChannel } from '../src/notify/email-channel.ts';
import { NotifySender } from '../src/notify/sender.ts';
import { Watchers } from '../src/notify/watchers.ts';
import type { Store } from '../src/store/store.ts';
import { account, event, links, notifyConfig } from './notify-email-kit.ts';
import { SmtpSink } from '@birzha/test-support';
import { tempSqliteStore, type TempStore } from './temp-store.ts';

const T = 1_800_000_000_000;
const GAME = GAME_IDS[0]!;
let smtp: SmtpSink;
let temp: TempStore;
let store: Store;

beforeAll(async () => {
  smtp = await new SmtpSink().start();
});
afterAll(() => smtp.close());
beforeEach(async () => {
  temp = await tempSqliteStore('birzha-notify-');
  store = temp.store;
  smtp.mails.length = 0;
  smtp.mode = 'accept';
});
afterEach(() => temp.close());

function sender(toAct: (tableId: string) => Promise<readonly number[] | null>): NotifySender {
  return new NotifySender({
    store,
    channels: [createEmailChannel({ smtpUrl: smtp.url, mailFrom: 'Birzha <birzha@example.org>' }, store)],
    links,
    watchers: new Watchers(),
    config: notifyConfig({ digestMs: 0, graceMs: 0 }),
    now: () => T,
    log: Fastify({ logger: false }).log,
    toAct,
  });
}

async function outcomes(userId: string): Promise<(string | null)[]> {
  const rows = await Promise.all([1, 2, 3].map((id) => store.notify.getNotification(id)));
  return rows.filter((r) => r?.userId === userId).map((r) => r?.outcome ?? null);
}

describe('the sender leaves out', () => {
  it("a 'turn' for a seat the table no longer waits for, and sends one for a seat it still waits for", async () => {
    await account(store, 'u1', 'anna@example.org');
    const waiting: Record<string, number[]> = { tab1: [0, 2], tab2: [1] };
    const s = sender((id) => Promise.resolve(waiting[id] ?? null));
    const turn = (tableId: string, seat: number) =>
      event('u1', T, { tableId, payload: { tableId, game: GAME, version: 3, seat }, dedupe: `turn:${tableId}` });
    // tab1 still waits for seat 0; tab2 moved on from seat 0 (it acted within the phase); tab3 is not known.
    await store.notify.enqueue([turn('tab1', 0), turn('tab2', 0), turn('tab3', 0)]);
    await s.runOnce();
    expect(await outcomes('u1')).toEqual(['sent', 'dropped:acted', 'sent']);
    expect(smtp.mails).toHaveLength(1);
  });

  it('e-mail to an account without an address: not used, so the row is not counted as sent', async () => {
    await account(store, 'u2', null);
    const s = sender(() => Promise.resolve(null));
    await store.notify.enqueue([event('u2', T, {}, GAME)]);
    await s.runOnce();
    expect(await outcomes('u2')).toEqual(['dropped:no-channel']);
    expect(smtp.mails).toHaveLength(0);
  });
});
