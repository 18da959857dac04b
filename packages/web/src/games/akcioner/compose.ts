import { Akcioner, akcioner, type Violation } from '@birzha/engine';
import { COLORS, type Color } from './colors.ts';
import { stateFromView } from './preview.ts';

type View = Akcioner.View;
type State = Akcioner.State;
type Event = Akcioner.Event;
type Move = Akcioner.Move;
export type Qty = Readonly<Record<Color, number>>;

export const ZERO: Qty = { yellow: 0, red: 0, blue: 0, green: 0 };

/**
 * The turn as the player composes it in the browser (spec 7.7). Nothing is sent until "Готово": then the whole
 * turn goes as one all-or-none batch.
 */
export interface Draft {
  readonly trade1: Qty;
  readonly card: Akcioner.CardId | null;
  /** One entry per free part of `card`. */
  readonly assign: readonly (Color | null)[];
  /** The card was dropped on the table (stage 3 editing); "Отмена" clears it. */
  readonly applied: boolean;
  readonly trade2: Qty;
}

export const EMPTY_DRAFT: Draft = { trade1: ZERO, card: null, assign: [], applied: false, trade2: ZERO };

/** Which stages the composer offers, from where the server's turn stands. */
export interface Plan {
  readonly trade1: boolean;
  readonly card: boolean;
  readonly trade2: boolean;
}

export function planOf(v: View): Plan {
  const last = Akcioner.isLastRound(v); // spec 6: no trading in the last round
  return { trade1: v.stage === 'trade1' && !last, card: v.stage === 'trade1' || v.stage === 'card', trade2: !last };
}

/**
 * Where a seat stands in a trade stage: what the steppers start from, and the state (at that stage, the seat to
 * move) the engine tries each step against.
 */
export interface TradeBase {
  readonly state: State;
  readonly seat: number;
  readonly cash: number;
  readonly shares: Qty;
  readonly locked: Qty;
  readonly prices: Qty;
}

/** The orders of a trade stage as the move wants them: zero quantities left out. */
function ordersOf(q: Qty): Partial<Record<Color, number>> {
  const out: Partial<Record<Color, number>> = {};
  for (const c of COLORS) if (q[c] !== 0) out[c] = q[c];
  return out;
}

/** The trade `q` played by the engine from `base` (so the steppers know exactly what the server will say). */
function tryTrade(base: TradeBase, q: Qty) {
  return akcioner.play(base.state, base.seat, { type: 'trade', orders: ordersOf(q) });
}

/** Cash after the trade (spec 8.2), as the engine computes it; negative when short; null if it is refused otherwise. */
export function cashAfter(base: TradeBase, q: Qty): number | null {
  const r = tryTrade(base, q);
  if (r.ok) return r.value.state.seats[base.seat]?.cash ?? null;
  const short = r.error.code === 'INSUFFICIENT_CASH' ? r.error.detail?.['short'] : undefined;
  return typeof short === 'number' ? -short : null;
}

export type StepBlock = null | 'NO_CASH' | 'NO_SHARES' | 'LOCKED';

/** Why ▲ (buy one more / sell one fewer) is not possible, or null: the engine's INSUFFICIENT_CASH (spec 7.2 check 13). */
export function upBlock(base: TradeBase, q: Qty, c: Color): StepBlock {
  const r = tryTrade(base, bump(q, c, 1));
  return !r.ok && r.error.code === 'INSUFFICIENT_CASH' ? 'NO_CASH' : null;
}

/**
 * Why ▼ (sell one more / buy one fewer) is not possible, or null: the engine's refusal of this colour's sale alone
 * (spec 7.2 checks 11-12 look at each colour by itself; selling only adds cash), so another colour's is not shown here.
 */
export function downBlock(base: TradeBase, q: Qty, c: Color): StepBlock {
  const next = bump(q, c, -1);
  // Fewer purchases only free cash: never refused for this colour, whatever the rest of the draft is.
  if (next[c] >= 0) return null;
  const r = tryTrade(base, { ...ZERO, [c]: next[c] });
  if (r.ok) return null;
  if (r.error.code === 'INSUFFICIENT_SHARES') return 'NO_SHARES';
  if (r.error.code === 'SHARES_LOCKED') return 'LOCKED';
  return null;
}

/** Why the engine refuses the trade `q` from `base` in words' terms, or null when it accepts it. */
export function tradeBlock(base: TradeBase, q: Qty): StepBlock | 'BAD' {
  const r = tryTrade(base, q);
  if (r.ok) return null;
  switch (r.error.code) {
    case 'INSUFFICIENT_CASH':
      return 'NO_CASH';
    case 'INSUFFICIENT_SHARES':
      return 'NO_SHARES';
    case 'SHARES_LOCKED':
      return 'LOCKED';
    default:
      return 'BAD';
  }
}

/**
 * The furthest quantity of colour `c` the engine accepts with the rest of `q` kept: `dir` 1 is the most it would
 * buy (as many as the cash allows), -1 the most it would sell (every unlocked share). The engine is asked, doubling
 * then halving, so the limit is its own and not a second copy of the rules. Null if not even 0 is accepted.
 */
export function maxQty(base: TradeBase, q: Qty, c: Color, dir: 1 | -1): number | null {
  const ok = (n: number) => tryTrade(base, { ...q, [c]: dir * n }).ok;
  if (!ok(0)) return null;
  // A price is at least 10 and the cash is finite: the doubling ends; the cap only guards a broken state.
  let lo = 0;
  let hi = 1;
  while (ok(hi) && hi < 2 ** 40) {
    lo = hi;
    hi *= 2;
  }
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (ok(mid)) lo = mid;
    else hi = mid;
  }
  return dir * lo;
}

