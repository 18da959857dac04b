import type { AnyGame } from '@birzha/engine';
import { BOT_LEVELS, type BotLevel } from '@birzha/protocol';

/** Bot kinds `simulate` can seat (the bot levels): `random` plays uniformly random legal moves, the others are the game's bots. */
export const BOT_KINDS = BOT_LEVELS;
export type BotKind = BotLevel;

/** A validated simulation: every field has been checked before the first game is played. */
export interface SimulateConfig {
  readonly game: AnyGame;
  readonly players: number;
  readonly games: number;
  /** Match i is played with seed `${seed}-${i}`. */
  readonly seed: string;
  /** Parsed options with every default made explicit, so that failure records do not depend on today's defaults. */
  readonly options: unknown;
  readonly bots: readonly BotKind[];
  /** Check every invariant after every move. */
  readonly check: boolean;
}

/** The seed of match `index` of a simulation. */
export function matchSeed(seed: string, index: number): string {
  return `${seed}-${index}`;
}
