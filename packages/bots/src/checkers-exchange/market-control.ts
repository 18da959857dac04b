/**
 * Control of firms for the expert (spec 8.10, 15 "Control has a price", "Raids"): how many votes a director must
 * hold so that no rival can pass more than half of a firm's voting shares, and how many a seat lacks to take a firm.
 * The state abstains but its shares count against every challenger; it sells 5 a session down to its golden share
 * (spec 8.8), so the stake a director needs grows every year.
 */
import { CheckersExchange, type Seat } from '@birzha/engine';

type View = CheckersExchange.View;
type FirmId = CheckersExchange.FirmId;

const { FIRMS } = CheckersExchange;
const R = CheckersExchange.Reads;

/** Votes the seat casts in `firm`: its own shares and those of the firms it directs (spec 8.10). */
export function votesControlled(view: View, seat: Seat, firm: FirmId): number {
  let votes = R.votesOf(view, seat, firm);
  for (const d of FIRMS) if (d !== firm && view.firms[d].director === seat) votes += R.votesOf(view, d, firm);
  return votes;
}

/** The state's holding of `firm` once its asks now in the book are sold (it never sells its golden share). */
export function stateAfterAsks(view: View, firm: FirmId): number {
  let asked = 0;
  for (const o of view.book) if (o.account === 'gov' && o.firm === firm) asked += o.qty;
  // outside a session the next session's asks count already: the director prepares a session ahead
  if (view.phase !== 'session') asked = Math.min(5, view.gov.holdings[firm] - 1);
  return Math.max(1, view.gov.holdings[firm] - asked);
}

/**
 * Votes the director of `firm` must control so that all other holders together cannot pass more than half of the
 * voting shares (spec 8.10 step 2), with the state's shares as they stand after its current asks.
 */
export function defenceNeed(view: View, firm: FirmId): number {
  const voting = R.votingShares(view, firm);
  return Math.max(0, Math.ceil(voting / 2) - stateAfterAsks(view, firm));
}

/** Shares the seat still lacks to defend each firm it directs (0 elsewhere). */
export function defenceGap(view: View, seat: Seat): Record<FirmId, number> {
  return Object.fromEntries(
    FIRMS.map((f) => [
      f,
      view.firms[f].director === seat ? Math.max(0, defenceNeed(view, f) - votesControlled(view, seat, f)) : 0,
    ]),
  ) as Record<FirmId, number>;
}

/**
 * Votes the director of `firm` needs once the state is down to its golden share (spec 8.8: it sells 5 a session):
 * what it must never sell below, as a share sold now cannot be bought back when the state has none left to offer.
 */
export function finalNeed(view: View, firm: FirmId): number {
  return Math.max(0, Math.ceil(R.votingShares(view, firm) / 2) - 1);
}

/** Shares of `firm` the seat's own account keeps out of its asks: those that its directorship will need. */
export function keepShares(view: View, seat: Seat, firm: FirmId): number {
  if (view.firms[firm].director !== seat) return 0;
  const others = votesControlled(view, seat, firm) - R.votesOf(view, seat, firm);
  return Math.max(0, finalNeed(view, firm) - others);
}

/** Votes the seat lacks to replace the director of `firm` (more than half of the voting shares, spec 8.10). */
export function raidGap(view: View, seat: Seat, firm: FirmId): number {
  return Math.floor(R.votingShares(view, firm) / 2) + 1 - votesControlled(view, seat, firm);
}

/** Whether another seat holds a block of `firm` (a quarter of its voting shares) that a raid could grow from. */
export function challenged(view: View, seat: Seat, firm: FirmId): boolean {
  const block = R.votingShares(view, firm) / 4;
  return view.seats.some((s, i) => i !== seat && s.holdings[firm] >= block);
}
