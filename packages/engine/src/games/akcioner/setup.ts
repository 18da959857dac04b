import type { Seat, SetupInput, Transition } from '../../core/game.ts';
import { ok, type Result } from '../../core/result.ts';
import { createRng, rngFromSeed } from '../../core/rng.ts';
import { CARDS, PRICE, START, VARIANTS, sharesOf, NO_SHARES, type CardId } from './config.ts';
import { isLastRound } from './derived.ts';
import { applyPosition } from './position.ts';
import type { Event, Options, State, SeatState } from './types.ts';

const ALL_IDS: readonly CardId[] = CARDS.map((c) => c.id);
// Card indices (CARDS order) of each group: dealing and sorting numbers is cheaper than sorting ids.
const BIG: readonly number[] = CARDS.flatMap((c, i) => (c.group === 'big' ? [i] : []));
const SMALL: readonly number[] = CARDS.flatMap((c, i) => (c.group === 'small' ? [i] : []));

function byNumber(a: number, b: number): number {
  return a - b;
}

/** spec 5: shuffle the order and both decks from the seed, deal, then apply a position override. */
export function setup(input: SetupInput<Options>): Result<Transition<State, Event>> {
  const { players, options, seed } = input;
  const variant = VARIANTS[options.variant];
  const rng = createRng(rngFromSeed(seed));
  const order = rng.shuffle(Array.from({ length: players }, (_, i) => i));
  // spec 5 step 3: the big deck, then the small deck, each shuffled in CARDS order.
  const big = rng.shuffle(BIG.slice());
  const small = rng.shuffle(SMALL.slice());
  const dealt: boolean[] = new Array<boolean>(ALL_IDS.length).fill(false);
  const seats: SeatState[] = [];
  for (let s = 0; s < players; s++) {
    const cards = big
      .slice(s * variant.big, (s + 1) * variant.big)
      .concat(small.slice(s * variant.small, (s + 1) * variant.small));
    cards.sort(byNumber);
    const hand: CardId[] = [];
    for (const i of cards) {
      dealt[i] = true;
      hand.push(ALL_IDS[i] as CardId);
    }
    seats.push({ status: 'active', cash: START.cash, shares: sharesOf(START.shares), hand, played: [], outSeq: null });
  }
  const undealt: CardId[] = [];
  for (let i = 0; i < ALL_IDS.length; i++) if (!dealt[i]) undealt.push(ALL_IDS[i] as CardId);
  let state: State = {
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
    undealt,
    rng: rng.save(),
  };
  if (input.position !== undefined && input.position !== null) {
    const positioned = applyPosition(state, input.position);
    if (!positioned.ok) return positioned;
    state = positioned.value;
  }
  // spec 5 step 8: the events describe the final state.
  const events: Event[] = [
    { type: 'gameStarted', order: state.order, roundsTotal: state.roundsTotal, prices: state.prices },
  ];
  state.seats.forEach((s, seat) => events.push({ type: 'dealt', seat, cards: s.hand, count: s.hand.length }));
  const toMove = state.toMove as Seat;
  events.push({ type: 'turnStarted', seat: toMove, round: state.round, lastRound: isLastRound(state) });
  return ok({ state, events });
}
