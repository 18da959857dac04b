import { Akcioner, type Seat } from '@birzha/engine';
import { BotError, type BotLimits } from '../bot.ts';
import { simCard, type SimCard } from './cards.ts';
import { candidatePlans, planOfMoves, samePlan, shortLook, type TurnPlan, type Width } from './expert-candidates.ts';
import type { Sim } from './sim.ts';
import { betsSeen, sampleWorld, tradersSeen } from './expert-inference.ts';
import { playout, playoutSpace, playoutTurns } from './expert-playout.ts';
import { searchPlan } from './expert-search.ts';
import { planAkcionerTurn, playPlan, stillToMove } from './heuristic.ts';
import { turnsAfter, workspace, type Hands } from './lookahead.ts';

type State = Akcioner.State;
type View = Akcioner.View;
type Move = Akcioner.Move;

/**
 * issue 27: never more than 1 s per decision on one core, a hard check. The stop at SAFETY of it leaves room for the
 * reply, GC pauses and a loaded machine; the clock is read inside all long work (the heuristic's plans, every screened
 * plan, every playout turn and every card of its deep turn: well under a millisecond apart), so the decision ends soon
 * after the stop. The fixed budget below normally ends the search long before it.
 */
export const EXPERT_MAX_MS = 1_000;
const SAFETY = 0.7;

/**
 * The expert's knobs; the defaults are what the arena measured. Measured against the heuristic, 2 players, 400-800
 * games each (±3-5 points): the playouts' own next turn heads-up (cycles 1: 66 %, 0: 58 %, 2: 59 %; a full-game
 * playout: 49 %); screening by the playouts instead of the short look-ahead: 46 %; scoring a capital difference
 * instead of a share: 57 %; a wider screen helps (12/8/24 plans 67.7 %, 20/12/24 69.9 %, 20/20/32 72.8 %, 20/30/48
 * 72.6 % on the same 800 deals); more playouts or worlds, noise 0.25, the inference off, meanWeight: no clear change.
 * The first other turn modelled one answer deep (deepReplies 1) against a guessed answering hand: 73.3 % vs 70.0 %
 * on the same 1200 deals (seeds x1-x3); against the true hands 68.8 % vs 71.0 % (x1). It doubles the time per decision.
 */
export interface ExpertParams {
  /** Worlds the candidate screen averages over (the heuristic's short look-ahead). */
  readonly screenWorlds: number;
  readonly width: Width;
  /** Playouts per decision: fixed, so that the bot is deterministic. */
  readonly playouts: number;
  /** The most sampled worlds a plan is played out in (at least 8 in 4-player games, issue 27). */
  readonly maxWorlds: number;
  /** The seat's own later turns a playout plays, each answered by every other seat (expert-playout.ts). */
  readonly cycles: number;
  /** The same against a single opponent. */
  readonly cyclesHeadsUp: number;
  /** Standard errors by which a plan must beat the heuristic's to be chosen instead (expert-search.ts). */
  readonly prior: number;
  /** The end-of-game margin (a part of the capitals) the playouts count as about a sure win. */
  readonly winScale: number;
  /** The weight of the others' mean capital in the playouts' score before the end (expert-playout.ts). */
  readonly meanWeight: number;
  /** How often another seat's playout turn takes its second-best card (expert-playout.ts). */
  readonly noise: number;
  /** How many of the other seats' first turns a playout models one answer deep (expert-playout.ts deepTurn). */
  readonly deepReplies: number;
  /** Weight of the short look-ahead's score, beside the playout's, in the search's value of a plan. */
  readonly blend: number;
}

export const EXPERT_PARAMS: ExpertParams = {
  screenWorlds: 6,
  width: { cards: 20, options: 20, plans: 32 },
  playouts: 900,
  maxWorlds: 64,
  cycles: 0,
  cyclesHeadsUp: 1,
  noise: 0,
  winScale: 0.08,
  prior: 1,
  meanWeight: 0,
  blend: 1,
  deepReplies: 1,
};

/**
 * Akcioner's expert (issue 27) from `seat`'s view only: information-set Monte Carlo over turn plans. The plans are
 * the heuristic's own turn plus the best of a wider candidate list (expert-candidates.ts), screened by the
 * heuristic's short look-ahead; sampled worlds deal the unseen cards consistently with the view and weighted by what
 * the others' trades reveal (expert-inference.ts); each plan is played out in the same worlds with the look-ahead's
 * policy (all in, then the best card one card deep; the first other seat's card one answer deep, like the
 * heuristic's look-ahead) for every seat until the seat's next trade, and heads-up through
 * its own next turn and the answer to it (expert-playout.ts); its value blends that with the short look-ahead, and
 * sequential halving spends the fixed budget on the better plans, leaving the heuristic's only for a clear gain
 * (expert-search.ts). `limits.ms` (or 1 s) caps the whole decision; the work is fixed, so the answer depends on the
 * seed alone unless the cap cuts it short (then the plans are compared on the playouts that finished, or the
 * heuristic's turn is played, itself cut short when the clock is very short).
 */
