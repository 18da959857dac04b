/**
 * A slow reference generator written straight from spec 8.1 on an 8 x 8 grid (no tables, no masks), compared with the
 * fast one on thousands of positions reached by random play and placed at random: the legal notations, the board
 * after each move, and small perfts. It pins the Turkish strike, flying kings and promotion beyond the start.
 */
import { describe, expect, it } from 'vitest';
import { createRng, rngFromSeed, type Rng } from '../../../core/rng.ts';
import type { Color } from '../config.ts';
import { applyMove, generateMoves, hasMoves, perft, positionKey, startBoard } from './index.ts';
import type { Board } from './types.ts';

interface Cell {
  readonly color: Color;
  readonly king: boolean;
}
type Grid = (Cell | null)[];

const at = (file: number, rank: number): number => rank * 8 + file;
const onBoard = (file: number, rank: number): boolean => file >= 0 && file < 8 && rank >= 0 && rank < 8;
const nameAt = (file: number, rank: number): string => String.fromCharCode(97 + file) + String(rank + 1);
const DIRS = [
  [1, 1],
  [-1, 1],
  [1, -1],
  [-1, -1],
] as const;

/** The grid of a board, read through its position key (so the reference shares no square table with the code). */
function gridOf(board: Board): Grid {
  const grid: Grid = new Array<Cell | null>(64).fill(null);
  const [, white = '', black = ''] = positionKey(board, 'white').split(':');
  for (const [color, list] of [
    ['white', white.slice(1)],
    ['black', black.slice(1)],
  ] as const) {
    for (const token of list === '' ? [] : list.split(',')) {
      const king = token.startsWith('K');
      const name = king ? token.slice(1) : token;
      grid[at(name.charCodeAt(0) - 97, name.charCodeAt(1) - 49)] = { color, king };
    }
  }
  return grid;
}

function keyOf(grid: Grid, toMove: Color): string {
  const side = (color: Color): string => {
    const parts: string[] = [];
    for (let rank = 0; rank < 8; rank++) {
      for (let file = 0; file < 8; file++) {
        const cell = grid[at(file, rank)];
        if (cell?.color === color) parts.push((cell.king ? 'K' : '') + nameAt(file, rank));
      }
    }
    return parts.join(',');
  };
  return `${toMove === 'white' ? 'W' : 'B'}:W${side('white')}:B${side('black')}`;
}

interface RefMove {
  readonly notation: string;
  readonly after: Grid;
}

/** L(c) of spec 8.1, literally. */
function referenceMoves(grid: Grid, color: Color): RefMove[] {
  const lastRank = color === 'white' ? 7 : 0;
  const captures: RefMove[] = [];
  const finish = (board: Grid, from: number, to: number, taken: readonly number[], king: boolean, text: string) => {
    const after = board.slice();
    after[from] = null;
    for (const t of taken) after[t] = null;
    after[to] = { color, king };
    return { notation: text, after };
  };
  // Jumps from (file, rank): [captured square, landing file, landing rank], captured pieces staying in the grid.
  const jumps = (board: Grid, file: number, rank: number, king: boolean, taken: readonly number[]) => {
    const found: [number, number, number][] = [];
    for (const [df, dr] of DIRS) {
      let f = file + df;
      let r = rank + dr;
      if (king) {
        while (onBoard(f, r) && board[at(f, r)] === null) {
          f += df;
          r += dr;
        }
      }
      if (!onBoard(f, r)) continue;
      const over = board[at(f, r)];
      if (over === null || over === undefined || over.color === color || taken.includes(at(f, r))) continue;
      let lf = f + df;
      let lr = r + dr;
      while (onBoard(lf, lr) && board[at(lf, lr)] === null) {
        found.push([at(f, r), lf, lr]);
        if (!king) break;
        lf += df;
        lr += dr;
      }
    }
    return found;
  };
  const search = (
    board: Grid,
    from: number,
    file: number,
    rank: number,
    king: boolean,
    taken: number[],
    text: string,
  ) => {
    const options = jumps(board, file, rank, king, taken);
    if (options.length === 0) {
      if (taken.length > 0) captures.push(finish(board, from, at(file, rank), taken, king, text));
      return;
    }
    // Per captured piece: if some landing goes on, only those landings may be taken.
    const goesOn = (o: [number, number, number]) => {
      const crowned = king || o[2] === lastRank;
      return jumps(board, o[1], o[2], crowned, [...taken, o[0]]).length > 0;
    };
    for (const o of options) {
      const same = options.filter((p) => p[0] === o[0]);
      if (king && !goesOn(o) && same.some(goesOn)) continue;
      search(board, from, o[1], o[2], king || o[2] === lastRank, [...taken, o[0]], `${text}:${nameAt(o[1], o[2])}`);
    }
  };
  for (let rank = 0; rank < 8; rank++) {
    for (let file = 0; file < 8; file++) {
      const cell = grid[at(file, rank)];
      if (cell?.color !== color) continue;
      const board = grid.slice();
      board[at(file, rank)] = null; // the start square counts as empty during the capture
      search(board, at(file, rank), file, rank, cell.king, [], nameAt(file, rank));
    }
  }
  if (captures.length > 0) return captures;
  const quiet: RefMove[] = [];
  const forward = color === 'white' ? 1 : -1;
  for (let rank = 0; rank < 8; rank++) {
    for (let file = 0; file < 8; file++) {
      const cell = grid[at(file, rank)];
      if (cell?.color !== color) continue;
      for (const [df, dr] of DIRS) {
        if (!cell.king && dr !== forward) continue;
        let f = file + df;
        let r = rank + dr;
        while (onBoard(f, r) && grid[at(f, r)] === null) {
          const text = `${nameAt(file, rank)}-${nameAt(f, r)}`;
          quiet.push(finish(grid, at(file, rank), at(f, r), [], cell.king || r === lastRank, text));
          if (!cell.king) break;
          f += df;
          r += dr;
        }
      }
    }
  }
  return quiet;
}

