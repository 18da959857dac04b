import { describe, expect, it } from 'vitest';
import i18n from '../i18n/index.ts';
import { durationText, isLongDuration, rangeText } from './durations.ts';

const MIN = 60_000;
const H = 60 * MIN;
const D = 24 * H;
const t = i18n.t.bind(i18n);
/** The text with ordinary spaces (the number and its unit are joined by a no-break space). */
const plain = (s: string) => s.replace(/\u00a0/g, ' ');

describe('durationText', () => {
  it('says days and hours, hours and minutes, or minutes, cut down, in Russian and English', async () => {
    await i18n.changeLanguage('ru');
    const say = (ms: number) => plain(durationText(ms, t));
    expect([2 * D + 4 * H + 59 * MIN, 3 * D, 12 * H, 5 * H + 12 * MIN, 45 * MIN + 59_999, 30_000, -5].map(say)).toEqual(
      ['2 д 4 ч', '3 д', '12 ч', '5 ч 12 мин', '45 мин', 'меньше минуты', 'меньше минуты'],
    );
    await i18n.changeLanguage('en');
    expect([2 * D + 4 * H, 12 * H, 45 * MIN].map(say)).toEqual(['2 d 4 h', '12 h', '45 min']);
    await i18n.changeLanguage('ru');
  });

  it('keeps a number and its unit together', () => {
    expect(durationText(2 * D + 4 * H, t)).toMatch(/^2\u00a0\S+ 4\u00a0\S+$/);
  });

  it('counts an hour or more as long', () => {
    expect(isLongDuration(H)).toBe(true);
    expect(isLongDuration(H - 1)).toBe(false);
  });
});

describe('rangeText', () => {
  it('gives whole days from two days on with the plural of the high end, else hours', async () => {
    await i18n.changeLanguage('ru');
    expect(plain(rangeText(3 * D, 6 * D, t))).toBe('~3–6 дней');
    expect(plain(rangeText(2.2 * D, 4.4 * D, t))).toBe('~2–4 дня');
    expect(plain(rangeText(14 * D, 21 * D, t))).toBe('~14–21 день');
    expect(plain(rangeText(5 * H, 10 * H, t))).toBe('~5–10 ч');
    // Never a range of one number.
    expect(plain(rangeText(0, 20 * MIN, t))).toBe('~1–2 ч');
    await i18n.changeLanguage('en');
    expect(plain(rangeText(3 * D, 6 * D, t))).toBe('~3–6 days');
    await i18n.changeLanguage('ru');
  });
});
