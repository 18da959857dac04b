import { describe, expect, it } from 'vitest';
import { ConnectionLimits } from './connection-limits.ts';

describe('ConnectionLimits', () => {
  it('admits up to the cap per user and per address, says which cap refused, and frees a slot once per release', () => {
    const limits = new ConnectionLimits({ perUser: 2, perIp: 3 });
    const a1 = limits.admit('a', '1.1.1.1');
    const a2 = limits.admit('a', '1.1.1.1');
    expect(a1.ok && a2.ok).toBe(true);
    expect(limits.admit('a', '2.2.2.2')).toEqual({
      ok: false,
      code: 'TOO_MANY_CONNECTIONS',
      detail: { scope: 'user', max: 2 },
    });
    expect(limits.admit('b', '1.1.1.1').ok).toBe(true);
    expect(limits.admit('c', '1.1.1.1')).toEqual({
      ok: false,
      code: 'TOO_MANY_CONNECTIONS',
      detail: { scope: 'ip', max: 3 },
    });
    // Refusals took nothing.
    expect(limits.count('user', 'a')).toBe(2);
    expect(limits.count('user', 'c')).toBe(0);
    expect(limits.count('ip', '2.2.2.2')).toBe(0);
    if (!a1.ok) throw new Error('unreachable');
    a1.release();
    a1.release();
    expect(limits.count('user', 'a')).toBe(1);
    expect(limits.count('ip', '1.1.1.1')).toBe(2);
    expect(limits.admit('c', '1.1.1.1').ok).toBe(true);
  });
});
