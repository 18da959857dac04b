import type { Outcome, Seat } from '../../core/game.ts';
import { scoreOf } from './derived.ts';
import type { Final, SeatState, State } from './types.ts';

/** Seats grouped by equal score, high to low (spec 11.2: a shared place, no tie-break). */
function groupByScore(seats: readonly Seat[], scores: readonly number[]): Seat[][] {
  const sorted = seats.slice().sort((a, b) => (scores[b] as number) - (scores[a] as number) || a - b);
  const groups: Seat[][] = [];
  for (const s of sorted) {
    const last = groups[groups.length - 1];
    if (last !== undefined && scores[last[0] as Seat] === scores[s]) last.push(s);
    else groups.push([s]);
  }
  return groups;
}

/** spec 11.2: seats that did not resign first, by score; then the resigned ones, ranked the same way. */
export function rankByScore(seats: readonly SeatState[]): Final {
  const scores = seats.map(scoreOf);
  const all = seats.map((_, i) => i);
  const playing = all.filter((i) => !(seats[i] as SeatState).resigned);
  const resigned = all.filter((i) => (seats[i] as SeatState).resigned);
  return { scores, ranking: [...groupByScore(playing, scores), ...groupByScore(resigned, scores)] };
}

/** spec 11.3: the last seat standing first, then the others, latest resignation first; no scoring. */
export function rankEarlyEnd(seats: readonly SeatState[], resignOrder: readonly Seat[]): Final {
  const scores = seats.map(scoreOf);
  const winner = seats.findIndex((s) => !s.resigned);
  const ranking: Seat[][] = winner < 0 ? [] : [[winner]];
  for (let k = resignOrder.length - 1; k >= 0; k--) ranking.push([resignOrder[k] as Seat]);
  return { scores, ranking };
}

/** The result once the game is over (spec 11). */
export function outcome(state: State): Outcome | undefined {
  return state.phase === 'over' && state.final !== null ? state.final : undefined;
}
