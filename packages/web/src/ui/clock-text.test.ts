import { describe, expect, it } from 'vitest';
import i18n from '../i18n/index.ts';
import { clockText } from './clock-text.ts';

describe('clockText', () => {
  it('says a clock in words with Russian and English plurals', async () => {
    const say = (s: number) => clockText(s, i18n.t.bind(i18n));
    await i18n.changeLanguage('ru');
    expect([0, 30, 45, 120, 300, 3600, 7200, 86400].map(say)).toEqual([
      'без часов',
      '30 секунд',
      '45 секунд',
      '2 минуты',
      '5 минут',
      '1 час',
      '2 часа',
      'сутки',
    ]);
    await i18n.changeLanguage('en');
    expect([30, 60, 120, 3600].map(say)).toEqual(['30 seconds', '1 minute', '2 minutes', '1 hour']);
    await i18n.changeLanguage('ru');
  });
});
