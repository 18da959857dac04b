import type { AnyGame, Seat, Stockpile } from '@birzha/engine';
import type { Bot, BotLimits } from '../bot.ts';
import { planExpertTurn } from './expert.ts';
import { planStockpileTurn } from './heuristic.ts';
import { planRandomTurn } from './random.ts';

type View = Stockpile.View;

/** Stockpile's uniformly random player (it stops its turn where new cards could show). */
export const randomBot: Bot = {
  level: 'random',
  chooseTurn(_game: AnyGame, view: unknown, seat: Seat, seed: string): unknown[] {
    return planRandomTurn(view as View, seat, seed);
  },
};

/** Stockpile's heuristic player (spec 15's notes). */
export const heuristicBot: Bot = {
  level: 'heuristic',
  chooseTurn(_game: AnyGame, view: unknown, seat: Seat, seed: string): unknown[] {
    return planStockpileTurn(view as View, seat, seed);
  },
};

/** Stockpile's search player (issue 27): flat Monte Carlo over sampled hidden states, heuristic playouts. */
export const expertBot: Bot = {
  level: 'expert',
  chooseTurn(_game: AnyGame, view: unknown, seat: Seat, seed: string, limits?: BotLimits): unknown[] {
    return planExpertTurn(view as View, seat, seed, limits);
  },
};

/** Stockpile's own bots by level. */
export const bots: Readonly<Record<string, Bot>> = Object.freeze({
  random: randomBot,
  heuristic: heuristicBot,
  expert: expertBot,
});
