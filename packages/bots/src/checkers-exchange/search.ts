/**
 * A short draughts search (spec 15 "Predict who moves"): negamax with alpha-beta, iterative deepening, and forced
 * captures searched past the horizon (Russian draughts makes capturing compulsory, so a position with a capture
 * pending is never evaluated). The root moves are given (the active firm's plies), each with a bonus in evaluation
 * units (the wealth term). Below the root it plays plain draughts, or, given the firm layer, moves only the active
 * firm's pieces at every node (spec 8.2). Work is counted in nodes, never in time, so the same input always gives
 * the same move.
 */
import { CheckersExchange } from '@birzha/engine';
import { evaluate } from './evaluate.ts';
import type { FirmLayer } from './firm-layer.ts';

type Board = CheckersExchange.Draughts.Board;
type DraughtsMove = CheckersExchange.Draughts.DraughtsMove;
type Color = CheckersExchange.Color;

const D = CheckersExchange.Draughts;

/** A lost position's value; a win found sooner scores higher. */
export const WIN = 100_000;
/** Plies below which forced captures are no longer followed (long capture chains end long before). */
const MAX_PLY = 48;

/** How far and how hard to search. */
export interface SearchLimits {
  /** Deepest nominal depth of the iterative deepening. */
  readonly depth: number;
  /** Nodes after which the deepening stops; the last complete depth's move is played. */
  readonly nodes: number;
  /**
   * A wall-clock safety stop (performance.now() ms), checked every 1 024 nodes: the expert's last resort under a
   * short clock (issue 27). Absent (the heuristic): the node count alone decides, so the move never depends on time.
   */
  readonly deadline?: number;
}

/** The heuristic's default: depth 6 (plus forced captures), at most 60 000 nodes, well under a second. */
export const DEFAULT_LIMITS: SearchLimits = { depth: 6, nodes: 60_000 };

/**
 * Pieces a seat holds a stake in, as a square mask that follows them through the search; each one alive is worth
 * `weight` to the root side's seat whichever colour it has.
 */
export interface Stake {
  readonly mask: number;
  readonly weight: number;
}

/** What the root knows beyond the board: limits, a bonus per root move, the seat's stake, the firm layer. */
export interface SearchOptions {
  readonly limits?: SearchLimits;
  /** Added to a root move's score (evaluation units). */
  readonly bonus?: (m: DraughtsMove) => number;
  readonly stake?: Stake;
  /** When given, only the active firm's pieces move at every node (spec 8.2); plain draughts otherwise. */
  readonly layer?: FirmLayer | undefined;
}

/** The chosen root move with its score (evaluation units, root side's view), depth reached and nodes searched. */
export interface SearchResult {
  readonly move: DraughtsMove;
  readonly score: number;
  readonly depth: number;
  readonly nodes: number;
}

class Abort extends Error {}

const other = (c: Color): Color => (c === 'white' ? 'black' : 'white');

function popcount(x: number): number {
  let n = 0;
  for (let m = x; m !== 0; m &= m - 1) n++;
  return n;
}

/** The stake mask after `m`: a staked mover moves with it, captured pieces leave. */
function follow(mask: number, m: DraughtsMove): number {
  if (mask === 0) return 0;
  const fromBit = 1 << m.from;
  let out = mask;
  if ((out & fromBit) !== 0) out = (out & ~fromBit) | (1 << m.path[m.path.length - 1]!);
  for (const sq of m.captured) out &= ~(1 << sq);
  return out;
}

/** Captures taking more first, then promotions; the generator's notation order otherwise (stable sort). */
function ordered(moves: DraughtsMove[]): DraughtsMove[] {
  return moves.length > 1 ? moves.sort(byWeight) : moves;
}

function byWeight(a: DraughtsMove, b: DraughtsMove): number {
  return b.captured.length * 4 + (b.promoted ? 2 : 0) - (a.captured.length * 4 + (a.promoted ? 2 : 0));
}

class Searcher {
  nodes = 0;

