import { execFileSync } from 'node:child_process';
import { BenchFailure } from './failure.ts';

/** The soft and hard limits on open files this process has (what children inherit), from the shell's ulimit. */
export function ownFileLimits(): { soft: number; hard: number } {
  const [soft, hard] = execFileSync('sh', ['-c', 'ulimit -Sn; ulimit -Hn'], { encoding: 'utf8' }).trim().split('\n');
  const parse = (s: string | undefined) => (s === 'unlimited' ? Number.POSITIVE_INFINITY : Number(s));
  return { soft: parse(soft), hard: parse(hard) };
}

/** Sockets plus files, pipes and the like that every process holds besides its sockets. */
const SPARE = 1024;
/** The soft limit children are given when the hard limit allows it. */
const WANTED = 65_536;

/**
 * The soft limit on open files for a child that holds `sockets` sockets: 65,536 (or what the sockets need, if more)
 * capped by the hard limit, up to which a soft limit may be raised without privileges; an error when even the hard
 * limit is too low.
 */
export function childFileLimit(sockets: number, hard: number): number {
  const needed = sockets + SPARE;
  if (hard < needed)
    throw new BenchFailure(
      `${sockets} sockets need ${needed} open files, but the hard limit is ${hard} (raise it as root)`,
    );
  return Math.min(Math.max(WANTED, needed), hard);
}
