import type { Seat } from '../../core/game.ts';
import { createRng, type Rng, type RngState } from '../../core/rng.ts';
import { ALL_CARDS, type CardId } from './cards.ts';
import { COMPANIES, type CompanyId } from './companies.ts';
import { FORECAST_ORDER, INVESTOR_ORDER, investorsKept, type ForecastId, type InvestorId } from './config.ts';
import { ACTION, ANY, CardPool, companyOfIndex, markPlaced } from './determinize-pool.ts';
import { emptyPortfolio, zeroCounts } from './derived.ts';
import type { ForecastPair, OtherSeatView, Pile, SeatState, SeatView, State, View } from './types.ts';

type Counts = Record<CompanyId, number>;

/** Hidden regular cards of other seats spread over companies at random, within the 10 cards of each company. */
function sampleHoldings(v: View, seat: Seat, placed: Uint8Array, rng: Rng): (Counts | undefined)[] {
  const room = [10, 10, 10, 10, 10, 10];
  for (let i = 0; i < placed.length; i++) {
    const c = placed[i] === 1 ? companyOfIndex(i) : -1;
    if (c >= 0) room[c] = (room[c] as number) - 1;
  }
  for (const s of v.seats) {
    COMPANIES.forEach((c, k) => {
      room[k] =
        (room[k] as number) - (s.full ? s.portfolio[c].regular + s.portfolio[c].split : s.split[c] + s.known[c]);
    });
  }
  // The companies with room, in COMPANIES order, kept up to date as the room runs out (no list per card drawn).
  const open: number[] = [];
  COMPANIES.forEach((_c, k) => (room[k] as number) > 0 && open.push(k));
  return v.seats.map((s, j) => {
    if (s.full || j === seat) return undefined;
    const extra = zeroCounts();
    for (let n = 0; n < s.hiddenCount; n++) {
      const at = rng.int(Math.max(1, open.length));
      const k = open[at];
      if (k === undefined) throw new Error('determinize: no room for a hidden card');
      extra[COMPANIES[k] as CompanyId] += 1;
      room[k] = (room[k] as number) - 1;
      if (room[k] === 0) open.splice(at, 1);
    }
    return extra;
  });
}

/**
 * A full state consistent with what `seat` sees (spec 15 "Search bots"): unseen forecasts dealt to the unknown pairs,
 * unseen cards to face-down pile cards, other hands, other actions and the deck, and hidden portfolio counts spread
 * over companies within the known lower bounds and the 10 cards of each company. Knowledge of third parties is not
 * visible to the seat; it is set to what the seat knows. The rng is the caller's, after the sampling.
 * Search bots call this thousands of times per decision: cards go by index (see CardPool), without sets of ids.
 */