  constructor(
    private readonly root: Color,
    private readonly stakeWeight: number,
    private readonly cap: number,
    private readonly layer: FirmLayer | undefined,
    private readonly deadline: number | undefined,
  ) {}

  private leaf(board: Board, color: Color, stake: number): number {
    const own = this.stakeWeight * popcount(stake & (board.white | board.black));
    return evaluate(board, color) + (color === this.root ? own : -own);
  }

  negamax(board: Board, color: Color, depth: number, alpha: number, beta: number, ply: number, stake: number): number {
    if (++this.nodes > this.cap) throw new Abort();
    if (this.deadline !== undefined && (this.nodes & 1023) === 0 && performance.now() > this.deadline)
      throw new Abort();
    let moves = D.generateMoves(board, color);
    // spec 8.1: a colour with no legal move loses
    if (moves.length === 0) return -WIN + ply;
    const capturing = moves[0]!.captured.length > 0;
    const layer = this.layer;
    if ((depth <= 0 && !capturing) || ply >= MAX_PLY || layer?.over() === true) return this.leaf(board, color, stake);
    let firm = -1;
    if (layer !== undefined) {
      firm = layer.active(moves, color);
      moves = moves.filter((m) => layer.moves(m, firm));
    }
    let best = -Infinity;
    let a = alpha;
    for (const m of ordered(moves)) {
      const undo = layer?.make(m, firm);
      const child = D.applyMove(board, color, m);
      const v = -this.negamax(child, other(color), depth - 1, -beta, -a, ply + 1, follow(stake, m));
      if (undo !== undefined) layer!.unmake(m, undo);
      if (v > best) best = v;
      if (v > a) a = v;
      if (a >= beta) break;
    }
    return best;
  }
}

/**
 * The best of `rootMoves` (a subset of L(color) on `board`, in the caller's order) for `color` to play: each scores
 * its search value plus its bonus; ties keep the earlier move. `rootMoves` must not be empty.
 */
export function searchRoot(
  board: Board,
  color: Color,
  rootMoves: readonly DraughtsMove[],
  options: SearchOptions = {},
): SearchResult {
  if (rootMoves.length === 0) throw new Error('searchRoot: no root move');
  const limits = options.limits ?? DEFAULT_LIMITS;
  const stake = options.stake ?? { mask: 0, weight: 0 };
  const { layer, bonus } = options;
  const searcher = new Searcher(color, stake.weight, limits.nodes, layer, limits.deadline);
  const entries = rootMoves.map((move, index) => ({
    move,
    index,
    bonus: bonus === undefined ? 0 : bonus(move),
    child: D.applyMove(board, color, move),
    mask: follow(stake.mask, move),
    score: 0,
  }));
  const firm = layer === undefined ? -1 : layer.active(rootMoves, color);
  let result: SearchResult = { move: entries[0]!.move, score: 0, depth: 0, nodes: 0 };
  if (entries.length === 1) return result;
  for (let depth = 1; depth <= limits.depth; depth++) {
    let best = -Infinity;
    let chosen = entries[0]!;
    try {
      for (const e of entries) {
        // only a score above the best so far matters: the child's window is narrowed by the move's bonus
        // an aborted search leaves the layer mid-way: it is made for one decision and dropped with it
        const undo = layer?.make(e.move, firm);
        const s = -searcher.negamax(e.child, other(color), depth - 1, -Infinity, -(best - e.bonus), 1, e.mask);
        if (undo !== undefined) layer!.unmake(e.move, undo);
        e.score = s + e.bonus;
        if (e.score > best) {
          best = e.score;
          chosen = e;
        }
      }
    } catch (err) {
      if (err instanceof Abort) break;
      throw err;
    }
    result = { move: chosen.move, score: best, depth, nodes: searcher.nodes };
    // a forced win or loss needs no deeper look
    if (Math.abs(best) > WIN / 2) break;
    // the next depth looks at the best first (a better window); equal scores keep the caller's order
    entries.sort((x, y) => (x === chosen ? -1 : y === chosen ? 1 : y.score - x.score || x.index - y.index));
  }
  return { ...result, nodes: searcher.nodes };
}