function referencePerft(grid: Grid, color: Color, depth: number): number {
  if (depth === 0) return 1;
  const next: Color = color === 'white' ? 'black' : 'white';
  return referenceMoves(grid, color).reduce((n, m) => n + referencePerft(m.after, next, depth - 1), 0);
}

const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');

/** Legal notations with the key after each, from both generators. */
function compare(board: Board, color: Color): void {
  const fast = generateMoves(board, color).map(
    (m) => `${m.notation} ${positionKey(applyMove(board, color, m), other(color))}`,
  );
  const ref = referenceMoves(gridOf(board), color).map((m) => `${m.notation} ${keyOf(m.after, other(color))}`);
  expect(fast.slice().sort(), positionKey(board, color)).toEqual(ref.slice().sort());
  expect(hasMoves(board, color)).toBe(ref.length > 0);
}

/** A random legal position: up to 12 pieces a side on distinct dark squares, kings often, no man on its last rank. */
function randomBoard(rng: Rng): Board {
  let white = 0;
  let black = 0;
  let kings = 0;
  const perSide = [1 + rng.int(12), 1 + rng.int(12)];
  const kingShare = rng.int(4); // 0 none ... 3 mostly kings
  for (let side = 0; side < 2; side++) {
    for (let n = 0; n < (perSide[side] as number); n++) {
      const sq = rng.int(32);
      const bit = 1 << sq;
      if (((white | black) & bit) !== 0) continue;
      const lastRow = side === 0 ? sq >= 28 : sq < 4;
      const king = lastRow || rng.int(4) < kingShare;
      if (side === 0) white |= bit;
      else black |= bit;
      if (king) kings |= bit;
    }
  }
  return { white, black, kings };
}

describe('the fast generator agrees with a slow reference', () => {
  it('on every position of 300 random games from the start', () => {
    const rng = createRng(rngFromSeed('draughts-random-play'));
    let positions = 0;
    let captures = 0;
    for (let game = 0; game < 300; game++) {
      let board = startBoard();
      let color: Color = 'white';
      for (let ply = 0; ply < 200; ply++) {
        compare(board, color);
        positions++;
        const moves = generateMoves(board, color);
        const move = moves[rng.int(Math.max(1, moves.length))];
        if (move === undefined) break;
        if (move.captured.length > 0) captures++;
        board = applyMove(board, color, move);
        color = other(color);
      }
    }
    expect(positions).toBeGreaterThan(10_000);
    expect(captures).toBeGreaterThan(1_000);
  });

  it('on 20 000 random placements, kings included', () => {
    const rng = createRng(rngFromSeed('draughts-random-boards'));
    let multiCaptures = 0;
    for (let i = 0; i < 20_000; i++) {
      const board = randomBoard(rng);
      for (const color of ['white', 'black'] as const) {
        compare(board, color);
        if (generateMoves(board, color).some((m) => m.captured.length > 2)) multiCaptures++;
      }
    }
    expect(multiCaptures).toBeGreaterThan(500);
  });

  it('in perft to depth 3 on 200 random placements', () => {
    const rng = createRng(rngFromSeed('draughts-random-perft'));
    for (let i = 0; i < 200; i++) {
      const board = randomBoard(rng);
      const color: Color = i % 2 === 0 ? 'white' : 'black';
      expect(perft(board, color, 3), positionKey(board, color)).toBe(referencePerft(gridOf(board), color, 3));
    }
  });

  it('in perft to depth 5 from the start', () => {
    expect(referencePerft(gridOf(startBoard()), 'white', 5)).toBe(7482);
  });
});
