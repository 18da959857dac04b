import { describe, expect, it } from 'vitest';
import i18n from '../i18n/index.ts';
import { placesOf } from '@birzha/protocol';
import { myPlace, ordinal, placeLine, ratingChange } from './my-place.ts';

describe('places', () => {
  it('share the better place on a tie and skip the next', () => {
    expect([...placesOf([[2], [0, 3], [1]])]).toEqual([
      [2, { place: 1, tied: false }],
      [0, { place: 2, tied: true }],
      [3, { place: 2, tied: true }],
      [1, { place: 4, tied: false }],
    ]);
  });

  it('find the viewer’s place by the recorded results, else by the seat that is theirs (one they left too)', () => {
    const seats = [
      { seat: 0, user: { id: 'a', name: 'A' }, bot: null, connected: true },
      { seat: 1, user: null, bot: 'intermediate', left: { id: 'b', name: 'B' }, connected: true },
    ];
    expect(myPlace('b', seats, [[0], [1]], undefined)).toEqual({ seat: 1, place: 2, tied: false });
    expect(myPlace('z', seats, [[0], [1]], undefined)).toBeNull();
    expect(myPlace(null, seats, [[0], [1]], undefined)).toBeNull();
    const recorded = [{ seat: 1, userId: 'b', place: 1, tied: true, before: 1000, after: 1010 }];
    expect(myPlace('b', seats, [[0], [1]], recorded)).toEqual({ seat: 1, place: 1, tied: true });
  });

  it('say it in words: won, shared, came n-th, in both languages', () => {
    const ru = i18n.getFixedT('ru');
    const en = i18n.getFixedT('en');
    expect(placeLine(1, false, ru, 'ru')).toBe('Вы победили');
    expect(placeLine(3, false, ru, 'ru')).toBe('Вы на 3-м месте');
    expect(placeLine(1, true, ru, 'ru')).toBe('Вы разделили 1-е место');
    expect(placeLine(1, false, en, 'en')).toBe('You won');
    expect(placeLine(3, false, en, 'en')).toBe('You came 3rd');
    expect(placeLine(2, false, en, 'en')).toBe('You came 2nd');
    expect(placeLine(1, true, en, 'en')).toBe('You shared 1st place');
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map((n) => ordinal(n, 'en'))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
    ]);
  });

  it('show a rating change as before → after (difference)', () => {
    expect(ratingChange(1012, 1038, 'en')).toBe('1,012 → 1,038 (+26)');
    expect(ratingChange(1012, 990, 'en')).toBe('1,012 → 990 (\u221222)');
    expect(ratingChange(1000, 1000, 'en')).toBe('1,000 → 1,000 (\u00b10)');
    expect(ratingChange(1012, 990, 'ru')).toBe(`${new Intl.NumberFormat('ru-RU').format(1012)} → 990 (\u221222)`);
    expect(ratingChange(null, null, 'ru')).toBeNull();
  });
});
