import type { AnyGame } from '@birzha/engine';

/** Bot kinds `simulate` can seat: `random` plays uniformly random legal moves, the others are packages/bots' bots. */
export const BOT_KINDS = ['random', 'heuristic'] as const;
export type BotKind = (typeof BOT_KINDS)[number];

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
