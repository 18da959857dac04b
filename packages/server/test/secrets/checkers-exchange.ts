import { CheckersExchange, type Rng, type Seat, type Viewer } from '@birzha/engine';
import { botMove } from './checkers-exchange-bots.ts';
import { kindOf, pick, type GameProfile } from './profile.ts';

type State = CheckersExchange.State;
type View = CheckersExchange.View;
type Event = CheckersExchange.Event;
type Account = CheckersExchange.Account;
type FirmId = CheckersExchange.FirmId;
type Holdings = CheckersExchange.Holdings;

const FIRMS = CheckersExchange.FIRMS;
const isFirm = (a: unknown): a is FirmId => typeof a === 'string' && (FIRMS as readonly string[]).includes(a);

/** Spec 10: a seat controls its own account and every firm it directs; a spectator controls nothing. */
const controls = (s: State, viewer: Viewer, account: Account | null): boolean =>
  viewer !== 'spectator' &&
  account !== null &&
  (account === viewer || (isFirm(account) && s.firms[account].director === viewer));

/** An owner as the viewer must see it (spec 10): the state's and its own accounts, else null. */
const shownOwner = (s: State, viewer: Viewer, account: Account): Account | null =>
  account === 'gov' || controls(s, viewer, account) ? account : null;

/** Deep equality of JSON values (every frame is checked: cheaper than comparing their JSON texts). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) if (!same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  return true;
}

/**
 * Spec 10, in-session balances: an account the viewer does not control is shown as at the session open, i.e. its
 * live cash and holdings with the effect of every tape trade of its own undone (the state's account stays live).
 */
function expectedBalances(
  s: State,
  viewer: Viewer,
  account: Account,
  cash: number,
  holdings: Holdings,
): { cash: number; holdings: Readonly<Record<string, number>> } {
  if (s.phase !== 'session' || account === 'gov' || controls(s, viewer, account)) return { cash, holdings };
  const h: Record<string, number> = { ...holdings };
  let c = cash;
  for (const t of s.tape) {
    const amount = t.qty * t.price;
    if (t.buyer === account) {
      c += amount;
      h[t.firm] = (h[t.firm] ?? 0) - t.qty;
    }
    if (t.seller === account) {
      c -= amount;
      h[t.firm] = (h[t.firm] ?? 0) + t.qty;
    }
  }
  return { cash: c, holdings: h };
}

/** Spec 10 on a whole view at a state: what is wrong, or null. */
function checkView(s: State, v: View, viewer: Viewer): string | null {
  if ('rng' in v) return 'a view has the rng';
  if (v.viewer !== viewer) return `the view is ${String(v.viewer)}'s`;
  if (s.phase === 'finished') {
    // Everything is visible after the end, except the rng.
    const { rng: _rng, ...rest } = s;
    const { viewer: _viewer, ...shown } = v;
    return same(shown, rest) ? null : 'a finished view is not the whole state';
  }
  const seat = viewer === 'spectator' ? null : viewer;
  // Sealed bids, meeting requests and ballots: only the viewer's own (spec 10 table).
  const ownBids = s.bids.filter((b) => b.seat === seat);
  if (!same(v.bids, ownBids)) return "bids other than the viewer's own are shown";
  const ownRequests = s.requests.filter((r) => r === seat);
  if (!same(v.requests, ownRequests)) return 'meeting requests of others are shown';
  const ownBallots = s.ballots.filter((b) => controls(s, viewer, b.account));
  if (!same(v.ballots, ownBallots)) return 'ballots of accounts the viewer does not control are shown';
  // The book and the tape: every owner null unless the state's or the viewer's.
  if (v.book.length !== s.book.length) return 'the book has the wrong depth';
  for (let i = 0; i < s.book.length; i++) {
    const o = s.book[i]!;
    const shown = v.book[i]!;
    if (!same(shown, { ...o, account: shownOwner(s, viewer, o.account) }))
      return `order ${o.id} is shown with owner ${String(shown.account)} (${String(o.account)})`;
  }
  if (v.tape.length !== s.tape.length) return 'the tape has the wrong length';
  for (let i = 0; i < s.tape.length; i++) {
    const t = s.tape[i]!;
    const shown = v.tape[i]!;
    const expect = { ...t, buyer: shownOwner(s, viewer, t.buyer), seller: shownOwner(s, viewer, t.seller) };
    if (!same(shown, expect)) return `trade ${i} is shown with parties ${String(shown.buyer)}/${String(shown.seller)}`;
  }
  // Balances: live for the viewer's accounts, as at the session open for the others.
  for (let i = 0; i < s.players; i++) {
    const live = s.seats[i]!;
    const shown = v.seats[i]!;
    const want = expectedBalances(s, viewer, i, live.cash, live.holdings);
    if (shown.status !== live.status || shown.cash !== want.cash || !same(shown.holdings, want.holdings))
      return `seat ${i}'s cash or holdings are not what ${String(viewer)} may see`;
  }
  for (const f of FIRMS) {
    const live = s.firms[f];
    const shown = v.firms[f];
    const want = expectedBalances(s, viewer, f, live.cash, live.holdings);
    if (!same({ ...shown, cash: 0, holdings: null }, { ...live, cash: 0, holdings: null }))
      return `firm ${f} is shown wrongly (beyond its balances)`;
    if (shown.cash !== want.cash || !same(shown.holdings, want.holdings))
      return `firm ${f}'s cash or holdings are not what ${String(viewer)} may see`;
  }
  // Everything else is public (spec 10): exactly the state's.
  const hidden = new Set(['rng', 'bids', 'requests', 'ballots', 'book', 'tape', 'seats', 'firms']);
  for (const [k, x] of Object.entries(s))
    if (!hidden.has(k) && !same((v as unknown as Record<string, unknown>)[k], x)) return `the view's ${k} differs`;
  return null;
}

