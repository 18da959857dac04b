// The notification timings from the environment (issue 25): the grace, the digest window and the sender's pace, each
// checked like the other numbers (a bad one stops the start with its name).
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../src/config.ts';
import { configFromEnv } from '../src/main.ts';

describe('notification timings from the environment', () => {
  it('defaults when unset, whole numbers when set (0 allowed for the waits, not for the pace)', () => {
    expect(configFromEnv({}).notify).toEqual(DEFAULT_CONFIG.notify);
    const n = configFromEnv({ NOTIFY_GRACE_MS: '0', NOTIFY_DIGEST_MS: '500', NOTIFY_SEND_MS: '200' }).notify;
    expect([n.graceMs, n.digestMs, n.sendMs]).toEqual([0, 500, 200]);
    expect(() => configFromEnv({ NOTIFY_GRACE_MS: '-1' })).toThrow(/NOTIFY_GRACE_MS/);
    expect(() => configFromEnv({ NOTIFY_DIGEST_MS: 'soon' })).toThrow(/NOTIFY_DIGEST_MS/);
    expect(() => configFromEnv({ NOTIFY_SEND_MS: '0' })).toThrow(/NOTIFY_SEND_MS/);
  });
});
