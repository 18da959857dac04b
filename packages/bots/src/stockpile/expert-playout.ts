import { stockpile, Stockpile, type Seat } from '@birzha/engine';
import { BotError } from '../bot.ts';
import { decideHeuristic } from './heuristic.ts';

type State = Stockpile.State;
type Move = Stockpile.Move;

/** A playout that has not reached the end of its round after this many moves is a bug in a bot or the engine. */
const MAX_PLAYOUT_MOVES = 400;
// spec 15: a share gains about $670 a round over all forecasts; the heuristic counts $300 for two rounds at most.
const DRIFT_PER_ROUND = 300;
const DRIFT_ROUNDS = 2;
const NO_SELL: readonly Move[] = [];

/** One seat's move as the heuristic plays it in a (full-information) world, from that seat's own view. */
function heuristicMove(state: State, seat: Seat): Move {
  // Selling's heuristic ignores the list, and a big portfolio's list is long.
  const legal = state.phase === 'selling' ? NO_SELL : stockpile.legalMoves(state, seat);
  return decideHeuristic(stockpile.view(state, seat), seat, legal);
}

/** `move` by `seat` applied to a world; a refusal is a bug in the candidate list. */
export function apply(state: State, seat: Seat, move: Move): State {
  const next = stockpile.play(state, seat, move);
  if (!next.ok) throw new BotError(`stockpile expert: ${JSON.stringify(move)} refused: ${next.error.code}`);
  return next.value.state;
}

/**
 * Every seat plays the heuristic from `state` until the round `round` is over (Movement done, the next round dealt)
 * or the game ends: the search's playout (spec 15 "Search bots"). `moves` counts the moves played (the search's
 * measure of work).
 */
export function playOut(start: State, round: number): { state: State; moves: number } {
  let state = start;
  let n = 0;
  for (; state.phase !== 'over' && state.round === round; n++) {
    if (n === MAX_PLAYOUT_MOVES) throw new BotError(`stockpile expert: a playout ran past ${MAX_PLAYOUT_MOVES} moves`);
    const seat = stockpile.toAct(state)[0];
    if (seat === undefined) throw new BotError('stockpile expert: a running playout with nobody to act');
    state = apply(state, seat, heuristicMove(state, seat));
  }
  return { state, moves: n };
}

/**
 * What each seat is worth in a world: its final score once the game is over (spec 11); else its cash less unpaid
 * fees, its shares at today's prices plus a little drift, and a part of the majority bonuses it would get now that grows
 * as the end nears.
 */
export function worths(state: State): number[] {
  if (state.final !== null) return state.final.scores.slice();
  const remaining = Math.max(0, state.rounds - state.round + 1);
  const left = Math.min(DRIFT_ROUNDS, remaining);
  // Holdings change in every round still to play, so a majority lead now is worth less of the bonus the earlier it is.
  const majorityWeight = 1 / (1 + remaining);
  const out = state.seats.map((s) => {
    let w = s.cash;
    for (const fee of s.feeDebt) w -= fee;
    const graham = s.investors.includes('graham') ? Stockpile.GRAHAM_PER_SHARE : 0;
    for (const c of Stockpile.COMPANIES) {
      const shares = Stockpile.sharesOf(s.portfolio[c]);
      if (shares === 0) continue;
      const price = Stockpile.priceAt(Stockpile.TRACKS[state.options.board][c], state.prices[c]);
      w += shares * (price + graham + DRIFT_PER_ROUND * left);
    }
    return w;
  });
  for (const c of Stockpile.COMPANIES) {
    let best = 0;
    let leaders: Seat[] = [];
    state.seats.forEach((s, seat) => {
      const n = Stockpile.sharesOf(s.portfolio[c]);
      if (n > best) {
        best = n;
        leaders = [seat];
      } else if (n === best && n > 0) leaders.push(seat);
    });
    if (best === 0) continue;
    const each = leaders.length === 1 ? Stockpile.MAJORITY_BONUS.sole : Stockpile.MAJORITY_BONUS.tiedEach;
    for (const seat of leaders) out[seat] = (out[seat] as number) + each * majorityWeight;
  }
  return out;
}

/**
 * The seat's result in a world, to maximise: its worth less the best other seat's (winning is ranking first, so the
 * nearest rival is what counts), with a little of the mean gap so that a hopeless world still prefers more money.
 */
export function resultFor(state: State, seat: Seat): number {
  const w = worths(state);
  const mine = w[seat] as number;
  let best = -Infinity;
  let sum = 0;
  w.forEach((x, s) => {
    if (s === seat) return;
    best = Math.max(best, x);
    sum += x;
  });
  if (w.length < 2) return mine;
  return 0.75 * (mine - best) + 0.25 * (mine - sum / (w.length - 1));
}
