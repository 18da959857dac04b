import type { AnyGame } from '@birzha/engine';

/** One turn as the rules count it: the moves first..last (1-based step numbers) made while one seat was to act. */
export interface ReplayTurn {
  readonly first: number;
  readonly last: number;
  /** The seat the game waited for (null when several act at once). */
  readonly seat: number | null;
  /** The round the turn was played in, for games that count rounds (a numeric `round` in their state). */
  readonly round: number | null;
}

/** Where step k is: before every turn (turn 0, step 0) or step `step` of `steps` in turn `turn` (1-based). */
export interface TurnPosition {
  readonly turn: number;
  readonly step: number;
  readonly steps: number;
  readonly round: number | null;
}

function roundOf(state: unknown): number | null {
  const r = typeof state === 'object' && state !== null ? (state as { round?: unknown }).round : undefined;
  return typeof r === 'number' ? r : null;
}

/**
 * Groups the internal steps into turns. A turn is the run of moves made while the game waited for the same seats
 * in the same round: a trade, the card and "done" are one turn, and a move by someone else meanwhile (a resignation)
 * belongs to the turn it interrupted. A game that says where its turns start (`turnOf`) is grouped by that instead.
 */
export function groupTurns(game: AnyGame, states: readonly unknown[]): ReplayTurn[] {
  const turns: ReplayTurn[] = [];
  let key: string | null = null;
  for (let k = 1; k < states.length; k++) {
    const before = states[k - 1];
    const toAct = game.toAct(before);
    const own = game.turnOf?.(before);
    const round = own === undefined ? roundOf(before) : own.round;
    const next = JSON.stringify(own === undefined ? [toAct, round] : [own.turn, round]);
    const current = turns.at(-1);
    if (current !== undefined && next === key) turns[turns.length - 1] = { ...current, last: k };
    else turns.push({ first: k, last: k, seat: toAct.length === 1 ? (toAct[0] ?? null) : null, round });
    key = next;
  }
  return turns;
}

/** The turn index (0-based) holding step k, or -1 for step 0 (the state after setup). */
export function turnIndexOf(turns: readonly ReplayTurn[], k: number): number {
  if (k <= 0) return -1;
  let lo = 0;
  let hi = turns.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((turns[mid]?.last ?? 0) < k) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function positionOf(turns: readonly ReplayTurn[], k: number): TurnPosition {
  const i = turnIndexOf(turns, k);
  const turn = turns[i];
  if (turn === undefined) return { turn: 0, step: 0, steps: 0, round: null };
  return { turn: i + 1, step: k - turn.first + 1, steps: turn.last - turn.first + 1, round: turn.round };
}

/** The step that shows turn n done (n = 1..turns), or the start for n = 0. */
export function endOfTurn(turns: readonly ReplayTurn[], n: number): number {
  if (n <= 0) return 0;
  return turns[Math.min(n, turns.length) - 1]?.last ?? 0;
}

/** One turn back: the end of the turn before the one step k is in (so mid-turn goes back a whole turn too). */
export function prevTurn(turns: readonly ReplayTurn[], k: number): number {
  return endOfTurn(turns, turnIndexOf(turns, k));
}

/** One turn on: the end of this turn when in the middle of it, else the end of the next. */
export function nextTurn(turns: readonly ReplayTurn[], k: number): number {
  const i = turnIndexOf(turns, k);
  const turn = turns[i];
  if (turn !== undefined && k < turn.last) return turn.last;
  return endOfTurn(turns, i + 2);
}
