import { readFileSync, writeFileSync } from 'node:fs';

// Linux's autogroup scheduling shares CPU between sessions first and between processes of a session second, so
// the plain nice level of a process weighs nothing against another session's processes (someone else's test run on
// the same machine). Each child therefore runs in a session of its own (spawn's `detached`), and --nice also sets
// the nice level of that session's autogroup.

/** Whether the kernel schedules by autogroup (/proc/sys/kernel/sched_autogroup_enabled). */
export function autogroupEnabled(): boolean {
  try {
    return readFileSync('/proc/sys/kernel/sched_autogroup_enabled', 'utf8').trim() === '1';
  } catch {
    return false;
  }
}

/** Sets the nice level of the autogroup of `pid`'s session (negative needs root); false if the kernel refused. */
export function setAutogroupNice(pid: number, nice: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/autogroup`, String(nice));
    return true;
  } catch {
    return false;
  }
}
