import type { AnyGame, Seat } from '@birzha/engine';
import type { Bot } from '../bot.ts';
import { planAkcionerTurn } from './heuristic.ts';

/** Akcioner's heuristic player (spec 15). */
export const heuristicBot: Bot = {
  level: 'heuristic',
  chooseTurn(_game: AnyGame, view: unknown, seat: Seat, seed: string): unknown[] {
    return planAkcionerTurn(view as Parameters<typeof planAkcionerTurn>[0], seat, seed);
  },
};

/** Akcioner's own bots by level; the levels it lacks are played by the generic random bot. */
export const bots: Readonly<Record<string, Bot>> = Object.freeze({ heuristic: heuristicBot });
