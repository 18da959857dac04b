import type { Seat, Viewer } from '../../core/game.ts';
import { addShares, controls, isFirm } from './accounts.ts';
import type { Account, Event, FirmId, FirmState, SeatState, State, View, Who } from './types.ts';

/** Whether the viewer controls the account (a spectator controls nothing). */
const owns = (state: State, viewer: Viewer, account: Account): boolean =>
  viewer !== 'spectator' && account !== 'gov' && controls(state, viewer, account);

/** Spec 10: an owner is shown when it is the state or the viewer controls it; otherwise null. */
const who = (state: State, viewer: Viewer, account: Account): Who =>
  account === 'gov' || owns(state, viewer, account) ? account : null;

/**
 * Spec 10: the state without the rng, with the viewer; while the game runs, other seats' sealed bids, requests and
 * ballots removed, the owners of orders and trades hidden unless the state's or the viewer's, and in a session every
 * account the viewer does not control shown as at the session open.
 */
export function view(state: State, viewer: Viewer): View {
  // The server authorizes viewers; a seat outside the match is a caller bug, not a spectator.
  if (viewer !== 'spectator' && (!Number.isInteger(viewer) || viewer < 0 || viewer >= state.players)) {
    throw new Error(`view: ${viewer} is not a seat of this match`);
  }
  const { rng: _rng, ...rest } = state;
  if (state.phase === 'finished') return { ...rest, viewer };
  const seat: Seat | null = viewer === 'spectator' ? null : viewer;
  const base: View = {
    ...rest,
    viewer,
    bids: state.bids.filter((b) => b.seat === seat),
    requests: state.requests.filter((s) => s === seat),
    ballots: state.ballots.filter((b) => owns(state, viewer, b.account)),
    book: state.book.map((o) => (o.account === 'gov' || owns(state, viewer, o.account) ? o : { ...o, account: null })),
    tape: state.tape.map((t) => ({ ...t, buyer: who(state, viewer, t.buyer), seller: who(state, viewer, t.seller) })),
  };
  return state.phase === 'session' && state.tape.length > 0 ? { ...base, ...atSessionOpen(state, viewer) } : base;
}

/**
 * Other accounts' cash and holdings with this session's trades undone (spec 10). Transfers stay applied. The deltas are
 * summed per account first, so a long session's tape costs one pass and one copy per account touched, not per trade
 * (every viewer's view is made on every move of a busy session).
 */
function atSessionOpen(state: State, viewer: Viewer): Pick<View, 'seats' | 'firms'> {
  const deltas = new Map<Account, { cash: number; shares: Partial<Record<FirmId, number>> }>();
  const undo = (account: Account, cash: number, firm: FirmId, shares: number): void => {
    if (account === 'gov' || owns(state, viewer, account)) return;
    let d = deltas.get(account);
    if (d === undefined) deltas.set(account, (d = { cash: 0, shares: {} }));
    d.cash += cash;
    d.shares[firm] = (d.shares[firm] ?? 0) + shares;
  };
  for (const t of state.tape) {
    const amount = t.qty * t.price;
    undo(t.buyer, amount, t.firm, -t.qty);
    undo(t.seller, -amount, t.firm, t.qty);
  }
  const seats: SeatState[] = state.seats.slice();
  const firms: Record<FirmId, FirmState> = { ...state.firms };
  for (const [account, d] of deltas) {
    const undone = <T extends { readonly cash: number; readonly holdings: FirmState['holdings'] }>(a: T): T => {
      let holdings = a.holdings;
      for (const f of Object.keys(d.shares) as FirmId[]) holdings = addShares(holdings, f, d.shares[f] ?? 0);
      return { ...a, cash: a.cash + d.cash, holdings };
    };
    if (typeof account === 'number') seats[account] = undone(seats[account]!);
    else if (account !== 'gov') firms[account] = undone(firms[account]);
  }
  return { seats, firms };
}

/**
 * Spec 10 `viewEvent`: sealed bids and meeting requests only for their seat; ballots only for the controller of the
 * voting account; order and trade owners as in the book. The owner of a firm's order is its director, which the
 * event alone does not name: with `state` (the state the event led to) the director sees its firm's orders; without
 * it a firm's orders are shown only as the state's are not — anonymous — so nothing leaks either way.
 */
export function viewEvent(event: Event, viewer: Viewer, state?: State): Event | undefined {
  if (viewer === 'spectator' && isPrivate(event)) return undefined;
  const mine = (account: Who): boolean => {
    if (account === null || viewer === 'spectator') return false;
    if (typeof account === 'number') return account === viewer;
    return isFirm(account) && state !== undefined && state.firms[account].director === viewer;
  };
  const shown = (account: Who): Who => (account === 'gov' || mine(account) ? account : null);
  switch (event.type) {
    case 'bidPlaced':
    case 'bidCancelled':
    case 'meetingRequested':
      return event.seat === viewer ? event : undefined;
    case 'voteCast':
      return mine(event.account) ? event : undefined;
    case 'orderPlaced':
    case 'orderCancelled':
      return { ...event, account: shown(event.account) };
    case 'trade':
      return { ...event, buyer: shown(event.buyer), seller: shown(event.seller) };
    default:
      return event;
  }
}

function isPrivate(event: Event): boolean {
  return (
    event.type === 'bidPlaced' ||
    event.type === 'bidCancelled' ||
    event.type === 'meetingRequested' ||
    event.type === 'voteCast'
  );
}