export function determinize(v: View, seat: Seat, rngState: RngState): State {
  const me = v.seats[seat];
  if (me === undefined || !me.full) throw new Error("determinize: the view does not show this seat's own seat");
  const rng = createRng(rngState);
  const placed = new Uint8Array(ALL_CARDS.length);
  for (const p of v.piles) for (const c of p.cards) if (c.card !== null) markPlaced(placed, c.card);
  for (const s of v.seats) {
    if (!s.full) continue;
    for (const c of s.hand) markPlaced(placed, c);
    for (const c of s.actions) markPlaced(placed, c);
  }
  const extra = sampleHoldings(v, seat, placed, rng);

  // Unseen cards: every card not placed where the seat sees it, less the stock cards standing for portfolios.
  const pool = new CardPool(placed, rng);
  COMPANIES.forEach((c, k) => {
    let held = 0;
    v.seats.forEach((s, j) => {
      held += s.full ? s.portfolio[c].regular + s.portfolio[c].split : s.split[c] + s.known[c] + (extra[j]?.[c] ?? 0);
    });
    pool.take(held, k);
  });

  const piles: Pile[] = v.piles.map((p) => ({
    bid: p.bid,
    cards: p.cards.map((c) => ({
      card: c.card ?? (pool.take(1, ANY)[0] as CardId),
      faceUp: c.faceUp,
      knownTo: c.knownTo,
    })),
  }));

  // Forecast pairs: the companies and forecasts the seat has not seen, dealt at random to the unseen pairs.
  const seenCompanies: CompanyId[] = [];
  const seenForecasts: ForecastId[] = [];
  const note = (p: ForecastPair | null): void => {
    if (p === null) return;
    seenCompanies.push(p.company);
    seenForecasts.push(p.forecast);
  };
  for (const s of v.seats) for (const p of s.pairs as readonly (ForecastPair | null)[]) note(p);
  for (const p of v.publicPairs) note(p);
  for (const p of v.hiddenPairs) note(p);
  const companies = rng.shuffle(COMPANIES.filter((c) => !seenCompanies.includes(c)));
  const forecasts = rng.shuffle(FORECAST_ORDER.filter((f) => !seenForecasts.includes(f)));
  const unseenPair = (knownTo: readonly Seat[]): ForecastPair => {
    const company = companies.pop();
    const forecast = forecasts.pop();
    if (company === undefined || forecast === undefined) throw new Error('determinize: pairs do not add up');
    return { company, forecast, knownTo };
  };

  // Investors: the cards the seat has not seen, to the offers and the hidden choices of the others.
  const seenInvestors: InvestorId[] = [];
  for (const s of v.seats) {
    if (s.full) seenInvestors.push(...s.investorOffer, ...s.investors);
    else if (s.investors !== null) seenInvestors.push(...s.investors);
  }
  const investorPool = rng.shuffle(INVESTOR_ORDER.filter((id) => !seenInvestors.includes(id)));
  const kept = investorsKept(v.players);

  const seats: SeatState[] = v.seats.map((s, j) => {
    if (s.full) return withoutFull(s);
    return otherSeatState(s, j, v.players, extra[j] ?? zeroCounts(), {
      hand: pool.take(s.handCount, ANY),
      actions: pool.take(s.actionsCount, ACTION),
      pairs: s.pairs.map((p) => p ?? unseenPair([j])),
      offer: investorPool.splice(0, s.investorOfferCount),
      investors: s.investors ?? (s.investorOfferCount > 0 ? [] : investorPool.splice(0, kept)),
    });
  });
  const hiddenPairs = v.hiddenPairs.map((p) => p ?? unseenPair([]));
  const deck = pool.take(v.deckCount, ANY);
  return {
    game: 'stockpile',
    rulesVersion: 1,
    players: v.players,
    options: v.options,
    rng: rng.save(),
    rounds: v.rounds,
    round: v.round,
    phase: v.phase,
    step: v.step,
    firstPlayer: v.firstPlayer,
    prices: v.prices,
    deck,
    investorDeck: investorPool,
    piles,
    publicPairs: v.publicPairs,
    hiddenPairs,
    demand: v.demand,
    seats,
    sales: v.sales,
    resignOrder: v.resignOrder,
    final: v.final,
  };
}

/** A seat the view shows in full, as state (the same fields in the same order, less the `full` flag). */
function withoutFull(s: Extract<SeatView, { full: true }>): SeatState {
  const { full: _full, ...rest } = s;
  return rest;
}

function otherSeatState(
  s: OtherSeatView,
  j: Seat,
  players: number,
  extra: Counts,
  dealt: {
    hand: CardId[];
    actions: CardId[];
    pairs: ForecastPair[];
    offer: InvestorId[];
    investors: readonly InvestorId[];
  },
): SeatState {
  const portfolio = emptyPortfolio();
  for (const c of COMPANIES) {
    portfolio[c].regular = s.known[c] + extra[c];
    portfolio[c].split = s.split[c];
  }
  const knownBy: Counts[] = [];
  for (let w = 0; w < players; w++) knownBy.push(w === j ? zeroCounts() : s.known);
  return {
    cash: s.cash,
    feeDebt: s.feeDebt,
    portfolio,
    known: s.known,
    knownBy,
    hand: dealt.hand,
    actions: dealt.actions,
    pairs: dealt.pairs,
    investorOffer: dealt.offer,
    investors: dealt.investors,
    powersUsed: s.powersUsed,
    resigned: s.resigned,
  };
}
