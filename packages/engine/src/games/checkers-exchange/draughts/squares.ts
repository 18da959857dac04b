/**
 * Static tables over the 32 dark squares in the spec's square order (spec 2: index = 4 * row + k, file = 2k + row
 * parity, bit i of a board = SQUARES[i]). Built once at module load; the generator reads them on every node.
 */
import { SQUARES, type Square } from '../config.ts';

/** Directions, in this order: up-right, up-left (towards rank 8), down-right, down-left. */
export const NE = 0;
export const NW = 1;
export const SE = 2;
export const SW = 3;
const DIR_FILE = [1, -1, 1, -1] as const;
const DIR_ROW = [1, 1, -1, -1] as const;

/** The square index at (file 0..7, row 0..7), or -1 for a light square or off the board. */
export function indexAt(file: number, row: number): number {
  if (file < 0 || file > 7 || row < 0 || row > 7 || ((file + row) & 1) !== 0) return -1;
  return row * 4 + (file >> 1);
}

export function fileOf(index: number): number {
  return ((index & 3) << 1) | ((index >> 2) & 1);
}

export function rowOf(index: number): number {
  return index >> 2;
}

/** NEIGHBOR[sq * 4 + dir]: the adjacent square in that direction, or -1. */
export const NEIGHBOR = new Int8Array(128);
/** RAY[(sq * 4 + dir) * 8 + i]: the i-th square along the diagonal (i < RAY_LENGTH[sq * 4 + dir]). */
export const RAY = new Int8Array(1024);
export const RAY_LENGTH = new Int8Array(128);
/** Squares that have a square two steps away in that direction (a man can jump from them). */
export const CAN_JUMP = new Int32Array(4);
/** Squares that have a neighbour in that direction. */
export const CAN_STEP = new Int32Array(4);

for (let sq = 0; sq < 32; sq++) {
  for (let dir = 0; dir < 4; dir++) {
    const slot = sq * 4 + dir;
    let file = fileOf(sq);
    let row = rowOf(sq);
    let length = 0;
    for (;;) {
      file += DIR_FILE[dir] as number;
      row += DIR_ROW[dir] as number;
      const next = indexAt(file, row);
      if (next < 0) break;
      RAY[slot * 8 + length] = next;
      length++;
    }
    RAY_LENGTH[slot] = length;
    NEIGHBOR[slot] = length > 0 ? (RAY[slot * 8] as number) : -1;
    if (length > 0) CAN_STEP[dir] = (CAN_STEP[dir] as number) | (1 << sq);
    if (length > 1) CAN_JUMP[dir] = (CAN_JUMP[dir] as number) | (1 << sq);
  }
}

/** Squares of even rows (ranks 1, 3, 5, 7) and odd rows. */
export const EVEN_ROWS = 0x0f0f0f0f;
export const ODD_ROWS = ~EVEN_ROWS;
/** Index shift of one step in each direction, from an even row and from an odd row (spec 2's layout). */
export const STEP_EVEN = [4, 3, -4, -5] as const;
export const STEP_ODD = [5, 4, -3, -4] as const;

// The bulk shifts of the generator rely on the layout; a table that disagrees with them is a bug, caught at load.
for (let sq = 0; sq < 32; sq++) {
  for (let dir = 0; dir < 4; dir++) {
    const n = NEIGHBOR[sq * 4 + dir] as number;
    const step = ((sq >> 2) & 1) === 0 ? STEP_EVEN[dir] : STEP_ODD[dir];
    if (n >= 0 && n !== sq + (step as number)) throw new Error(`draughts tables: bad step ${sq} ${dir}`);
  }
}

/** Rows where a man of each colour is promoted (spec 2 PROMOTION_RANK: white 8, black 1). */
export const PROMOTION_WHITE = 0xf0000000 | 0;
export const PROMOTION_BLACK = 0x0000000f;

/** Bits of a 32-bit mask. */
export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) as number;
}

/** Index of the lowest set bit of a non-zero mask. */
export function lowestIndex(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/** Shifts a mask left by `k` bits (right when k < 0), unsigned. */
export function shift(x: number, k: number): number {
  return k >= 0 ? x << k : x >>> -k;
}

/** Square name by index (a caller's out-of-range index is a bug). */
export function nameOf(index: number): Square {
  const name = SQUARES[index];
  if (name === undefined) throw new Error(`draughts: no square ${index}`);
  return name;
}
