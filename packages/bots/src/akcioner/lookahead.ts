import { Akcioner, type Seat } from '@birzha/engine';
import type { SimCard } from './cards.ts';
import {
  activeSeats,
  allIn,
  applyCard,
  copySim,
  objectiveScore,
  relativeScore,
  type Objective,
  type Sim,
} from './sim.ts';

/** One turn the look-ahead plays after the bot's own turn. */
export interface Turn {
  readonly seat: Seat;
  /** No trading in the last round (spec 6). */
  readonly lastRound: boolean;
}

/**
 * The turns between the end of `me`'s current turn and its next chance to trade (spec 15 "who moves next"): every
 * other seat once, in `order`. When `me`'s next turn is in the last round its holdings are already final (spec 15
 * "the last trade matters most"), so the horizon runs to the end of the game: `me`'s last card, then the seats after
 * it. Seats that are out when their turn comes are skipped by the roll-out.
 */
export function turnsAfter(order: readonly Seat[], me: Seat, round: number, roundsTotal: number): Turn[] {
  const at = order.indexOf(me);
  const after = order.slice(at + 1);
  const before = order.slice(0, at);
  const last = Akcioner.isLastRound({ round, roundsTotal });
  const turns: Turn[] = after.map((seat) => ({ seat, lastRound: last }));
  if (last) return turns;
  const nextIsLast = Akcioner.isLastRound({ round: round + 1, roundsTotal });
  turns.push(...before.map((seat) => ({ seat, lastRound: nextIsLast })));
  if (nextIsLast) {
    turns.push({ seat: me, lastRound: true });
    turns.push(...after.map((seat) => ({ seat, lastRound: true })));
  }
  return turns;
}

/**
 * How other seats are assumed to trade before their card in the look-ahead (outside the last round): `allIn` sells
 * everything and buys the colour the card raises (spec 15 "buy before you raise"), as a strong player does; `hold`
 * keeps its holdings (the timeout default and players who never trade); `observed` decides per seat from the view:
 * a seat that holds more than one share of some colour, or no shares at all, has traded, so it is assumed to go all
 * in; one that still holds at most the starting single shares is assumed to hold.
 */
export type OpponentModel = 'allIn' | 'hold' | 'observed';

/** Per seat, whether the look-ahead lets it go all in before its card. */
export function tradersOf(model: OpponentModel, seats: readonly Pick<Akcioner.SeatState, 'shares'>[]): boolean[] {
  return seats.map((s) => {
    if (model !== 'observed') return model === 'allIn';
    const { yellow, red, blue, green } = s.shares;
    return yellow > 1 || red > 1 || blue > 1 || green > 1 || yellow + red + blue + green === 0;
  });
}

/** The best and the second-best (card, assignment) of a hand: hand and assignment indices, `-1` when there is none. */
export interface Picks {
  bestH: number;
  bestA: number;
  nextH: number;
  nextA: number;
}

export function newPicks(): Picks {
  return { bestH: -1, bestA: 0, nextH: -1, nextA: 0 };
}

/**
 * Fills `picks` with the (card, assignment) of `seat`'s hand that maximizes its own relative score one card deep (as
 * spec 8.7's default card does), after an all-in trade1 on the colour the card raises when `trade`, and with the
 * runner-up; the earlier one wins a tie. `used` marks the hand's cards already played in this roll-out. `sim` is left
 * as it is: every try is played in `scratch`.
 */
export function rankCards(
  sim: Sim,
  scratch: Sim,
  seat: Seat,
  hand: readonly SimCard[],
  used: number,
  trade: boolean,
  rounding: 'up' | 'down',
  picks: Picks,
): void {
  let best = -Infinity;
  let bestH = -1;
  let bestA = 0;
  let next = -Infinity;
  let nextH = -1;
  let nextA = 0;
  for (let h = 0; h < hand.length; h++) {
    if ((used & (1 << h)) !== 0) continue;
    const card = hand[h]!;
    for (let a = 0; a < card.assignIndices.length; a++) {
      copySim(sim, scratch);
      if (trade) allIn(scratch, seat, card.raises[a]!);
      applyCard(scratch, seat, card, a, rounding);
      const score = relativeScore(scratch, seat);
      if (score > best) {
        next = best;
        nextH = bestH;
        nextA = bestA;
        best = score;
        bestH = h;
        bestA = a;
      } else if (score > next) {
        next = score;
        nextH = h;
        nextA = a;
      }
    }
  }
  picks.bestH = bestH;
  picks.bestA = bestA;
  picks.nextH = nextH;
  picks.nextA = nextA;
}

/** Plays card `h` of `seat`'s hand with assignment `a` in `sim`, all in first when `trade`; the new `used` mask. */
export function playPick(
  sim: Sim,
  seat: Seat,
  hand: readonly SimCard[],
  used: number,
  h: number,
  a: number,
  trade: boolean,
  rounding: 'up' | 'down',
): number {
  const card = hand[h]!;
  if (trade) allIn(sim, seat, card.raises[a]!);
  applyCard(sim, seat, card, a, rounding);
  return used | (1 << h);
}

const greedy = newPicks();

/** Plays one turn of `seat` in the sim: its best card one card deep (rankCards). Returns the new `used` mask. */
function playGreedy(
  sim: Sim,
  scratch: Sim,
  seat: Seat,
  hand: readonly SimCard[],
  used: number,
  trade: boolean,
  rounding: 'up' | 'down',
): number {
  rankCards(sim, scratch, seat, hand, used, trade, rounding, greedy);
  if (greedy.bestH < 0) return used;
  return playPick(sim, seat, hand, used, greedy.bestH, greedy.bestA, trade, rounding);
}

/** One sampled world: every other seat's hand, from `determinize`. */
export type Hands = readonly (readonly SimCard[])[];

/** Reusable buffers for roll-outs from positions with `n` seats. */
export interface Workspace {
  readonly work: Sim;
  readonly scratch: Sim;
  readonly used: number[];
}

/** A sim of `n` seats to copy positions into (a reusable buffer). */
export function blankSim(n: number): Sim {
  return {
    n,
    prices: [0, 0, 0, 0],
    cash: new Array<number>(n).fill(0),
    shares: new Array<number>(n * 4).fill(0),
    active: new Array<boolean>(n).fill(false),
  };
}

export function workspace(n: number): Workspace {
  return { work: blankSim(n), scratch: blankSim(n), used: new Array<number>(n).fill(0) };
}

/**
 * The bot's relative score after playing `turns` from `start` in the world `hands` (the bot's own hand is `mine`,
 * the one it holds after its turn): each seat plays its greedy card
 * (with an all-in trade1 for `traders` when trading is allowed); the bot's own last card, when the horizon
 * includes it, is chosen the same way without trading.
 */
export function rollout(
  start: Sim,
  me: Seat,
  mine: readonly SimCard[],
  hands: Hands,
  turns: readonly Turn[],
  options: Akcioner.Options,
  traders: readonly boolean[],
  ws: Workspace,
  objective: Objective = 'difference',
): number {
  const { work, scratch, used } = ws;
  copySim(start, work);
  used.fill(0);
  for (const turn of turns) {
    const s = turn.seat;
    if (!work.active[s]) continue;
    // Fewer than two seats left: the game is over (spec 6, early end).
    if (activeSeats(work) < 2) break;
    const hand = s === me ? mine : hands[s]!;
    const trade = !turn.lastRound && s !== me && traders[s] === true;
    used[s] = playGreedy(work, scratch, s, hand, used[s]!, trade, options.rounding);
  }
  return objectiveScore(work, me, objective);
}
