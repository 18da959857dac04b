/** What `birzha perft` and the bench need of a game that has a perft: a root position and counts below it. */

/** One root move's notation and the leaves below it. */
export interface DivideRow {
  readonly move: string;
  readonly nodes: number;
}

/** A position to count from. */
export interface PerftRoot {
  /** Leaves `depth` plies below (depth 0 = 1). */
  count(depth: number): number;
  /** Leaves below each root move, in notation order; depth ≥ 1. */
  divide(depth: number): readonly DivideRow[];
}

/** A game's perft: its start position and positions written in its own format. */
export interface PerftGame {
  /** The format `--fen` takes, for messages and help. */
  readonly positionFormat: string;
  start(): PerftRoot;
  /** A position from text, or null when the text is not one. */
  parse(text: string): PerftRoot | null;
}
