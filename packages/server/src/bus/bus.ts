import type { MoveRow, SeatRow, StoredDeadline, TableRow, UserRow } from '../store/store.ts';

/**
 * The event bus between the parts of the server and between server processes (architecture page, section 5): the
 * in-process bus (memory-bus.ts) when there is one process, Redis pub/sub (redis-bus.ts) when there are several.
 * Messages are internal, never sent to clients as they are.
 */
export interface Bus {
  /** Delivers to this process's handlers at once (synchronously) and, on a shared bus, to every other process. */
  publish(message: BusMessage): void;
  /** Returns the unsubscribe function. */
  subscribe(tableId: string, handler: (message: BusMessage) => void): () => void;
  /**
   * Messages about every table (the lobby list, bots, clocks); `remote` when another process published it (work that
   * one process should do, such as a bot's turn, is done where the change was made).
   */
  subscribeAll(handler: (message: BusMessage, remote: boolean) => void): () => void;
  /**
   * From when it resolves, this process receives the table's moves published by other processes. Moves travel on a
   * channel per table that only the processes holding the table listen to (issue 28: no process parses every
   * table's moves); everything else goes to every process. Call before reading the table from the store, so that no
   * move falls between the read and the first message. The in-process bus: nothing to do.
   */
  follow(tableId: string): Promise<void>;
  /** This process no longer holds the table: its moves need not reach it. */
  unfollow(tableId: string): void;
  /**
   * Runs (awaited) before a message from another process is delivered to this process's handlers, so that the
   * live-match cache has caught up with the store first. Messages of one table are delivered one at a time, in the
   * order they were received. The in-process bus never calls it (there is no other process).
   */
  setPrepare(prepare: (message: BusMessage) => Promise<void>): void;
  /**
   * Called when messages from other processes may have been missed (the link was lost and is back): the caller
   * catches up from the store. Returns the unsubscribe function.
   */
  onGap(handler: () => void): () => void;
  /**
   * Called with true when messages from other processes stop arriving (the link to the bus is lost) and with false
   * when they arrive again (before the `onGap` handlers): meanwhile the caller polls the store (issue 28 point 2).
   * Returns the unsubscribe function. The in-process bus is never down.
   */
  onOutage(handler: (down: boolean) => void): () => void;
  /** Called when the set of live processes changes (one started, or stopped sending heartbeats). */
  onPeers(handler: (peers: readonly string[]) => void): () => void;
  /**
   * Starts telling the other processes that this one is alive, once it is ready to take work (its bots driver
   * started): until then they do not count it among the peers, so they do not leave it tables it cannot yet serve.
   */
  announce(): void;
  /** The processes alive now, this one included, sorted (the in-process bus: this one only). */
  peers(): readonly string[];
  /** This process's id on the bus. */
  readonly processId: string;
  /** Messages sent to and received from other processes so far (its metrics); the in-process bus has none. */
  counts?(): BusCounts;
  /** Stops heartbeats and closes connections (the in-process bus: nothing to do). */
  close(): Promise<void>;
}

/** Messages a bus sent to other processes and received from them (heartbeats not counted). */
export interface BusCounts {
  readonly sent: number;
  readonly received: number;
  /** A table's moves, changes and chat not published because no other process followed it (lone-tables.ts). */
  readonly skipped?: number;
  /** The same by kind of message (the lobby notes and who is connected go to every process; the rest to a table's). */
  readonly sentByKind?: Readonly<Partial<Record<BusMessage['kind'], number>>>;
  readonly receivedByKind?: Readonly<Partial<Record<BusMessage['kind'], number>>>;
}

/** One seat's batch of moves as the writer stored it with the table row (move-path.ts). */
/**
 * A change of a finished table that needs no reload: its results were recorded (another process reads them, one
 * statement), or its rematch was made (the rematch's id and invite code, set once).
 */
export type TableChange =
  { readonly results: true } | { readonly next: { readonly id: string; readonly invite: string | null } };

/** A table's row (less its seed), seats and people (less their e-mail addresses), as a load reads them. */
export interface TableRows {
  readonly table: Omit<TableRow, 'seed'>;
  readonly seats: readonly SeatRow[];
  readonly users: readonly UserRow[];
}

export interface MovesChange {
  readonly seat: number;
  readonly by: MoveRow['by'];
  readonly moves: readonly unknown[];
  /** When it was applied (ms since the epoch). */
  readonly at: number;
  /** The running deadlines and a turn-based table's banks after it, as stored. */
  readonly deadlines: readonly StoredDeadline[];
  readonly banks: readonly number[] | null;
}

export type BusMessage =
  /**
   * Moves were appended: version went from `from` to `version`; `finished` when they ended the match. `change` is the
   * batch as stored, so that a process holding the table at `from` advances its copy without reading the store
   * (issue 28); without it, or on a gap, the process catches up from the store.
   */
  | {
      readonly kind: 'moves';
      readonly tableId: string;
      readonly from: number;
      readonly version: number;
      readonly finished: boolean;
      readonly change?: MovesChange;
    }
  /** The table was created, or its seats, status or other facts changed. */
  | {
      readonly kind: 'table';
      readonly tableId: string;
      /** The table's version when it changed (another process loads it as of then; later moves come as moves). */
      readonly version?: number;
      /**
       * What changed, when it is a fact another process holding the table can take without loading it again (issue
       * 28): absent, it reloads the table from the store.
       */
      readonly change?: TableChange;
      /**
       * The table's rows as the writer read them after a change of its seats or status (matches/table-rows.ts):
       * another process holding the table at `version` takes them instead of reading them again (issue 28).
       */
      readonly rows?: TableRows;
    }
  | {
      readonly kind: 'chat';
      readonly tableId: string;
      readonly userId: string;
      readonly name: string;
      readonly text: string;
      readonly at: number;
      /** Who may read it: everyone at the table (default) or only its spectators (ws/hub.ts). */
      readonly audience?: 'players' | 'spectators';
    }
  /**
   * The users connected to a table through one process, all of them (lobby/presence.ts): the other processes
   * replace what they knew of that process and table with it, and tell the table's viewers when a seat's connected
   * mark changed (a `presence` message to the clients, never a snapshot).
   */
  | { readonly kind: 'presence'; readonly tableId: string; readonly processId: string; readonly users: string[] }
  /**
   * The users with a visible page of a table on one process, all of them (notify/watchers-sync.ts): the other
   * processes replace what they knew of that process and table with it, so that a sender anywhere does not notify a
   * person looking at the match. Nothing for clients. `again`: the process missed messages (a gap) and asks every
   * other to tell it theirs again (tableId '' then, users none).
   */
  | {
      readonly kind: 'watching';
      readonly tableId: string;
      readonly processId: string;
      readonly users: string[];
      readonly again?: boolean;
    }
  /**
   * Something the lobby lists show changed on another process (a table made, seated, started or finished), told to
   * every process, whose lobby watchers read the lists again (redis-bus.ts). The change itself goes only to the
   * processes holding its table, on the table's channel; one process's notes come at most every LOBBY_NOTE_MS,
   * however many tables changed meanwhile. Never published by the server's parts; tableId is ''.
   */
  | { readonly kind: 'lobby'; readonly tableId: '' };

/**
 * Whether a bus message changes what the lobby lists show: a table created, seated, started or finished (not who is
 * connected: `presence`), or another process's note that one did.
 */
export function isLobbyChange(m: BusMessage): boolean {
  if (m.kind === 'table' || m.kind === 'lobby') return true;
  if (m.kind === 'moves') return m.finished;
  return false;
}
