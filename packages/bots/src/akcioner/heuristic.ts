import { Akcioner, akcioner, rngFromSeed, type Seat } from '@birzha/engine';
import { BotError } from '../bot.ts';
import { simCard, type SimCard } from './cards.ts';
import {
  rollout,
  tradersOf,
  turnsAfter,
  workspace,
  type Hands,
  type OpponentModel,
  type Turn,
  type Workspace,
} from './lookahead.ts';
import { activeSeats, cloneSim, relativeScore, simOf, type Objective, type Sim } from './sim.ts';
import {
  NO_ORDERS,
  applyOrders,
  quickTrade2Plans,
  trade1Plans,
  trade2Plans,
  tradeMove,
  walletOf,
  type Orders,
} from './trades.ts';

type State = Akcioner.State;
type View = Akcioner.View;
type Move = Akcioner.Move;

/** Knobs of the heuristic (spec 15); the defaults are what the strength tests measure. */
export interface HeuristicParams {
  /** Determinized worlds averaged per decision against one opponent; fewer with more opponents (time budget). */
  readonly samples: number;
  /** (card, assignment) moves kept after the one-card screen for the look-ahead. */
  readonly topCards: number;
  /** (trade1, card) options, best after a look-ahead with a few trade2 plans, that get every trade2 plan. */
  readonly topOptions: number;
  readonly model: OpponentModel;
  /** How the horizon is scored while it stops before the end of the game. */
  readonly objective: Objective;
  /** How it is scored once it reaches the end (the decisions of the last two rounds). */
  readonly finalObjective: Objective;
}

const DEFAULT_PARAMS: HeuristicParams = {
  samples: 6,
  topCards: 6,
  topOptions: 3,
  model: 'observed',
  objective: 'share',
  finalObjective: 'win',
};

/** One complete plan for the rest of the turn; `null` parts are not played (stage already past, or none follows). */
interface Plan {
  readonly trade1: Orders | null;
  readonly card: Akcioner.PlayCardMove | null;
  readonly trade2: Orders | null;
  readonly score: number;
}

/** A (trade1, card) pair after the engine resolved the card. */
interface Option {
  readonly trade1: Orders | null;
  readonly card: SimCard;
  readonly assign: number;
  /** The state after trade1 (its `locked` matters for trade2). */
  readonly afterTrade1: State;
  readonly post: Sim;
  readonly quick: number;
}

interface Context {
  readonly seat: Seat;
  readonly base: State;
  readonly worlds: readonly Hands[];
  readonly turns: readonly Turn[];
  readonly traders: readonly boolean[];
  readonly objective: Objective;
  readonly params: HeuristicParams;
  readonly ws: Workspace;
  /** Whether the caller's deadline has passed (then every plan scores -Infinity: the best scored before is kept). */
  readonly late: () => boolean;
}

/** Whether performance.now() has passed `deadline`; once it has, true without reading the clock again. */
function lateAfter(deadline: number): () => boolean {
  if (deadline === Infinity) return () => false;
  let late = false;
  return () => (late ||= performance.now() > deadline);
}

/**
 * The heuristic Akcioner bot's turn from `seat`'s view (spec 15). Every (card, assignment) is tried with trade1 plans
 * (pass; buy the colour the card raises with the cash; sell everything else and buy it) and resolved by the engine;
 * the best by one-card relative score go on to trade2 plans (keep, cash, one colour, spreads over colours safe from
 * zeroing with a cash reserve, the leader's mix). Each complete turn is scored by a look-ahead over determinized
 * hands: the other seats answer with their greedy cards (spec 8.7's choice, all in first when they are seen to trade)
 * until the bot can trade again, or to the end of the game once its holdings are final (spec 15 "the last trade
 * matters most"). The score at that horizon, averaged over the worlds, prices in the risk of holding what others can
 * crash or zero; it is own capital against the best other capital, as a share while the game is long (capitals grow
 * by multiplication) and as a squashed difference once the end is in sight (only winning counts). Past `deadline`
 * (performance.now(); the expert's safety stop) it plays the best plan it has scored, or the safe default turn.
 */
