import { CheckersExchange } from '@birzha/engine';

export type Piece = CheckersExchange.Piece;

const FILES = 'abcdefgh';

/** One of the 64 squares as drawn. `index` is the square-order index of a dark square (spec 2), -1 for a light one. */
export interface Cell {
  readonly name: string;
  /** 0 = a. */
  readonly file: number;
  /** 1..8. */
  readonly rank: number;
  readonly dark: boolean;
  readonly index: number;
}

/** The file letters left to right as drawn. */
export function fileLetters(flipped: boolean): string[] {
  const files = [...FILES];
  return flipped ? files.reverse() : files;
}

/** The rank numbers top to bottom as drawn: White at the bottom (rank 1) unless flipped (spec 7.1). */
export function rankNumbers(flipped: boolean): number[] {
  const ranks = [8, 7, 6, 5, 4, 3, 2, 1];
  return flipped ? ranks.reverse() : ranks;
}

/** The board's rows top to bottom, each left to right; a1 is dark (spec 2). */
export function boardRows(flipped: boolean): Cell[][] {
  const files = fileLetters(flipped);
  return rankNumbers(flipped).map((rank) =>
    files.map((letter) => {
      const file = FILES.indexOf(letter);
      const name = `${letter}${rank}`;
      const dark = (file + rank) % 2 === 1;
      return { name, file, rank, dark, index: dark ? CheckersExchange.Draughts.squareIndex(name) : -1 };
    }),
  );
}

/** The pieces by square-order index. */
export function piecesByIndex(pieces: readonly Piece[]): Map<number, Piece> {
  return new Map(pieces.map((p) => [CheckersExchange.Draughts.squareIndex(p.sq), p]));
}

/** A piece's code for data attributes and tests: its firm id (`w2`). */
export function pieceCode(piece: Piece): string {
  return piece.firm;
}

/** The name of a square index (`c3`). */
export function nameOf(index: number): string {
  return CheckersExchange.Draughts.squareName(index);
}

/** A firm's number within its colour, as marked on its pieces (W2 → "2"). */
export function firmNumber(firm: CheckersExchange.FirmId): string {
  return firm.slice(1);
}
