import { akcioner, type Akcioner } from '@birzha/engine';

/** One step of a played test game: who moved (null: the setup), the events seat 0 sees, the state after it. */
export interface GameStep {
  readonly seat: number | null;
  readonly events: readonly Akcioner.Event[];
  readonly state: Akcioner.State;
}

/**
 * A whole short game for tests, as seat 0 sees its events: the setup, then every move, chosen by a fixed
 * pseudo-random sequence among the legal ones (so trades with lines happen, and cards with every assignment).
 */
export function playTestGame(players = 2, seed = 'log'): GameStep[] {
  const options = akcioner.parseOptions({ variant: 'short' }, players);
  if (!options.ok) throw new Error('options');
  const start = akcioner.setup({ players, options: options.value, seed });
  if (!start.ok) throw new Error(start.error.code);
  // What seat 0 may see of each event (the generic viewEvent may hide one altogether).
  const see = (events: readonly Akcioner.Event[]) =>
    events.flatMap((e) => {
      const v = akcioner.viewEvent(e, 0);
      return v === undefined ? [] : [v];
    });
  const steps: GameStep[] = [{ seat: null, events: see(start.value.events), state: start.value.state }];
  let state = start.value.state;
  let rnd = 7;
  for (let guard = 0; state.phase === 'playing' && guard < 1000; guard++) {
    const seat = state.toMove!;
    const legal = akcioner.legalMoves(state, seat);
    rnd = (rnd * 1103515245 + 12345) % 2147483648;
    const r = akcioner.play(state, seat, legal[rnd % legal.length]!);
    if (!r.ok) throw new Error(r.error.code);
    state = r.value.state;
    steps.push({ seat, events: see(r.value.events), state });
  }
  if (state.phase !== 'finished') throw new Error('the test game did not finish');
  return steps;
}
