import { describe, expect, it } from 'vitest';
import { isLowTime, timeLeftText, warnSeconds } from './low-time.ts';

describe('the low-time warning', () => {
  it('starts at an eighth of the period, kept between 10 and 60 s (10 s when the period is unknown)', () => {
    expect(warnSeconds(240_000)).toBe(30);
    expect(warnSeconds(15_000)).toBe(10);
    expect(warnSeconds(80_000)).toBe(10);
    expect(warnSeconds(120_000)).toBe(15);
    expect(warnSeconds(86_400_000)).toBe(60);
    expect(warnSeconds(null)).toBe(10);
    expect(warnSeconds(0)).toBe(10);
    expect(isLowTime(30_000, 240_000)).toBe(true);
    expect(isLowTime(30_001, 240_000)).toBe(false);
    expect(isLowTime(0, 240_000)).toBe(false);
  });

  it('shows m:ss up to the whole second, and tenths under 10 s in each language', () => {
    expect(timeLeftText(61_000, 'ru')).toBe('1:01');
    expect(timeLeftText(10_000, 'ru')).toBe('0:10');
    expect(timeLeftText(10_001, 'en')).toBe('0:11');
    expect(timeLeftText(9_999, 'ru')).toBe('9,9');
    expect(timeLeftText(9_400, 'en')).toBe('9.4');
    expect(timeLeftText(-5, 'en')).toBe('0.0');
    expect(timeLeftText(3_725_000, 'en')).toBe('1:02:05');
  });
});