/** Spec 10 `viewEvent` on an event as the viewer got it (`s`: the state its move led to, when known). */
function checkEvent(e: Event, viewer: Viewer, s: State | undefined): string | null {
  // "After `finished` everything is visible except `rng`" (spec 10): the events of the move that ends the game too.
  if (s?.phase === 'finished') return null;
  // A firm's account is the viewer's when it directs the firm; without the state only seats and `gov` are judged.
  const mayShow = (a: Account | null): boolean =>
    a === null ||
    a === 'gov' ||
    a === viewer ||
    (isFirm(a) && viewer !== 'spectator' && (s === undefined || controls(s, viewer, a)));
  switch (e.type) {
    case 'bidPlaced':
    case 'bidCancelled':
      return e.seat === viewer ? null : `seat ${e.seat}'s sealed bid is shown to ${String(viewer)}`;
    case 'meetingRequested':
      return e.seat === viewer ? null : `seat ${e.seat}'s meeting request is shown to ${String(viewer)}`;
    case 'voteCast':
      return e.account !== null && mayShow(e.account)
        ? null
        : `the ballot of ${String(e.account)} is shown to ${String(viewer)}`;
    case 'orderPlaced':
    case 'orderCancelled':
      return mayShow(e.account) ? null : `order ${e.id} of ${String(e.account)} is shown to ${String(viewer)}`;
    case 'trade':
      return mayShow(e.buyer) && mayShow(e.seller)
        ? null
        : `the parties ${String(e.buyer)}/${String(e.seller)} of a trade are shown to ${String(viewer)}`;
    default:
      return null;
  }
}

/** The events only their own seat (or the controller of their account) may ever be sent (spec 10). */
const PRIVATE_EVENTS = ['bidPlaced', 'bidCancelled', 'meetingRequested', 'voteCast'] as const;
/** Move types that would betray who sent a sealed or anonymous move (spec 10): a spectator is never sent a move. */
const SEALED_MOVES = ['bid', 'order', 'cancel', 'requestMeeting', 'vote'] as const;

/**
 * Strings the viewer must not see by version v: the type of a private event until one of its own has been shown to
 * it (a frame with another seat's `bidPlaced` shows the word whatever its fields say); for a spectator, also the move
 * types of sealed and anonymous moves (spec 10: no raw move records of a running phase).
 */
function secretWords(
  states: readonly State[],
  viewer: Viewer,
  events: readonly (readonly Event[])[],
): (v: number) => ReadonlySet<string> {
  const firstOwn = new Map<string, number>();
  events.forEach((list, k) => {
    const s = states[k + 1];
    for (const e of list) {
      if (firstOwn.has(e.type)) continue;
      const own =
        e.type === 'voteCast'
          ? s !== undefined && controls(s, viewer, e.account)
          : (e.type === 'bidPlaced' || e.type === 'bidCancelled' || e.type === 'meetingRequested') && e.seat === viewer;
      if (own) firstOwn.set(e.type, k + 1);
    }
  });
  const always: string[] = viewer === 'spectator' ? [...SEALED_MOVES] : [];
  return (v) => new Set([...always, ...PRIVATE_EVENTS.filter((t) => (firstOwn.get(t) ?? Infinity) > v)]);
}

