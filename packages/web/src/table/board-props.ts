import type { Outcome } from '@birzha/engine';
import type { ChatLine } from '@birzha/protocol';
import type { LogItem } from './use-table.ts';

/** What every game's board gets from the table page (live) or the replay viewer (read-only). */
export interface BoardProps {
  /** The game's view for this viewer. */
  readonly view: unknown;
  /**
   * The match version the view is at (moves applied since the setup): the table state's `version` live, the step's
   * in a replay or the catch-up. The board's only version; `toAct` and `legal` are as of it.
   */
  readonly version: number;
  /**
   * The seats the game waits for at that version, as the engine says (the server's Turn.toAct live; the replayed
   * state's in a replay; the server's, per step, in the catch-up). A board never works out whose turn it is itself.
   */
  readonly toAct: readonly number[];
  /**
   * My seat's legal moves at that version when the server sends them (a game whose `sendsLegal` holds in this state,
   * and my seat may act), else null (a spectator, a replay, a game or phase whose board checks moves with `play`
   * or bounds them itself).
   */
  readonly legal: readonly unknown[] | null;
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
