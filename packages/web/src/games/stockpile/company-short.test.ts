import { Stockpile } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n/index.ts';

// Issue 24 point 13: a company's short name sits beside the players' names on the piles, the bid tracks and the
// seats; "Bot" for Bottomline Bank read as one of the bot players. No short name may read as a word of those names.

/** The words a player's label is made of in a language: the bot labels' own words and the bots' first names. */
function nameWords(lang: 'ru' | 'en'): string[] {
  const t = i18n.getFixedT(lang);
  const names = Object.values(t('seats.names', { returnObjects: true }) as Record<string, string>);
  const labels = [
    t('seats.namedBot', { name: '', level: '' }),
    t('seats.tookOver', { name: '' }),
    t('seat.bot', { bot: '' }),
    ...names,
  ];
  return labels.flatMap((l) => l.split(/[^\p{L}]+/u)).filter((w) => w.length > 0);
}

describe('Stockpile company short names (issue 24 point 13)', () => {
  it.each(['ru', 'en'] as const)('in %s are distinct and read as no word of a player’s name', (lang) => {
    const t = i18n.getFixedT(lang);
    const shorts = Stockpile.COMPANIES.map((c) => t(`stockpile.companyShort.${c}`));
    expect(new Set(shorts).size).toBe(Stockpile.COMPANIES.length);
    const words = nameWords(lang).map((w) => w.toLowerCase());
    // The bot word is among them, or the check would prove nothing.
    expect(words).toContain(lang === 'ru' ? 'бот' : 'bot');
    for (const short of shorts) {
      expect(short, 'a key, not a word').not.toMatch(/^stockpile\./u);
      const s = short.toLowerCase();
      // A name word that begins with the short name, or a word of three letters or more that it begins with.
      const clash = words.filter((w) => w.startsWith(s) || (w.length >= 3 && s.startsWith(w)));
      expect(clash, `${short} reads as a word of a player's name`).toEqual([]);
    }
  });
});
