// "Each lesson takes under 5 minutes" (issue 30.1), for a person rather than the scripted learner of
// e2e/learn.test.ts (10-14 s a lesson, which only proves the steps can be done): the time a lesson's words and turns
// ask for. Silent reading of non-fiction runs about 238 words, some 1,000 characters, a minute in English (Brysbaert
// 2019), and counted in characters languages come close. A reader at that pace who takes 10 s to find and make each
// turn must be done in four minutes, leaving the fifth for reading slower; the figures printed also give a slow
// reader (half that pace, 15 s a turn), who is the one to watch: 4-5.5 minutes when this was written.
import { describe, expect, it } from 'vitest';
import type { Lang } from '../i18n/index.ts';
import type { Lesson } from './lesson-types.ts';
import { LESSONS } from './registry.ts';

/** lesson-table.tsx's default pause before each scripted turn. */
const PAUSE_SECONDS = 0.9;
const TYPICAL = { charactersPerMinute: 1000, secondsPerTurn: 10 };
const SLOW = { charactersPerMinute: 500, secondsPerTurn: 15 };
const TYPICAL_BUDGET_SECONDS = 4 * 60;

interface Pace {
  readonly charactersPerMinute: number;
  readonly secondsPerTurn: number;
}

/** The seconds a lesson takes in a language at a pace: its words read (say and after), its turns, the others' pauses. */
export function lessonSeconds(lesson: Lesson, lang: Lang, pace: Pace): number {
  let characters = 0;
  let turns = 0;
  let others = 0;
  for (const step of lesson.steps) {
    characters += step.say[lang].length + (step.after?.[lang].length ?? 0);
    if (step.expect !== undefined) turns += 1;
    others += step.others?.length ?? 0;
  }
  return Math.round(
    (characters / pace.charactersPerMinute) * 60 + turns * pace.secondsPerTurn + others * PAUSE_SECONDS,
  );
}

describe.each(Object.entries(LESSONS))('lesson of %s', (id, load) => {
  it.each(['ru', 'en'] as const)('is done within four minutes by a reader of %s at a typical pace', async (lang) => {
    const { lesson } = await load();
    const typical = lessonSeconds(lesson, lang, TYPICAL);
    const slow = lessonSeconds(lesson, lang, SLOW);
    console.log(JSON.stringify({ lesson: id, lang, typicalSeconds: typical, slowSeconds: slow }));
    expect(slow).toBeGreaterThan(typical);
    expect(typical).toBeLessThan(TYPICAL_BUDGET_SECONDS);
  });
});