export function planExpertTurn(
  view: View,
  seat: Seat,
  seed: string,
  limits?: BotLimits,
  params: ExpertParams = EXPERT_PARAMS,
): Move[] {
  const started = performance.now();
  const deadline = started + SAFETY * Math.min(EXPERT_MAX_MS, limits?.ms ?? EXPERT_MAX_MS);
  if (view.phase !== 'playing' || view.toMove !== seat || view.stage === null) return [];
  if (view.viewer !== seat || (view.seats[seat]?.hand ?? null) === null)
    throw new BotError(`the view is not seat ${seat}'s own view`);
  const heuristic = planAkcionerTurn(view, seat, seed, undefined, deadline);
  // The safety stop: on a clock too short for the screen, the heuristic's turn (cut short itself on a tiny clock).
  if (performance.now() > deadline) return heuristic;
  const bets = betsSeen(view, seat);
  const states: State[] = [];
  const hands: Hands[] = [];
  const world = (k: number): Hands => {
    if (hands[k] === undefined) {
      const state = sampleWorld(view, seat, `${seed}/expert`, k, bets);
      states[k] = state;
      hands[k] = state.seats.map((s) => s.hand.map(simCard));
    }
    return hands[k];
  };
  const traders = tradersSeen(view);
  // Measured (arena): one more own turn in the playouts helps against one opponent and hurts against three.
  const headsUp = view.seats.filter((s, i) => i !== seat && s.status === 'active').length === 1;
  const cycles = headsUp ? params.cyclesHeadsUp : params.cycles;
  const { turns, toEnd } = playoutTurns(view.order, seat, view.round, view.roundsTotal, cycles);
  const space = playoutSpace(view.seats.length);
  // As the heuristic scores its horizon: a capital share while the game is long, a win once the end is in sight.
  const shortObjective = view.round >= view.roundsTotal - 1 ? 'win' : 'share';
  const deep = (post: Sim, mine: readonly SimCard[], hands: Hands, k: number): number =>
    playout(
      post,
      {
        me: seat,
        mine,
        hands,
        turns,
        traders,
        options: view.options,
        toEnd,
        noise: params.noise,
        winScale: params.winScale,
        meanWeight: params.meanWeight,
        deepReplies: params.deepReplies,
        replyObjective: shortObjective,
        // The modelled seat does not see the answering hand: it imagines the next sampled world's.
        guess: params.deepReplies > 0 ? world(k + 1) : null,
        salt: k,
        deadline,
      },
      space,
    );
  const short = shortLook(
    seat,
    turnsAfter(view.order, seat, view.round, view.roundsTotal),
    traders,
    shortObjective,
    view.options,
    workspace(view.seats.length),
  );
  // The short look-ahead on the playouts' scale (a share of 0.5 is level).
  const shortScaled = (post: Sim, mine: readonly SimCard[], hands: Hands): number => {
    const x = short(post, mine, hands);
    return shortObjective === 'share' ? 4 * (x - 0.5) : x;
  };
  const value = (plan: TurnPlan, k: number): number => {
    const hands = world(k);
    const d = deep(plan.post, plan.mine, hands, k);
    // NaN: the deadline stopped the playout, and the search stops too.
    return params.blend === 0 || Number.isNaN(d)
      ? d
      : (d + params.blend * shortScaled(plan.post, plan.mine, hands)) / (1 + params.blend);
  };
  const screenWorlds = Array.from({ length: params.screenWorlds }, (_, k) => world(k));
  const plans = candidatePlans(view, seat, { worlds: screenWorlds, score: short, deadline }, params.width);
  const own = planOfMoves(view, seat, heuristic);
  const arms: TurnPlan[] = own === null ? plans : [own, ...plans.filter((p) => !samePlan(p, own))];
  if (arms.length === 0 || performance.now() > deadline) return heuristic;
  const chosen = searchPlan(arms, value, {
    playouts: params.playouts,
    maxWorlds: params.maxWorlds,
    prior: params.prior,
    deadline,
  });
  world(0);
  return compose(states[0]!, seat, chosen, heuristic);
}

/**
 * The plan as moves, checked by playing them through the engine on a sampled world (the legality of the seat's own
 * moves depends only on what it sees, so they are legal in the real state too). A refused move (a bot bug) or a turn
 * left unfinished falls back to the heuristic's turn.
 */
function compose(base: State, seat: Seat, plan: TurnPlan, fallback: Move[]): Move[] {
  const card = plan.card === null ? null : plan.card.moves[plan.assign]!;
  const played = playPlan(base, seat, { trade1: plan.trade1, card, trade2: plan.trade2 });
  return played === null || stillToMove(played.state, seat) ? fallback : played.moves;
}
