/**
 * The event bus between the parts of the server (and, later, between server processes: a Redis implementation
 * slots in behind this interface). Messages are internal, never sent to clients as they are.
 */
export interface Bus {
  publish(message: BusMessage): void;
  /** Returns the unsubscribe function. */
  subscribe(tableId: string, handler: (message: BusMessage) => void): () => void;
  /** Messages about every table (the lobby list, bots, clocks). */
  subscribeAll(handler: (message: BusMessage) => void): () => void;
}

export type BusMessage =
  /** Moves were appended: version went from `from` to `version`; `finished` when they ended the match. */
  | {
      readonly kind: 'moves';
      readonly tableId: string;
      readonly from: number;
      readonly version: number;
      readonly finished: boolean;
    }
  /**
   * The table was created, or its seats, status or other facts changed; `presenceOnly` when only a seated player's
   * connected mark did (not a change the lobby lists care about).
   */
  | { readonly kind: 'table'; readonly tableId: string; readonly presenceOnly?: boolean }
  | {
      readonly kind: 'chat';
      readonly tableId: string;
      readonly userId: string;
      readonly name: string;
      readonly text: string;
      readonly at: number;
      /** Who may read it: everyone at the table (default) or only its spectators (ws/hub.ts). */
      readonly audience?: 'players' | 'spectators';
    };
