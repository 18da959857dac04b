import type { Lang } from '../i18n/index.ts';

/** What is a range "2–6" of; a single number stands alone. */
function span(min: number, max: number): string {
  return min === max ? String(min) : `${min}–${max}`;
}

/**
 * The words of the lobby's introduction of the games (game-intros.tsx), in both languages; the shared words files
 * belong to the site's other pages.
 */
export const INTRO_WORDS: Readonly<
  Record<
    Lang,
    {
      title: string;
      learn: string;
      rules: string;
      players: (min: number, max: number) => string;
      minutes: (min: number, max: number) => string;
    }
  >
> = {
  ru: {
    title: 'Игры',
    learn: 'Научиться играть',
    rules: 'Правила',
    players: (min, max) => `Игроков: ${span(min, max)}`,
    minutes: (min, max) => `${span(min, max)} мин`,
  },
  en: {
    title: 'The games',
    learn: 'Learn to play',
    rules: 'Rules',
    players: (min, max) => `${span(min, max)} players`,
    minutes: (min, max) => `${span(min, max)} min`,
  },
};
