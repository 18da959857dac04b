import { gameSetup } from '@birzha/engine';
import { turnPace, type Pace } from '@birzha/protocol';
import { addGameCodes, addGameWords, type Lang } from '../i18n/index.ts';
import { akcionerWeb } from './akcioner/index.ts';
import { checkersExchangeWeb } from './checkers-exchange/index.ts';
import { stockpileWeb } from './stockpile/index.ts';
import type { AnyWebGame } from './web-game.ts';

/** Every game the web client can show, in the order the lobby offers them: one line per game. */
export const WEB_GAMES: readonly AnyWebGame[] = [akcionerWeb, stockpileWeb, checkersExchangeWeb];

// Each game brings its rule codes and the few words every page needs to i18n as the client starts (main.tsx imports
// this registry first), so an error of any game reads well on any page; i18n itself imports no game.
for (const game of WEB_GAMES) {
  addGameWords(game.id, game.words);
  addGameCodes(game.codes);
}

let loading: Promise<void> | undefined;

/**
 * Every game's whole words (tables, logs, phases), added to i18n once: the pages that show a game (a table, a replay,
 * the rules) wait for them as they load (app.tsx), so the first page loads none. A failed load is tried again.
 */
export function loadGameWords(): Promise<void> {
  loading ??= Promise.all(
    WEB_GAMES.map(async (game) => {
      addGameWords(game.id, await game.loadWords());
    }),
  ).then(
    () => undefined,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The registered game with this id, or undefined. */
export function webGame(id: string): AnyWebGame | undefined {
  return WEB_GAMES.find((g) => g.id === id);
}

/** A game's name in `lang`; an unknown game is shown by its id. */
export function gameName(id: string, lang: Lang): string {
  return webGame(id)?.name[lang] ?? id;
}

/** The player counts of a game's meta, narrowed by what the draft allows (a variant). */
export function playerRange(game: AnyWebGame, draft: unknown): { min: number; max: number } {
  const meta = gameSetup(game.id)?.meta;
  const narrowed = game.options.playerRange?.(draft);
  const min = Math.max(meta?.minPlayers ?? 1, narrowed?.min ?? 1);
  const max = Math.min(meta?.maxPlayers ?? Infinity, narrowed?.max ?? Infinity);
  return { min, max: Number.isFinite(max) && max >= min ? max : min };
}

/**
 * A table's options in short words, "Classic · 2 min per turn"; '' for an unknown game. With a turn-based pace the
 * game's own clock is left out ("Classic"): the pace's tag says how the table is timed.
 */
export function optionsLabel(
  gameId: string,
  options: unknown,
  t: Parameters<AnyWebGame['optionLabels']>[1],
  pace?: Pace,
): string {
  return (
    webGame(gameId)
      ?.optionLabels(options, t, { turnBased: turnPace(pace) !== null })
      .join(' · ') ?? ''
  );
}
