import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { EXIT } from '../exit-codes.ts';
import type { Output } from '../output.ts';
import { runClient } from './client.ts';
import type { BotConfig } from './config.ts';
import { reporter } from './report.ts';
import { FAKE_TOKEN, FakeBotServer, type FakeOptions } from './testing/fake-server.ts';

// The client against a stand-in of the bot API served here (testing/fake-server.ts), playing through the real example
// bots of examples/: what it posts must answer the versions of the turns, with moves from those turns' legal lists.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const TS_BOT = `node --import tsx "${resolve(ROOT, 'examples/random-bot.ts')}"`;
const PY_BOT = `python3 "${resolve(ROOT, 'examples/random_bot.py')}"`;
const TIMING = { backoff: { firstMs: 50, maxMs: 400 }, idleMs: 10_000, exitGraceMs: 5000 };

let server: FakeBotServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function run(options: FakeOptions, config: Partial<BotConfig>, token = FAKE_TOKEN, timing = TIMING) {
  server = new FakeBotServer(options);
  const url = await server.start();
  let stderr = '';
  const output: Output = { out: () => {}, err: (t) => void (stderr += t), progressStream: undefined };
  const full: BotConfig = {
    server: url,
    token,
    exec: TS_BOT,
    plays: [{ game: 'akcioner', players: 2, options: {}, opponents: ['beginner'], rated: false }],
    acceptInvitations: true,
    once: true,
    quiet: false,
    ...config,
  };
  const code = await runClient(full, reporter(output, full.quiet), AbortSignal.timeout(60_000), timing);
  return { code, stderr, server };
}

/** Every turn of the bot's seat answered once by an accepted move from that turn's own list; nothing stale. */
function expectTurnsAnswered(fake: FakeBotServer, table: string): void {
  const t = fake.tables.get(table)!;
  expect(t.finished).toBe(true);
  const moves = fake.moves.filter((m) => m.table === table);
  expect(moves.every((m) => m.legal && m.version === m.current)).toBe(true);
  expect(moves.filter((m) => m.answer === 200).map((m) => m.version)).toEqual(t.turns);
  expect(t.turns.length).toBeGreaterThan(1);
}

describe('birzha bot against a stand-in server', () => {
  it('plays the TypeScript example through a made table and an accepted invitation, a dropped stream and a refusal', async () => {
    const { code, stderr, server: fake } = await run({ invitation: true, dropAt: 3, refuseAt: 2 }, {});
    expect(code, stderr).toBe(EXIT.ok);
    expect(fake.posts.find((p) => p.path === '/api/bot/tables')?.body).toEqual({
      game: 'akcioner',
      players: 2,
      options: {},
      bots: [{ seat: 1, level: 'beginner' }],
      start: true,
    });
    expect(fake.posts.some((p) => p.path === '/api/bot/invitations/inv1/accept')).toBe(true);
    expectTurnsAnswered(fake, 't1');
    expectTurnsAnswered(fake, 'inv-table');
    // Both tables' first streams were cut at version 3 and reopened, once each (and not again after the end).
    expect(fake.tables.get('t1')!.connections).toBe(2);
    expect(fake.tables.get('inv-table')!.connections).toBe(2);
    // The scripted refusal (one, on whichever table reached version 2 first) was answered anew at the same version.
    const refused = fake.moves.filter((m) => m.answer === 422);
    expect(refused).toHaveLength(1);
    expect(stderr).toContain('connected to');
    expect(stderr).toContain('invitation inv1 to akcioner from Anna: accepted');
    expect(stderr).toContain('table t1: akcioner started, seat 0 of 2');
    expect(stderr).toContain('table inv-table: akcioner started, seat 1 of 2');
    expect(stderr).toMatch(/table t1: move sent at version 0 \(now 1\)/);
    expect(stderr).toContain('refused: NOT_NOW');
    expect(stderr).toContain('table t1: game stream: the server closed the stream; reconnecting in 0.05 s');
    expect(stderr).toMatch(/table t1: game over, place [12] of 2/);
    expect(fake.posts.some((p) => p.path.endsWith('/resign'))).toBe(false);
  });

  it('plays the Python example, skipping a line that is not JSON, declining invitations, past a dead stream', async () => {
    const exec = `echo 'thinking...'; ${PY_BOT}`;
    const timing = { ...TIMING, idleMs: 500 };
    const {
      code,
      stderr,
      server: fake,
    } = await run({ invitation: true, stallAt: 3 }, { exec, acceptInvitations: false }, FAKE_TOKEN, timing);
    expect(code, stderr).toBe(EXIT.ok);
    expectTurnsAnswered(fake, 't1');
    expect(fake.tables.get('t1')!.connections).toBe(2);
    expect(stderr).toContain('table t1: game stream: nothing came for 0.5 s; reconnecting in 0.05 s');
    expect(fake.posts.some((p) => p.path === '/api/bot/invitations/inv1/decline')).toBe(true);
    expect(fake.tables.has('inv-table')).toBe(false);
    expect(stderr).toContain('ignored a line of the program (not JSON): thinking...');
  });

  it('resigns for a program that exits before the game is over, and exits 1', async () => {
    const { code, stderr, server: fake } = await run({}, { exec: 'exit 3' });
    expect(code).toBe(EXIT.failed);
    expect(fake.posts.some((p) => p.path === '/api/bot/game/t1/resign')).toBe(true);
    expect(stderr).toContain('table t1: the program ended before the game did (exit code 3); resigning');
  });

  it('stops at once when the server refuses the token', async () => {
    const { code, stderr, server: fake } = await run({}, {}, 'bzb_wrong');
    expect(code).toBe(EXIT.failed);
    expect(fake.posts).toEqual([]);
    expect(stderr).toContain('the server refused the event stream: UNAUTHORIZED (HTTP 401)');
  });

  it('is silent with --quiet but for problems', async () => {
    const { code, stderr, server: fake } = await run({}, { exec: PY_BOT, quiet: true });
    expect(code).toBe(EXIT.ok);
    expect(stderr).toBe('');
    // One stream for the whole game: it was closed at the end, not taken for a drop and reopened.
    expect(fake.tables.get('t1')!.connections).toBe(1);
  });
});
