import type { GameMeta } from '../../core/game.ts';
import { VARIANTS } from './config.ts';
import type { Options } from './types.ts';

/** spec 3 */
export const meta: GameMeta<Options> = {
  id: 'akcioner',
  title: 'Акционер',
  minPlayers: 2,
  maxPlayers: 6,
  rulesVersion: 1,
  defaultOptions: { variant: 'classic', rounding: 'up', turnSeconds: 120 },
  // spec 6: one turn per seat per round, for the variant's rounds (fewer for a seat eliminated early).
  turnsPerPlayer: (options) => VARIANTS[options.variant].rounds,
  // spec 6 "Clock": turnSeconds 0 turns the clock (and the timeout move, 7.4) off.
  timedOptions: (options) => (options.turnSeconds === 0 ? { ...options, turnSeconds: 120 } : options),
};
