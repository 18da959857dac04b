import type { CheckersExchange } from '@birzha/engine';
import type { SendMoves } from '../../table/use-send-move.ts';
import type { LogItem } from '../../table/use-table.ts';

export type View = CheckersExchange.View;
export type Move = CheckersExchange.Move;
export type FirmId = CheckersExchange.FirmId;

/**
 * What every zone of the Checkers Exchange table gets from board.tsx. `send` is the board's sendMoves (all or none;
 * it rejects with the server's refusal): a zone sends through useSendMove(send), which keeps its pending flag and the
 * refusal it shows with ErrorNote. It is null when this viewer cannot move (a spectator, a replay, a resigned seat,
 * the finished game).
 */
export interface ZoneProps {
  readonly view: View;
  /** My seat, or null for a spectator. */
  readonly seat: number | null;
  /**
   * The seats the game waits for, as the engine says (BoardProps.toAct: the server's live, the replayed state's in a
   * replay, the step's in the catch-up). A zone asks it whether it is my move; it never works that out from the view.
   */
  readonly toAct: readonly number[];
  /** A display name per seat. */
  readonly names: readonly string[];
  readonly send: SendMoves<Move>;
  /** Every event of the match so far, oldest first (the log, the price chart, the last ply). */
  readonly log: readonly LogItem[];
  /** When the current stage ends (ms since the epoch), or null (untimed, or not known). */
  readonly deadline: number | null;
  /**
   * A live table (not a replay, which steps by itself): others' plies are then played out on the board at the pace
   * chosen in the header. Absent: false.
   */
  readonly live?: boolean;
}
