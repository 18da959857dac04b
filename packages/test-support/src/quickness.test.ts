import { describe, expect, it } from 'vitest';
import { isQuick } from './quickness.ts';

describe('BIRZHA_QUICK', () => {
  it('is quick at 1 only, full when unset, empty or 0, and refuses anything else', () => {
    expect(isQuick('1')).toBe(true);
    expect(isQuick(undefined)).toBe(false);
    expect(isQuick('')).toBe(false);
    expect(isQuick('0')).toBe(false);
    expect(() => isQuick('yes')).toThrow(/BIRZHA_QUICK must be 1/);
  });
});
