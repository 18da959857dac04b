import type { AnyGame } from './core/game.ts';
import { meta as akcionerMeta } from './games/akcioner/meta.ts';
import { parseOptions as akcionerOptions } from './games/akcioner/options.ts';
import { meta as ceMeta } from './games/checkers-exchange/meta.ts';
import { parseOptions as ceOptions } from './games/checkers-exchange/options.ts';
import { meta as stockpileMeta } from './games/stockpile/meta.ts';
import { parseOptions as stockpileOptions } from './games/stockpile/options.ts';

/** What setting a table up needs of a game (its meta and its options check), without its rules. */
export type GameSetup = Pick<AnyGame, 'meta' | 'parseOptions'>;

/**
 * Each game's setup by id, taken from the modules that define it rather than from GAMES: a web lobby that offers the
 * games and checks a table's options then bundles these few modules, not every game's rules (the package has no side
 * effects, so a bundler drops what is not imported). game-setups.test.ts keeps it the same as GAMES.
 */
const SETUPS: Readonly<Record<string, GameSetup>> = Object.freeze({
  akcioner: { meta: akcionerMeta, parseOptions: akcionerOptions } as GameSetup,
  stockpile: { meta: stockpileMeta, parseOptions: stockpileOptions } as GameSetup,
  'checkers-exchange': { meta: ceMeta, parseOptions: ceOptions } as GameSetup,
});

/** The setup of the game with this id, or undefined. */
export function gameSetup(id: string): GameSetup | undefined {
  return Object.hasOwn(SETUPS, id) ? SETUPS[id] : undefined;
}
