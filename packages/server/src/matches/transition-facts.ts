// What the move path and the start hand the notifications of a transition (notify/move-notices.ts): the people and
// names of the seats, and at a turn-based table each person's reminder schedule from their settings. A live table
// reads no settings: its moves cost what they did.
import type { AnyGame } from '@birzha/engine';
import { DEFAULT_NOTIFY_SETTINGS, turnPace, type Pace } from '@birzha/protocol';
import { DEFAULT_CONFIG } from '../config.ts';
import { displayNames } from '../lobby/table-summary.ts';
import { transitionNotifications, type TransitionFacts } from '../notify/move-notices.ts';
import type { NewNotification } from '../store/notify-store.ts';
import type { SeatRow, Store, StoredDeadline, UserRow } from '../store/store.ts';

/** "Your turn" waits this long when the server's setting is not given (config.notify.graceMs). */
export const DEFAULT_GRACE_MS = DEFAULT_CONFIG.notify.graceMs;

/** One transition of a table, as its caller knows it. */
export interface TransitionInput {
  readonly game: AnyGame;
  readonly tableId: string;
  readonly pace: Pace;
  readonly seats: readonly SeatRow[];
  readonly users: ReadonlyMap<string, UserRow>;
  readonly before: unknown;
  readonly after: unknown;
  readonly events: readonly unknown[];
  readonly version: number;
  readonly by: TransitionFacts['by'];
  readonly seat: number | null;
  readonly deadlinesBefore: readonly StoredDeadline[];
  readonly deadlinesAfter: readonly StoredDeadline[];
  readonly now: number;
}

/** The notifications a transition causes, to be written with it (the same transaction). */
export async function transitionRows(store: Store, graceMs: number, t: TransitionInput): Promise<NewNotification[]> {
  // A seat a bot plays has no person to tell (a bot standing in for a person counts as the bot), and neither has a
  // guest's nor a deleted account's: nothing reaches them (the sender drops such rows), so none is written. A table of
  // guests wrote a "your turn" row a move for nothing (issue 28.5). A person the table does not know is kept.
  const people = t.seats.map((s) => (s.bot === null && reachable(s.userId, t.users) ? s.userId : null));
  const turnBased = turnPace(t.pace) !== null;
  let reminders: Map<string, readonly number[]> | undefined;
  let names: (string | null)[] | undefined;
  if (turnBased) {
    // Who ran out of time, by the name the table shows (a seat a bot took over keeps its person's name).
    const shown = displayNames(t.seats, t.users);
    names = t.seats.map((s) => {
      const person = s.userId ?? s.leftUserId;
      return person === null ? s.botName : (shown.get(person) ?? null);
    });
    reminders = new Map();
    for (const userId of new Set(people)) {
      if (userId === null) continue;
      const row = await store.notify.getSettings(userId);
      reminders.set(userId, (row.settings ?? DEFAULT_NOTIFY_SETTINGS).reminders);
    }
  }
  return transitionNotifications({
    game: t.game,
    tableId: t.tableId,
    people,
    ...(names === undefined ? {} : { names }),
    before: t.before,
    after: t.after,
    events: t.events,
    version: t.version,
    by: t.by,
    seat: t.seat,
    deadlinesBefore: t.deadlinesBefore,
    deadlinesAfter: t.deadlinesAfter,
    ...(reminders === undefined ? {} : { reminders }),
    turnBased,
    now: t.now,
    graceMs,
  });
}

/** Whether notifications can reach a seated person: an account that is not deleted (one the table lacks, to be safe). */
export function reachable(userId: string | null, users: ReadonlyMap<string, UserRow>): boolean {
  if (userId === null) return false;
  const user = users.get(userId);
  return user === undefined || (user.username !== null && user.deletedAt === null);
}
