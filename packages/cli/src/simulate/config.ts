import type { AnyGame } from '@birzha/engine';

/**
 * Bot kinds `simulate` can seat: the bots package's own levels (as `birzha arena` names them, not the levels people
 * choose at a table: protocol's BOT_LEVELS): `random` plays uniformly random legal moves, `heuristic` is the game's
 * heuristic. Cheap ones only: simulate looks for broken invariants over many matches.
 */
export const BOT_KINDS = ['random', 'heuristic'] as const;
export type BotKind = (typeof BOT_KINDS)[number];

/** A validated simulation: every field has been checked before the first game is played. */
export interface SimulateConfig {
  readonly game: AnyGame;
  /** The player count, or the lowest count of a `--players A..B` range. */
  readonly players: number;
  /** The highest count of a `--players A..B` range; absent for a single count. */
  readonly playersUpTo?: number;
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

/** Player count of match `index`: a range is cycled (A, A+1, ..., B, A, ...) so that every count is played evenly. */
export function matchPlayers(config: Pick<SimulateConfig, 'players' | 'playersUpTo'>, index: number): number {
  const top = config.playersUpTo ?? config.players;
  return config.players + (index % (top - config.players + 1));
}

/** Every player count a simulation plays, lowest first. */
export function playerCounts(config: Pick<SimulateConfig, 'players' | 'playersUpTo'>): number[] {
  const top = config.playersUpTo ?? config.players;
  return Array.from({ length: top - config.players + 1 }, (_, i) => config.players + i);
}
