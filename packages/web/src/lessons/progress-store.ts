import type { Progress } from './lesson-runner.ts';

/** Where a game's lesson progress is kept in this browser (per account is for later: there is no endpoint yet). */
const keyOf = (game: string) => `birzha.lesson.${game}`;

/** The kept progress of a game's lesson, or null when there is none or it is not what this code keeps. */
export function loadProgress(game: string): Progress | null {
  try {
    const raw: unknown = JSON.parse(localStorage.getItem(keyOf(game)) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return null;
    const { step, turns } = raw as Record<string, unknown>;
    if (typeof step !== 'number' || !Number.isSafeInteger(step) || step < 0 || !Array.isArray(turns)) return null;
    if (!turns.every((t) => t === null || Array.isArray(t))) return null;
    return { step, turns: turns as Progress['turns'] };
  } catch {
    // Storage switched off or a value not JSON: the lesson starts from the beginning.
    return null;
  }
}

export function saveProgress(game: string, progress: Progress): void {
  try {
    localStorage.setItem(keyOf(game), JSON.stringify(progress));
  } catch {
    // A full or switched-off storage only loses the place on a reload.
  }
}

export function clearProgress(game: string): void {
  try {
    localStorage.removeItem(keyOf(game));
  } catch {
    // As above.
  }
}
