/** The board part of a position (spec 12, 14.1.6-8): pieces, draw counters and the rotation. */
import { COLORS, DRAW_LIMITS, FIRMS, FIRM_DEFS, PROMOTION_RANK, SQUARES, type Color, type FirmId } from './config.ts';
import type { Square } from './config.ts';
import { boardFromPieces, hasMoves, positionKey } from './draughts/index.ts';
import { Bad, arr, bool, color, firmId, int, obj, oneOf } from './position-read.ts';
import type { BoardState, DrawCounters, EndgameRule, Piece } from './types.ts';

const ENDGAME_RULES = ['7.2.4', '7.2.6-45', '7.2.6-67', '7.2.7', '7.2.8'] as const satisfies readonly EndgameRule[];
const TOKEN = /^(K?)([a-h][1-8])\.([a-z0-9]+)$/;
/** At most this many pieces per colour (spec 12): the colour's four firms start with three each. */
const PER_COLOR = 12;

const squareOrder = (sq: Square): number => (SQUARES as readonly string[]).indexOf(sq);

function darkSquare(v: unknown, field: string): Square {
  if (typeof v !== 'string' || !(SQUARES as readonly string[]).includes(v)) throw new Bad(field, 'not a dark square');
  return v as Square;
}

/** `"Ka1.w1 c3.b1"`: space-separated `[K]<square>.<firm>`; the colour is the firm's (spec 12). */
function piecesFromString(text: string): Piece[] {
  const tokens = text.trim() === '' ? [] : text.trim().split(/\s+/);
  return tokens.map((t, i) => {
    const field = `pieces[${i}]`;
    const m = TOKEN.exec(t);
    if (m === null) throw new Bad(field, `"${t.slice(0, 20)}" is not [K]<square>.<firm>`);
    const sq = darkSquare(m[2], field);
    const firm = firmId(m[3], field);
    return { sq, color: FIRM_DEFS[firm].color, king: m[1] === 'K', firm };
  });
}

function piecesFromList(list: readonly unknown[]): Piece[] {
  return list.map((raw, i) => {
    const field = `pieces[${i}]`;
    const p = obj(raw, ['sq', 'firm', 'king', 'color'], field);
    const sq = darkSquare(p['sq'], `${field}.sq`);
    const firm = firmId(p['firm'], `${field}.firm`);
    const king = p['king'] === undefined ? false : bool(p['king'], `${field}.king`);
    const own = FIRM_DEFS[firm].color;
    if (p['color'] !== undefined && color(p['color'], `${field}.color`) !== own)
      throw new Bad(`${field}.color`, `${firm} is ${own}`);
    return { sq, color: own, king, firm };
  });
}

/** spec 12 first bullet: distinct dark squares, at most 12 per colour, no man on its own promotion rank. */
export function parsePieces(raw: unknown): Piece[] {
  const pieces = typeof raw === 'string' ? piecesFromString(raw) : piecesFromList(arr(raw, 'pieces'));
  const seen = new Set<Square>();
  pieces.forEach((p, i) => {
    if (seen.has(p.sq)) throw new Bad(`pieces[${i}]`, `${p.sq} is taken twice`);
    seen.add(p.sq);
    if (!p.king && Number(p.sq[1]) === PROMOTION_RANK[p.color])
      throw new Bad(`pieces[${i}]`, `a ${p.color} man on its promotion rank`);
  });
  for (const c of COLORS)
    if (pieces.filter((p) => p.color === c).length > PER_COLOR)
      throw new Bad('pieces', `more than ${PER_COLOR} ${c} pieces`);
  return pieces.sort((a, b) => squareOrder(a.sq) - squareOrder(b.sq));
}

/**
 * spec 12 and 14.1.6: the counters default to [key(position, side to move)], 0 and null. Spec 12's breaches are the
 * whole list, and for the counters it names one, in `board` only: each below its limit, since at the limit the board
 * game would have ended (8.4 step 4). So `positions` may hold any keys (at least one: spec 4), in `board` none 3 times
 * (7.2.3); a stored `endgame` may name another class than the position's: the next ply starts the position's own
 * class from 0 (8.4 step 3), as it does after the default null. Outside `board` a counter at its limit stands, and
 * the next board phase's first ply ends the board game by it.
 */
