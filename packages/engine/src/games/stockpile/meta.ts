import type { GameMeta } from '../../core/game.ts';
import { DEFAULT_OPTIONS } from './options.ts';
import type { Options } from './types.ts';

export const meta: GameMeta<Options> = {
  id: 'stockpile',
  title: 'Stockpile',
  minPlayers: 2,
  maxPlayers: 5,
  rulesVersion: 1,
  defaultOptions: DEFAULT_OPTIONS,
};
