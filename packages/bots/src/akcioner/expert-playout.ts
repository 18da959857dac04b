import { Akcioner, type Seat } from '@birzha/engine';
import type { SimCard } from './cards.ts';
import { blankSim, newPicks, playPick, rankCards, type Hands, type Turn } from './lookahead.ts';
import { activeSeats, allIn, applyCard, capitalIn, copySim, objectiveScore, type Objective, type Sim } from './sim.ts';

/**
 * The turns the expert's playouts play after the seat's current turn (spec 15 "who moves next"): every other seat
 * once, in `order`, up to the seat's next trade (the heuristic's horizon), then `cycles` times the seat's own next
 * turn followed by every other seat once more, capped at the end of the game. Seats that are out when their turn
 * comes are skipped by the playout.
 */
export function playoutTurns(
  order: readonly Seat[],
  me: Seat,
  round: number,
  roundsTotal: number,
  cycles: number,
): { turns: Turn[]; toEnd: boolean } {
  const n = order.length;
  const at = order.indexOf(me);
  const turns: Turn[] = [];
  let r = round;
  for (let k = 1; k < n * (cycles + 1); k++) {
    const i = (at + k) % n;
    if (i === 0) r++;
    if (r > roundsTotal) return { turns, toEnd: true };
    turns.push({ seat: order[i]!, lastRound: r === roundsTotal });
  }
  // The horizon ends the game when the last turn it plays is the last seat's in the last round.
  const lastAt = (at + n * (cycles + 1) - 1) % n;
  return { turns, toEnd: r === roundsTotal && lastAt === n - 1 };
}

/** Reusable buffers of one search. */
export interface PlayoutSpace {
  readonly work: Sim;
  readonly scratch: Sim;
  readonly reply: Sim;
  readonly used: number[];
}

export function playoutSpace(n: number): PlayoutSpace {
  return { work: blankSim(n), scratch: blankSim(n), reply: blankSim(n), used: new Array<number>(n).fill(0) };
}

const policy = newPicks();

/**
 * One turn of the playout policy (spec 15 "buy before you raise", "relative, not absolute"): the (card, assignment)
 * of the hand that maximizes the seat's relative score one card deep (or the runner-up when `second`), after an
 * all-in trade1 on the colour it raises when `trade` (outside the last round, for seats modelled as traders). The
 * all-in shares are locked for trade2 (spec 7.2), so the seat holds them through the others' turns. Returns the new
 * `used` mask of the hand.
 */
function policyTurn(
  sim: Sim,
  scratch: Sim,
  seat: Seat,
  hand: readonly SimCard[],
  used: number,
  trade: boolean,
  rounding: 'up' | 'down',
  second: boolean,
): number {
  rankCards(sim, scratch, seat, hand, used, trade, rounding, policy);
  const runnerUp = second && policy.nextH >= 0;
  const h = runnerUp ? policy.nextH : policy.bestH;
  if (h < 0) return used;
  return playPick(sim, seat, hand, used, h, runnerUp ? policy.nextA : policy.bestA, trade, rounding);
}

const replies = newPicks();

/** deepTurn's answer when the deadline passed: never a `used` mask (hands hold fewer than 31 cards). */
const STOPPED = -1;

/** The seat after a modelled turn, whose greedy answer that turn's look-ahead expects. */
interface Answer {
  readonly seat: Seat;
  readonly hand: readonly SimCard[];
  readonly used: number;
  readonly trade: boolean;
}

/**
 * One turn of another seat modelled more like the heuristic (heuristic.ts): each (card, assignment), all in first
 * when it trades, is scored after the next seat's greedy answer (one card deep) by the heuristic's objective, instead
 * of one card deep. The heuristic looks at least that far, so this predicts its card more often than policyTurn.
 * Returns STOPPED, having played nothing, once performance.now() passes `deadline`.
 */
function deepTurn(
  sim: Sim,
  space: PlayoutSpace,
  seat: Seat,
  hand: readonly SimCard[],
  used: number,
  trade: boolean,
  rounding: 'up' | 'down',
  answer: Answer,
  objective: Objective,
  deadline: number,
): number {
  const { scratch, reply } = space;
  let best = -Infinity;
  let bestH = -1;
  let bestA = 0;
  for (let h = 0; h < hand.length; h++) {
    if ((used & (1 << h)) !== 0) continue;
    // The longest stretch of a playout (a hand against a hand, a few ms with 4 players): the clock is read per card.
    if (performance.now() > deadline) return STOPPED;
    const card = hand[h]!;
    for (let a = 0; a < card.assignIndices.length; a++) {
      copySim(sim, scratch);
      if (trade) allIn(scratch, seat, card.raises[a]!);
      applyCard(scratch, seat, card, a, rounding);
      let score: number;
      if (!scratch.active[answer.seat] || activeSeats(scratch) < 2) score = objectiveScore(scratch, seat, objective);
      else {
        // The answer: its best (card, assignment) by its own relative score, played in `reply`.
        rankCards(scratch, reply, answer.seat, answer.hand, answer.used, answer.trade, rounding, replies);
        copySim(scratch, reply);
        const { bestH: g, bestA: b } = replies;
        if (g >= 0) playPick(reply, answer.seat, answer.hand, answer.used, g, b, answer.trade, rounding);
        score = objectiveScore(reply, seat, objective);
      }
      if (score > best) {
        best = score;
        bestH = h;
        bestA = a;
      }
    }
  }
  if (bestH < 0) return used;
  return playPick(sim, seat, hand, used, bestH, bestA, trade, rounding);
}

