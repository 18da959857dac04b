/**
 * The heuristic's ply (spec 15 "Board play serves ownership"): the active firm's plies at the root, searched with
 * the firm layer below (only the firm whose turn it is moves, spec 8.2: a plan that needs another firm's piece next
 * ply is seen to fail), and a wealth term on top: a capture pays the capturing firm, and so the seat through its fee
 * and shares, while a captured piece of a firm the seat owns part of costs it that piece's survival income.
 */
import { CheckersExchange, type Seat } from '@birzha/engine';
import { FirmLayer } from './firm-layer.ts';
import { DEFAULT_LIMITS, searchRoot, type SearchLimits, type SearchResult } from './search.ts';
import type { Appraisal } from './values.ts';

type View = CheckersExchange.View;
type FirmId = CheckersExchange.FirmId;
type DraughtsMove = CheckersExchange.Draughts.DraughtsMove;

const { INCOME } = CheckersExchange;
const R = CheckersExchange.Reads;
const D = CheckersExchange.Draughts;

/** Evaluation units (a man is 100) per cr of the seat's wealth: 200 cr to the seat is worth half a man. */
const UNITS_PER_CR = 0.25;
/** A piece of a firm the seat has at least this stake in follows the search as "its own". */
const STAKE_FLOOR = 0.1;
/** What each such piece alive adds to the evaluation. */
const STAKE_WEIGHT = 12;

/** The wealth term of a root ply of `firm`, in evaluation units. */
function wealthBonus(a: Appraisal, firm: FirmId, move: DraughtsMove, slots: ReturnType<typeof R.pieceSlots>): number {
  let cr = 0;
  for (const sq of move.captured) {
    const p = slots[sq];
    if (p === undefined) continue;
    cr += (p.king ? INCOME.captureKing : INCOME.captureMan) * a.stake[firm];
    cr -= (p.king ? INCOME.surviveKing : INCOME.surviveMan) * a.stake[p.firm];
  }
  return Math.round(cr * UNITS_PER_CR);
}

/** The search's pick among the active firm's plies for the seat that holds its move. */
export function searchPly(
  view: View,
  seat: Seat,
  firm: FirmId,
  a: Appraisal,
  limits: SearchLimits = DEFAULT_LIMITS,
): SearchResult {
  const plies = R.firmPlies(view, firm);
  const slots = R.pieceSlots(view.board.pieces);
  let mask = 0;
  for (const p of view.board.pieces) if (a.stake[p.firm] >= STAKE_FLOOR) mask |= 1 << D.squareIndex(p.sq);
  const board = D.boardFromPieces(view.board.pieces);
  if (seat !== a.seat) throw new Error('searchPly: an appraisal of another seat');
  return searchRoot(board, view.board.toMove, plies, {
    limits,
    bonus: (m) => wealthBonus(a, firm, m, slots),
    stake: { mask, weight: STAKE_WEIGHT },
    layer: new FirmLayer(view),
  });
}
