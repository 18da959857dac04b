import type { Lang } from '../i18n/index.ts';

/**
 * The coach's fold on a phone (coach-panel.tsx): the words of its one button, kept beside it in both languages (the
 * rest of the coach's words are the site's, under `lessons`).
 */
export const COACH_WORDS: Readonly<
  Record<
    Lang,
    {
      /** Folds the step's text away, leaving the step's number and "Next" over the board. */
      fold: string;
      /** Shows the step's text again. */
      unfold: string;
    }
  >
> = {
  ru: { fold: 'Свернуть', unfold: 'Развернуть' },
  en: { fold: 'Hide', unfold: 'Show' },
};
