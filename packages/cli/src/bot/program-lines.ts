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

/** Why a server bot took the seat over: the bot's account left the match, or the seat kept timing out. */
export type SeatLostReason = 'timeouts' | 'left';

/**
 * The program's game is over; standard input is closed after it. `reason`: `finished` (the match ended: `outcome`), or
 * `seatLost` (a server bot took the seat over and the match goes on without the program: `outcome` null, `lostFor`
 * why, null when the server did not say).
 */
export type EndLine =
  | { readonly t: 'end'; readonly outcome: unknown; readonly reason: 'finished' }
  | {
      readonly t: 'end';
      readonly outcome: null;
      readonly reason: 'seatLost';
      readonly lostFor: SeatLostReason | null;
    };

export type ProgramLine = StartLine | TurnLine | UpdateLine | ErrorLine | EndLine;
