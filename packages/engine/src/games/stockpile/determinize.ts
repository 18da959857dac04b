import type { Seat } from '../../core/game.ts';
import { createRng, type Rng, type RngState } from '../../core/rng.ts';
import { ALL_CARDS, cardInfo, type CardId } from './cards.ts';
import { COMPANIES, type CompanyId } from './companies.ts';
import { FORECAST_ORDER, INVESTOR_ORDER, investorsKept, type ForecastId, type InvestorId } from './config.ts';
import { emptyPortfolio, zeroCounts } from './derived.ts';
import type { ForecastPair, OtherSeatView, Pile, SeatState, State, View } from './types.ts';

/** Takes `n` cards of the pool (already shuffled) that pass `test`, removing them. */
function take(pool: CardId[], n: number, test: (c: CardId) => boolean = () => true): CardId[] {
  const out: CardId[] = [];
  for (let i = 0; i < pool.length && out.length < n;) {
    if (test(pool[i] as CardId)) out.push(...pool.splice(i, 1));
    else i++;
  }
  if (out.length < n) throw new Error('determinize: not enough unseen cards (an inconsistent view)');
  return out;
}

/** Hidden regular cards of other seats spread over companies at random, within the 10 cards of each company. */
function sampleHoldings(
  v: View,
  seat: Seat,
  placed: ReadonlySet<CardId>,
  rng: Rng,
): Map<Seat, Record<CompanyId, number>> {
  const room = zeroCounts();
  for (const c of COMPANIES) room[c] = 10;
  for (const id of placed) {
    const info = cardInfo(id);
    if (info?.kind === 'stock') room[info.company] -= 1;
  }
  v.seats.forEach((s) => {
    for (const c of COMPANIES)
      room[c] -= s.full ? s.portfolio[c].regular + s.portfolio[c].split : s.split[c] + s.known[c];
  });
  const out = new Map<Seat, Record<CompanyId, number>>();
  v.seats.forEach((s, j) => {
    if (s.full || j === seat) return;
    const extra = zeroCounts();
    for (let k = 0; k < s.hiddenCount; k++) {
      const open = COMPANIES.filter((c) => room[c] > 0);
      const c = open[rng.int(Math.max(1, open.length))];
      if (c === undefined) throw new Error('determinize: no room for a hidden card');
      extra[c] += 1;
      room[c] -= 1;
    }
    out.set(j, extra);
  });
  return out;
}

/**
 * A full state consistent with what `seat` sees (spec 15 "Search bots"): unseen forecasts dealt to the unknown pairs,
 * unseen cards to face-down pile cards, other hands, other actions and the deck, and hidden portfolio counts spread
 * over companies within the known lower bounds and the 10 cards of each company. Knowledge of third parties is not
 * visible to the seat; it is set to what the seat knows. The rng is the caller's, after the sampling.
 */
export function determinize(v: View, seat: Seat, rngState: RngState): State {
  const me = v.seats[seat];
  if (me === undefined || !me.full) throw new Error("determinize: the view does not show this seat's own seat");
  const rng = createRng(rngState);
  const placed = new Set<CardId>();
  for (const c of me.hand) placed.add(c);
  for (const c of me.actions) placed.add(c);
  for (const p of v.piles) for (const c of p.cards) if (c.card !== null) placed.add(c.card);
  v.seats.forEach((s) => {
    if (s.full) for (const c of [...s.hand, ...s.actions]) placed.add(c);
  });
  const extra = sampleHoldings(v, seat, placed, rng);

  // Unseen ids: every card not placed where the seat sees it, less ids standing for cards in portfolios.
  const held = zeroCounts();
  v.seats.forEach((s, j) => {
    for (const c of COMPANIES) {
      held[c] += s.full
        ? s.portfolio[c].regular + s.portfolio[c].split
        : s.split[c] + s.known[c] + (extra.get(j)?.[c] ?? 0);
    }
  });
  const pool = rng.shuffle(ALL_CARDS.filter((c) => !placed.has(c)));
  for (const c of COMPANIES) {
    take(pool, held[c], (id) => {
      const info = cardInfo(id);
      return info?.kind === 'stock' && info.company === c;
    });
  }
  const isAction = (id: CardId): boolean => cardInfo(id)?.kind === 'action';

  const piles: Pile[] = v.piles.map((p) => ({
    bid: p.bid,
    cards: p.cards.map((c) => ({ card: c.card ?? (take(pool, 1)[0] as CardId), faceUp: c.faceUp, knownTo: c.knownTo })),
  }));

  // Forecast pairs: the companies and forecasts the seat has not seen, dealt at random to the unseen pairs.
  const seenCompanies = new Set<CompanyId>();
  const seenForecasts = new Set<ForecastId>();
  const note = (p: ForecastPair | null): void => {
    if (p === null) return;
    seenCompanies.add(p.company);
    seenForecasts.add(p.forecast);
  };
  v.seats.forEach((s) => (s.pairs as readonly (ForecastPair | null)[]).forEach(note));
  v.publicPairs.forEach(note);
  v.hiddenPairs.forEach(note);
  const companies = rng.shuffle(COMPANIES.filter((c) => !seenCompanies.has(c)));
  const forecasts = rng.shuffle(FORECAST_ORDER.filter((f) => !seenForecasts.has(f)));
  const unseenPair = (knownTo: readonly Seat[]): ForecastPair => {
    const company = companies.pop();
    const forecast = forecasts.pop();
    if (company === undefined || forecast === undefined) throw new Error('determinize: pairs do not add up');
    return { company, forecast, knownTo };
  };

  // Investors: the cards the seat has not seen, to the offers and the hidden choices of the others.
  const seenInvestors = new Set<InvestorId>();
  v.seats.forEach((s) => {
    if (s.full) [...s.investorOffer, ...s.investors].forEach((id) => seenInvestors.add(id));
    else s.investors?.forEach((id) => seenInvestors.add(id));
  });
  const investorPool = rng.shuffle(INVESTOR_ORDER.filter((id) => !seenInvestors.has(id)));
  const kept = investorsKept(v.players);

  const seats: SeatState[] = v.seats.map((s, j) => {
    if (s.full) {
      const { full: _full, ...rest } = s;
      return rest;
    }
    return otherSeatState(s, j, v.players, extra.get(j) ?? zeroCounts(), {
      hand: take(pool, s.handCount),
      actions: take(pool, s.actionsCount, isAction),
      pairs: s.pairs.map((p) => p ?? unseenPair([j])),
      offer: investorPool.splice(0, s.investorOfferCount),
      investors: s.investors ?? (s.investorOfferCount > 0 ? [] : investorPool.splice(0, kept)),
    });
  });
  const hiddenPairs = v.hiddenPairs.map((p) => p ?? unseenPair([]));
  const deck = take(pool, v.deckCount);
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
    resignOrder: v.resignOrder,
    final: v.final,
  };
}

function otherSeatState(
  s: OtherSeatView,
  j: Seat,
  players: number,
  extra: Record<CompanyId, number>,
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
  return {
    cash: s.cash,
    feeDebt: s.feeDebt,
    portfolio,
    known: s.known,
    knownBy: Array.from({ length: players }, (_, w) => (w === j ? zeroCounts() : s.known)),
    hand: dealt.hand,
    actions: dealt.actions,
    pairs: dealt.pairs,
    investorOffer: dealt.offer,
    investors: dealt.investors,
    powersUsed: s.powersUsed,
    resigned: s.resigned,
  };
}
