import type { AnyGame, Deadline } from '@birzha/engine';
import type { StoredDeadline } from '../store/store.ts';

/** The clocks a game declares in a state: none once the game is over, whatever the game says. */
export function declaredDeadlines(game: AnyGame, state: unknown): readonly Deadline[] {
  if (state === null || game.outcome(state) !== undefined) return [];
  return game.deadlines?.(state) ?? [];
}

/**
 * The periods a live table times: those with seconds by the game's own clock options (a game declares its periods
 * with 0 seconds when its options set no clock; a live table runs none for them).
 */
export function timedDeadlines(game: AnyGame, state: unknown): readonly Deadline[] {
  return declaredDeadlines(game, state).filter((d) => d.seconds > 0);
}

/**
 * A live table's running deadlines after a transition (engine `Deadline`): a key declared before keeps its due time,
 * a new key is due `seconds` from `startAt` (now, or when the transition's public show ends: the game's
 * `showSeconds`). Keys no longer declared, and periods of 0 seconds, are dropped. (A turn-based table's clocks are
 * pace-clocks.ts's.)
 */
export function nextDeadlines(
  game: AnyGame,
  state: unknown,
  previous: readonly StoredDeadline[],
  startAt: number,
): StoredDeadline[] {
  return timedDeadlines(game, state).map((d) => ({
    key: d.key,
    dueAt: previous.find((p) => p.key === d.key)?.dueAt ?? startAt + d.seconds * 1000,
  }));
}

/**
 * The running deadlines of a stored table. A table stored before the deadlines were kept has only its earliest due
 * time: every deadline its game declares now takes it (none when there was no due time).
 */
export function storedDeadlines(
  game: AnyGame,
  state: unknown,
  table: { readonly deadlines: readonly StoredDeadline[] | null; readonly deadlineAt: number | null },
): StoredDeadline[] {
  if (table.deadlines !== null) return [...table.deadlines];
  const dueAt = table.deadlineAt;
  if (dueAt === null) return [];
  // Only live tables were stored so: their timed periods.
  return timedDeadlines(game, state).map((d) => ({ key: d.key, dueAt }));
}

/** The earliest due time, or null when no clock runs (the protocol's `deadline`). */
export function earliestDue(deadlines: readonly StoredDeadline[]): number | null {
  let earliest: number | null = null;
  for (const d of deadlines) if (earliest === null || d.dueAt < earliest) earliest = d.dueAt;
  return earliest;
}
