import { playArenaGame, type ArenaSpec } from './arena-game.ts';

/**
 * The first-place share of the lineup's first bot (`spec.levels[0]`) over `games` arena games, every seating of each
 * deal as `birzha arena` plays them (a shared first counts its fraction): the figure of a strength test, exact and
 * repeatable for bots that decide by a fixed amount of work.
 */
export function firstShare(spec: ArenaSpec, games: number): number {
  let sum = 0;
  for (let i = 0; i < games; i++) sum += playArenaGame(spec, i).share[0]!;
  return sum / games;
}

/** A strength test's lineup: `level` in the first seat of the rotation, `other` in every other seat. */
export function oneAgainst(
  gameId: string,
  players: number,
  level: string,
  other: string,
  options: unknown = {},
): ArenaSpec {
  return {
    gameId,
    players,
    options,
    seed: `${level}-strength-${other}`,
    levels: [level, ...Array<string>(players - 1).fill(other)],
    check: false,
  };
}
