import type { Seat, SetupInput, Transition } from '../../core/game.ts';
import { ok, type Result } from '../../core/result.ts';
import { createRng } from '../../core/rng.ts';
import { rngFromSeed } from '../../core/rng.ts';
import { CARDS, PRICE, START, VARIANTS, compareCards, sharesOf, NO_SHARES, type CardId } from './config.ts';
import { applyPosition } from './position.ts';
import type { AkcionerEvent, AkcionerOptions, AkcionerState, SeatState } from './types.ts';

const BIG_IDS: readonly CardId[] = CARDS.filter((c) => c.group === 'big').map((c) => c.id);
const SMALL_IDS: readonly CardId[] = CARDS.filter((c) => c.group === 'small').map((c) => c.id);

/** spec 5: shuffle the order and both decks from the seed, deal, then apply a position override. */
export function setup(input: SetupInput<AkcionerOptions>): Result<Transition<AkcionerState, AkcionerEvent>> {
  const { players, options, seed } = input;
  const variant = VARIANTS[options.variant];
  const rng = createRng(rngFromSeed(seed));
  const order = rng.shuffle(Array.from({ length: players }, (_, i) => i));
  const big = rng.shuffle(BIG_IDS.slice());
  const small = rng.shuffle(SMALL_IDS.slice());
  const dealt = new Set<string>();
  const seats: SeatState[] = [];
  for (let s = 0; s < players; s++) {
    const hand = [
      ...big.slice(s * variant.big, (s + 1) * variant.big),
      ...small.slice(s * variant.small, (s + 1) * variant.small),
    ].sort(compareCards);
    for (const c of hand) dealt.add(c);
    seats.push({ status: 'active', cash: START.cash, shares: sharesOf(START.shares), hand, played: [], outSeq: null });
  }
  let state: AkcionerState = {
    game: 'akcioner',
    rulesVersion: 1,
    options,
    phase: 'playing',
    prices: sharesOf(PRICE.start),
    seats,
    order,
    round: 1,
    roundsTotal: variant.rounds,
    toMove: order[0] as Seat,
    stage: 'trade1',
    locked: NO_SHARES,
    undealt: CARDS.map((c) => c.id).filter((id) => !dealt.has(id)),
    rng: rng.save(),
  };
  if (input.position !== undefined && input.position !== null) {
    const positioned = applyPosition(state, input.position);
    if (!positioned.ok) return positioned;
    state = positioned.value;
  }
  // spec 5 step 8: the events describe the final state.
  const events: AkcionerEvent[] = [
    { type: 'gameStarted', order: state.order, roundsTotal: state.roundsTotal, prices: state.prices },
  ];
  state.seats.forEach((s, seat) => events.push({ type: 'dealt', seat, cards: s.hand, count: s.hand.length }));
  const toMove = state.toMove as Seat;
  events.push({ type: 'turnStarted', seat: toMove, round: state.round, lastRound: state.round === state.roundsTotal });
  return ok({ state, events });
}
