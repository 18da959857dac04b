import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { cpuTimesOfNamed, pidsNamed } from './proc-stats.ts';

const dir = mkdtempSync(join(tmpdir(), 'birzha-proc-stats-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const seconds = (t: { user: number; system: number }) => t.user + t.system;

describe('cpuTimesOfNamed', () => {
  it('keeps the seconds of a process that ended between two readings (its parent holds them)', async () => {
    // A shell of a name of its own, whose subshell (the same name) spins, then ends and is waited for: as PostgreSQL's
    // postmaster and a backend that closes.
    const name = `bzcpu${process.pid % 100_000}`;
    const shell = join(dir, name);
    copyFileSync('/bin/sh', shell);
    const parent = spawn(shell, ['-c', '(i=0; while [ $i -lt 400000 ]; do i=$((i+1)); done) & wait; sleep 30'], {
      stdio: 'ignore',
    });
    try {
      // The subshell alive and spinning.
      let before = cpuTimesOfNamed(name);
      for (let i = 0; i < 50 && seconds(before) < 0.1; i++) {
        await sleep(50);
        before = cpuTimesOfNamed(name);
      }
      expect(seconds(before)).toBeGreaterThanOrEqual(0.1);
      // Ended: only the parent is left, sleeping.
      for (let i = 0; i < 200; i++) {
        await sleep(50);
        const after = cpuTimesOfNamed(name);
        if (after.at - before.at > 0 && pidsNamed(name).length === 1) {
          expect(seconds(after)).toBeGreaterThanOrEqual(seconds(before));
          return;
        }
      }
      throw new Error('the subshell did not end within 10 s');
    } finally {
      parent.kill('SIGKILL');
    }
  });
});
