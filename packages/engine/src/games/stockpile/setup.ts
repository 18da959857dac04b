import type { Seat, SetupInput, Transition } from '../../core/game.ts';
import { ok, type Result } from '../../core/result.ts';
import { fail } from './codes.ts';
import { createRng, rngFromSeed } from '../../core/rng.ts';
import { ALL_CARDS, STARTING_STOCKS, infoOf } from './cards.ts';
import { COMPANIES, type CompanyId } from './companies.ts';
import { INVESTOR_ORDER, PILES, START_CASH, ROUNDS, investorsDealt, per, type InvestorId } from './config.ts';
import { emptyPortfolio, zeroCounts } from './derived.ts';
import { Draft } from './draft.ts';
import { applyPosition } from './position.ts';
import { emptyPiles, startRound } from './round-start.ts';
import { trackOf } from './ticker.ts';
import type { Event, Options, SeatState, State } from './types.ts';

/** spec 5 steps 1-5: the draws in their order and the table they give (phase still to be decided). */
export function baseState(players: number, options: Options, seed: string): { state: State; events: Event[] } {
  const rng = createRng(rngFromSeed(seed));
  const events: Event[] = [];
  // spec 5 step 1 (D11).
  const firstPlayer = rng.int(players);
  const at = (k: number): Seat => (firstPlayer + k) % players;
  // spec 5 step 2.
  const offers: InvestorId[][] = Array.from({ length: players }, () => []);
  let investorDeck: InvestorId[] = [];
  if (options.investors) {
    const shuffled = rng.shuffle(INVESTOR_ORDER.slice());
    const n = investorsDealt(players);
    for (let k = 0; k < players; k++) offers[at(k)] = shuffled.slice(k * n, (k + 1) * n);
    investorDeck = shuffled.slice(players * n);
    for (let k = 0; k < players; k++) {
      const offer = offers[at(k)] as InvestorId[];
      events.push({ type: 'investorsOffered', seat: at(k), investors: offer, count: offer.length });
    }
  }
  // spec 5 step 3: one hidden starting stock per seat.
  const starting = rng.shuffle(STARTING_STOCKS.slice());
  const startCompany: CompanyId[] = new Array<CompanyId>(players);
  for (let k = 0; k < players; k++) {
    const info = infoOf(starting[k] as string);
    if (info.kind !== 'stock') throw new Error('a starting stock that is no stock');
    startCompany[at(k)] = info.company;
    events.push({ type: 'startingStock', seat: at(k), company: info.company });
  }
  // spec 5 step 4: the deck from MARKET_DECK order, the undealt starting stocks included.
  const dealt = new Set(starting.slice(0, players));
  const deck = rng.shuffle(ALL_CARDS.filter((c) => !dealt.has(c)));
  // spec 5 step 5.
  const seats: SeatState[] = Array.from({ length: players }, (_, s) => {
    const portfolio = emptyPortfolio();
    portfolio[startCompany[s] as CompanyId].regular = 1;
    return {
      cash: per(START_CASH, players),
      feeDebt: [],
      portfolio,
      known: zeroCounts(),
      knownBy: Array.from({ length: players }, zeroCounts),
      hand: [],
      actions: [],
      pairs: [],
      investorOffer: offers[s] as InvestorId[],
      investors: [],
      powersUsed: [],
      resigned: false,
    };
  });
  const prices = zeroCounts();
  for (const c of COMPANIES) prices[c] = trackOf({ options }, c).start;
  const state: State = {
    game: 'stockpile',
    rulesVersion: 1,
    players,
    options,
    rng: rng.save(),
    rounds: per(ROUNDS, players),
    round: 1,
    phase: options.investors ? 'investors' : 'supply',
    step: 0,
    firstPlayer,
    prices,
    deck,
    investorDeck,
    piles: emptyPiles(per(PILES, players)),
    publicPairs: [],
    hiddenPairs: [],
    demand: null,
    seats,
    sales: [],
    resignOrder: [],
    final: null,
  };
  return { state, events };
}

/** spec 5: the seeded draws, then the investors phase or round 1; or a position override (spec 12). */
export function setup(input: SetupInput<Options>): Result<Transition<State, Event>> {
  const { players, options, seed } = input;
  if (!Number.isInteger(players) || players < 2 || players > 5) return fail('BAD_PLAYER_COUNT', { min: 2, max: 5 });
  const base = baseState(players, options, seed);
  if (input.position !== undefined && input.position !== null) return applyPosition(base.state, input.position);
  if (options.investors) return ok(base);
  const d = new Draft(base.state);
  const events = base.events;
  startRound(d, events);
  return ok({ state: d.finish(), events });
}
