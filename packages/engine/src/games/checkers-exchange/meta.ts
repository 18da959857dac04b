import type { GameMeta } from '../../core/game.ts';
import { DEFAULT_OPTIONS } from './options.ts';
import type { Options } from './types.ts';

/** spec 3. */
export const meta: GameMeta<Options> = {
  id: 'checkers-exchange',
  title: 'Шашечная биржа',
  minPlayers: 3,
  maxPlayers: 8,
  rulesVersion: 1,
  defaultOptions: DEFAULT_OPTIONS,
};
