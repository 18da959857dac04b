import { replay, type AnyGame, type Viewer } from '@birzha/engine';
import type { HistoryEntry, MatchHistory } from '@birzha/protocol';
import type { MoveRow, TableRow } from '../store/store.ts';
import { toRecord } from './live-match.ts';

/**
 * The event log of a started match as one viewer may see it: entry 0 holds the setup's events, entry k those of
 * move k. Every event passes through the game's viewEvent, so nothing hidden from the viewer (another seat's cards)
 * is in it. Built from the events stored with each move, and the setup's from `setup` alone; a match with moves
 * stored before events were kept, or of a game whose viewEvent reads the state, is replayed. A stored match that
 * does not set up or replay is a bug: it throws.
 */
export function matchHistory(game: AnyGame, table: TableRow, moves: readonly MoveRow[], viewer: Viewer): MatchHistory {
  if (moves.some((m) => m.events === null) || game.viewEventReadsState === true)
    return replayedHistory(game, table, moves, viewer);
  const seen = (events: readonly unknown[]) => visible(game, events, viewer);
  const entries: HistoryEntry[] = [{ version: 0, seat: null, events: seen(setupEvents(game, table)) }];
  for (const m of moves) entries.push({ version: m.seq + 1, seat: m.seat, events: seen(m.events ?? []) });
  return { version: moves.length, entries };
}

/** The events of the match's setup (deterministic: options, players, seed and position are all in the table row). */
function setupEvents(game: AnyGame, table: TableRow): readonly unknown[] {
  const options = game.parseOptions(table.options, table.players);
  if (!options.ok) throw new Error(`table ${table.id}: stored options refused: ${JSON.stringify(options.error)}`);
  const start = game.setup({
    players: table.players,
    options: options.value,
    seed: table.seed,
    ...(table.position === null ? {} : { position: table.position }),
  });
  if (!start.ok) throw new Error(`table ${table.id}: stored setup refused: ${JSON.stringify(start.error)}`);
  return start.value.events;
}

/** The history of a match stored before moves kept their events: rebuilt by replaying its record. */
function replayedHistory(game: AnyGame, table: TableRow, moves: readonly MoveRow[], viewer: Viewer): MatchHistory {
  const entries: HistoryEntry[] = [];
  const replayed = replay(game, toRecord(table, moves), {
    onStep: (step) =>
      entries.push({ version: step.version, seat: step.seat, events: visible(game, step.events, viewer, step.state) }),
  });
  if (!replayed.ok)
    throw new Error(
      `table ${table.id}: stored record does not replay at ${replayed.error.at}: ${JSON.stringify(replayed.error.error)}`,
    );
  return { version: moves.length, entries };
}

/** The events as the viewer may see them (the game's viewEvent, given the state they led to when known). */
function visible(game: AnyGame, events: readonly unknown[], viewer: Viewer, state?: unknown): unknown[] {
  return events.flatMap((e) => {
    const shown: unknown = game.viewEvent(e, viewer, state);
    return shown === undefined ? [] : [shown];
  });
}
