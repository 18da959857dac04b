/** One line per kind of trouble per this period, with a count of the lines left out. */
export const LOG_EVERY_MS = 10_000;

/**
 * Logs the first line of each kind (`key`) at once, then at most one per `everyMs` saying how many were left out
 * (`suppressed`): trouble that repeats while it lasts (Redis or the database unreachable, a sweep failing every tick)
 * is told, not a line per attempt.
 */
export function rateLimitedLog<L extends string>(
  log: Record<L, (obj: object, msg: string) => void>,
  everyMs = LOG_EVERY_MS,
  now: () => number = () => performance.now(),
): (level: L, key: string, obj: object, msg: string) => void {
  const last = new Map<string, { at: number; suppressed: number }>();
  return (level, key, obj, msg) => {
    const at = now();
    const seen = last.get(key);
    if (seen !== undefined && at - seen.at < everyMs) {
      seen.suppressed++;
      return;
    }
    last.set(key, { at, suppressed: 0 });
    log[level](seen !== undefined && seen.suppressed > 0 ? { ...obj, suppressed: seen.suppressed } : obj, msg);
  };
}
