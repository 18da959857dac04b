import type { AnyGame, Deadline } from '@birzha/engine';
import type { StoredDeadline } from '../store/store.ts';

/** The clocks a game declares in a state: none once the game is over, whatever the game says. */
export function declaredDeadlines(game: AnyGame, state: unknown): readonly Deadline[] {
  if (state === null || game.outcome(state) !== undefined) return [];
  return game.deadlines?.(state) ?? [];
}

/**
 * The running deadlines after a transition (engine `Deadline`): a key declared before keeps its due time, a new key
 * is due `seconds` from `startAt` (now, or when the transition's public show ends: the game's `showSeconds`). Keys no
 * longer declared are dropped.
 */
export function nextDeadlines(
  game: AnyGame,
  state: unknown,
  previous: readonly StoredDeadline[],
  startAt: number,
): StoredDeadline[] {
  return declaredDeadlines(game, state).map((d) => ({
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
  return declaredDeadlines(game, state).map((d) => ({ key: d.key, dueAt }));
}

/** The earliest due time, or null when no clock runs (the protocol's `deadline`). */
export function earliestDue(deadlines: readonly StoredDeadline[]): number | null {
  let earliest: number | null = null;
  for (const d of deadlines) if (earliest === null || d.dueAt < earliest) earliest = d.dueAt;
  return earliest;
}
