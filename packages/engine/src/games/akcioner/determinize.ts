import type { Seat } from '../../core/game.ts';
import { createRng, type RngState } from '../../core/rng.ts';
import { CARDS, VARIANTS, cardInfo, compareCards, type CardId, type CardInfo } from './config.ts';
import type { State, View, SeatState } from './types.ts';

/**
 * spec 10: a full state consistent with what `seat` sees. The cards unknown to it are shuffled and dealt to the
 * other active seats by hand size, with the number of big cards each must still hold when that is known.
 * The state's rng is the caller's rng after the shuffle (the real one is never known to a seat).
 */
export function determinize(v: View, seat: Seat, rngState: RngState): State {
  const own = v.seats[seat]?.hand;
  if (own === null || own === undefined) throw new Error("determinize: the view does not show this seat's hand");
  const known = new Set<string>(own);
  for (const s of v.seats) for (const c of s.played) known.add(c);
  const rng = createRng(rngState);
  const pool: CardId[] = rng.shuffle(CARDS.map((c) => c.id).filter((id) => !known.has(id)));
  const taken = new Set<string>();
  const take = (n: number, big: boolean | null): CardId[] => {
    const out: CardId[] = [];
    for (const id of pool) {
      if (out.length === n) break;
      if (taken.has(id) || (big !== null && (cardInfo(id) as CardInfo).big !== big)) continue;
      taken.add(id);
      out.push(id);
    }
    return out;
  };
  const bigPerHand = VARIANTS[v.options.variant].big;
  const seats: SeatState[] = v.seats.map((s, i) => {
    const base = { status: s.status, cash: s.cash, shares: s.shares, played: s.played, outSeq: s.outSeq };
    if (i === seat) return { ...base, hand: own };
    if (s.status !== 'active' || s.handCount === 0) return { ...base, hand: [] };
    const bigLeft = bigPerHand - s.played.filter((c) => (cardInfo(c) as CardInfo).big).length;
    let hand: CardId[];
    if (bigLeft >= 0 && bigLeft <= s.handCount) {
      hand = [...take(bigLeft, true), ...take(s.handCount - bigLeft, false)];
      // A position may leave too few of one kind; fill from whatever is left.
      if (hand.length < s.handCount) hand.push(...take(s.handCount - hand.length, null));
    } else {
      hand = take(s.handCount, null);
    }
    return { ...base, hand: hand.sort(compareCards) };
  });
  return {
    game: v.game,
    rulesVersion: v.rulesVersion,
    options: v.options,
    phase: v.phase,
    prices: v.prices,
    seats,
    order: v.order,
    round: v.round,
    roundsTotal: v.roundsTotal,
    toMove: v.toMove,
    stage: v.stage,
    locked: v.locked,
    undealt: pool.filter((id) => !taken.has(id)).sort(compareCards),
    rng: rng.save(),
  };
}
