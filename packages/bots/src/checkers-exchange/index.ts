/**
 * Checkers Exchange bots (spec 15), three levels, all deciding from their seat's view only:
 *
 * - `random`: a uniformly random ply of the active firm when its seat holds the move; in the auction, the session
 *   and the meeting a few random legal actions (bids at 10..30, orders around the close for itself or a firm it
 *   directs, now and then a meeting request, nominations and votes), always ending with `ready`.
 * - `heuristic`: values every firm (cash, pieces by colour, expected capture and survival income, the colour's
 *   chance of losing, holdings of other firms; values.ts); bids at 3/4 of value in the auction; takes asks below value
 *   and bids above it, rests orders around it, and lets its firms buy undervalued shares; requests a meeting only
 *   when it can win control, then nominates itself and votes every account it controls; lends no tokens and takes
 *   back its firms' tokens that another seat holds (tokens.ts: the server's takeover level meets a person's). On the
 *   board it searches (alpha-beta negamax, depth 6 plus forced captures, at most 60 000 nodes) from the active
 *   firm's plies, moving only the active firm's pieces at every node below (the rotation of spec 8.2), with a
 *   wealth term for whom each capture pays. It also ends every simultaneous turn with `ready`.
 * - `expert` (expert.ts, issue 27): the same search with a larger fixed budget, and a market: it bids the auction by
 *   value against the uniform price, quotes both sides around its own opinion of every firm in every session and
 *   meets the others' mispriced orders (several turns a session, `ready` when nothing is left to do), defends the
 *   control of its firms (their lots at the auction, the stake that no rival can outvote) and raids firms held
 *   cheaply; like the heuristic it lends no tokens (expert.ts says why that never pays) and takes its own back. Fixed
 *   work per decision; a wall-clock stop under `limits.ms` (1 s at most) as a last resort.
 *
 * A turn is the moves a seat sends at once: one ply on the board; everything up to and including `ready` in the
 * other phases (the expert's session may take several turns, the last one ending with `ready`). Every level returns
 * [] when the game does not wait for its seat.
 */
import type { AnyGame, CheckersExchange, Seat } from '@birzha/engine';
import type { Bot, BotLimits } from '../bot.ts';
import { ownView } from './acting.ts';
import { planExpertTurn } from './expert.ts';
import { planHeuristicTurn } from './heuristic.ts';
import { planRandomTurn } from './random.ts';

type View = CheckersExchange.View;

/** Checkers Exchange's uniformly random player. */
export const randomBot: Bot = {
  level: 'random',
  chooseTurn(_game: AnyGame, view: unknown, seat: Seat, seed: string): unknown[] {
    return planRandomTurn(ownView(view, seat) satisfies View, seat, seed);
  },
};

/** Checkers Exchange's heuristic player (spec 15's notes). */
export const heuristicBot: Bot = {
  level: 'heuristic',
  chooseTurn(_game: AnyGame, view: unknown, seat: Seat): unknown[] {
    return planHeuristicTurn(ownView(view, seat), seat);
  },
};

/** Checkers Exchange's expert (expert.ts): a market maker that bids by value, defends control and raids. */
export const expertBot: Bot = {
  level: 'expert',
  chooseTurn(_game: AnyGame, view: unknown, seat: Seat, _seed: string, limits?: BotLimits): unknown[] {
    return planExpertTurn(ownView(view, seat), seat, limits);
  },
};

/** Checkers Exchange's own bots by level. */
export const bots: Readonly<Record<string, Bot>> = Object.freeze({
  random: randomBot,
  heuristic: heuristicBot,
  expert: expertBot,
});
