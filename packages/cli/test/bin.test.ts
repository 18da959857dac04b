import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT, tempDir } from './run-cli.ts';

const BIN = join(REPO_ROOT, 'packages/cli/bin/birzha.js');

function run(bin: string, args: readonly string[], cwd = REPO_ROOT) {
  const r = spawnSync(process.execPath, [bin, ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  if (r.error !== undefined) throw r.error;
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * A repository of the same layout in a temporary folder: the real bin, a stand-in build script (writes a line to
 * stdout and stderr, then exits with `buildExit`) and, when `built`, a stand-in CLI bundle that prints its arguments
 * and exits with 5 for `fail`.
 */
function fakeRepo(dir: string, { buildExit = 0, built = true } = {}): string {
  const bin = join(dir, 'packages/cli/bin/birzha.js');
  mkdirSync(join(dir, 'packages/cli/bin'), { recursive: true });
  mkdirSync(join(dir, 'scripts'), { recursive: true });
  copyFileSync(BIN, bin);
  writeFileSync(
    join(dir, 'scripts/build.mjs'),
    `process.stdout.write('build: stdout line\\n');\nprocess.stderr.write('build: checked\\n');\nprocess.exit(${buildExit});\n`,
  );
  if (built) {
    mkdirSync(join(dir, 'dist/node'), { recursive: true });
    writeFileSync(
      join(dir, 'dist/node/birzha.mjs'),
      `process.stdout.write('built cli: ' + JSON.stringify(process.argv.slice(2)) + '\\n');\n` +
        `process.exitCode = process.argv.includes('fail') ? 5 : 0;\n`,
    );
  }
  return bin;
}

describe('the birzha bin', () => {
  let temp: ReturnType<typeof tempDir> | undefined;
  afterEach(() => temp?.remove());

  it('asks for the build, then runs the built CLI with its arguments and exit code', () => {
    temp = tempDir();
    const bin = fakeRepo(temp.path);
    const ok = run(bin, ['replay', '-', '--viewer', '1']);
    expect(ok.code).toBe(0);
    // the build's output (both streams) goes to stderr: stdout is the command's alone
    expect(ok.stdout).toBe('built cli: ["replay","-","--viewer","1"]\n');
    expect(ok.stderr).toContain('build: checked');
    expect(ok.stderr).toContain('build: stdout line');
    expect(run(bin, ['fail']).code).toBe(5);
  });

  it('runs nothing when the build fails, and says how to build', () => {
    temp = tempDir();
    const bin = fakeRepo(temp.path, { buildExit: 1 });
    const r = run(bin, ['--help'], temp.path);
    expect(r.code).toBe(1);
    expect(r.stdout).not.toContain('built cli');
    expect(r.stderr).toContain('birzha: the build failed (exit 1');
    expect(r.stderr).toContain('`npm ci && npm run build` in .');
  });

  it('says how to build when there is no built CLI', () => {
    temp = tempDir();
    const bin = fakeRepo(temp.path, { built: false });
    const r = run(bin, ['--help'], temp.path);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('birzha: no built CLI at dist/node/birzha.mjs');
    expect(r.stderr).toContain('npm run build');
  });

  // The real bin in this repository: builds dist/ first if a source changed since the last build (then minutes).
  it('runs the real built CLI: --help lists its commands', { timeout: 600_000 }, () => {
    const r = run(BIN, ['--help']);
    expect(r.stderr).not.toContain('birzha: ');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Usage: birzha');
    for (const command of ['replay', 'simulate', 'perft', 'serve']) expect(r.stdout).toContain(`  ${command}`);
  });
});