function parseDraw(raw: unknown, key: string, inBoard: boolean): DrawCounters {
  const d = raw === undefined ? {} : obj(raw, ['positions', 'kingPlies', 'endgame'], 'draw');
  let positions: string[] = [key];
  if (d['positions'] !== undefined) {
    positions = arr(d['positions'], 'draw.positions').map((k, i) => {
      if (typeof k !== 'string') throw new Bad(`draw.positions[${i}]`, 'not a position key');
      return k;
    });
    // Spec 4: the keys since the last irreversible ply, which 8.4 starts with the position it reached.
    if (positions.length === 0) throw new Bad('draw.positions', 'holds at least one position key');
    const count = new Map<string, number>();
    for (const k of positions) {
      const n = (count.get(k) ?? 0) + 1;
      if (inBoard && n >= 3) throw new Bad('draw.positions', `${k} occurs 3 times: a draw (7.2.3)`);
      count.set(k, n);
    }
  }
  // Below the limit in `board`; any count elsewhere (int's own bound: a safe integer).
  const below = (limit: number): number => (inBoard ? limit - 1 : Number.MAX_SAFE_INTEGER);
  const kingPlies =
    d['kingPlies'] === undefined ? 0 : int(d['kingPlies'], 'draw.kingPlies', 0, below(DRAW_LIMITS['7.2.5']));
  let endgame: DrawCounters['endgame'] = null;
  if (d['endgame'] !== undefined && d['endgame'] !== null) {
    const e = obj(d['endgame'], ['rule', 'plies'], 'draw.endgame');
    const rule = oneOf(e['rule'], ENDGAME_RULES, 'draw.endgame.rule');
    endgame = { rule, plies: int(e['plies'], 'draw.endgame.plies', 0, below(DRAW_LIMITS[rule])) };
  }
  return { positions, kingPlies, endgame };
}

/**
 * The board of a position: the setup board or `pieces`, `toMove` given by the phase (14.1.8: White outside board),
 * and the draw counters. In `board` the side to move must have a legal ply (12), and given `pieces` must leave White
 * one in any phase (14.1.7), Black to move in `board` too. `plies`, the game's total, is not part of a position: it
 * keeps its setup value (spec 12; 5 step 3).
 */
export function parseBoard(
  start: BoardState,
  raw: { readonly pieces: unknown; readonly draw: unknown },
  toMove: Color,
  inBoard: boolean,
): BoardState {
  const pieces = raw.pieces === undefined ? start.pieces : parsePieces(raw.pieces);
  const board = boardFromPieces(pieces);
  if (!hasMoves(board, toMove)) throw new Bad('pieces', `${toMove} to move has no legal ply`);
  if (raw.pieces !== undefined && toMove !== 'white' && !hasMoves(board, 'white'))
    throw new Bad('pieces', 'White has no legal ply (14.1.7)');
  const draw = parseDraw(raw.draw, positionKey(board, toMove), inBoard);
  return { pieces, toMove, plies: start.plies, result: null, draw };
}

/** spec 12: each colour's list is a permutation of the colour's four firms. */
export function parseRotation(raw: unknown): Record<Color, FirmId[]> {
  const r = obj(raw, COLORS, 'rotation');
  const out = { white: [] as FirmId[], black: [] as FirmId[] };
  for (const c of COLORS) {
    const field = `rotation.${c}`;
    if (r[c] === undefined) throw new Bad(field, 'missing');
    const list = arr(r[c], field).map((f, i) => firmId(f, `${field}[${i}]`));
    const own = FIRMS.filter((f) => FIRM_DEFS[f].color === c);
    if (list.length !== own.length || own.some((f) => !list.includes(f)))
      throw new Bad(field, `not a permutation of ${own.join(', ')}`);
    out[c] = list;
  }
  return out;
}
