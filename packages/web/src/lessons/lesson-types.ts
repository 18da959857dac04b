import type { Lang } from '../i18n/index.ts';

/** A text of a lesson in every language of the site. */
export type Words = Readonly<Record<Lang, string>>;

/** One condition on the learner's turn, with what to say when the turn breaks it. */
export interface Check {
  readonly test: (turn: readonly unknown[]) => boolean;
  readonly wrong: Words;
}

/**
 * What a step waits for: any turn made of moves the engine lists as legal (`legalMoves`: so not a resignation, which
 * would end the lesson's game; else `wrong` is shown), or a turn that passes every check (the first failing check's
 * `wrong` is shown and the turn is not played). `example` is a turn that passes them: the replay test plays it.
 */
export type Expect =
  | { readonly any: true; readonly wrong: Words }
  | { readonly any?: false; readonly checks: readonly Check[]; readonly example: readonly unknown[] };

/** A turn of another seat, played by the lesson after the learner's (a whole turn: the moves in order). */
export interface ScriptedTurn {
  readonly seat: number;
  readonly moves: readonly unknown[];
}

/** One step of a lesson: what to look at and what to do, the others' answers, then what happened and why. */
export interface LessonStep {
  /** What to do or to notice, in one or two sentences. */
  readonly say: Words;
  /** Names of `Lesson.zones` to highlight. */
  readonly look?: readonly string[];
  /** Absent: a step that only tells; the learner moves on with "Next". */
  readonly expect?: Expect;
  /** Played after the learner's turn, in order, with a short pause each (only on steps that expect a turn). */
  readonly others?: readonly ScriptedTurn[];
  /** What happened and why, shown once the others have played (steps that expect a turn). */
  readonly after?: Words;
  /**
   * The rules sections (anchors of the game's rules page) this step puts into practice: a table's "?" for one of
   * them opens the rules there, with a link to the first step that lists it (issue 30.5).
   */
  readonly sections?: readonly string[];
}

/** A scripted table of one game (data only: lessons/registry.ts loads it from the game's folder). */
export interface Lesson {
  /** The engine's game id. */
  readonly game: string;
  readonly title: Words;
  readonly players: number;
  /** A name per seat, the learner's among them. */
  readonly names: Readonly<Record<Lang, readonly string[]>>;
  readonly options: Readonly<Record<string, unknown>>;
  readonly seed: string;
  readonly rulesVersion?: number;
  /** The game's position override (its spec's section on positions), checked by the engine's setup. */
  readonly position?: unknown;
  /** The learner's seat. */
  readonly seat: number;
  /** Zone name → a CSS selector of the game's board DOM (the board is not changed for lessons). */
  readonly zones: Readonly<Record<string, string>>;
  readonly steps: readonly LessonStep[];
}