/** What a playout needs besides its start: the world's hands, the seat's own hand after its turn, who trades. */
export interface PlayoutSetup {
  readonly me: Seat;
  readonly mine: readonly SimCard[];
  readonly hands: Hands;
  readonly turns: readonly Turn[];
  readonly traders: readonly boolean[];
  readonly options: Akcioner.Options;
  /** Whether the last turn in `turns` ends the game (then the result is scored as a win, else as a capital share). */
  readonly toEnd: boolean;
  /** The margin, as a part of the two capitals, that the end-of-game score counts as about a sure win (0.76). */
  readonly winScale: number;
  /** The weight of the others' mean capital, beside the best other's, in the score before the end. */
  readonly meanWeight: number;
  /** How often another seat plays its second-best card instead of its best (its choice is not known for sure). */
  readonly noise: number;
  /** How many of the other seats' first turns are modelled by deepTurn (0: all by policyTurn). */
  readonly deepReplies: number;
  /**
   * The hands deepTurn's answering seat is imagined to hold: the modelled seat does not see them, so they are another
   * sampled world's (null: the true ones of this world).
   */
  readonly guess: Hands | null;
  /** The objective deepTurn scores for the other seat (the heuristic's at this point of the game). */
  readonly replyObjective: Objective;
  /** Seeds the playout's draws: the same for every plan in one world (common random numbers). */
  readonly salt: number;
  /**
   * performance.now() after which the playout stops and returns NaN (issue 27's hard time cap: the clock is read every
   * turn and every card of a deep turn, so no decision runs long past its stop even on a loaded machine).
   */
  readonly deadline: number;
}

/**
 * Plays `turns` from `start` with the policy for every seat, the expert's own later turns included (it trades like
 * the others), and scores the end for `me`: near 1 for a clear win and near -1 for a clear loss once the game is
 * over (spec 11: only rank counts), else its share of its and the best other capital. NaN when the deadline stopped it.
 */
export function playout(start: Sim, setup: PlayoutSetup, space: PlayoutSpace): number {
  const { work, scratch, used } = space;
  const { me, mine, hands, traders, options } = setup;
  copySim(start, work);
  used.fill(0);
  // xorshift32: cheap, deterministic draws for the noise.
  let x = (setup.salt * 2654435761 + 1) | 0 || 1;
  const draw = (): number => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 4294967296;
  };
  let deep = setup.deepReplies;
  const turns = setup.turns;
  for (let t = 0; t < turns.length; t++) {
    const turn = turns[t]!;
    const s = turn.seat;
    if (!work.active[s]) continue;
    if (performance.now() > setup.deadline) return NaN;
    // Fewer than two seats left: the game is over (spec 6, early end).
    if (activeSeats(work) < 2) break;
    const hand = s === me ? mine : hands[s]!;
    const trade = !turn.lastRound && (s === me || traders[s] === true);
    const next = turns[t + 1];
    if (s !== me && deep > 0 && next !== undefined) {
      deep--;
      const a = next.seat;
      const guess = setup.guess;
      const answer: Answer = {
        seat: a,
        hand: guess === null ? (a === me ? mine : hands[a]!) : a === me ? guess[s]! : guess[a]!,
        used: guess === null ? used[a]! : 0,
        trade: !next.lastRound && (a === me || traders[a] === true),
      };
      const mask = deepTurn(
        work,
        space,
        s,
        hand,
        used[s]!,
        trade,
        options.rounding,
        answer,
        setup.replyObjective,
        setup.deadline,
      );
      if (mask === STOPPED) return NaN;
      used[s] = mask;
      continue;
    }
    const second = s !== me && setup.noise > 0 && draw() < setup.noise;
    used[s] = policyTurn(work, scratch, s, hand, used[s]!, trade, options.rounding, second);
  }
  if (!work.active[me]) return -2;
  let best = -Infinity;
  let sum = 0;
  let others = 0;
  for (let o = 0; o < work.n; o++) {
    if (o === me || !work.active[o]) continue;
    const c = capitalIn(work, o);
    best = Math.max(best, c);
    sum += c;
    others++;
  }
  if (others === 0) return 1;
  const own = capitalIn(work, me);
  // spec 11: only rank counts at the end; a margin of `winScale` of the two capitals is nearly a sure win.
  if (setup.toEnd) return Math.tanh((own - best) / (setup.winScale * (own + best) + 1));
  // Before the end: the share of its and the rivals' capital (the best one's, with a little of the mean's), where
  // 0.5 is level, on the end score's scale.
  const rival = (1 - setup.meanWeight) * best + (setup.meanWeight * sum) / others;
  return 4 * (own / (own + rival + 1) - 0.5);
}
