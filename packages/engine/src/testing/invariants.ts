import type { AnyGame, Viewer } from '../core/game.ts';
import { jsonUnsafePath } from './json-safe.ts';
import { stateInvariants as akcionerState, viewInvariants as akcionerView } from '../games/akcioner/invariants.ts';
import type { State, View } from '../games/akcioner/types.ts';

/** Per-game invariant checkers; each returns one message per broken invariant. */
export interface InvariantChecker {
  state(state: unknown): string[];
  view(state: unknown, view: unknown): string[];
}

const CHECKERS: Readonly<Record<string, InvariantChecker>> = {
  akcioner: {
    state: (s) => akcionerState(s as State),
    view: (s, v) => akcionerView(s as State, v as View),
  },
};

/** The checker of a game (a game without one gets only the generic checks). */
export function invariantsFor(gameId: string): InvariantChecker | undefined {
  return Object.hasOwn(CHECKERS, gameId) ? CHECKERS[gameId] : undefined;
}

/** Generic checks (JSON round trip, views of every viewer) plus the game's own, after one move. */
export function checkAll(game: AnyGame, state: unknown, players: number): string[] {
  const out: string[] = [];
  const unsafe = jsonUnsafePath(state);
  if (unsafe !== null) out.push(`state is not plain JSON at ${unsafe}`);
  const checker = invariantsFor(game.meta.id);
  if (checker !== undefined) out.push(...checker.state(state));
  const viewers: Viewer[] = ['spectator', ...Array.from({ length: players }, (_, i) => i)];
  for (const v of viewers) {
    const view = game.view(state, v);
    if (checker !== undefined) out.push(...checker.view(state, view));
  }
  return out;
}
