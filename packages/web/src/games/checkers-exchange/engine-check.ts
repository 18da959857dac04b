import { CheckersExchange, checkersExchange, rngFromSeed, type Violation } from '@birzha/engine';
import type { FirmId, View } from './zone-props.ts';

type Event = CheckersExchange.Event;

/** A refusal of spec 7.2 as the engine gives it: its code and its detail, nothing added. */
export type Refusal = Violation;

/** What the engine's own `play` answers to a move of mine, tried on a state built from my view. */
export type EngineCheck =
  | { readonly kind: 'refused'; readonly refusal: Refusal }
  | {
      readonly kind: 'accepted';
      /** The move's events as I would see them (spec 10: other owners hidden). */
      readonly events: readonly Event[];
      /** My view of the state it leads to. */
      readonly after: View;
      /** Some event names an account I may not see (an anonymous counterparty): the preview says so. */
      readonly hiddenParties: boolean;
      /**
       * What I would see differs with what I cannot know (another seat's sealed bid, request or ballot): the preview
       * says so instead of showing one guess.
       */
      readonly dependsOnHidden: boolean;
    }
  /** No state explains the view (it cannot happen for a view the server sent): the server decides. */
  | { readonly kind: 'unknown' };

/** Samples of what I cannot see: a result that differs between them depends on it. */
const SEEDS = ['preview', 'preview/2', 'preview/3', 'preview/4'] as const;

type State = CheckersExchange.State;
type Move = CheckersExchange.Move;
type Outcome = { readonly events: Event[]; readonly after: View };

/**
 * Runs the engine's `parseMove` and `play` for my candidate move on a full state consistent with my view (the
 * engine's `determinize`). My own moves meet only checks of what I see, so the refusal is the server's; the
 * transition is the preview. It depends on what I cannot know when another sample of the hidden parts, or the same
 * sample without the others' sealed bids, requests and ballots, shows me something else: samples are drawn until two
 * agree and one of them held some sealed part of another (at most four).
 */
export function checkMove(view: View, seat: number, raw: unknown): EngineCheck {
  const parsed = checkersExchange.parseMove(raw);
  if (!parsed.ok) return { kind: 'refused', refusal: parsed.error };
  const move = parsed.value;
  const sample = (seed: string): State | null => {
    try {
      return CheckersExchange.determinize(view, seat, rngFromSeed(seed));
    } catch {
      return null;
    }
  };
  const state = sample(SEEDS[0]);
  if (state === null) return { kind: 'unknown' };
  const r = checkersExchange.play(state, seat, move);
  if (!r.ok) return { kind: 'refused', refusal: r.error };
  const first = outcomeOf(r.value.state, r.value.events, seat);
  const key = JSON.stringify(first);
  let dependsOnHidden = false;
  for (const [i, seed] of SEEDS.entries()) {
    const s = i === 0 ? state : sample(seed);
    if (s === null) break;
    // the same sample with none of the others' sealed parts: a consistent state too
    const bare: State = { ...s, bids: view.bids, requests: view.requests, ballots: view.ballots };
    if (JSON.stringify(tryMove(s, seat, move)) !== key || JSON.stringify(tryMove(bare, seat, move)) !== key) {
      dependsOnHidden = true;
      break;
    }
    const drew = s.bids.length + s.requests.length + s.ballots.length;
    if (i > 0 && drew > view.bids.length + view.requests.length + view.ballots.length) break;
  }
  return { kind: 'accepted', ...first, hiddenParties: first.events.some(anonymous), dependsOnHidden };
}

/** What I would see of a transition: its events redacted for me, and my view of the state it leads to. */
function outcomeOf(after: State, events: readonly Event[], seat: number): Outcome {
  const seen: Event[] = [];
  for (const e of events) {
    const v = checkersExchange.viewEvent(e, seat, after);
    if (v !== undefined) seen.push(v);
  }
  return { events: seen, after: checkersExchange.view(after, seat) };
}

function tryMove(state: State, seat: number, move: Move): Outcome | string {
  const r = checkersExchange.play(state, seat, move);
  return r.ok ? outcomeOf(r.value.state, r.value.events, seat) : r.error.code;
}

const anonymous = (e: Event): boolean =>
  ((e.type === 'orderPlaced' || e.type === 'orderCancelled') && e.account === null) ||
  (e.type === 'trade' && (e.buyer === null || e.seller === null));

/** The engine's refusal of the check, or null when it accepts the move (or cannot tell). */
export const refusalOf = (c: EngineCheck): Refusal | null => (c.kind === 'refused' ? c.refusal : null);

/** One trade an order makes at once against a resting order (spec 8.7 step 2), from the engine's events. */
export interface PreviewFill {
  readonly qty: number;
  /** The resting order's limit: trades happen at the resting price. */
  readonly price: number;
  /** The resting order is the State's ask or bid. */
  readonly gov: boolean;
  /** The counterparty is hidden from me until the session closes (spec 10). */
  readonly hidden: boolean;
}

/** What an accepted order does at once: its trades, their money, and what rests in the book. */
export interface OrderPreview {
  readonly fills: readonly PreviewFill[];
  readonly filled: number;
  /** Σ qty × price of the fills. */
  readonly amount: number;
  readonly rest: number;
}

/** The order's own trades in the engine's events (those of the order it placed, `orderPlaced` first). */
export function orderPreview(events: readonly Event[]): OrderPreview | null {
  const placed = events.find((e) => e.type === 'orderPlaced');
  if (placed?.type !== 'orderPlaced') return null;
  const fills: PreviewFill[] = [];
  for (const e of events) {
    if (e.type !== 'trade' || (e.buyOrder !== placed.id && e.sellOrder !== placed.id)) continue;
    const other = e.buyOrder === placed.id ? e.seller : e.buyer;
    fills.push({ qty: e.qty, price: e.price, gov: other === 'gov', hidden: other === null });
  }
  const filled = fills.reduce((n, f) => n + f.qty, 0);
  const amount = fills.reduce((n, f) => n + f.qty * f.price, 0);
  return { fills, filled, amount, rest: placed.qty - filled };
}

/** The order a form drafts (numbers NaN while a field is empty: the engine's parse refuses them). */
export interface OrderDraft {
  readonly account: 'me' | FirmId;
  readonly side: 'buy' | 'sell';
  readonly firm: FirmId;
  readonly qty: number;
  readonly limit: number;
}

/** A sealed bid a form drafts. */
export interface BidDraft {
  readonly firm: FirmId;
  readonly qty: number;
  readonly price: number;
}
