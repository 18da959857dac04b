import type { AnyGame, Viewer } from '../core/game.ts';
import { jsonUnsafePath } from './json-safe.ts';

/** Generic checks (JSON round trip, views of every viewer) plus the game's own invariants, after one move. */
export function checkAll(game: AnyGame, state: unknown, players: number): string[] {
  const out: string[] = [];
  // One set for the state and all its views: they share most subtrees (json-safe.ts).
  const known = new WeakSet<object>();
  const unsafe = jsonUnsafePath(state, known);
  if (unsafe !== null) out.push(`state is not plain JSON at ${unsafe}`);
  const checker = game.invariants;
  if (checker !== undefined) out.push(...checker.state(state));
  const viewers: Viewer[] = ['spectator', ...Array.from({ length: players }, (_, i) => i)];
  for (const v of viewers) {
    const view = game.view(state, v);
    const viewUnsafe = jsonUnsafePath(view, known);
    if (viewUnsafe !== null) out.push(`view of ${v} is not plain JSON at ${viewUnsafe}`);
    if (checker !== undefined) out.push(...checker.view(state, view));
  }
  return out;
}