export function planAkcionerTurn(
  view: View,
  seat: Seat,
  seed: string,
  params: HeuristicParams = DEFAULT_PARAMS,
  deadline = Infinity,
): Move[] {
  if (view.phase !== 'playing' || view.toMove !== seat || view.stage === null) return [];
  if (view.viewer !== seat || (view.seats[seat]?.hand ?? null) === null)
    throw new BotError(`the view is not seat ${seat}'s own view`);
  const opponents = view.seats.filter((s, i) => i !== seat && s.status === 'active').length;
  const worldCount = Math.max(2, Math.round(params.samples / Math.max(1, opponents)));
  // The engine's `akcioner` is typed as the generic Game, where determinize is optional.
  const determinize = akcioner.determinize;
  if (determinize === undefined) throw new BotError('the engine no longer offers akcioner.determinize');
  const states: State[] = [];
  let rng = rngFromSeed(seed);
  for (let i = 0; i < worldCount; i++) {
    const state = determinize(view, seat, rng);
    states.push(state);
    rng = state.rng;
  }
  const base = states[0]!;
  const ctx: Context = {
    seat,
    base,
    worlds: states.map((st) => st.seats.map((s) => s.hand.map(simCard))),
    turns: turnsAfter(view.order, seat, view.round, view.roundsTotal),
    traders: tradersOf(params.model, view.seats),
    // turnsAfter runs to the end of the game from round roundsTotal - 1 on.
    objective: view.round >= view.roundsTotal - 1 ? params.finalObjective : params.objective,
    params,
    ws: workspace(view.seats.length),
    late: lateAfter(deadline),
  };
  const plan = view.stage === 'trade2' ? planTrade2Only(ctx) : planWithCard(ctx, view.stage === 'trade1');
  return compose(base, seat, plan);
}

function evaluate(ctx: Context, post: Sim, mine: readonly SimCard[]): number {
  if (ctx.late()) return -Infinity;
  let total = 0;
  for (const hands of ctx.worlds) {
    total += rollout(post, ctx.seat, mine, hands, ctx.turns, ctx.base.options, ctx.traders, ctx.ws, ctx.objective);
  }
  return total / ctx.worlds.length;
}

function handAfter(state: State, seat: Seat, played: SimCard | null): SimCard[] {
  const hand = state.seats[seat]!.hand;
  const out: SimCard[] = [];
  for (const id of hand) if (played === null || id !== played.id) out.push(simCard(id));
  return out;
}

function planTrade2Only(ctx: Context): Plan {
  const { base, seat } = ctx;
  const post = simOf(base.prices, base.seats);
  const mine = handAfter(base, seat, null);
  let best: Plan = { trade1: null, card: null, trade2: NO_ORDERS, score: -Infinity };
  for (const orders of trade2Plans(post, seat, walletOf(post, seat, base.locked))) {
    const sim = cloneSim(post);
    applyOrders(sim, seat, orders);
    const score = evaluate(ctx, sim, mine);
    if (score > best.score) best = { trade1: null, card: null, trade2: orders, score };
  }
  return best;
}

function planWithCard(ctx: Context, withTrade1: boolean): Plan {
  const { base, seat, params } = ctx;
  const me = base.seats[seat]!;
  const start = simOf(base.prices, base.seats);
  const wallet = walletOf(start, seat, null);
  // Every (card, assignment), each with its trade1 plans, resolved by the engine.
  const groups: Option[][] = [];
  for (const id of me.hand) {
    // The engine resolves every option here (a few ms with many cards): past the deadline, the cards tried so far.
    if (groups.length > 0 && ctx.late()) break;
    const card = simCard(id);
    for (let a = 0; a < card.assigns.length; a++) {
      const plans: (Orders | null)[] = withTrade1 ? trade1Plans(wallet, start.prices, card.raises[a]!) : [null];
      const group: Option[] = [];
      for (const trade1 of plans) {
        let afterTrade1 = base;
        if (trade1 !== null) {
          const r = akcioner.play(base, seat, tradeMove(trade1));
          if (!r.ok) continue;
          afterTrade1 = r.value.state;
        }
        const eff = Akcioner.resolveCard(afterTrade1, seat, card.info, card.assigns[a]!, null);
        const post = simOf(eff.prices, eff.seats);
        group.push({ trade1, card, assign: a, afterTrade1, post, quick: relativeScore(post, seat) });
      }
      if (group.length > 0) groups.push(group);
    }
  }
  // Screen: the best one-card score of each (card, assignment); a stable sort keeps canonical order on ties.
  const screened = groups
    .map((group, index) => ({ group, index, quick: Math.max(...group.map((o) => o.quick)) }))
    .sort((x, y) => y.quick - x.quick || x.index - y.index)
    .slice(0, Math.max(1, params.topCards));
  // Look-ahead in two stages: every screened option with the quick trade2 plans, then the best few with all of them.
  const lastRound = Akcioner.isLastRound(base);
  const options = screened.flatMap(({ group }) => group);
  const first = options.map((option) => ({ option, plan: planAfterCard(ctx, option, lastRound, 'quick') }));
  let best: Plan | undefined;
  for (const { plan } of first) if (best === undefined || plan.score > best.score) best = plan;
  const finalists = first
    .map((entry, index) => ({ ...entry, index }))
    .sort((x, y) => y.plan.score - x.plan.score || x.index - y.index)
    .slice(0, params.topOptions);
  for (const { option } of finalists) {
    const plan = planAfterCard(ctx, option, lastRound, 'all');
    if (best === undefined || plan.score > best.score) best = plan;
  }
  if (best === undefined) throw new BotError('no card to play');
  return best;
}

