import { CheckersExchange } from '@birzha/engine';
import type { LogItem } from '../../table/use-table.ts';

/** The `plyPlayed` event of spec 9. */
export type PlyPlayed = Extract<CheckersExchange.Event, { type: 'plyPlayed' }>;

/** The last ply as the board marks it: its event, its squares as indices, and the log version it came with. */
export interface LastPly {
  readonly event: PlyPlayed;
  readonly version: number;
  /** Where the piece started. */
  readonly from: number;
  /** The landing squares in order; the last is where the piece stands. */
  readonly path: readonly number[];
  /** A key that changes with every new ply (for the capture animation). */
  readonly key: string;
}

function isPlyPlayed(event: unknown): event is PlyPlayed {
  return (
    typeof event === 'object' &&
    event !== null &&
    (event as { type?: unknown }).type === 'plyPlayed' &&
    typeof (event as { move?: unknown }).move === 'string'
  );
}

/** The newest `plyPlayed` of the log with its squares (spec 9), or null before the first ply. */
export function lastPly(log: readonly LogItem[]): LastPly | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const item = log[i]!;
    if (!isPlyPlayed(item.event)) continue;
    const parsed = CheckersExchange.Draughts.parseNotation(item.event.move);
    const from = parsed?.squares[0];
    if (parsed === null || from === undefined) return null;
    return {
      event: item.event,
      version: item.version,
      from,
      path: parsed.squares.slice(1),
      key: `${item.version}:${i}:${item.event.move}`,
    };
  }
  return null;
}
