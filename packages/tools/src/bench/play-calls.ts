import type { Seat } from '@birzha/engine';
import { secondsSince } from './clock.ts';
import { playRandomGame, setupState, type BenchGame, type BenchMove } from './random-game.ts';

/** `play` calls per second with move choice, setup and legalMoves all outside the timed loop. */
export interface PlayCalls {
  readonly playCallsPerSecond: number;
  readonly playCalls: number;
  readonly seconds: number;
  /** Distinct recorded matches replayed over and over. */
  readonly matches: number;
}

interface Prepared {
  readonly start: unknown;
  readonly seats: readonly Seat[];
  readonly moves: readonly unknown[];
}

/** Records `matches` random matches into arrays, then replays them with `play` alone until `seconds` have passed. */
export function measurePlayCalls(bench: BenchGame, matches: number, seconds: number): PlayCalls {
  const prepared: Prepared[] = [];
  for (let i = 0; i < matches; i++) {
    const seed = `play-${i}`;
    const sink: BenchMove[] = [];
    playRandomGame(bench, seed, sink);
    // States are immutable, so one setup state serves every repetition of its match.
    prepared.push({ start: setupState(bench, seed), seats: sink.map((m) => m.seat), moves: sink.map((m) => m.move) });
  }
  const { game } = bench;
  const started = performance.now();
  let calls = 0;
  let refused = 0;
  while (secondsSince(started) < seconds) {
    for (const p of prepared) {
      let state = p.start;
      for (let k = 0; k < p.moves.length; k++) {
        const next = game.play(state, p.seats[k] as Seat, p.moves[k]);
        if (next.ok) state = next.value.state;
        else refused++;
      }
      calls += p.moves.length;
    }
  }
  const elapsed = secondsSince(started);
  // A refused move would mean a non-deterministic engine: the numbers would not measure what they claim.
  if (refused > 0) throw new Error(`bench: ${refused} recorded moves refused on replay`);
  return {
    playCallsPerSecond: Math.round(calls / elapsed),
    playCalls: calls,
    seconds: Math.round(elapsed * 100) / 100,
    matches,
  };
}
