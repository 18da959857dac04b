import { BOT_LEVELS, isBotLevel, type BotLevel } from '@birzha/protocol';
import { useEffect, useState } from 'react';
import { lobbyApi } from '../api/lobby-api.ts';

/** Each game's bot levels, weakest first, as the server offers them (GET /api/games' `levels`). */
export type GameLevels = ReadonlyMap<string, readonly BotLevel[]>;

let catalogue: Promise<GameLevels> | null = null;

/**
 * The server's bot levels of every game, asked once per page (a failure is asked again next time). The browser never
 * restates them: a game without an expert bot offers no expert.
 */
export function loadGameLevels(): Promise<GameLevels> {
  catalogue ??= lobbyApi.games().then(
    (games) => new Map(games.map((g) => [g.id, (g.levels ?? []).filter(isBotLevel)])),
    (e: unknown) => {
      catalogue = null;
      throw e;
    },
  );
  return catalogue;
}

/** The games' bot levels once the server said them; undefined until then (or when it could not be asked). */
export function useGameLevels(): GameLevels | undefined {
  const [levels, setLevels] = useState<GameLevels | undefined>(undefined);
  useEffect(() => {
    let live = true;
    loadGameLevels().then(
      (l) => live && setLevels(l),
      () => undefined, // offline: the pickers keep offering the level chosen, and the server says what it lacks
    );
    return () => {
      live = false;
    };
  }, []);
  return levels;
}

/**
 * The level to ask of a game that offers `offered`: `level` itself, else the strongest offered below it (an expert
 * asked of a game without one gets its intermediate), else the weakest offered; `level` while nothing is known.
 */
export function fitLevel(level: BotLevel, offered: readonly BotLevel[] | undefined): BotLevel {
  if (offered === undefined || offered.length === 0 || offered.includes(level)) return level;
  const below = offered.filter((l) => BOT_LEVELS.indexOf(l) < BOT_LEVELS.indexOf(level));
  return below[below.length - 1] ?? offered[0]!;
}

/**
 * The levels a picker offers, the strongest first (the lists go from the weakest): the given ones, or while they are
 * not known yet only the one chosen.
 */
export function pickerLevels(offered: readonly BotLevel[] | undefined, chosen: BotLevel): BotLevel[] {
  return offered === undefined ? [chosen] : BOT_LEVELS.filter((l) => offered.includes(l)).reverse();
}

/** Forgets the loaded levels (tests that answer GET /api/games differently). */
export function resetGameLevelsForTests(): void {
  catalogue = null;
}
