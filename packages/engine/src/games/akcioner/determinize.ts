import type { Seat } from '../../core/game.ts';
import { createRng, type RngState } from '../../core/rng.ts';
import { CARD_INFO, VARIANTS, cardInfo, type CardId } from './config.ts';
import type { State, View, SeatState } from './types.ts';

const DECK_SIZE = CARD_INFO.length;
/** Marks of a card index while one call runs: where the card is, for the call's own bookkeeping. */
const KNOWN = -2;
const UNDEALT = -1;

/**
 * spec 10: a full state consistent with what `seat` sees. The cards unknown to it are shuffled and dealt to the
 * other active seats by hand size, with the number of big cards each must still hold when that is known.
 * The state's rng is the caller's rng after the shuffle (the real one is never known to a seat).
 *
 * Search bots call this thousands of times per decision, so it works on card indices (CARDS order) in one typed
 * array instead of sets of ids and sorts: `where[i]` is KNOWN, UNDEALT or the seat dealt card i, and walking the
 * indices in order gives every hand and the undealt cards already in canonical order.
 */
export function determinize(v: View, seat: Seat, rngState: RngState): State {
  const own = v.seats[seat]?.hand;
  if (own === null || own === undefined) throw new Error("determinize: the view does not show this seat's hand");
  const where = new Int8Array(DECK_SIZE).fill(UNDEALT);
  for (const id of own) markKnown(where, id);
  for (const s of v.seats) for (const id of s.played) markKnown(where, id);
  // The unseen cards in CARDS order, then shuffled: the same draws as shuffling the list of their ids.
  const pool: number[] = [];
  for (let i = 0; i < DECK_SIZE; i++) if (where[i] === UNDEALT) pool.push(i);
  const rng = createRng(rngState);
  rng.shuffle(pool);

  // Deals the first `n` cards still in the pool (in shuffled order) of the kind asked (big, small or any) to `to`.
  const take = (to: number, n: number, big: boolean | null): number => {
    let dealt = 0;
    for (let k = 0; k < pool.length && dealt < n; k++) {
      const i = pool[k] as number;
      if (where[i] !== UNDEALT || (big !== null && (CARD_INFO[i] as (typeof CARD_INFO)[number]).big !== big)) continue;
      where[i] = to;
      dealt++;
    }
    return dealt;
  };
  const bigPerHand = VARIANTS[v.options.variant].big;
  v.seats.forEach((s, j) => {
    if (j === seat || s.status !== 'active' || s.handCount === 0) return;
    let bigPlayed = 0;
    for (const id of s.played) if ((cardInfo(id) as (typeof CARD_INFO)[number]).big) bigPlayed++;
    const bigLeft = bigPerHand - bigPlayed;
    if (bigLeft >= 0 && bigLeft <= s.handCount) {
      const got = take(j, bigLeft, true) + take(j, s.handCount - bigLeft, false);
      // A position may leave too few of one kind; fill from whatever is left.
      if (got < s.handCount) take(j, s.handCount - got, null);
    } else {
      take(j, s.handCount, null);
    }
  });

  const hands: CardId[][] = v.seats.map(() => []);
  const undealt: CardId[] = [];
  for (let i = 0; i < DECK_SIZE; i++) {
    const w = where[i] as number;
    if (w === KNOWN) continue;
    const id = (CARD_INFO[i] as (typeof CARD_INFO)[number]).id;
    if (w === UNDEALT) undealt.push(id);
    else (hands[w] as CardId[]).push(id);
  }
  const seats: SeatState[] = v.seats.map((s, i) => ({
    status: s.status,
    cash: s.cash,
    shares: s.shares,
    played: s.played,
    outSeq: s.outSeq,
    hand: i === seat ? own : (hands[i] as CardId[]),
  }));
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
    undealt,
    rng: rng.save(),
  };
}

/** A card the seat sees (its hand, any played card); an id that is no card is no card of the deck either. */
function markKnown(where: Int8Array, id: string): void {
  const info = cardInfo(id);
  if (info !== undefined) where[info.index] = KNOWN;
}
