import type { GameMeta } from '../../core/game.ts';
import { DEFAULT_OPTIONS } from './options.ts';
import { FIRMS } from './config.ts';
import type { Options, RulesVersion } from './types.ts';

/** Spec 14.2: the rules versions this code plays, oldest first; new matches are created under the last. */
export const RULES_VERSIONS: readonly RulesVersion[] = [1, 2];

/** spec 3. */
export const meta: GameMeta<Options> = {
  id: 'checkers-exchange',
  title: 'Шашечная биржа',
  minPlayers: 3,
  maxPlayers: 8,
  rulesVersion: 2,
  rulesVersions: RULES_VERSIONS,
  defaultOptions: DEFAULT_OPTIONS,
  turnsPerPlayer,
  // spec 6.2: the untimed table has no stage clock (and refuses phaseTimeout).
  timedOptions: (options) => (options.timing === 'untimed' ? { ...options, timing: DEFAULT_OPTIONS.timing } : options),
};

/** Sessions end in a meeting about this often (a rough share, for the estimate only). */
const MEETING_SHARE = 0.25;

/**
 * About how many decisions each seat makes (spec 6.1): the opening auction; each year a share of the year's plies
 * (one per firm: 8, shared among the players who direct firms) and a session, sometimes a meeting.
 */
function turnsPerPlayer(options: Options, players: number): number {
  const plies = FIRMS.length / Math.max(1, players);
  return Math.round(1 + options.years * (plies + 1 + MEETING_SHARE));
}
