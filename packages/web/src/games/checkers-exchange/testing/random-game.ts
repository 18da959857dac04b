import { CheckersExchange, checkersExchange } from '@birzha/engine';

type State = CheckersExchange.State;
type Move = CheckersExchange.Move;
type Event = CheckersExchange.Event;

/*
 * Test support shared by the log tests and the status tests: setting a table up through the game's public setup, and
 * playing a whole game with the engine by a caller's pseudo-random choices, every event recorded with the state its
 * move led to (viewEvent reads it, spec 10) and the version of that move.
 */

/** An event as the engine gave it, with the state its move led to and that state's version (0 = after setup). */
export interface PlayedEvent {
  readonly event: Event;
  readonly after: State;
  readonly version: number;
}

/** A setup's state and events (with a spec 12 position, if given); a bad option or position throws. */
export function setupGame(
  players: number,
  options: Record<string, unknown>,
  seed: string,
  position?: unknown,
): { state: State; events: readonly Event[] } {
  const opts = checkersExchange.parseOptions(options, players);
  if (!opts.ok) throw new Error(opts.error.code);
  const r = checkersExchange.setup({
    players,
    options: opts.value,
    seed,
    // the games these seeds give were chosen under rules version 1 (a board that ends, a meeting): keep them
    rulesVersion: 1,
    ...(position === undefined ? {} : { position }),
  });
  if (!r.ok) throw new Error(`${r.error.code} ${JSON.stringify(r.error.detail)}`);
  return r.value;
}

/** A state after setup (with a spec 12 position, if given); a bad one throws. */
export function startState(players: number, options: Record<string, unknown>, seed: string, position?: unknown): State {
  return setupGame(players, options, seed, position).state;
}

/** Plays `move` for `seat` if the engine accepts it (then records it); false when refused. */
export type TryPlay = (seat: number, move: Move) => boolean;

/** Why the engine refuses `move` in `state` (for a test's error message); empty when it would accept it. */
export function refusalCode(state: State, seat: number, move: Move): string {
  const r = checkersExchange.play(state, seat, move);
  return r.ok ? '' : r.error.code;
}

/**
 * A whole game from setup: `step` is called with the current state until the game is finished and plays what it
 * chooses through `tryPlay`; a game that has not finished after `maxSteps` steps throws.
 */
export function playRandomGame(
  players: number,
  options: Record<string, unknown>,
  seed: string,
  maxSteps: number,
  step: (state: State, tryPlay: TryPlay) => void,
): { state: State; states: State[]; events: PlayedEvent[] } {
  const start = setupGame(players, options, seed);
  let state = start.state;
  const states: State[] = [state];
  const events: PlayedEvent[] = start.events.map((event) => ({ event, after: state, version: 0 }));
  const tryPlay: TryPlay = (seat, move) => {
    const r = checkersExchange.play(state, seat, move);
    if (!r.ok) return false;
    state = r.value.state;
    states.push(state);
    for (const event of r.value.events) events.push({ event, after: state, version: states.length - 1 });
    return true;
  };
  for (let guard = 0; state.phase !== 'finished'; guard++) {
    if (guard >= maxSteps) throw new Error('the test game did not finish');
    step(state, tryPlay);
  }
  return { state, states, events };
}

/** A small deterministic generator (a test needs the same game every run): an LCG's high bits. */
export function lcg(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return (x >>> 8) % n;
  };
}

/** mulberry32, for choices mod 2 or 4, where the low bits of a plain LCG repeat too soon. */
export function mulberry32(seed: number): (n: number) => number {
  let x0 = seed;
  return (n) => {
    x0 = (x0 + 0x6d2b79f5) | 0;
    let x = Math.imul(x0 ^ (x0 >>> 15), 1 | x0);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) % n;
  };
}