function planAfterCard(ctx: Context, option: Option, lastRound: boolean, plans: 'quick' | 'all'): Plan {
  const { seat } = ctx;
  const { post, card, assign, trade1 } = option;
  const move = card.moves[assign]!;
  const mine = handAfter(ctx.base, seat, card);
  const continues = !lastRound && post.active[seat] === true && activeSeats(post) >= 2;
  if (!continues) return { trade1, card: move, trade2: null, score: evaluate(ctx, post, mine) };
  let best: Plan = { trade1, card: move, trade2: NO_ORDERS, score: -Infinity };
  const wallet = walletOf(post, seat, option.afterTrade1.locked);
  for (const orders of plans === 'quick' ? quickTrade2Plans(post, wallet) : trade2Plans(post, seat, wallet)) {
    const sim = cloneSim(post);
    applyOrders(sim, seat, orders);
    const score = evaluate(ctx, sim, mine);
    if (score > best.score) best = { trade1, card: move, trade2: orders, score };
  }
  return best;
}

/** The parts of a turn plan as moves; `null` parts are not played. */
export interface PlanMoves {
  readonly trade1: Orders | null;
  readonly card: Akcioner.PlayCardMove | null;
  readonly trade2: Orders | null;
}

/** Whether `seat` still has to move in `state` (its turn goes on). */
export function stillToMove(state: State, seat: Seat): boolean {
  return state.phase === 'playing' && state.toMove === seat;
}

/**
 * The plan's parts, each played through the engine on `base` when its stage comes (trade1, the card, trade2): the
 * moves and the state after them, or null when the engine refused one (a bot bug).
 */
export function playPlan(base: State, seat: Seat, plan: PlanMoves): { moves: Move[]; state: State } | null {
  const moves: Move[] = [];
  let state = base;
  const push = (move: Move): boolean => {
    const r = akcioner.play(state, seat, move);
    if (!r.ok) return false;
    moves.push(move);
    state = r.value.state;
    return true;
  };
  const at = (stage: Akcioner.Stage): boolean => stillToMove(state, seat) && state.stage === stage;
  if (plan.trade1 !== null && at('trade1') && !push(tradeMove(plan.trade1))) return null;
  if (plan.card !== null && at('card') && !push(plan.card)) return null;
  if (plan.trade2 !== null && at('trade2') && !push(tradeMove(plan.trade2))) return null;
  return { moves, state };
}

/**
 * The plan as moves, checked by playing them through the engine on the determinized state (the legality of the
 * seat's own moves depends only on what it sees, so they are legal in the real state too). Whatever the plan leaves
 * open is completed with passes and the default card; a refused move (a bot bug) falls back to that safe turn.
 */
function compose(base: State, seat: Seat, plan: Plan): Move[] {
  const played = playPlan(base, seat, plan) ?? { moves: [], state: base };
  const moves = played.moves;
  let state = played.state;
  while (stillToMove(state, seat)) {
    const move: Move = state.stage === 'card' ? Akcioner.defaultCard(state, seat) : { type: 'trade', orders: {} };
    const r = akcioner.play(state, seat, move);
    if (!r.ok) throw new BotError(`the engine refused the safe move ${JSON.stringify(move)}`);
    moves.push(move);
    state = r.value.state;
  }
  return moves;
}
