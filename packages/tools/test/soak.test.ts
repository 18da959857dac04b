// `npm run soak` with every fault at once, short: the build's soak as a child process (the build made once per run by
// Vitest's globalSetup), three server processes on PostgreSQL (a fresh schema) and a private redis-server, bot tables
// of every game, spectators and lobby pages on each process; process kills, Redis crashes, bus link cuts and
// database connections ended while play goes on; and, apart, a PostgreSQL of the soak's own restarted under the play.
// Each fault found a defect once (README, Benchmark: the soak); this keeps them found.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SOAK = `${REPO_ROOT}dist/node/soak.mjs`;
const DATABASE = process.env['TEST_DATABASE_URL'] ?? '';

/** The private PostgreSQL's server binaries (Debian keeps them in /usr/lib/postgresql/<major>/bin). */
const hasPostgresServer = () =>
  existsSync('/usr/lib/postgresql') &&
  readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`));

function skipReason(): string | null {
  if (DATABASE === '') return 'TEST_DATABASE_URL is not set (a PostgreSQL URL; .ci/start-postgres.sh prints one)';
  if (!existsSync('/usr/bin/redis-server')) return '/usr/bin/redis-server is missing (Debian package redis-server)';
  return null;
}

interface SoakReport {
  moves: number;
  errors: { total: number; byKind: Record<string, number> };
  spectators: { updates: number; closesByKills: number; reconnects: number; storeChecks: number };
  lobbies: { changes: number; closesByKills: number; reconnects: number };
  processKills: { kills: { process: number; backAfterMs: number | null }[] };
  redisRestarts: unknown[];
  busLinkKills: { cut: number };
  databaseConnectionsEnded: number;
  databaseRestarts?: { restarts: { how: string; backAfterMs: number | null }[] };
  stillTables: { stuckTables: number };
}

/** Runs the soak with `args`; its exit code, its JSON, and what it said on stderr (shown when something fails). */
function soak(args: readonly string[]): Promise<{ code: number | null; report: SoakReport | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--enable-source-maps', SOAK, ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, TEST_DATABASE_URL: DATABASE },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
    child.on('close', (code) => {
      let report: SoakReport | null = null;
      try {
        report = JSON.parse(stdout) as SoakReport;
      } catch {
        // No JSON: the exit code and stderr say why.
      }
      resolve({ code, report, stderr });
    });
  });
}

/** The soak's report, once it is seen to have ended with no error (else its stderr's last lines say why). */
function clean({ code, report, stderr }: Awaited<ReturnType<typeof soak>>): SoakReport {
  const said = `soak exited ${code}; stderr:\n${stderr.split('\n').slice(-60).join('\n')}`;
  expect(report, said).not.toBeNull();
  expect(report?.errors, said).toMatchObject({ total: 0 });
  expect(code, said).toBe(0);
  return report as SoakReport;
}

/** What both runs play: 40 tables on 3 processes, 2 spectators on each, a sample every 15 s. */
const TABLES = ['--tables', '40', '--processes', '3', '--spectators', '2', '--sample-seconds', '15'];

const reason = skipReason();

describe.skipIf(reason !== null)('the soak with every fault at once', () => {
  it('plays on through process kills, Redis crashes, link cuts and database connections ended, with no error', async () => {
    const ran = await soak([
      '--minutes',
      '0.75',
      ...TABLES,
      '--quiet-processes',
      '1',
      '--process-kills-every',
      '12',
      '--redis-restarts-every',
      '20',
      '--bus-link-kills-every',
      '5',
      '--db-kills-every',
      '1',
    ]);
    const r = clean(ran);
    // Every fault happened while play went on, and every client the kills cut off came back.
    expect(r.processKills.kills.length).toBeGreaterThanOrEqual(2);
    expect(r.processKills.kills.every((k) => k.backAfterMs !== null)).toBe(true);
    expect(r.spectators.closesByKills + r.lobbies.closesByKills).toBeGreaterThan(0);
    expect(r.spectators.reconnects).toBe(r.spectators.closesByKills);
    expect(r.lobbies.reconnects).toBe(r.lobbies.closesByKills);
    expect(r.redisRestarts.length).toBeGreaterThanOrEqual(1);
    expect(r.busLinkKills.cut).toBeGreaterThan(0);
    expect(r.databaseConnectionsEnded).toBeGreaterThan(0);
    expect(r.moves).toBeGreaterThan(1000);
    expect(r.spectators.updates).toBeGreaterThan(0);
    expect(r.spectators.storeChecks).toBeGreaterThan(0);
    expect(r.lobbies.changes).toBeGreaterThan(0);
    expect(r.stillTables.stuckTables).toBe(0);
  });

  // A PostgreSQL of its own (postgres-child.ts), restarted under the play: the shared one cannot be.
  it.skipIf(!hasPostgresServer())(
    'plays on through PostgreSQL restarts, a fast shutdown and a crash, with no error',
    async () => {
      const ran = await soak(['--minutes', '0.5', ...TABLES, '--db-restarts-every', '9']);
      const r = clean(ran);
      const restarts = r.databaseRestarts?.restarts ?? [];
      expect(restarts.map((x) => x.how).slice(0, 2)).toEqual(['fast', 'immediate']);
      expect(restarts.every((x) => x.backAfterMs !== null)).toBe(true);
      expect(r.moves).toBeGreaterThan(1000);
      expect(r.spectators.storeChecks).toBeGreaterThan(0);
      expect(r.stillTables.stuckTables).toBe(0);
    },
  );
});
