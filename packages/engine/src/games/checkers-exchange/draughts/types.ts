/** The draughts layer's own types (spec 8.1): a board of three masks and a move with its path. */

/** Bit i is SQUARES[i] (square order). `kings` marks which occupied squares hold kings. */
export interface Board {
  readonly white: number;
  readonly black: number;
  readonly kings: number;
}

/** One legal draughts move (a ply) of L(c). */
export interface DraughtsMove {
  /** Square index 0..31 of the moving piece. */
  readonly from: number;
  /** Landing squares in order (a quiet move: [to]); the last one is where the piece ends. */
  readonly path: readonly number[];
  /** Square indices of the captured pieces, in capture order (as they stood before the move). */
  readonly captured: readonly number[];
  /** A man that became a king during this move. */
  readonly promoted: boolean;
  /** 'c3-d4' or 'c3:e5:g3' (spec 7.1). */
  readonly notation: string;
}
