import { Akcioner, type Seat } from '@birzha/engine';
import { simCard, type SimCard } from './cards.ts';
import { rollout, type Hands, type Turn, type Workspace } from './lookahead.ts';
import { activeSeats, applyCard, cloneSim, relativeScore, simOf, type Objective, type Sim } from './sim.ts';
import {
  NO_ORDERS,
  applyOrders,
  quickTrade2Plans,
  trade1Plans,
  trade2Plans,
  walletOf,
  type Orders,
  type Wallet,
} from './trades.ts';

type View = Akcioner.View;
const COLORS = Akcioner.COLORS;

/** The rest of one turn as the search compares it; `null` parts are not played (stage past, or none follows). */
export interface TurnPlan {
  readonly trade1: Orders | null;
  readonly card: SimCard | null;
  readonly assign: number;
  readonly trade2: Orders | null;
  /** The public numbers after the whole plan. */
  readonly post: Sim;
  /** The seat's hand after the plan. */
  readonly mine: readonly SimCard[];
}

/** How the candidates are screened: a score of the position after the turn in each of a few worlds, averaged. */
export interface Screen {
  readonly worlds: readonly Hands[];
  /**
   * performance.now() after which no more plans are screened (the safety stop, read before each plan's few look-aheads;
   * the work is fixed otherwise).
   */
  readonly deadline: number;
  readonly score: (post: Sim, mine: readonly SimCard[], hands: Hands) => number;
}

/** The heuristic's short look-ahead (lookahead.ts) as a screen score. */
export function shortLook(
  seat: Seat,
  turns: readonly Turn[],
  traders: readonly boolean[],
  objective: Objective,
  options: Akcioner.Options,
  ws: Workspace,
): Screen['score'] {
  return (post, mine, hands) => rollout(post, seat, mine, hands, turns, options, traders, ws, objective);
}

/** How wide the screen is. */
export interface Width {
  /** (card, assignment) pairs kept after the one-card screen. */
  readonly cards: number;
  /** (trade1, card) options that get every trade2 plan after the quick trade2 plans. */
  readonly options: number;
  /** Complete plans handed to the search. */
  readonly plans: number;
}

function screenScore(screen: Screen, post: Sim, mine: readonly SimCard[]): number {
  let total = 0;
  for (const hands of screen.worlds) total += screen.score(post, mine, hands);
  return total / screen.worlds.length;
}

function handWithout(view: View, seat: Seat, played: SimCard | null): SimCard[] {
  const out: SimCard[] = [];
  for (const id of view.seats[seat]!.hand ?? []) if (played === null || id !== played.id) out.push(simCard(id));
  return out;
}

/** Shares bought by trade1 orders, locked for trade2 (spec 7.2 check 12). */
function lockedBy(orders: Orders | null, view: View): Akcioner.Shares {
  if (orders === null) return view.locked;
  const out = { yellow: 0, red: 0, blue: 0, green: 0 };
  for (let c = 0; c < 4; c++) out[COLORS[c]!] = Math.max(0, orders[c]!);
  return out;
}

interface Option {
  readonly trade1: Orders | null;
  readonly card: SimCard;
  readonly assign: number;
  readonly post: Sim;
  readonly wallet: Wallet | null;
  readonly mine: readonly SimCard[];
}

interface Scored {
  readonly plan: TurnPlan;
  readonly score: number;
  readonly index: number;
}

function withTrade2(option: Option, trade2: Orders | null, seat: Seat): TurnPlan {
  let post = option.post;
  if (trade2 !== null) {
    post = cloneSim(post);
    applyOrders(post, seat, trade2);
  }
  return { trade1: option.trade1, card: option.card, assign: option.assign, trade2, post, mine: option.mine };
}

/** The n best by score, ties in the order they were made. */
function best<T extends { readonly score: number; readonly index: number }>(scored: readonly T[], n: number): T[] {
  return scored
    .slice()
    .sort((x, y) => y.score - x.score || x.index - y.index)
    .slice(0, n);
}

/**
 * The turn plans worth searching from the seat's view, best first by the screen (spec 15's moves: every (card,
 * assignment) with the trade1 plans pass, cash into the raised colour and all in; then the trade2 portfolios of
 * trades.ts). As the heuristic does, but wider: more (card, assignment) pairs after the one-card screen, more options
 * with every trade2 plan, and the best `width.plans` complete plans kept rather than one. In stage trade2 only the
 * trade2 plans are compared.
 */
