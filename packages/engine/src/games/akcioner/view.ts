import type { Viewer, ViewOf } from '../../core/game.ts';
import type { Event, SeatState, State, View, SeatView } from './types.ts';

/**
 * spec 10: hands only for their own seat, undealt only as a count, no rng. A seat that is the same object in `like`'s
 * state (a move keeps the seats it leaves alone: trade.ts, resolve-card.ts) keeps its view object from `like`.
 */
export function view(state: State, viewer: Viewer, like?: ViewOf<State, View>): View {
  // The server authorizes viewers; a seat outside the match is a caller bug, not a spectator.
  if (viewer !== 'spectator' && (!Number.isInteger(viewer) || viewer < 0 || viewer >= state.seats.length)) {
    throw new Error(`view: ${viewer} is not a seat of this match`);
  }
  const shared = like !== undefined && like.view.viewer === viewer ? like : undefined;
  const seats: SeatView[] = state.seats.map((s, i) =>
    shared !== undefined && shared.state.seats[i] === s
      ? (shared.view.seats[i] as SeatView)
      : seatView(s, i === viewer),
  );
  return {
    game: state.game,
    rulesVersion: state.rulesVersion,
    options: state.options,
    phase: state.phase,
    prices: state.prices,
    seats,
    order: state.order,
    round: state.round,
    roundsTotal: state.roundsTotal,
    toMove: state.toMove,
    stage: state.stage,
    locked: state.locked,
    viewer,
    undealtCount: state.undealt.length,
  };
}

function seatView(s: SeatState, own: boolean): SeatView {
  return {
    status: s.status,
    cash: s.cash,
    shares: s.shares,
    hand: own ? s.hand : null,
    handCount: s.hand.length,
    played: s.played,
    outSeq: s.outSeq,
  };
}

/** spec 10: `dealt` shows its cards to its own seat only; every other event is public. */
export function viewEvent(event: Event, viewer: Viewer): Event {
  if (event.type === 'dealt' && event.seat !== viewer) return { ...event, cards: null };
  return event;
}
