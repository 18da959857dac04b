import type { Seat, Viewer, ViewOf } from '../../core/game.ts';
import { controls, isFirm } from './accounts.ts';
import type {
  Account,
  Event,
  FirmId,
  FirmState,
  Order,
  SeatState,
  State,
  Trade,
  View,
  ViewOrder,
  ViewTrade,
  Who,
} from './types.ts';

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
 *
 * With `like` (this viewer's view of an earlier state), an order or a trade that is the same object in both states
 * keeps its view from `like` when it shows the same owners now (a change of director can change them), and a filtered
 * list keeps `like`'s when it holds the same items: a session's tape grows by a trade or two per move while every
 * viewer's view is made again on each.
 */
export function view(state: State, viewer: Viewer, like?: ViewOf<State, View>): View {
  // The server authorizes viewers; a seat outside the match is a caller bug, not a spectator.
  if (viewer !== 'spectator' && (!Number.isInteger(viewer) || viewer < 0 || viewer >= state.players)) {
    throw new Error(`view: ${viewer} is not a seat of this match`);
  }
  const { rng: _rng, ...rest } = state;
  if (state.phase === 'finished') return { ...rest, viewer };
  // A view made for another viewer, or of a finished game (nothing redacted), is no model.
  const model = like !== undefined && like.view.viewer === viewer && like.state.phase !== 'finished' ? like : undefined;
  const seat: Seat | null = viewer === 'spectator' ? null : viewer;
  const open = state.phase === 'session' && state.tape.length > 0 ? atSessionOpen(state, viewer) : state;
  return {
    ...rest,
    viewer,
    seats: open.seats,
    firms: open.firms,
    bids: sameItems(
      state.bids.filter((b) => b.seat === seat),
      model?.view.bids,
    ),
    requests: sameItems(
      state.requests.filter((s) => s === seat),
      model?.view.requests,
    ),
    ballots: sameItems(
      state.ballots.filter((b) => owns(state, viewer, b.account)),
      model?.view.ballots,
    ),
    book: redactEach(state.book, model?.state.book, model?.view.book, (o, was) => {
      const shown = o.account === 'gov' || owns(state, viewer, o.account);
      return was !== undefined && (was === o) === shown ? was : shown ? o : { ...o, account: null };
    }),
    tape: redactEach(state.tape, model?.state.tape, model?.view.tape, (t, was) => {
      const buyer = who(state, viewer, t.buyer);
      const seller = who(state, viewer, t.seller);
      return was !== undefined && was.buyer === buyer && was.seller === seller ? was : { ...t, buyer, seller };
    }),
  };
}

/** `list`, or `was` when it holds the very same items (so that comparing the two views skips it). */
function sameItems<T>(list: readonly T[], was: readonly T[] | undefined): readonly T[] {
  if (was === undefined || was.length !== list.length) return list;
  for (let i = 0; i < list.length; i++) if (list[i] !== was[i]) return list;
  return was;
}

/**
 * Each item of `items` as `redact` shows it, given the view of the same object in the model (`wasItems` viewed as
 * `wasViews`), found by walking both lists in order: the book and the tape keep their order, and a move adds or
 * removes an item or two. An item the walk does not find is redacted afresh; `redact` alone decides whether a model's
 * view still holds.
 */
function redactEach<T extends Order | Trade, V extends ViewOrder | ViewTrade>(
  items: readonly T[],
  wasItems: readonly T[] | undefined,
  wasViews: readonly V[] | undefined,
  redact: (item: T, was: V | undefined) => V,
): V[] {
  if (wasItems === undefined || wasViews === undefined || wasItems.length !== wasViews.length)
    return items.map((item) => redact(item, undefined));
  let j = 0;
  return items.map((item) => {
    // The next item of the model, or the one after it (one removed before it).
    if (wasItems[j] === item) return redact(item, wasViews[j++]);
    if (wasItems[j + 1] === item) {
      j += 2;
      return redact(item, wasViews[j - 1]);
    }
    return redact(item, undefined);
  });
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
      // One copy of the holdings per account, whatever the number of firms it traded.
      const holdings: Record<FirmId, number> = { ...a.holdings };
      for (const f of Object.keys(d.shares) as FirmId[]) holdings[f] += d.shares[f] ?? 0;
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
 * it a firm's orders are shown only as the state's are not — anonymous — so nothing leaks either way. The events of
 * the move that ends the game (the last orders cancelled at the close) are shown whole, as `view` shows the finished
 * state: "After `finished` everything is visible except `rng`".
 */
export function viewEvent(event: Event, viewer: Viewer, state?: State): Event | undefined {
  if (state?.phase === 'finished') return event;
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
