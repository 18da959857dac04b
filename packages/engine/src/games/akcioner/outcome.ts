import type { Outcome, Seat } from '../../core/game.ts';
import { capital } from './derived.ts';
import type { State, SeatState } from './types.ts';

/** spec 11.2-11.3: scores are capitals (an eliminated seat's cash); ranking groups, best first. */
export function computeOutcome(state: Pick<State, 'seats' | 'prices'>): Outcome {
  const scores = state.seats.map((s) => capital(s, state.prices));
  const tier = (s: SeatState): number => (s.status === 'active' ? 0 : s.status === 'bankrupt' ? 1 : 2);
  const seats = state.seats.map((_, i) => i);
  // Sort key per tier: active by capital; bankrupt by later elimination then capital; resigned by later elimination.
  const key = (i: Seat): [number, number, number] => {
    const s = state.seats[i] as SeatState;
    const t = tier(s);
    const score = scores[i] as number;
    if (t === 0) return [0, -score, 0];
    if (t === 1) return [1, -(s.outSeq ?? 0), -score];
    return [2, -(s.outSeq ?? 0), 0];
  };
  const keys = seats.map(key);
  const cmp = (a: Seat, b: Seat): number => {
    const ka = keys[a] as [number, number, number];
    const kb = keys[b] as [number, number, number];
    return ka[0] - kb[0] || ka[1] - kb[1] || ka[2] - kb[2];
  };
  seats.sort((a, b) => cmp(a, b) || a - b);
  const ranking: Seat[][] = [];
  for (const s of seats) {
    const last = ranking[ranking.length - 1];
    if (last !== undefined && cmp(last[0] as Seat, s) === 0) last.push(s);
    else ranking.push([s]);
  }
  return { ranking, scores };
}

/** The outcome once the game is finished. */
export function outcome(state: State): Outcome | undefined {
  return state.phase === 'finished' ? computeOutcome(state) : undefined;
}
