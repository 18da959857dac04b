import type { Outcome } from '@birzha/engine';
import type { ChatLine } from '@birzha/protocol';
import type { LogItem } from './use-table.ts';

/** What every game's board gets from the table page (live) or the replay viewer (read-only). */
export interface BoardProps {
  /** The game's view for this viewer. */
  readonly view: unknown;
  readonly seat: number | null;
  /** A display name per seat. */
  readonly names: readonly string[];
  readonly log: readonly LogItem[];
  /** Null in a replay. */
  readonly chat: readonly ChatLine[] | null;
  readonly deadline: number | null;
  readonly outcome: Outcome | null;
  /** The live table (null in a replay): its replay link at the end, where my draft is kept. */
  readonly tableId: string | null;
  /** Sends a whole turn all or none; null when this viewer cannot move (spectator, replay). */
  readonly sendMoves: ((moves: readonly unknown[]) => Promise<unknown>) | null;
  readonly sendChat: ((text: string) => Promise<unknown>) | null;
  readonly onPlayAgain: (() => void) | null;
  /**
   * A board that plays a public show (the game's `showSeconds`: a Movement revealed step by step) says so: the view
   * it draws while the show plays, then null once it is over. The table's status bar names that view's phase and
   * holds back "Your move", the clock and "Game over" until then (the server's clocks start after the show).
   */
  readonly onShow?: (shown: { readonly view: unknown } | null) => void;
}
