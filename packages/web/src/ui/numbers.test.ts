import { describe, expect, it } from 'vitest';
import { numberText, signedNumberText } from './numbers.ts';

describe('numberText', () => {
  it('groups digits by language, with the Russian decimal comma and a real minus', () => {
    expect(numberText(521650, 'ru')).toBe('521\u00a0650');
    expect(numberText(521650, 'en')).toBe('521,650');
    expect(numberText(1234.5, 'ru', 1)).toBe('1\u00a0234,5');
    expect(numberText(1234.5, 'en', 1)).toBe('1,234.5');
    expect(numberText(-20000, 'en')).toBe('\u221220,000');
  });
  it('signs', () => {
    expect(signedNumberText(26, 'en')).toBe('+26');
    expect(signedNumberText(-12000, 'ru')).toBe('\u221212\u00a0000');
    expect(signedNumberText(0, 'en')).toBe('\u00b10');
  });
});
