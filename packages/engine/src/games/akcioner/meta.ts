import type { GameMeta } from '../../core/game.ts';
import type { Options } from './types.ts';

/** spec 3 */
export const meta: GameMeta<Options> = {
  id: 'akcioner',
  title: 'Акционер',
  minPlayers: 2,
  maxPlayers: 6,
  rulesVersion: 1,
  defaultOptions: { variant: 'classic', rounding: 'up', turnSeconds: 120 },
};