export function candidatePlans(view: View, seat: Seat, screen: Screen, width: Width): TurnPlan[] {
  const start = simOf(view.prices, view.seats);
  if (view.stage === 'trade2') {
    const wallet = walletOf(start, seat, view.locked);
    const mine = handWithout(view, seat, null);
    const scored: Scored[] = [];
    for (const trade2 of trade2Plans(start, seat, wallet)) {
      if (performance.now() > screen.deadline) break;
      const post = cloneSim(start);
      applyOrders(post, seat, trade2);
      const plan: TurnPlan = { trade1: null, card: null, assign: 0, trade2, post, mine };
      scored.push({ plan, score: screenScore(screen, post, mine), index: scored.length });
    }
    return best(scored, width.plans).map((s) => s.plan);
  }
  const withTrade1 = view.stage === 'trade1';
  const lastRound = Akcioner.isLastRound(view);
  const startWallet = walletOf(start, seat, null);
  const groups: { options: Option[]; quick: number; index: number }[] = [];
  for (const id of view.seats[seat]!.hand ?? []) {
    const card = simCard(id);
    const mine = handWithout(view, seat, card);
    for (let a = 0; a < card.assigns.length; a++) {
      const plans: (Orders | null)[] = withTrade1 ? trade1Plans(startWallet, start.prices, card.raises[a]!) : [null];
      const options: Option[] = [];
      let quick = -Infinity;
      for (const trade1 of plans) {
        const post = cloneSim(start);
        if (trade1 !== null) applyOrders(post, seat, trade1);
        applyCard(post, seat, card, a, view.options.rounding);
        const continues = !lastRound && post.active[seat] === true && activeSeats(post) >= 2;
        const wallet = continues ? walletOf(post, seat, lockedBy(trade1, view)) : null;
        options.push({ trade1, card, assign: a, post, wallet, mine });
        quick = Math.max(quick, relativeScore(post, seat));
      }
      groups.push({ options, quick, index: groups.length });
    }
  }
  const screened = groups.sort((x, y) => y.quick - x.quick || x.index - y.index).slice(0, Math.max(1, width.cards));
  // Every screened option with the quick trade2 plans; the best few options then with all of them.
  const first: { option: Option; score: number; index: number; plans: Scored[] }[] = [];
  for (const option of screened.flatMap((g) => g.options)) {
    if (performance.now() > screen.deadline) break;
    const trade2s = option.wallet === null ? [null] : quickTrade2Plans(option.post, option.wallet);
    const plans = trade2s.map((t2, i) => {
      const plan = withTrade2(option, t2, seat);
      return { plan, score: screenScore(screen, plan.post, plan.mine), index: first.length * 100 + i };
    });
    first.push({ option, score: Math.max(...plans.map((p) => p.score)), index: first.length, plans });
  }
  const all: Scored[] = first.flatMap((f) => f.plans);
  for (const { option, index } of best(first, width.options)) {
    if (performance.now() > screen.deadline) break;
    if (option.wallet === null) continue;
    const quick = quickTrade2Plans(option.post, option.wallet);
    const trade2s = trade2Plans(option.post, seat, option.wallet);
    for (let i = 0; i < trade2s.length; i++) {
      if (performance.now() > screen.deadline) break;
      const t2 = trade2s[i]!;
      if (quick.some((q) => q.every((x, c) => x === t2[c]))) continue;
      const plan = withTrade2(option, t2, seat);
      all.push({ plan, score: screenScore(screen, plan.post, plan.mine), index: index * 100 + 50 + i });
    }
  }
  return best(all, width.plans).map((s) => s.plan);
}

/** The orders of a trade move as the search writes them. */
export function ordersOf(move: Akcioner.TradeMove): Orders {
  return COLORS.map((c) => move.orders[c] ?? 0) as unknown as Orders;
}

/**
 * The plan of a turn given as moves (the heuristic's), in the search's form, or null when a move does not fit (then
 * it is simply not searched).
 */
export function planOfMoves(view: View, seat: Seat, moves: readonly Akcioner.Move[]): TurnPlan | null {
  const post = simOf(view.prices, view.seats);
  let trade1: Orders | null = null;
  let trade2: Orders | null = null;
  let card: SimCard | null = null;
  let assign = 0;
  for (const move of moves) {
    if (move.type === 'trade') {
      const orders = ordersOf(move);
      if (card === null && view.stage === 'trade1') trade1 = orders;
      else trade2 = orders;
      applyOrders(post, seat, orders);
    } else if (move.type === 'playCard') {
      card = simCard(move.card);
      assign = card.assigns.findIndex((a) => a.every((c, i) => c === move.assign[i]));
      if (assign < 0) return null;
      applyCard(post, seat, card, assign, view.options.rounding);
    } else return null;
  }
  if (view.stage === 'trade1' && trade1 === null) trade1 = NO_ORDERS;
  return { trade1, card, assign, trade2, post, mine: handWithout(view, seat, card) };
}

/** Whether two plans are the same moves. */
export function samePlan(a: TurnPlan, b: TurnPlan): boolean {
  const eq = (x: Orders | null, y: Orders | null): boolean =>
    x === null || y === null ? x === y : x.every((q, c) => q === y[c]);
  return eq(a.trade1, b.trade1) && eq(a.trade2, b.trade2) && a.card?.id === b.card?.id && a.assign === b.assign;
}