export function bump(q: Qty, c: Color, by: number): Qty {
  return { ...q, [c]: q[c] + by };
}

/**
 * The colours a free part may take: those of the engine's legal assignments of the card that agree with the colours
 * the other parts already have (spec 7.2: not the card's colour, not another part's).
 */
export function allowedColors(card: Akcioner.CardId, assign: readonly (Color | null)[], part: number): Color[] {
  const info = Akcioner.cardInfo(card);
  if (info === undefined) return [];
  const fits = (legal: readonly Color[]) => assign.every((a, i) => i === part || a === null || legal[i] === a);
  const colors = new Set(Akcioner.assignments(info).flatMap((legal) => (fits(legal) ? [legal[part] as Color] : [])));
  return COLORS.filter((c) => colors.has(c));
}

/** Gives part `part` a colour; when one part is left with one possible colour, it gets it too. */
export function assignPart(
  card: Akcioner.CardId,
  assign: readonly (Color | null)[],
  part: number,
  color: Color,
): (Color | null)[] {
  const next = assign.map((a, i) => (i === part ? color : a === color ? null : a));
  const open = next.flatMap((a, i) => (a === null ? [i] : []));
  if (open.length === 1) {
    const only = allowedColors(card, next, open[0] as number);
    if (only.length === 1) next[open[0] as number] = only[0] as Color;
  }
  return next;
}

export function freeParts(card: Akcioner.CardId): number {
  return Akcioner.cardInfo(card)?.free.length ?? 0;
}

export function isAssigned(d: Draft): boolean {
  return d.card !== null && d.assign.length === freeParts(d.card) && d.assign.every((a) => a !== null);
}

/** The outcome of composing: each stage's base, the states and events in between, the batch, the first failure. */
export interface Composition {
  readonly plan: Plan;
  readonly trade1: TradeBase | null;
  /** After trade1, before the card. */
  readonly beforeCard: State;
  /** After the card (when applied and legal). */
  readonly afterCard: State | null;
  readonly cardEvents: readonly Event[];
  readonly trade2: TradeBase | null;
  readonly afterTrade2: State | null;
  /** The batch "Готово" sends. */
  readonly moves: readonly Move[];
  /** The first move the engine refuses, with its index in `moves` order. */
  readonly error: { readonly index: number; readonly violation: Violation } | null;
}

function baseOf(s: State, seat: number, stage: 'trade1' | 'trade2'): TradeBase {
  const me = s.seats[seat] as Akcioner.SeatState;
  return {
    state: s,
    seat,
    cash: me.cash,
    shares: me.shares,
    locked: stage === 'trade2' ? s.locked : ZERO,
    prices: s.prices,
  };
}

/** Runs the draft through the engine on this seat's view: the live preview and the exact batch to send. */
export function compose(v: View, seat: number, d: Draft): Composition {
  const plan = planOf(v);
  let state = stateFromView(v, seat);
  const moves: Move[] = [];
  let trade1: TradeBase | null = null;
  let beforeCard = state;
  let afterCard: State | null = null;
  let cardEvents: readonly Event[] = [];
  let trade2: TradeBase | null = null;
  // What has been worked out so far; every way out of this function returns through it.
  const result = (afterTrade2: State | null, violation: Violation | null): Composition => ({
    plan,
    trade1,
    beforeCard,
    afterCard,
    cardEvents,
    trade2,
    afterTrade2,
    moves,
    error: violation === null ? null : { index: moves.length - 1, violation },
  });
  const play = (move: Move) => {
    moves.push(move);
    return akcioner.play(state, seat, move);
  };
  if (plan.trade1) {
    trade1 = baseOf(state, seat, 'trade1');
    const r = play({ type: 'trade', orders: ordersOf(d.trade1) });
    if (!r.ok) return result(null, r.error);
    state = r.value.state;
    beforeCard = state;
  }
  if (plan.card) {
    if (!d.applied || d.card === null || !isAssigned(d)) return result(null, null);
    const r = play({ type: 'playCard', card: d.card, assign: d.assign as Color[] });
    if (!r.ok) return result(null, r.error);
    state = r.value.state;
    afterCard = state;
    cardEvents = r.value.events;
  }
  // The card may end the turn (elimination) or the game: then there is no trade2 to send.
  if (!plan.trade2 || state.toMove !== seat || state.stage !== 'trade2') return result(null, null);
  trade2 = baseOf(state, seat, 'trade2');
  const r = play({ type: 'trade', orders: ordersOf(d.trade2) });
  return r.ok ? result(r.value.state, null) : result(null, r.error);
}

export type ComposerStage = 'trade1' | 'card' | 'trade2';

/**
 * The stage the player is composing (the accounts' badge and the turn bar follow it): the card is down, so stage 3
 * (or the card alone when no trading follows it); else stage 1 when it trades, or the card alone (the last round).
 */
export function composerStage(c: Composition, d: Draft): ComposerStage {
  if (d.applied || !c.plan.card) return c.trade2 !== null ? 'trade2' : 'card';
  return c.plan.trade1 ? 'trade1' : 'card';
}

/** "Готово" is possible once the card is down (or was played already) and the engine accepts every move. */
export function canSubmit(c: Composition, d: Draft): boolean {
  if (c.error !== null) return false;
  if (c.plan.card && !d.applied) return false;
  return c.moves.length > 0;
}

export function isZero(q: Qty): boolean {
  return COLORS.every((c) => q[c] === 0);
}
