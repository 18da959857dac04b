/**
 * Move tokens for the bots (spec 7.3 `issueToken`, 14 #19): they never lend one (expert.ts says why lending never
 * pays in this rule set), and a director takes back every token of its firms that another seat still holds. A bot
 * meets such a token when it takes over a person's seat (the server's takeover level) after the person lent one: the
 * holder then chooses that firm's plies for its own wealth, among the very plies the director could choose for its
 * own (spec 8.2: who holds the token never changes which firm moves; 8.3 step 3 and 8.5: capture income goes to the
 * firm and the fee to the director whoever moved), so taking the move back can only help the director's seat.
 */
import { CheckersExchange, type Seat } from '@birzha/engine';

type View = CheckersExchange.View;
type Move = CheckersExchange.Move;

const { FIRMS } = CheckersExchange;
const R = CheckersExchange.Reads;

/**
 * `issueToken` to itself (spec 7.3: to the director clears the token) for every firm the seat directs whose token
 * another seat holds for a year still to be played; [] when there is none or the seat cannot act.
 */
export function reclaimTokens(view: View, seat: Seat): Move[] {
  if (view.phase === 'finished' || !R.isActive(view, seat)) return [];
  const out: Move[] = [];
  for (const firm of FIRMS) {
    const { director, token } = view.firms[firm];
    if (director !== seat || token === null || token.holder === seat) continue;
    // a token of a year past the game's last never serves (spec 14.1 #15): nothing to take back
    if (token.year < view.year || token.year > view.options.years) continue;
    out.push({ type: 'issueToken', firm, to: seat, scope: token.scope });
  }
  return out;
}
