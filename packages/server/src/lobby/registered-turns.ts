import { turnPace } from '@birzha/protocol';
import type { MatchRegistry } from '../matches/registry.ts';
import { transitionRows } from '../matches/transition-facts.ts';
import type { Store, UserRow } from '../store/store.ts';

export interface RegisteredTurnsDeps {
  readonly store: Store;
  readonly registry: MatchRegistry;
  readonly graceMs: number;
  readonly now: () => number;
}

/** The most playing tables of a new account looked at (a person sits at a few; the cap bounds the work). */
const TABLES_LOOKED_AT = 100;

/**
 * A guest who registers while turn-based matches wait for them: the "your turn" and the reminders nothing wrote while
 * they were a guest (nothing reaches a guest: transition-facts.ts), written now as the transition that began each turn
 * would have written them for the account, and only for them. A turn already decided by then is guarded as any other
 * (its period no longer runs, so nothing goes out); a person at the table is not told (the sender skips a watcher).
 */
export async function turnsOfNewAccount(deps: RegisteredTurnsDeps, user: UserRow): Promise<void> {
  for (const row of await deps.store.listTablesOfUser(user.id, 'playing', TABLES_LOOKED_AT)) {
    if (turnPace(row.pace) === null) continue;
    const live = await deps.registry.get(row.id);
    if (live === undefined || live.state === null || live.table.status !== 'playing') continue;
    // Their seats alone: the others were told when their turns began.
    const seats = live.seats.map((s) => (s.userId === user.id ? s : { ...s, userId: null }));
    if (!seats.some((s) => s.userId !== null && s.bot === null)) continue;
    const rows = await transitionRows(deps.store, deps.graceMs, {
      game: live.game,
      tableId: row.id,
      pace: row.pace,
      seats,
      users: new Map([...live.users, [user.id, user]]),
      before: null,
      after: live.state,
      events: [],
      version: live.version,
      by: 'person',
      seat: null,
      deadlinesBefore: [],
      deadlinesAfter: live.deadlines,
      now: deps.now(),
    });
    // Not "the match began": it began long ago.
    const owed = rows.filter((r) => r.userId === user.id && (r.kind === 'turn' || r.kind === 'reminder'));
    if (owed.length > 0) await deps.store.notify.enqueue(owed);
  }
}
