import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { EXIT } from '../exit-codes.ts';
import type { Output } from '../output.ts';
import { ONCE_ATTEMPTS, runClient } from './client.ts';
import type { BotConfig } from './config.ts';
import { reporter } from './report.ts';
import { FAKE_TOKEN, FakeBotServer, type FakeOptions } from './testing/fake-server.ts';

// The client against a stand-in of the bot API served here (testing/fake-server.ts), playing through the real example
// bots of examples/: what it posts must answer the versions of the turns, with moves from those turns' legal lists.

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const TS_BOT = `node --import tsx "${resolve(ROOT, 'examples/random-bot.ts')}"`;
const PY_BOT = `python3 "${resolve(ROOT, 'examples/random_bot.py')}"`;
const TEST_BOT = resolve(ROOT, 'packages/cli/src/bot/testing/test-bot.ts');
const TIMING = { backoff: { firstMs: 50, maxMs: 400 }, idleMs: 10_000, exitGraceMs: 5000, seatLostWaitMs: 300 };

/** The test bot (testing/test-bot.ts), writing the lines it reads to a file of its own, and slow if asked. */
function testBot(delayMs = 0): { exec: string; lines: () => Record<string, unknown>[] } {
  const log = join(mkdtempSync(join(tmpdir(), 'birzha-bot-')), 'lines.ndjson');
  return {
    exec: `BOT_LOG="${log}" BOT_DELAY_MS=${delayMs} node --import tsx "${TEST_BOT}"`,
    lines: () =>
      readFileSync(log, 'utf8')
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  };
}

