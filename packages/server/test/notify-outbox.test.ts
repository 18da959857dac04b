// The outbox across processes, on every store (SQLite always, PostgreSQL when TEST_DATABASE_URL is set): two senders
// (this process and another) deliver each notification exactly once; a sender SIGKILLed between claiming a row and
// finishing its mail leaves it to the other once the lease lapses (delayed, never dropped). Real SMTP server.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { GAME_IDS } from '@birzha/engine';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEmailChannel } from '../src/notify/email-channel.ts';
import { account, event, makeSender } from './notify-email-kit.ts';
import { describeStores, type Harness } from './store-harness.ts';
import { sleep, SmtpSink } from '@birzha/test-support';

const CHILD = fileURLToPath(new URL('./notify-outbox-child.ts', import.meta.url));
let smtp: SmtpSink;
let stalled: SmtpSink;

beforeAll(async () => {
  smtp = await new SmtpSink().start();
  stalled = await new SmtpSink().start();
  stalled.mode = 'hang';
});
afterAll(async () => {
  await smtp.close();
  await stalled.close();
});

function child(harness: Harness, smtpUrl: string, leaseMs: number, runMs: number): ChildProcess {
  const args = JSON.stringify({ store: harness.child, smtpUrl, leaseMs, runMs });
  return spawn(process.execPath, ['--import', 'tsx', CHILD, args], { stdio: ['ignore', 'pipe', 'inherit'] });
}

/** Resolves when the child prints `word` (a line), rejects if it exits first. */
function said(c: ChildProcess, word: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = '';
    c.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.split('\n').includes(word)) resolve();
    });
    c.once('exit', (code) => reject(new Error(`child exited (${code}) before "${word}": ${out}`)));
  });
}

const exited = (c: ChildProcess): Promise<unknown> =>
  c.exitCode !== null || c.signalCode !== null ? Promise.resolve() : new Promise((r) => c.once('exit', r));

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

describeStores('notification outbox across processes', (get) => {
  it('two senders, one in another process: every notification is mailed exactly once', async () => {
    const { store, harness } = get();
    smtp.mails.length = 0;
    const users = Array.from({ length: 40 }, (_, i) => `x${i}`);
    for (const u of users) await account(store, u, `${u}@example.org`);
    const other = child(harness, smtp.url, 30_000, 4000);
    await said(other, 'started');
    const mine = makeSender(store, [createEmailChannel({ smtpUrl: smtp.url, mailFrom: 'p@example.org' }, store)], {
      sendMs: 5,
      leaseMs: 30_000,
    });
    mine.start();
    // Written while both senders run, a few at a time, as moves would.
    const written = new Map<string, number>();
    for (let i = 0; i < users.length; i += 4) {
      for (const u of users.slice(i, i + 4)) written.set(`${u}@example.org`, Date.now());
      await store.notify.enqueue(users.slice(i, i + 4).map((u) => event(u, Date.now(), {}, GAME_IDS[0])));
      await sleep(15);
    }
    await smtp.waitFor(users.length, 20_000);
    await exited(other);
    mine.stop();
    await mine.drained();
    await sleep(200);
    const to = smtp.mails.flatMap((m) => m.to);
    expect(to.length).toBe(users.length);
    expect(new Set(to).size).toBe(users.length);
    const rows = (await Promise.all(users.map((u) => store.notify.pendingOf(u)))).flat();
    expect(rows).toEqual([]);
    // Both senders took part.
    const byChild = smtp.mails.filter((m) => /^from: child@example\.org/im.test(m.raw)).length;
    // Time from the write to the mail's arrival at the SMTP server (the senders poll every 5 ms here).
    const lat = smtp.mails.map((m) => m.at - written.get(m.to[0]!)!).sort((a, b) => a - b);
    console.info(
      `notify outbox: ${byChild}/${users.length} mailed by the other process; write -> mail p50 ${percentile(lat, 50)} ms, p99 ${percentile(lat, 99)} ms`,
    );
  }, 60_000);

  it('a sender SIGKILLed mid-delivery: the row waits out its lease, then the other sender mails it once', async () => {
    const { store, harness } = get();
    smtp.mails.length = 0;
    await account(store, 'k1', 'k1@example.org');
    await store.notify.enqueue([event('k1', Date.now(), {}, GAME_IDS[0])]);
    const [row] = await store.notify.pendingOf('k1');
    const leaseMs = 2000;
    const dying = child(harness, stalled.url, leaseMs, 0);
    const midDelivery = new Promise<void>((resolve) => {
      stalled.onDataStart = resolve;
    });
    await midDelivery;
    const claimedAt = Date.now();
    dying.kill('SIGKILL');
    await exited(dying);
    stalled.onDataStart = null;
    expect(stalled.mails).toHaveLength(0);
    const held = await store.notify.getNotification(row!.id);
    expect(held?.claimedUntil).toBeGreaterThan(claimedAt - 1000);
    expect(held?.finishedAt).toBeNull();

    const mine = makeSender(store, [createEmailChannel({ smtpUrl: smtp.url, mailFrom: 'p@example.org' }, store)]);
    // Still claimed by the dead sender: left alone.
    await mine.runOnce();
    expect(smtp.mails).toHaveLength(0);
    while (Date.now() <= held!.claimedUntil!) await sleep(50);
    await mine.runOnce();
    await smtp.waitFor(1);
    await mine.runOnce();
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.to).toEqual(['k1@example.org']);
    expect(await store.notify.getNotification(row!.id)).toMatchObject({ outcome: 'sent', done: ['email'] });
  }, 60_000);
});
