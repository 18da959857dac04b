import { GAMES, err, ok, parseRecord, replay, type AnyGame, type Result, type Viewer } from '@birzha/engine';
import type { MoveActor, MoveStep } from '@birzha/protocol';
import { groupTurns, type ReplayTurn } from './replay-turns.ts';

/** A finished match unrolled: the state after each move and the events each move produced. */
export interface ReplaySteps {
  readonly game: AnyGame;
  readonly players: number;
  /** states[k] = after k moves (states[0] = after setup). */
  readonly states: readonly unknown[];
  /** events[k] = what produced states[k]. */
  readonly events: readonly (readonly unknown[])[];
  /** seats[k] = the seat of move k (null for the setup). */
  readonly seats: readonly (number | null)[];
  /** by[k] = who played move k: the seat's person, a bot, the clock (null for the setup and a record that says not). */
  readonly by: readonly (MoveActor | null)[];
  /** The steps grouped into turns as the rules count them (the replay counts and steps by these). */
  readonly turns: readonly ReplayTurn[];
}

/** Why a record does not replay: the engine's code, and the 0-based move it failed at (none for setup). */
export interface ReplayFailure {
  readonly code: string;
  readonly at?: number;
}

const ACTORS: readonly unknown[] = ['person', 'bot', 'clock'] satisfies MoveActor[];

/**
 * The record as the engine reads it ({seat, move} per move), and who played each move (the server's record adds
 * `by` to its moves): by[k] for move k, by[0] null for the setup.
 */
function actorsOf(raw: unknown): { record: unknown; by: (MoveActor | null)[] } {
  const moves = typeof raw === 'object' && raw !== null ? (raw as { moves?: unknown }).moves : undefined;
  if (!Array.isArray(moves)) return { record: raw, by: [null] };
  const by: (MoveActor | null)[] = [null];
  const bare = moves.map((m: unknown) => {
    if (typeof m !== 'object' || m === null || !('by' in m)) {
      by.push(null);
      return m;
    }
    const { by: actor, ...rest } = m as { by: unknown };
    by.push(ACTORS.includes(actor) ? (actor as MoveActor) : null);
    return rest;
  });
  return { record: { ...(raw as object), moves: bare }, by };
}

/** Replays a record with the engine, keeping every intermediate state (a match is a few hundred moves). */
export function unroll(raw: unknown): Result<ReplaySteps, ReplayFailure> {
  const { record, by } = actorsOf(raw);
  const parsed = parseRecord(record, GAMES);
  if (!parsed.ok) return err({ code: parsed.error.code });
  const game = GAMES[parsed.value.game] as AnyGame;
  const states: unknown[] = [];
  const events: (readonly unknown[])[] = [];
  const seats: (number | null)[] = [];
  const replayed = replay(game, parsed.value, {
    onStep: (step) => {
      states.push(step.state);
      events.push(step.events);
      seats.push(step.seat);
    },
  });
  if (!replayed.ok) {
    const { at, error } = replayed.error;
    return err(at === 'setup' ? { code: error.code } : { code: error.code, at });
  }
  return ok({ game, players: parsed.value.players, states, events, seats, by, turns: groupTurns(game, states) });
}

/** The steps with who played each move taken from the match's history, where the record says not. */
export function withActors(steps: ReplaySteps, history: readonly MoveStep[]): ReplaySteps {
  if (steps.by.some((b) => b !== null)) return steps;
  const by = new Map(history.map((h) => [h.version, h.by ?? null]));
  return { ...steps, by: steps.by.map((b, k) => (k === 0 ? null : (by.get(k) ?? b))) };
}

/** Who sent each move, as the log reads it live (the replay's step k is version k). */
export function movesSteps(steps: ReplaySteps): MoveStep[] {
  return steps.seats.flatMap((seat, k) => {
    const by = steps.by[k] ?? null;
    return k === 0 ? [] : [{ version: k, seat, ...(by === null ? {} : { by }) }];
  });
}

/** The events up to step k as `viewer` may see them (each redacted by the state its move led to). */
export function eventsSeen(steps: ReplaySteps, upTo: number, viewer: Viewer): { version: number; event: unknown }[] {
  const out: { version: number; event: unknown }[] = [];
  for (let k = 0; k <= upTo && k < steps.events.length; k++) {
    for (const e of steps.events[k] ?? []) {
      const seen = steps.game.viewEvent(e, viewer, steps.states[k]);
      if (seen !== undefined) out.push({ version: k, event: seen });
    }
  }
  return out;
}
