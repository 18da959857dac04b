import type { AnyGame, Viewer } from '@birzha/engine';
import type { HistoryEntry, MatchHistory } from '@birzha/protocol';
import type { MoveRow, TableRow } from '../store/store.ts';

/**
 * The event log of a started match as one viewer may see it, rebuilt by replaying its record move by move: entry 0
 * holds the setup's events, entry k those of move k. Every event passes through the game's viewEvent, so nothing
 * hidden from the viewer (another seat's cards) is in it. A stored record that does not replay is a bug: it throws.
 */
export function matchHistory(game: AnyGame, table: TableRow, moves: readonly MoveRow[], viewer: Viewer): MatchHistory {
  const seen = (events: readonly unknown[]): unknown[] => events.flatMap((e) => {
    const v: unknown = game.viewEvent(e, viewer);
    return v === undefined ? [] : [v];
  });
  const fail = (at: string, error: unknown): never => {
    throw new Error(`table ${table.id}: stored record does not replay at ${at}: ${JSON.stringify(error)}`);
  };
  const options = game.parseOptions(table.options, table.players);
  if (!options.ok) return fail('setup', options.error);
  const base = { players: table.players, options: options.value, seed: table.seed };
  const start = game.setup(table.position === null ? base : { ...base, position: table.position });
  if (!start.ok) return fail('setup', start.error);
  const entries: HistoryEntry[] = [{ version: 0, seat: null, events: seen(start.value.events) }];
  let state: unknown = start.value.state;
  for (const [i, m] of moves.entries()) {
    const move = game.parseMove(m.move);
    if (!move.ok) return fail(`move ${i}`, move.error);
    const next = game.play(state, m.seat, move.value);
    if (!next.ok) return fail(`move ${i}`, next.error);
    state = next.value.state;
    entries.push({ version: i + 1, seat: m.seat, events: seen(next.value.events) });
  }
  return { version: moves.length, entries };
}
