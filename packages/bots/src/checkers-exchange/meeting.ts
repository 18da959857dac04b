/**
 * The heuristic's meetings (spec 8.10, 15 "Raids"): it requests one only when some replacement can pass, that is
 * when the votes it controls (its own shares and its firms' shares) will be more than half of some firm's voting
 * shares; in the meeting it nominates itself wherever it can win and votes every controlled account for itself,
 * and elsewhere for the incumbent (or for itself where someone nominated it).
 */
import { CheckersExchange, type Seat } from '@birzha/engine';
import type { BallotBox } from './ballot-box.ts';
import type { Appraisal } from './values.ts';

type Move = CheckersExchange.Move;
type FirmId = CheckersExchange.FirmId;

const { FIRMS } = CheckersExchange;
const R = CheckersExchange.Reads;

/** The votes the seat's accounts hold in `firm` now, plus `bought` shares expected from this turn's orders. */
function controlledVotes(a: Appraisal, firm: FirmId, bought: number): number {
  let votes = R.votesOf(a.view, a.seat, firm) + bought;
  for (const d of FIRMS) if (a.view.firms[d].director === a.seat) votes += R.votesOf(a.view, d, firm);
  return votes;
}

/** Whether the seat should file `requestMeeting` now (spec 7.2: once a session, while eligible). */
export function shouldRequest(a: Appraisal, bought: Readonly<Record<FirmId, number>>): boolean {
  const { view, seat } = a;
  if (view.requests.includes(seat) || !R.eligibleToRequest(view, seat)) return false;
  return FIRMS.some(
    (f) => view.firms[f].director !== seat && 2 * controlledVotes(a, f, bought[f]) > R.votingShares(view, f),
  );
}

/** Nominations and votes for every firm the seat has votes in. */
export function meetingMoves(a: Appraisal, box: BallotBox): Move[] {
  const { view, seat } = a;
  const out: Move[] = [];
  for (const firm of FIRMS) {
    const votes = box.controlledVotes(firm);
    if (votes === 0) continue;
    const incumbent = view.firms[firm].director;
    let candidate: Seat = box.candidates(firm).includes(seat) ? seat : incumbent;
    // spec 8.10 step 2: more than half of all voting shares replaces the incumbent
    if (incumbent !== seat && 2 * votes > R.votingShares(view, firm)) {
      const nomination = box.nominate(firm, seat);
      if (nomination !== undefined) out.push(nomination);
      candidate = seat;
    }
    for (const account of box.accounts()) {
      const vote = box.vote(firm, account, candidate);
      if (vote !== undefined) out.push(vote);
    }
  }
  return out;
}
