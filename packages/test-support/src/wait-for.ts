import { sleep } from './sleep.ts';

export interface WaitOptions {
  /** How long to keep trying before failing (the real clock); generous by default: these are not timing tests. */
  readonly timeoutMs?: number;
  /** The pause between two tries. */
  readonly everyMs?: number;
}

/**
 * Polls `check` until it gives something other than `false` or `undefined`, and returns that; throws naming `what`
 * once `timeoutMs` has passed. For what a server, a bot or a timer does in its own time.
 */
export async function waitFor<T>(
  what: string,
  check: () => T | Promise<T>,
  { timeoutMs = 10_000, everyMs = 20 }: WaitOptions = {},
): Promise<Exclude<T, false | undefined>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== false && value !== undefined) return value as Exclude<T, false | undefined>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}
