// A bot for the client's tests: plays a random legal move for each `turn` line, like examples/random-bot.ts, and
// besides appends every line it reads to the file $BOT_LOG (when set) and answers each turn only after $BOT_DELAY_MS
// (a slow program: its lines are still read and answered in order).
import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

const log = process.env['BOT_LOG'];
const delay = Number(process.env['BOT_DELAY_MS'] ?? 0);
const input = createInterface({ input: process.stdin });
let queue = Promise.resolve();

input.on('line', (text) => {
  queue = queue.then(async () => {
    if (log !== undefined) appendFileSync(log, text + '\n');
    const line = JSON.parse(text) as { t: string; legal?: readonly unknown[] | null };
    if (line.t !== 'turn' || !line.legal?.length) return;
    if (delay > 0) await sleep(delay);
    process.stdout.write(JSON.stringify(line.legal[Math.floor(Math.random() * line.legal.length)]) + '\n');
  });
});
input.on('close', () => void queue.then(() => process.exit(0)));
