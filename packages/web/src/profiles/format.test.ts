import { describe, expect, it } from 'vitest';
import i18n from '../i18n/index.ts';
import { placeText, ratingChangeText } from './format.ts';

describe('places and rating changes in words', () => {
  it('English ordinals follow the language rules (11th, 12th, 13th but 21st, 22nd, 23rd)', () => {
    const t = i18n.getFixedT('en');
    const places = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map((n) => placeText(n, false, t, 'en'));
    expect(places).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st']);
    expect(placeText(2, true, t, 'en')).toBe('shared 2nd');
  });

  it('Russian places', () => {
    const t = i18n.getFixedT('ru');
    expect([1, 2, 3, 23].map((n) => placeText(n, false, t, 'ru'))).toEqual(['1-е', '2-е', '3-е', '23-е']);
    expect(placeText(1, true, t, 'ru')).toBe('поделённое 1-е');
  });

  it('a rated change is signed with a real minus; a casual match says so', () => {
    const t = i18n.getFixedT('en');
    expect(ratingChangeText({ rated: true, before: 1040, after: 1028 }, t)).toBe('\u221212');
    expect(ratingChangeText({ rated: false, before: null, after: null }, t)).toBe('casual');
    // A rated match the server has no figures for is neither a change nor casual.
    expect(ratingChangeText({ rated: true, before: null, after: null }, t)).toBe('—');
  });
});
