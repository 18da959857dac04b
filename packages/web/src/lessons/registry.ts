import type { Lesson } from './lesson-types.ts';

/** Every game's "Learn to play" lesson, loaded only when its page opens: one line per game. */
export const LESSONS: Readonly<Record<string, () => Promise<{ readonly lesson: Lesson }>>> = {
  akcioner: () => import('../games/akcioner/lesson.ts'),
  stockpile: () => import('../games/stockpile/lesson.ts'),
  'checkers-exchange': () => import('../games/checkers-exchange/lesson.ts'),
};

/** The lesson of a game, or undefined when the game has none yet. */
export function loadLesson(game: string): Promise<Lesson> | undefined {
  return Object.hasOwn(LESSONS, game) ? LESSONS[game]?.().then((m) => m.lesson) : undefined;
}

/** Whether a game has a lesson. */
export function hasLesson(game: string): boolean {
  return Object.hasOwn(LESSONS, game);
}
