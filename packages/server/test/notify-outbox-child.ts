// A notification sender in a process of its own (notify-outbox*.test.ts): another server's sender on the same
// database. Run as `node --import tsx notify-outbox-child.ts '<json>'`; prints "claimed" once it holds rows (the
// SIGKILL test kills it mid-delivery) and "done" at the end.
import { createEmailChannel } from '../src/notify/email-channel.ts';
import type { Store } from '../src/store/store.ts';
import { makeSender } from './notify-email-kit.ts';
import { sleep } from '@birzha/test-support';

interface ChildArgs {
  readonly store: { readonly module: string; readonly fn: string; readonly args: readonly unknown[] };
  readonly smtpUrl: string;
  readonly leaseMs: number;
  /** Run the sender's timer this long (ms); 0: one pass. */
  readonly runMs: number;
}

const args = JSON.parse(process.argv[2] ?? '{}') as ChildArgs;
const m = (await import(args.store.module)) as Record<string, (...a: unknown[]) => Promise<Store>>;
const store = await m[args.store.fn]!(...args.store.args);
const sender = makeSender(
  store,
  [createEmailChannel({ smtpUrl: args.smtpUrl, mailFrom: 'child@example.org' }, store)],
  {
    leaseMs: args.leaseMs,
    sendMs: 5,
  },
);
process.stdout.write('started\n');
if (args.runMs === 0) await sender.runOnce();
else {
  sender.start();
  await sleep(args.runMs);
  sender.stop();
  await sender.drained();
}
await store.close();
process.stdout.write('done\n');
