import { createRng, determinizer, getGame, rngFromSeed, type RngState, type Seat } from '@birzha/engine';
import { runFor } from './clock.ts';
import type { ExtraFigures } from './extra-figures.ts';
import { benchGame, setupState } from './random-game.ts';

/** Recorded mid-game views per table size, and rng states to determinize them with (all outside the timed loop). */
const VIEW_GAMES = 20;
const RNG_STATES = 64;

export interface SeatView {
  readonly view: unknown;
  readonly seat: Seat;
}

/**
 * Views of the seats to act at the middle of `games` random matches (half their moves played, or the fractions given):
 * what a search bot determinizes when it decides. Random legal moves, as `playRandomGame`, stopped there.
 */
export function midGameViews(
  id: string,
  players: number,
  options: unknown,
  games: number,
  fractions: readonly number[] = [0.5],
): SeatView[] {
  const game = getGame(id);
  if (game === undefined) throw new Error(`bench: game ${id} is not registered`);
  const bench = benchGame(game, players, options);
  const out: SeatView[] = [];
  for (let g = 0; g < games; g++) {
    const seed = `determinize-${players}-${g}`;
    const rng = createRng(rngFromSeed(seed));
    const states: unknown[] = [];
    let state = setupState(bench, seed);
    for (;;) {
      const toAct = game.toAct(state);
      if (toAct.length === 0) break;
      states.push(state);
      const seat = toAct[toAct.length === 1 ? 0 : rng.int(toAct.length)] as Seat;
      const legal = game.legalMoves(state, seat);
      const next = game.play(state, seat, legal[rng.int(legal.length)]);
      if (!next.ok) throw new Error(`bench: legal move refused: ${next.error.code} (seed ${seed})`);
      state = next.value.state;
    }
    for (const fraction of fractions) {
      const at = states[Math.floor(states.length * fraction)];
      for (const seat of game.toAct(at)) out.push({ view: game.view(at, seat), seat });
    }
  }
  return out;
}

/**
 * Microseconds per `determinize` call (the hook search bots call thousands of times per decision) at mid-game views
 * of each table size, after a warm-up: `determinizeMicros<N>p`, one figure per size.
 */
export function determinizeFigures(playerCounts: readonly number[], options: unknown = {}): ExtraFigures {
  return (id, log) => {
    const game = getGame(id);
    if (game === undefined) throw new Error(`bench: game ${id} is not registered`);
    const determinize = determinizer(game);
    const rngs: RngState[] = Array.from({ length: RNG_STATES }, (_, i) => rngFromSeed(`determinize-rng-${i}`));
    const figures: Record<string, number> = {};
    for (const players of playerCounts) {
      const views = midGameViews(id, players, benchGame(game, players, options).options, VIEW_GAMES);
      let sink = 0;
      const step = (i: number): void => {
        const v = views[i % views.length] as SeatView;
        if (determinize(v.view, v.seat, rngs[i % RNG_STATES] as RngState) !== undefined) sink++;
      };
      runFor(1, step);
      const run = runFor(3, step);
      if (sink === 0) throw new Error('bench: determinize returned nothing');
      const micros = Math.round((run.seconds / run.calls) * 1e7) / 10;
      log(`${id}: determinize at ${views.length} mid-game ${players}-player views: ${micros} µs per call`);
      figures[`determinizeMicros${players}p`] = micros;
    }
    return figures;
  };
}
