import { canonicalJson, createRng, determinizer, rngFromSeed, type AnyGame, type Rng, type Seat } from '@birzha/engine';
import { canAct, type Bot, type BotLimits } from './bot.ts';

/**
 * How often a beginner slips, per decision (one `chooseTurn` call), in 1/100. Tuned in the arena (issue 27) so that
 * the beginner loses clearly to the heuristic it is built on and still clearly beats uniform random play.
 */
export const SLIP_PERCENT = 30;
/** Of the slips, how many (in 1/100) are near misses (a move like the intended one); the rest are oversights. */
export const NEAR_MISS_PERCENT = 60;
/** A near miss picks among this many legal moves closest to the intended one. */
const NEAR_MISSES = 3;

/**
 * How far apart two moves are, for a near miss: numbers by their difference (relative to their size), other leaves
 * by equality, objects and arrays field by field. A bid of 11 for an intended 12 is nearer than one of 30; a card
 * to the next pile nearer than another card. Only an order of plausibility, not a game value.
 */
export function moveDistance(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number')
    return a === b ? 0 : Math.abs(a - b) / Math.max(1, Math.abs(a), Math.abs(b));
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return a === b ? 0 : 1;
  if (Array.isArray(a) !== Array.isArray(b)) return 1;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  let sum = 0;
  for (const k of keys) {
    const x = (a as Record<string, unknown>)[k];
    const y = (b as Record<string, unknown>)[k];
    sum += x === undefined || y === undefined ? 1 : moveDistance(x, y);
  }
  return sum;
}

/** A move's kind, for "a move of the same kind": its `type` (every game's moves carry one), else its shape. */
function kindOf(move: unknown): string {
  if (move !== null && typeof move === 'object' && !Array.isArray(move)) {
    const type = (move as Record<string, unknown>)['type'];
    return typeof type === 'string' ? type : Object.keys(move).sort().join();
  }
  return typeof move;
}

/** The slip: another legal move of the intended one's kind, near it or (an oversight) any of them; undefined if none. */
function slip(legal: readonly unknown[], intended: unknown, rng: Rng): unknown {
  const key = canonicalJson(intended);
  const others = legal.filter((m) => canonicalJson(m) !== key);
  const sameKind = others.filter((m) => kindOf(m) === kindOf(intended));
  const pool = sameKind.length > 0 ? sameKind : others;
  if (pool.length === 0) return undefined;
  if (rng.int(100) >= NEAR_MISS_PERCENT) return pool[rng.int(pool.length)];
  const near = pool
    .map((move, i) => ({ move, i, d: moveDistance(move, intended) }))
    .sort((x, y) => x.d - y.d || x.i - y.i)
    .slice(0, NEAR_MISSES);
  return near[rng.int(near.length)]!.move;
}

/**
 * A beginner built on a game's heuristic bot (issue 27: plays plausibly, with human-like mistakes, never dull uniform
 * random). Most decisions are the heuristic's. At about one decision in three (SLIP_PERCENT) it slips: instead of the
 * heuristic's first move it sends one other legal move of the same kind: mostly a near miss (a bid a little off, the
 * neighbouring square or pile: `moveDistance`), sometimes an oversight (any move of that kind). A slip is sent alone:
 * the seat is asked again for the rest of its turn (the server and the arena both ask a seat while it may act), so the
 * rest is decided on the real view after it.
 *
 * Legal from the view only: the legal moves come from a state the game's determinizer builds from the view, as the
 * random bot's do (a seat's own moves depend only on what it sees). Deterministic: a function of (view, seat, seed)
 * like the heuristic under it. `limits` go to the heuristic (which may ignore them); the slip itself costs one
 * determinization and one `legalMoves`.
 */
export function beginnerBot(heuristic: Bot): Bot {
  return {
    level: 'beginner',
    chooseTurn(game: AnyGame, view: unknown, seat: Seat, seed: string, limits?: BotLimits): unknown[] {
      const planned = heuristic.chooseTurn(game, view, seat, seed, limits);
      const rng = createRng(rngFromSeed(`${seed}/beginner`));
      if (planned.length === 0 || rng.int(100) >= SLIP_PERCENT) return planned;
      const state = determinizer(game)(view, seat, rngFromSeed(`${seed}/beginner-determinize`));
      if (!canAct(game, state, seat)) return planned;
      const intended = game.parseMove(planned[0]);
      if (!intended.ok) return planned;
      const other = slip(game.legalMoves(state, seat), intended.value, rng);
      return other === undefined ? planned : [other];
    },
  };
}
