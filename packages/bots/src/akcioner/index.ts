import type { AnyGame, Seat } from '@birzha/engine';
import type { Bot, BotLimits } from '../bot.ts';
import { planExpertTurn } from './expert.ts';
import { planAkcionerTurn } from './heuristic.ts';

/** Akcioner's heuristic player (spec 15). */
export const heuristicBot: Bot = {
  level: 'heuristic',
  chooseTurn(_game: AnyGame, view: unknown, seat: Seat, seed: string): unknown[] {
    return planAkcionerTurn(view as Parameters<typeof planAkcionerTurn>[0], seat, seed);
  },
};

/** Akcioner's search player (issue 27): Monte Carlo over turn plans in sampled worlds, heuristic prior and playouts. */
export const expertBot: Bot = {
  level: 'expert',
  chooseTurn(_game: AnyGame, view: unknown, seat: Seat, seed: string, limits?: BotLimits): unknown[] {
    return planExpertTurn(view as Parameters<typeof planExpertTurn>[0], seat, seed, limits);
  },
};

/** Akcioner's own bots by level; the levels it lacks are played by the generic random bot. */
export const bots: Readonly<Record<string, Bot>> = Object.freeze({ heuristic: heuristicBot, expert: expertBot });
