import type { CheckersExchange } from '@birzha/engine';

/** One legal ply as the engine lists it (spec 8.1): square indices in square order. */
export type Ply = CheckersExchange.Draughts.DraughtsMove;

/**
 * Choosing one ply of a selected piece by clicking its landing squares in order. `chosen` is the landing squares
 * clicked so far (a prefix of some ply's path); every step narrows the plies to those whose path starts with it.
 */
export interface PathState {
  /** The selected piece's plies (all start on the same square). */
  readonly plies: readonly Ply[];
  /** Landing squares clicked so far, in order. */
  readonly chosen: readonly number[];
}

/** The result of a click on a square while a piece is selected. */
export type PathStep =
  | { readonly kind: 'done'; readonly ply: Ply }
  | { readonly kind: 'narrowed'; readonly chosen: readonly number[] }
  | { readonly kind: 'none' };

function startsWith(path: readonly number[], prefix: readonly number[]): boolean {
  return prefix.length <= path.length && prefix.every((sq, i) => path[i] === sq);
}

/** The plies still possible after the landing squares chosen so far. */
export function remainingPlies(state: PathState): Ply[] {
  return state.plies.filter((p) => startsWith(p.path, state.chosen));
}

/** A ply's path cut just after the first time it lands on `square` beyond the chosen prefix, or null. */
function prefixThrough(ply: Ply, from: number, square: number): number[] | null {
  const at = ply.path.indexOf(square, from);
  return at < 0 ? null : ply.path.slice(0, at + 1);
}

/** The chosen prefix after a click on `square`, or null when the click makes no progress. */
function extend(state: PathState, square: number): number[] | null {
  const start = state.chosen.length;
  const remaining = remainingPlies(state);
  // the next landing square in order always makes progress, so clicking the steps in order always converges
  if (remaining.some((p) => p.path[start] === square)) return [...state.chosen, square];
  // a square further on is a shortcut only when every path that lands there agrees on the way to it
  const prefixes = remaining.map((p) => prefixThrough(p, start, square)).filter((p): p is number[] => p !== null);
  const first = prefixes[0];
  if (first === undefined) return null;
  return prefixes.every((p) => p.length === first.length && startsWith(p, first)) ? first : null;
}

/**
 * A click on `square`: the next landing square in order narrows the plies to the paths through it; a square further
 * on (the final square of a path, say) does so when every path landing there agrees on the way to it. When a single
 * ply is left it is the choice; any other square changes nothing.
 */
export function clickSquare(state: PathState, square: number): PathStep {
  const first = extend(state, square);
  if (first === null) return { kind: 'none' };
  const left = remainingPlies({ plies: state.plies, chosen: first });
  const only = left[0];
  if (left.length === 1 && only !== undefined) return { kind: 'done', ply: only };
  return { kind: 'narrowed', chosen: first };
}

/** The squares whose click makes progress (highlighted as targets). */
export function clickableSquares(state: PathState): Set<number> {
  const out = new Set<number>();
  const start = state.chosen.length;
  for (const p of remainingPlies(state))
    for (let i = start; i < p.path.length; i++) {
      const sq = p.path[i]!;
      if (!out.has(sq) && extend(state, sq) !== null) out.add(sq);
    }
  return out;
}

/** For each landing square of the remaining paths, its step numbers (1 = first landing), ascending. */
export function landingSteps(state: PathState): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const p of remainingPlies(state))
    p.path.forEach((sq, i) => {
      const steps = out.get(sq) ?? [];
      if (!steps.includes(i + 1)) steps.push(i + 1);
      out.set(sq, steps);
    });
  for (const steps of out.values()) steps.sort((a, b) => a - b);
  return out;
}

/** The squares of pieces that some remaining capture takes. */
export function capturedSquares(state: PathState): Set<number> {
  const out = new Set<number>();
  for (const p of remainingPlies(state)) for (const sq of p.captured) out.add(sq);
  return out;
}

/**
 * Whether the remaining plies need the path chooser: more than one of them is a multi-capture, so a landing square
 * may be shared (a quiet move or single captures are chosen by their one target square).
 */
export function needsPathChoice(state: PathState): boolean {
  const left = remainingPlies(state);
  return left.length > 1 && left.some((p) => p.path.length > 1);
}
