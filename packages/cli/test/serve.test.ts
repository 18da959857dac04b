// `birzha serve` with a PostgreSQL that is not there: it waits DATABASE_WAIT_MS, saying so, then exits 1 with what and
// where (the password hidden). It used to exit 3, "internal error (a bug)", with a stack trace.
import { createServer } from 'node:net';
import { expect, it } from 'vitest';
import { runCli, tempDir } from './run-cli.ts';

/** A port with nothing listening on it (taken, then let go). */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 1));
    });
  });
}

it('waits for a database it cannot reach, then says so and exits 1', async () => {
  const port = await closedPort();
  const dir = tempDir();
  try {
    const run = runCli(['serve'], undefined, {
      DATABASE_URL: `postgres://birzha:s3cret@127.0.0.1:${port}/birzha`,
      DATABASE_WAIT_MS: '1500',
      BIRZHA_DATA_DIR: dir.path,
      PORT: '0',
      REDIS_URL: '',
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `birzha serve: the database at postgres://birzha:***@127.0.0.1:${port}/birzha could not be reached for 2 s ` +
        `(connect ECONNREFUSED 127.0.0.1:${port}): is it running, and is DATABASE_URL right?`,
    );
    expect(run.stderr).not.toContain('a bug');
    // The wait was said in the log (a warning per try), and no password anywhere.
    expect(run.stdout).toContain('waiting for the database');
    expect(run.stdout + run.stderr).not.toContain('s3cret');
  } finally {
    dir.remove();
  }
}, 60_000);
