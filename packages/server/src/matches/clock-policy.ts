import type { AnyGame, Seat } from '@birzha/engine';

/**
 * How a game's clock works on the server (the engine never reads a clock: spec "Clock" sections). For each game:
 * the deadline after a transition, and the moves the server submits when it passes.
 */
export interface ClockPolicy {
  /** The deadline after a transition whose events are `events`, given the previous one (null = no clock now). */
  deadline(state: unknown, events: readonly unknown[], now: number, previous: number | null): number | null;
  /** The moves the server submits at the deadline, through the normal move path. */
  timeoutMoves(state: unknown): { seat: Seat; move: unknown }[];
}

interface AkcionerClockState {
  readonly phase: string;
  readonly toMove: Seat | null;
  readonly options: { readonly turnSeconds: number };
}

/** Akcioner, spec 6 "Clock": a deadline of turnSeconds at every turnStarted, for the whole turn. */
const akcionerClock: ClockPolicy = {
  deadline(state, events, now, previous) {
    const s = state as AkcionerClockState;
    if (s.phase !== 'playing' || s.options.turnSeconds === 0) return null;
    const newTurn = events.some((e) => (e as { type?: unknown }).type === 'turnStarted');
    return newTurn || previous === null ? now + s.options.turnSeconds * 1000 : previous;
  },
  timeoutMoves(state) {
    const s = state as AkcionerClockState;
    return s.toMove === null ? [] : [{ seat: s.toMove, move: { type: 'timeout' } }];
  },
};

const noClock: ClockPolicy = { deadline: () => null, timeoutMoves: () => [] };

/** The clock of a game (games without one here have no clock on this server yet). */
export function clockPolicy(game: AnyGame): ClockPolicy {
  return game.meta.id === 'akcioner' ? akcionerClock : noClock;
}
