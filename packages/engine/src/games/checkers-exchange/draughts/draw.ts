/** The draw counters and the end of the board game (spec 8.4 steps 1-4). */
import { DRAW_LIMITS, type Color } from '../config.ts';
import type { BoardEndReason, BoardResult, DrawCounters, EndgameRule } from '../types.ts';
import { classifyEndgame } from './endgame.ts';
import { hasMoves } from './moves.ts';
import { positionKey } from './position-key.ts';
import type { Board } from './types.ts';

/**
 * Spec 8.4 steps 1-3: the counters after a ply. `after` is the new board, `toMove` the side to move now;
 * `irreversible` = a capture or a man moved; `capture`; `promoted` = the ply made a king.
 */
export function nextDrawCounters(
  prev: DrawCounters,
  after: Board,
  toMove: Color,
  ply: { readonly irreversible: boolean; readonly capture: boolean; readonly promoted: boolean },
): DrawCounters {
  const key = positionKey(after, toMove);
  // Steps 1-2: an irreversible ply starts both the repetition record and the king-ply count afresh.
  const positions = ply.irreversible ? [key] : [...prev.positions, key];
  const kingPlies = ply.irreversible ? 0 : prev.kingPlies + 1;
  // Step 3: a new class, a capture, or a promotion inside a 7.2.6 class restarts its count; nothing else does.
  const rule = classifyEndgame(after);
  let endgame: DrawCounters['endgame'] = null;
  if (rule !== null) {
    const restart =
      prev.endgame === null ||
      prev.endgame.rule !== rule ||
      ply.capture ||
      (ply.promoted && (rule === '7.2.6-45' || rule === '7.2.6-67'));
    endgame = { rule, plies: restart ? 0 : (prev.endgame?.plies ?? 0) + 1 };
  }
  return { positions, kingPlies, endgame };
}

const END_REASON: Record<EndgameRule, BoardEndReason> = {
  '7.2.4': '7.2.4',
  '7.2.6-45': '7.2.6',
  '7.2.6-67': '7.2.6',
  '7.2.7': '7.2.7',
  '7.2.8': '7.2.8',
};

/** Spec 8.4 step 4: the end of the board game on the new position, first match wins; null when it goes on. */
export function boardEnd(after: Board, toMove: Color, draw: DrawCounters): BoardResult | null {
  if (!hasMoves(after, toMove)) return { winner: toMove === 'white' ? 'black' : 'white', reason: 'noMoves' };
  if (repetitions(draw, positionKey(after, toMove)) >= 3) return { winner: null, reason: '7.2.3' };
  if (draw.kingPlies >= DRAW_LIMITS['7.2.5']) return { winner: null, reason: '7.2.5' };
  if (draw.endgame !== null && draw.endgame.plies >= DRAW_LIMITS[draw.endgame.rule]) {
    return { winner: null, reason: END_REASON[draw.endgame.rule] };
  }
  return null;
}

/** How many times the position `key` stands in the repetition record (spec 8.4 step 4 ends the game at 3: 7.2.3). */
export function repetitions(draw: DrawCounters, key: string): number {
  let seen = 0;
  for (const k of draw.positions) if (k === key) seen++;
  return seen;
}
