/** A process that ran at least this long before it died had started fine: its next crash starts the backoff over. */
export const STABLE_RUN_MS = 30_000;
const FIRST_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;

/**
 * How long to wait before restarting a process that died after `ranMs`, given the delay used before its last start
 * (0: none yet). Doubling, from 1 s up to 30 s, so that a process that cannot start (a wrong DATABASE_URL) does not
 * spin; back to 1 s once it had been running for a while.
 */
export function restartDelay(previousDelayMs: number, ranMs: number): number {
  if (ranMs >= STABLE_RUN_MS || previousDelayMs <= 0) return FIRST_DELAY_MS;
  return Math.min(MAX_DELAY_MS, previousDelayMs * 2);
}