/** A dark square with no piece on it in the view, for a ply that starts nowhere (NO_PIECE). */
function emptySquare(v: View, rng: Rng): string {
  const taken = new Set(v.board.pieces.map((p) => p.sq));
  const free = CheckersExchange.SQUARES.filter((sq) => !taken.has(sq));
  return pick(rng, free.length > 0 ? free : ['a1']);
}

/**
 * Moves the engine must refuse whatever state they meet: every move but a ply is applied to the state it reaches
 * (version-free), which may be a few moves newer than the view, so none of these depends on something that can change
 * without this seat (a director changes only when a meeting closes, which waits for this seat's own `ready`).
 */
function illegalMoves(v: View, seat: Seat, rng: Rng): unknown[][] {
  const other = FIRMS.filter((f) => v.firms[f].director !== seat);
  const mine = FIRMS.filter((f) => v.firms[f].director === seat);
  const f = pick(rng, FIRMS);
  const options: unknown[][] = [
    [{ type: 'fly' }], // BAD_MOVE
    [{ type: 'ready', ready: 'yes' }], // BAD_MOVE
    [{ type: 'phaseTimeout', stage: v.stage }], // CLOCK_ONLY at the server (NOT_TIMED: untimed)
    [{ type: 'ply', move: 'a3-b4-c5' }], // BAD_NOTATION
    [{ type: 'bid', firm: f, qty: 1, price: 9 }], // BELOW_RESERVE, or WRONG_PHASE
    [{ type: 'bid', firm: f, qty: 21, price: 10 }], // BAD_QUANTITY
    [{ type: 'bid', firm: 'w9', qty: 1, price: 10 }], // UNKNOWN_FIRM
    [{ type: 'order', account: 'me', side: 'buy', firm: f, qty: 51, limit: 10 }], // BAD_QUANTITY
    [{ type: 'order', account: 'me', side: 'buy', firm: f, qty: 1, limit: 0 }], // BAD_PRICE
    [{ type: 'order', account: 'me', side: 'sell', firm: f, qty: 50, limit: 10 }], // INSUFFICIENT_SHARES (gov keeps 1)
    [{ type: 'order', account: 'me', side: 'buy', firm: f, qty: 50, limit: 99_999 }], // INSUFFICIENT_CASH
    [{ type: 'cancel', orderId: 0 }], // NO_SUCH_ORDER, or WRONG_PHASE
    [{ type: 'cancel', orderId: 1.5 }], // BAD_MOVE
    [{ type: 'transfer', to: seat, amount: 1 }], // BAD_TARGET (itself)
    [{ type: 'transfer', to: 99, amount: 1 }], // BAD_TARGET
    [{ type: 'transfer', to: (seat + 1) % v.players, amount: 1e12 }], // INSUFFICIENT_CASH (or BAD_TARGET: resigned)
    [{ type: 'nominate', firm: f, candidate: 99 }], // BAD_TARGET, or WRONG_PHASE
    [{ type: 'vote', firm: f, account: 'me', candidate: 99 }], // NO_VOTE or NOT_A_CANDIDATE, or WRONG_PHASE
    [{ type: 'ready' }, { type: 'fly' }], // BAD_MOVE at 1: all or none
  ];
  // A ply out of turn or from an empty square: NOT_YOUR_TURN / NO_PIECE (a ply is STALE at a newer version).
  options.push([{ type: 'ply', move: `${emptySquare(v, rng)}-b4` }]);
  if (v.phase !== 'meeting' && other.length > 0) {
    const g = pick(rng, other);
    options.push([{ type: 'issueToken', firm: g, to: seat, scope: 'ply' }]); // NOT_DIRECTOR
    options.push([{ type: 'order', account: g, side: 'sell', firm: g, qty: 1, limit: 10 }]); // NOT_DIRECTOR
  }
  if (mine.length > 0) {
    const g = pick(rng, mine);
    options.push([{ type: 'order', account: g, side: 'buy', firm: g, qty: 1, limit: 10 }]); // OWN_SHARES
    const h = pick(
      rng,
      FIRMS.filter((x) => x !== g),
    );
    options.push([{ type: 'order', account: g, side: 'buy', firm: h, qty: 13, limit: 10 }]); // CROSS_HOLDING_CAP
  }
  // ALREADY_REQUESTED (or WRONG_PHASE once the session has closed)
  if (v.phase === 'session' && v.requests.includes(seat)) options.push([{ type: 'requestMeeting' }]);
  // Another account's resting order (the state's, or an owner hidden from this seat): NOT_YOUR_ORDER.
  const foreign = v.book.filter((o) => o.account === 'gov' || o.account === null);
  if (foreign.length > 0) options.push([{ type: 'cancel', orderId: pick(rng, foreign).id }]);
  return options;
}

