import { describe, expect, it } from 'vitest';
import { LANGS } from '../i18n/index.ts';
import { LESSONS } from './registry.ts';

describe('every lesson', () => {
  // The log writes a seat's moves in the third person and the table adds "(you)" to my seat: a learner named «Вы» read
  // «Вы получает свой прогноз», "You goes first" and «Вы (вы)».
  it.each(Object.entries(LESSONS))('%s gives the learner a name, not a pronoun', async (_, load) => {
    const { lesson } = await load();
    for (const lang of LANGS) {
      expect(lesson.names[lang][lesson.seat], lang).not.toMatch(/^(вы|you|я|i|me)$/iu);
      expect(lesson.names[lang]).toHaveLength(lesson.players);
    }
  });
});
