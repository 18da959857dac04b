import type { TFunction } from 'i18next';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { GameCodes } from '../i18n/codes.ts';
import type { Lang } from '../i18n/index.ts';
import type { BoardProps } from '../table/board-props.ts';

/** Where a table's option labels are shown: a turn-based table's pace replaces the game's own clock. */
export interface LabelsAt {
  readonly turnBased: boolean;
}

/** A game's table options as the create form edits them: its own form over its own draft. */
export interface OptionsEditor<Draft> {
  readonly Form: ComponentType<{ value: Draft; onChange: (value: Draft) => void }>;
  /** What the form shows first, and again whenever the player switches to this game. */
  readonly initial: Draft;
  /** The options sent to the server (its `parseOptions` checks them). */
  toOptions(draft: Draft): Record<string, unknown>;
  /** The player counts this draft allows, within the game's meta (a variant may narrow them); absent: the meta's. */
  playerRange?(draft: Draft): { readonly min: number; readonly max: number };
}

export type { GameCodes };

/** The lobby's introduction of a game: one line on what it is, and how long a game usually lasts. */
export interface GameIntro {
  readonly line: Readonly<Record<Lang, string>>;
  /** A typical live game's length in minutes, shortest and longest. */
  readonly minutes: readonly [number, number];
}

/**
 * Everything the web client knows of one game (games/registry.ts lists them). The board, the rules and the words of
 * the table are loaded only when a page shows them; the rest is small and is needed by the lobby and every error
 * message.
 */
export interface WebGame<Draft> {
  /** The engine's game id (GAMES of @birzha/engine). */
  readonly id: string;
  readonly name: Readonly<Record<Lang, string>>;
  /** The table, live or in a replay, with the game's results at the end. */
  readonly Board: LazyExoticComponent<ComponentType<BoardProps>>;
  /**
   * The rules in the reader's language; `summary`, when given, is shown after the opening paragraph and before the
   * table of contents (the rules page gives the game's `Summary` there).
   */
  readonly Rules: LazyExoticComponent<ComponentType<{ lang: Lang; summary?: ReactNode }>>;
  /**
   * The rules on one page, in the reader's language: the goal, a turn in five lines, how the game ends, with pictures
   * drawn by the table's own components from a sample view (so they never go stale). Loaded with the rules.
   */
  readonly Summary: LazyExoticComponent<ComponentType<{ lang: Lang }>>;
  /**
   * The game's picture in the lobby: the table's own components over a sample view, decorative (the intro names the
   * game). It needs the game's whole words (registry.ts `loadGameWords`), which the lobby waits for.
   */
  readonly Picture: LazyExoticComponent<ComponentType>;
  /** What the lobby says of the game beside its picture; the player counts come from the engine's meta. */
  readonly intro: GameIntro;
  readonly options: OptionsEditor<Draft>;
  /**
   * A table's options as short labels ("Classic", "2 min per turn") for the lobby and the waiting room. At a
   * turn-based table (`at.turnBased`) the time banks replace the game's own clock: its clock's label is left out.
   */
  optionLabels(options: unknown, t: TFunction, at?: LabelsAt): readonly string[];
  readonly codes: GameCodes;
  /**
   * The game's words every page may need, at i18n key `<id>.*` in each language: its options and what its codes'
   * details name (small: they load with the first page). registry.test.ts checks the files the lobby loads.
   */
  readonly words: Readonly<Record<Lang, object>>;
  /**
   * All the game's words, `words` among them (the English must have the Russian keys): loaded, as the rules are,
   * only when a page shows a game (registry.ts `loadGameWords`).
   */
  loadWords(): Promise<Readonly<Record<Lang, object>>>;
  /** The i18n key of the replay's "round {{round}}" in the game's words (absent: the shared "round"). */
  readonly roundKey?: string;
  /**
   * Where the game stands, in a few words for the table's status bar ("Round 3 · Bidding", "Year 2 · Session"), from
   * the viewer's view. `showing`: the board is playing a public show (BoardProps.onShow) and `view` is the table as
   * the show has reached it, so the game names the part of its turn being shown. Absent: the bar names no phase.
   */
  phaseLabel?(view: unknown, t: TFunction, showing?: boolean): string;
  /**
   * The anchor of the rules section that explains where the game stands (a heading id of its rules' contents), for
   * the "?" beside the status bar's phase (issue 30.5); undefined: no "?". The game's help test holds its anchors to
   * its contents.
   */
  phaseHelp?(view: unknown, showing?: boolean): string | undefined;
}

/** A registered game with its draft type hidden: the create form keeps the draft it got from the same entry. */
export type AnyWebGame = WebGame<unknown>;

/** Erases the draft type for the registry (sound as long as a draft only goes back to the entry it came from). */
export function defineWebGame<Draft>(game: WebGame<Draft>): AnyWebGame {
  return game as unknown as AnyWebGame;
}