const isReady = (m: unknown): boolean => (m as { type?: unknown }).type === 'ready';

/** Player counts by weight: every count is played, small tables more often (a match's cost grows with its seats). */
const PLAYERS: readonly (readonly [number, number])[] = [
  [3, 40],
  [4, 25],
  [5, 12],
  [6, 9],
  [7, 7],
  [8, 7],
];

function players(rng: Rng): number {
  let r = rng.int(100);
  for (const [n, weight] of PLAYERS) if ((r -= weight) < 0) return n;
  return 3;
}

/**
 * Checkers Exchange's scan (spec 10): short untimed matches of 4 years over every player count, the scripted seats
 * playing the game's bots (both levels); sealed bids, order and trade owners, in-session balances, meeting requests
 * and ballots checked in every view and event.
 */
export const checkersExchangeProfile: GameProfile = {
  // 200 matches (about 100 moves each, every frame of every client checked) take about a minute on an idle 2-core
  // machine, several on a busy one; the scan has a file of its own, so it runs beside the other games' scans.
  matches: 200,
  kinds() {
    const out: string[] = [];
    for (let n = 3; n <= 8; n++) out.push(kindOf({}, n));
    return out;
  },
  table(_game, rng) {
    return { options: { timing: 'untimed', years: 4 }, players: players(rng) };
  },
  illegal(view, seat, rng) {
    return pick(rng, illegalMoves(view as View, seat, rng));
  },
  legalChoice(view, seat, legal, rng) {
    const bot = botMove(view, seat, rng);
    if (bot !== undefined) return bot;
    // A ready seat (its bot waits) may still act, and the script acts at every version: mostly it says `ready`
    // again (no event, no change), sometimes a random order or cancel, rarely it takes `ready` back; else a session
    // of 8 seats would run for thousands of moves.
    const toggle = legal.find(isReady);
    const others = legal.filter((m) => !isReady(m));
    if (toggle !== undefined && (toggle as { ready?: boolean }).ready === false) {
      const r = rng.int(100);
      if (r < 1 || others.length === 0) return toggle;
      if (r < 70) return { type: 'ready' };
    }
    return pick(rng, others.length > 0 ? others : legal);
  },
  // A composed turn stops when its stage closes: what the next one holds depends on the others' sealed bids,
  // requests and ballots, which the determinized state only guesses (a meeting that may not open).
  turnGoesOn(before, after) {
    return (before as State).stage === (after as State).stage;
  },
  specSecrets(states, viewer, events) {
    return secretWords(states as readonly State[], viewer, events as readonly (readonly Event[])[]);
  },
  frameView(state, view, viewer) {
    return checkView(state as State, view as View, viewer);
  },
  frameEvent(event, viewer, state) {
    return checkEvent(event as Event, viewer, state as State | undefined);
  },
  spectatorView(view) {
    const v = view as View;
    if (v.viewer !== 'spectator') return `spectator got the view of ${String(v.viewer)}`;
    if (v.phase === 'finished') return null;
    if (v.bids.length > 0 || v.requests.length > 0 || v.ballots.length > 0)
      return 'spectator sees bids, requests or ballots';
    if (v.book.some((o) => o.account !== null && o.account !== 'gov')) return 'spectator sees an order owner';
    if (v.tape.some((t) => (t.buyer !== null && t.buyer !== 'gov') || (t.seller !== null && t.seller !== 'gov')))
      return 'spectator sees a trade party';
    return null;
  },
  resign(view, seat) {
    const v = view as View;
    return v.phase !== 'finished' && v.seats[seat]?.status === 'active' ? { type: 'resign' } : null;
  },
};
