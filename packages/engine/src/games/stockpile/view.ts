import type { Seat, Viewer, ViewOf } from '../../core/game.ts';
import { COMPANIES } from './companies.ts';
import { zeroCounts } from './derived.ts';
import type { Event, ForecastPair, OtherSeatView, PileView, SeatState, SeatView, State, View } from './types.ts';

const knows = (viewer: Viewer, knownTo: readonly Seat[]): boolean => viewer !== 'spectator' && knownTo.includes(viewer);

/** spec 10.2: another seat as the viewer sees it. */
function otherSeat(s: SeatState, viewer: Viewer, investorsHidden: boolean): OtherSeatView {
  const known = viewer === 'spectator' ? s.known : (s.knownBy[viewer] ?? s.known);
  const split = zeroCounts();
  let hiddenCount = 0;
  for (const c of COMPANIES) {
    split[c] = s.portfolio[c].split;
    hiddenCount += s.portfolio[c].regular - known[c];
  }
  return {
    full: false,
    cash: s.cash,
    feeDebt: s.feeDebt,
    split,
    known,
    hiddenCount,
    handCount: s.hand.length,
    actionsCount: s.actions.length,
    pairs: s.pairs.map((p) => (knows(viewer, p.knownTo) ? p : null)),
    investorOfferCount: s.investorOffer.length,
    investors: investorsHidden ? null : s.investors,
    powersUsed: s.powersUsed,
    resigned: s.resigned,
  };
}

/**
 * spec 10: what a viewer may see; everything at phase over; never the rng, the deck or the investor deck. A seat, a pile
 * or the hidden pairs that are the same objects in `like`'s state (moves copy only what they change: draft.ts) keep
 * their views from `like`, when what decides their redaction (the viewer, the phase being over or hiding investors) is
 * the same too.
 */
export function view(state: State, viewer: Viewer, like?: ViewOf<State, View>): View {
  // The server authorizes viewers; a seat outside the match is a caller bug, not a spectator.
  if (viewer !== 'spectator' && (!Number.isInteger(viewer) || viewer < 0 || viewer >= state.players)) {
    throw new Error(`view: ${viewer} is not a seat of this match`);
  }
  const over = state.phase === 'over';
  const investorsHidden = state.phase === 'investors';
  const model =
    like !== undefined &&
    like.view.viewer === viewer &&
    (like.state.phase === 'over') === over &&
    (like.state.phase === 'investors') === investorsHidden
      ? like
      : undefined;
  const seats: SeatView[] = state.seats.map((s, i) =>
    model !== undefined && model.state.seats[i] === s
      ? (model.view.seats[i] as SeatView)
      : over || i === viewer
        ? { full: true, ...s }
        : otherSeat(s, viewer, investorsHidden),
  );
  const piles: PileView[] = state.piles.map((p, i) =>
    model !== undefined && model.state.piles[i] === p
      ? (model.view.piles[i] as PileView)
      : {
          bid: p.bid,
          cards: p.cards.map((c) => (over || c.faceUp || knows(viewer, c.knownTo) ? c : { ...c, card: null })),
        },
  );
  const hiddenPairs: readonly (ForecastPair | null)[] =
    model !== undefined && model.state.hiddenPairs === state.hiddenPairs
      ? model.view.hiddenPairs
      : state.hiddenPairs.map((p) => (over || knows(viewer, p.knownTo) ? p : null));
  return {
    game: 'stockpile',
    rulesVersion: 1,
    viewer,
    players: state.players,
    options: state.options,
    rounds: state.rounds,
    round: state.round,
    phase: state.phase,
    step: state.step,
    firstPlayer: state.firstPlayer,
    prices: state.prices,
    deckCount: state.deck.length,
    piles,
    publicPairs: state.publicPairs,
    hiddenPairs,
    demand: state.demand,
    seats,
    sales: state.sales,
    resignOrder: state.resignOrder,
    final: state.final,
  };
}

/** spec 10.3 and the table of section 9: secret fields become null for viewers who may not see them. */
export function viewEvent(event: Event, viewer: Viewer): Event {
  switch (event.type) {
    case 'pairsDealt':
      return event.seat === viewer ? event : { ...event, pairs: null };
    case 'investorsOffered':
      return event.seat === viewer ? event : { ...event, investors: null };
    case 'startingStock':
      return event.seat === viewer ? event : { ...event, company: null };
    case 'handDealt':
      return event.seat === viewer ? event : { ...event, cards: null };
    case 'cardPlaced':
      return event.faceUp || event.seat === viewer ? event : { ...event, card: null };
    case 'pileInspected':
      return event.seat === viewer ? event : { ...event, cards: null };
    case 'pairPeeked':
      return event.seat === viewer ? event : { ...event, pair: null };
    case 'pileWon':
      if (event.seat === viewer) return event;
      return {
        ...event,
        cards: event.cards.map((c) => (c.faceUp || knows(viewer, c.knownTo) ? c : { ...c, card: null })),
      };
    default:
      return event;
  }
}
