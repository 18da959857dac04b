import { describe, expect, it } from 'vitest';
import { rateLimitedLog } from './rate-limited-log.ts';

describe('rateLimitedLog', () => {
  it('logs the first line of a kind at once, then one per period with how many were left out', () => {
    const lines: [string, object, string][] = [];
    let t = 0;
    const log = {
      error: (obj: object, msg: string) => lines.push(['error', obj, msg]),
      warn: (obj: object, msg: string) => lines.push(['warn', obj, msg]),
    };
    const limited = rateLimitedLog(log, 10_000, () => t);
    limited('error', 'sweep', { err: 'down' }, 'clock sweep failed');
    for (t = 1000; t < 10_000; t += 1000) limited('error', 'sweep', { err: 'down' }, 'clock sweep failed');
    // Another kind is not held back by the first.
    limited('warn', 'publish', { err: 'down' }, 'publish failed');
    t = 10_000;
    limited('error', 'sweep', { err: 'still down' }, 'clock sweep failed');
    expect(lines).toEqual([
      ['error', { err: 'down' }, 'clock sweep failed'],
      ['warn', { err: 'down' }, 'publish failed'],
      ['error', { err: 'still down', suppressed: 9 }, 'clock sweep failed'],
    ]);
  });
});
