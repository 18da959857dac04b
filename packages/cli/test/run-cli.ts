import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: the CLI is run from there, as `npm run birzha` does. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** What a CLI run left behind. */
export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the real CLI in a child process (the same command line as the root `birzha` script). */
export function runCli(args: readonly string[], input?: string, env: NodeJS.ProcessEnv = {}): CliRun {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'packages/cli/src/main.ts', ...args], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    input,
    // A test must never see a progress bar or colours, whatever terminal runs it.
    env: { ...process.env, FORCE_COLOR: '0', ...env },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.error !== undefined) throw r.error;
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** A fresh temporary directory and its removal. */
export function tempDir(): { readonly path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), 'birzha-cli-'));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
