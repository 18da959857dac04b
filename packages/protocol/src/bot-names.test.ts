import { describe, expect, it } from 'vitest';
import { BOT_NAME_KEYS, botNameReadsAs, botNameWords } from './bot-names.ts';

describe('the bots’ names', () => {
  it('are worded in both languages for every key', () => {
    for (const lang of ['ru', 'en'] as const) {
      const words = botNameWords(lang);
      expect(Object.keys(words)).toEqual([...BOT_NAME_KEYS]);
      expect(Object.values(words).every((w) => w.length > 0)).toBe(true);
    }
  });

  it('read as a person’s name in either language, whatever the case, ё as е', () => {
    expect(botNameReadsAs('vera', 'Вера')).toBe(true);
    expect(botNameReadsAs('vera', ' VERA ')).toBe(true);
    expect(botNameReadsAs('semyon', 'Семен')).toBe(true);
    expect(botNameReadsAs('vera', 'Вероника')).toBe(false);
    expect(botNameReadsAs('nobody', 'nobody')).toBe(false);
  });
});
