/**
 * The expert's own opinion of each firm in a session: its appraisal (values.ts) times a private factor within
 * ±OPINION, fixed for the seat, the session and the firm. A market needs seats that disagree; bots that share one
 * formula agree on every price and never trade (issue 27 measured 0.018 trades between bots a session). The factor
 * is drawn from a hash of public facts of the session (the seat, the stage, the firm, the board), so the same view
 * always gives the same opinion, and it is redrawn every session, so the inventory moves on and prices move.
 */
import { CheckersExchange, type Seat } from '@birzha/engine';
import type { Appraisal } from './values.ts';

type FirmId = CheckersExchange.FirmId;
type View = CheckersExchange.View;

const { FIRMS } = CheckersExchange;

/** The widest private deviation from the appraisal, as a fraction of value. */
export const OPINION = 0.2;

/** FNV-1a over a string: 32 bits, well mixed by the final avalanche. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return (h >>> 0) / 0x1_0000_0000;
}

/** The session's salt: the stage and the board (a different game gives different opinions). */
function salt(view: View, seat: Seat): string {
  const board = view.board.pieces.map((p) => `${p.sq}${p.firm}${p.king ? 'k' : ''}`).join('');
  return `${seat}|${view.stage}|${board}`;
}

/** The seat's opinion factor of each firm this session, in [1 − OPINION, 1 + OPINION]. */
export function opinionFactors(view: View, seat: Seat): Record<FirmId, number> {
  const s = salt(view, seat);
  return Object.fromEntries(FIRMS.map((f) => [f, 1 + OPINION * (2 * hash(`${s}|${f}`) - 1)])) as Record<FirmId, number>;
}

/** The appraisal with its per-share values under the seat's opinion (everything else as appraised). */
export function withOpinion(a: Appraisal): Appraisal {
  const factor = opinionFactors(a.view, a.seat);
  const perShare = Object.fromEntries(FIRMS.map((f) => [f, a.perShare[f] * factor[f]])) as Record<FirmId, number>;
  return { ...a, perShare };
}
