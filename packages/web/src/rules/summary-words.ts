import type { Lang } from '../i18n/index.ts';

/**
 * The words every game's one-page summary shares (the rules page's, not the tables'): kept beside it, in both
 * languages, as the rules themselves are.
 */
export const SUMMARY_WORDS: Readonly<
  Record<
    Lang,
    {
      title: string;
      goal: string;
      turn: string;
      end: string;
      learn: string;
      /** Beside a rules section a lesson step puts into practice. */
      learnStep: (step: number) => string;
      more: string;
    }
  >
> = {
  ru: {
    title: 'Коротко',
    goal: 'Цель',
    turn: 'Ход в пяти строках',
    end: 'Конец игры',
    learn: 'Научиться играть',
    learnStep: (step) => `Попробовать в уроке: шаг ${step}`,
    more: 'Полные правила — ниже.',
  },
  en: {
    title: 'At a glance',
    goal: 'The goal',
    turn: 'A turn in five lines',
    end: 'How it ends',
    learn: 'Learn to play',
    learnStep: (step) => `Try it in the lesson: step ${step}`,
    more: 'The full rules follow.',
  },
};
