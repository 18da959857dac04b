import { rngFromSeed, stockpile, Stockpile, type Result, type Violation } from '@birzha/engine';

type View = Stockpile.View;
type Move = Stockpile.Move;

// Previews and pre-checks run the engine's own `play` on a state built from my view (the engine's determinizer, the
// one the bots use): the client never restates a rule. Which moves I have and whose turn it is come from the server
// (BoardProps.legal and toAct).

/**
 * A whole state consistent with what `seat` sees. The hidden parts are sampled, but what a seat's own move does to its
 * own money and whether it is refused depend only on what it sees, so the previews worked out on it hold in the real
 * state too.
 */
export function stateFor(view: View, seat: number): Stockpile.State {
  return Stockpile.determinize(view, seat, rngFromSeed('web-preview'));
}

/** What the seat's move would do (the engine's own play, on the seat's view): the events, or the refusal. */
export function tryMove(
  view: View,
  seat: number,
  move: Move,
): Result<{ state: Stockpile.State; events: readonly Stockpile.Event[] }, Violation> {
  return stockpile.play(stateFor(view, seat), seat, move);
}

/**
 * Why each amount of the bid track that `seat` may not bid now is refused, pile by pile: the engine's own code for
 * that bid (spec 8.6: BID_TOO_LOW, PILE_LOCKED, OWN_PILE, INSUFFICIENT_CASH), from one sampled state. Legal amounts
 * are left out.
 */
export function bidRefusals(view: View, seat: number): Map<number, Map<number, string>> {
  const state = stateFor(view, seat);
  const out = new Map<number, Map<number, string>>();
  view.piles.forEach((_, pile) => {
    const codes = new Map<number, string>();
    for (const amount of Stockpile.BID_TRACK) {
      const r = stockpile.play(state, seat, { type: 'bid', pile, amount });
      if (!r.ok) codes.set(amount, r.error.code);
    }
    out.set(pile, codes);
  });
  return out;
}
