// What the bot client writes to a program's standard input, one JSON object a line (examples/README.md, "The
// program's side"). The same lines for every game: views, moves and events are the game's own (its engine types).

/** Once, first: the table and the program's seat. */
export interface StartLine {
  readonly t: 'start';
  readonly table: string;
  readonly game: string;
  readonly seat: number;
  readonly players: number;
  readonly options: unknown;
}

/** The seat must act: the move must answer `version`. `legal` is null when the game sends no list in this state. */
export interface TurnLine {
  readonly t: 'turn';
  readonly table: string;
  readonly version: number;
  readonly view: unknown;
  readonly legal: readonly unknown[] | null;
  readonly deadline: number | null;
  /** The events the seat may see since the previous line (none after a reconnection: the view says where it is). */
  readonly events: readonly unknown[];
}

/** The match moved on and the seat need not act. */
export interface UpdateLine {
  readonly t: 'update';
  readonly version: number;
  readonly view: unknown;
  readonly events: readonly unknown[];
}

/** The server refused the program's move (or batch); a new `turn` line follows when it is still the seat's turn. */
export interface ErrorLine {
  readonly t: 'error';
  readonly code: string;
  readonly detail: unknown;
  /** The match's version as the server said it (else the version the move answered). */
  readonly version: number;
}

/** The match is over; standard input is closed after it. */
export interface EndLine {
  readonly t: 'end';
  readonly outcome: unknown;
}

export type ProgramLine = StartLine | TurnLine | UpdateLine | ErrorLine | EndLine;
