import { CheckersExchange } from '@birzha/engine';
import type { FirmId, View } from './zone-props.ts';

const { FIRMS } = CheckersExchange;
type Account = CheckersExchange.Account;

/** Men and kings of one firm on the board. */
export interface PieceCount {
  readonly men: number;
  readonly kings: number;
}

/** Each firm's men and kings on the board (a piece keeps its firm after promotion, spec 2). */
export function piecesByFirm(pieces: readonly CheckersExchange.Piece[]): Record<FirmId, PieceCount> {
  const out = {} as Record<FirmId, { men: number; kings: number }>;
  for (const f of FIRMS) out[f] = { men: 0, kings: 0 };
  for (const p of pieces) {
    if (p.king) out[p.firm].kings++;
    else out[p.firm].men++;
  }
  return out;
}

/** A holder of a firm's shares and how many it holds. */
export interface Holder {
  readonly account: Account;
  readonly shares: number;
}

/**
 * Every holder of `firm` other than the State, the firm's own treasury and `me` (shown in columns of their own):
 * seats in seat order, then firms in firm order, as the view shows them (spec 10: in a session, others' holdings
 * as at the session open).
 */
export function otherHolders(view: View, firm: FirmId, me: number | null): Holder[] {
  const out: Holder[] = [];
  view.seats.forEach((s, seat) => {
    if (seat !== me && s.holdings[firm] > 0) out.push({ account: seat, shares: s.holdings[firm] });
  });
  for (const f of FIRMS) {
    const shares = view.firms[f].holdings[firm];
    if (f !== firm && shares > 0) out.push({ account: f, shares });
  }
  return out;
}

/** The firms a seat directs, in firm order. */
export function directedBy(view: View, seat: number): FirmId[] {
  return FIRMS.filter((f) => view.firms[f].director === seat);
}

/** The token that serves a firm's board moves now or next (spec 7.3), or null when its director moves. */
export function tokenOf(view: View, firm: FirmId): CheckersExchange.Token | null {
  const token = view.firms[firm].token;
  // a token of a year already played is spent (spec 8.3 step 6 clears it; a position may still carry one)
  return token !== null && token.year >= view.year ? token : null;
}