let server: FakeBotServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function run(
  options: FakeOptions,
  config: Partial<BotConfig>,
  token = FAKE_TOKEN,
  timing = TIMING,
  { limitMs = 60_000, dead = false } = {},
) {
  server = new FakeBotServer(options);
  const url = await server.start();
  if (dead) {
    // A port nothing listens on any more: every connection is refused.
    await server.close();
    server = undefined;
  }
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
  const started = Date.now();
  const code = await runClient(full, reporter(output, full.quiet), AbortSignal.timeout(limitMs), timing);
  return { code, stderr, server: server!, ms: Date.now() - started, url };
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
  it('plays the TypeScript example through a made table, a dropped stream and a refusal', async () => {
    const { code, stderr, server: fake } = await run({ dropAt: 3, refuseAt: 2 }, {});
    expect(code, stderr).toBe(EXIT.ok);
    expect(fake.posts.find((p) => p.path === '/api/bot/tables')?.body).toEqual({
      game: 'akcioner',
      players: 2,
      options: {},
      bots: [{ seat: 1, level: 'beginner' }],
      start: true,
    });
    expectTurnsAnswered(fake, 't1');
    // The first stream was cut at version 3 and reopened, once (and not again after the end).
    expect(fake.tables.get('t1')!.connections).toBe(2);
    // The scripted refusal was answered anew at the same version.
    const refused = fake.moves.filter((m) => m.answer === 422);
    expect(refused).toHaveLength(1);
    expect(stderr).toContain('connected to');
    expect(stderr).toContain('table t1: akcioner started, seat 0 of 2');
    expect(stderr).toMatch(/table t1: move sent at version 0 \(now 1\)/);
    expect(stderr).toContain('refused: NOT_NOW');
    expect(stderr).toContain('table t1: game stream: the server closed the stream; reconnecting in 0.05 s');
    expect(stderr).toMatch(/table t1: game over, place [12] of 2/);
    expect(fake.posts.some((p) => p.path.endsWith('/resign'))).toBe(false);
  });

  it('without --play, accepts an invitation, plays its game and exits with --once when it is over', async () => {
    const { code, stderr, server: fake } = await run({ invitation: true, dropAt: 3 }, { plays: [] });
    expect(code, stderr).toBe(EXIT.ok);
    expect(fake.posts.some((p) => p.path === '/api/bot/invitations/inv1/accept')).toBe(true);
    expectTurnsAnswered(fake, 'inv-table');
    expect(fake.tables.get('inv-table')!.connections).toBe(2);
    expect(stderr).toContain('invitation inv1 to akcioner from Anna: accepted');
    expect(stderr).toContain('table inv-table: akcioner started, seat 1 of 2');
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

  it('waits out RATE_LIMITED for retryAfter and sends the move again, however many times, until it is taken', async () => {
    const { code, stderr, server: fake } = await run({ rateLimit: { at: 2, times: 6, retryAfter: 0.2 } }, {});
    expect(code, stderr).toBe(EXIT.ok);
    const tries = fake.moves.filter((m) => m.version === 2);
    expect(tries.map((m) => m.answer)).toEqual([429, 429, 429, 429, 429, 429, 200]);
    // The same move each time, each try retryAfter after the last (timers may fire a little early).
    expect(new Set(tries.map((m) => JSON.stringify(m.move))).size).toBe(1);
    for (let i = 1; i < tries.length; i++) expect(tries[i]!.time - tries[i - 1]!.time).toBeGreaterThanOrEqual(190);
    expectTurnsAnswered(fake, 't1');
    expect(stderr).toContain('table t1: move at version 2: RATE_LIMITED; waiting 0.2 s before sending it again');
  });

  it("sends a slow program's move with the version of the turn it answers, and then the newest turn", async () => {
    const bot = testBot(300);
    const { code, stderr, server: fake } = await run({ ticksAt: 2 }, { exec: bot.exec });
    expect(code, stderr).toBe(EXIT.ok);
    // Each move came from the legal list of the turn whose version it was sent with (the fake's moves name it).
    expect(fake.moves.map((m) => [(m.move as { at: number }).at, m.version])).toEqual(
      fake.moves.map((m) => [m.version, m.version]),
    );
    // The answer to version 2 came after the match had moved on to 4: refused STALE, then version 4 was offered.
    expect(fake.moves.find((m) => m.version === 2)).toMatchObject({ current: 4, answer: 409 });
    expect(fake.moves.find((m) => m.version === 4)).toMatchObject({ current: 4, answer: 200 });
    const turns = bot.lines().filter((l) => l['t'] === 'turn');
    expect(turns.map((l) => l['version'])).not.toContain(3);
    expect(stderr).toContain('move at version 2 refused: STALE');
  });

  it('with --play and --once, plays only the table it made and leaves other matches and invitations alone', async () => {
    const {
      code,
      stderr,
      server: fake,
      ms,
    } = await run({ otherGame: true, invitation: true }, {}, FAKE_TOKEN, TIMING, {
      limitMs: 15_000,
    });
    expect(code, stderr).toBe(EXIT.ok);
    expect(ms).toBeLessThan(10_000);
    expectTurnsAnswered(fake, 't1');
    expect(fake.tables.get('other')!.connections).toBe(0);
    expect(fake.posts.filter((p) => p.path.startsWith('/api/bot/invitations/'))).toEqual([]);
    expect(stderr).toContain('table other: under way, left alone (--play with --once plays only the tables it makes)');
    expect(stderr).toContain('invitation inv1 to akcioner from Anna: left unanswered (--play with --once)');
  });

  it('with --once, gives up on a server it cannot reach after a bounded number of attempts: exit 1', async () => {
    const timing = { ...TIMING, backoff: { firstMs: 10, maxMs: 40 } };
    const { code, stderr, url } = await run({}, {}, FAKE_TOKEN, timing, { limitMs: 15_000, dead: true });
    expect(code).toBe(EXIT.failed);
    expect(stderr.match(/event stream: .*; reconnecting in/g)).toHaveLength(ONCE_ATTEMPTS - 1);
    expect(stderr).toContain(`could not reach ${url} (`);
    expect(stderr).toContain(`in ${ONCE_ATTEMPTS} attempts in a row; giving up (--once)`);
  });

  it('without --once, keeps trying to reach the server until it is stopped', async () => {
    const timing = { ...TIMING, backoff: { firstMs: 10, maxMs: 20 } };
    const { code, stderr } = await run({}, { once: false }, FAKE_TOKEN, timing, { limitMs: 1000, dead: true });
    expect(code).toBe(EXIT.ok);
    expect(stderr.match(/reconnecting in/g)!.length).toBeGreaterThan(ONCE_ATTEMPTS);
    expect(stderr).not.toContain('giving up');
  });

  it('takes back a seat lost for timeouts and plays on with the same program', async () => {
    const bot = testBot();
    const lost = { at: 4, reason: 'timeouts', returns: true } as const;
    const {
      code,
      stderr,
      server: fake,
    } = await run({ seatLost: lost }, { exec: bot.exec }, FAKE_TOKEN, TIMING, {
      limitMs: 15_000,
    });
    expect(code, stderr).toBe(EXIT.ok);
    expect(fake.posts.filter((p) => p.path === '/api/bot/game/t1/return')).toHaveLength(1);
    expect(fake.tables.get('t1')!.finished, stderr).toBe(true);
    expect(stderr).toContain('table t1: seat lost: a server bot took it over after its turns timed out');
    expect(stderr).toContain('table t1: took the seat back; playing on');
    const lines = bot.lines();
    expect(lines.filter((l) => l['t'] === 'start')).toHaveLength(1);
    expect(lines.filter((l) => l['t'] === 'end')).toEqual([
      { t: 'end', outcome: expect.anything(), reason: 'finished' },
    ]);
  });

  it.each([
    ['left', false, 'left', 0],
    ['timeouts', false, 'timeouts', 1],
    ['notSeated', true, null, 0],
  ] as const)(
    'tells the program its seat was lost (%s, return route %s) and exits 1',
    async (reason, returns, lostFor, tries) => {
      const bot = testBot();
      const lost = { at: 4, reason, returns };
      const {
        code,
        stderr,
        server: fake,
      } = await run({ seatLost: lost }, { exec: bot.exec }, FAKE_TOKEN, TIMING, {
        limitMs: 15_000,
      });
      expect(code, stderr).toBe(EXIT.failed);
      expect(fake.posts.filter((p) => p.path === '/api/bot/game/t1/return')).toHaveLength(tries);
      expect(fake.posts.some((p) => p.path.endsWith('/resign'))).toBe(false);
      expect(bot.lines().at(-1)).toEqual({ t: 'end', outcome: null, reason: 'seatLost', lostFor });
      expect(stderr).toContain('table t1: seat lost: ');
      expect(stderr).not.toContain('the program ended');
    },
  );
});
