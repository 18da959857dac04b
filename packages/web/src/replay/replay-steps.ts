import { GAMES, parseRecord, type AnyGame, type Viewer } from '@birzha/engine';

/** A finished match unrolled: the state after each move and the events each move produced. */
export interface ReplaySteps {
  readonly game: AnyGame;
  readonly players: number;
  /** states[k] = after k moves (states[0] = after setup). */
  readonly states: readonly unknown[];
  /** events[k] = what produced states[k]. */
  readonly events: readonly (readonly unknown[])[];
  /** seats[k] = who made move k (null for the setup). */
  readonly seats: readonly (number | null)[];
}

export type ReplayResult = { ok: true; value: ReplaySteps } | { ok: false; code: string; at?: number };

/** Replays a record with the engine, keeping every intermediate state (a match is a few hundred moves). */
export function unroll(raw: unknown): ReplayResult {
  const parsed = parseRecord(raw, GAMES);
  if (!parsed.ok) return { ok: false, code: parsed.error.code };
  const record = parsed.value;
  const game = GAMES[record.game] as AnyGame;
  const options = game.parseOptions(record.options, record.players);
  if (!options.ok) return { ok: false, code: options.error.code };
  const start = game.setup({ players: record.players, options: options.value, seed: record.seed, ...(record.position === null ? {} : { position: record.position }) });
  if (!start.ok) return { ok: false, code: start.error.code };
  const states: unknown[] = [start.value.state];
  const events: (readonly unknown[])[] = [start.value.events];
  const seats: (number | null)[] = [null];
  let state = start.value.state;
  for (const [i, m] of record.moves.entries()) {
    const move = game.parseMove(m.move);
    if (!move.ok) return { ok: false, code: move.error.code, at: i };
    const next = game.play(state, m.seat, move.value);
    if (!next.ok) return { ok: false, code: next.error.code, at: i };
    state = next.value.state;
    states.push(state);
    events.push(next.value.events);
    seats.push(m.seat);
  }
  return { ok: true, value: { game, players: record.players, states, events, seats } };
}

/** The events up to step k as `viewer` may see them. */
export function eventsSeen(steps: ReplaySteps, upTo: number, viewer: Viewer): { version: number; event: unknown }[] {
  const out: { version: number; event: unknown }[] = [];
  for (let k = 0; k <= upTo && k < steps.events.length; k++) {
    for (const e of steps.events[k] ?? []) {
      const seen = steps.game.viewEvent(e, viewer);
      if (seen !== undefined) out.push({ version: k, event: seen });
    }
  }
  return out;
}
