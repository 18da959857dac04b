import { canonicalJson, rngFromSeed, stockpile, Stockpile, type Result, type Violation } from '@birzha/engine';

type View = Stockpile.View;
type Move = Stockpile.Move;

/**
 * A whole state consistent with what `seat` sees (the engine's determinizer, the same one the bots use). The hidden
 * parts are sampled, but a seat's own legal moves and what its own move does to its own money depend only on what
 * it sees, so the moves and previews worked out on it hold in the real state too.
 */
export function stateFor(view: View, seat: number): Stockpile.State {
  return Stockpile.determinize(view, seat, rngFromSeed('web-preview'));
}

/**
 * The seat's legal moves now (engine's legalMoves on its view), or null when the game does not wait for it. Selling
 * is left out (its list is every combination of every holding, which the sell form bounds by itself): [] there.
 */
export function legalFor(view: View, seat: number): readonly Move[] | null {
  if (view.viewer !== seat || view.phase === 'over') return null;
  const state = stateFor(view, seat);
  if (!stockpile.toAct(state).includes(seat)) return null;
  return view.phase === 'selling' ? [] : stockpile.legalMoves(state, seat);
}

/** What the seat's move would do (the engine's own play, on the seat's view): the events, or the refusal. */
export function tryMove(
  view: View,
  seat: number,
  move: Move,
): Result<{ state: Stockpile.State; events: readonly Stockpile.Event[] }, Violation> {
  return stockpile.play(stateFor(view, seat), seat, move);
}

/** Two moves are the same move (legal lists hold frozen objects; the UI builds its own). */
export function sameMove(a: Move, b: Move): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** Whether `move` is among `legal`. */
export function isListed(legal: readonly Move[], move: Move): boolean {
  const key = canonicalJson(move);
  return legal.some((m) => canonicalJson(m) === key);
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
