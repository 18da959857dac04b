import { replay, type AnyGame, type Viewer } from '@birzha/engine';
import type { HistoryEntry, MatchHistory } from '@birzha/protocol';
import type { MoveRow, TableRow } from '../store/store.ts';
import { toRecord } from './live-match.ts';

/**
 * The event log of a started match as one viewer may see it, rebuilt by replaying its record: entry 0 holds the
 * setup's events, entry k those of move k. Every event passes through the game's viewEvent, so nothing hidden from
 * the viewer (another seat's cards) is in it. A stored record that does not replay is a bug: it throws.
 */
export function matchHistory(game: AnyGame, table: TableRow, moves: readonly MoveRow[], viewer: Viewer): MatchHistory {
  const entries: HistoryEntry[] = [];
  const replayed = replay(game, toRecord(table, moves), {
    onStep: (step) => {
      const events = step.events.flatMap((e) => {
        const seen: unknown = game.viewEvent(e, viewer);
        return seen === undefined ? [] : [seen];
      });
      entries.push({ version: step.version, seat: step.seat, events });
    },
  });
  if (!replayed.ok)
    throw new Error(
      `table ${table.id}: stored record does not replay at ${replayed.error.at}: ${JSON.stringify(replayed.error.error)}`,
    );
  return { version: moves.length, entries };
}
