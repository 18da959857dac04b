/**
 * Russian draughts, knowing nothing of firms (spec 8.1, 8.4). CONTRACT STUB: the draughts helper replaces every body;
 * the exported names and types stay (other modules import them).
 */
import type { Color, Square } from '../config.ts';
import type { BoardResult, DrawCounters, EndgameRule, Piece } from '../types.ts';

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

export declare function startBoard(): Board;
/** Pieces (firm ignored) to a board. */
export declare function boardFromPieces(pieces: readonly Piece[]): Board;
/** L(c) of spec 8.1: all complete captures if any capture exists, else all quiet moves. Order unspecified. */
export declare function generateMoves(board: Board, color: Color): DraughtsMove[];
/** Whether L(c) is empty (fast path for the end check). */
export declare function hasMoves(board: Board, color: Color): boolean;
/** The board after a move of `color` (spec 8.1 step 4). */
export declare function applyMove(board: Board, color: Color, move: DraughtsMove): Board;
/** Perft over L(c), every capture path counted (spec V1). */
export declare function perft(board: Board, color: Color, depth: number): number;
/** Spec 8.4 position key, e.g. `W:WKc1,e1:Ba7,Kf8`; an empty side is `B:WKh4:B`. */
export declare function positionKey(board: Board, toMove: Color): string;
/** Square name to index, or -1 for a light or unknown square. */
export declare function squareIndex(name: string): number;
export declare function squareName(index: number): Square;
/** The notation regex of spec 7.1 with every square dark: the squares in order and whether it is a capture; null when malformed. */
export declare function parseNotation(text: string): { readonly capture: boolean; readonly squares: readonly number[] } | null;
/** Spec 8.4 step 3's material class, or null. */
export declare function classifyEndgame(board: Board): EndgameRule | null;
/**
 * Spec 8.4 steps 1-3: the counters after a ply. `after` is the new board, `toMove` the side to move now;
 * `irreversible` = a capture or a man moved; `capture`; `promoted` = the ply made a king.
 */
export declare function nextDrawCounters(
  prev: DrawCounters,
  after: Board,
  toMove: Color,
  ply: { readonly irreversible: boolean; readonly capture: boolean; readonly promoted: boolean },
): DrawCounters;
/** Spec 8.4 step 4: the end of the board game on the new position, first match wins; null when it goes on. */
export declare function boardEnd(after: Board, toMove: Color, draw: DrawCounters): BoardResult | null;
