import type { Bus } from '../bus/bus.ts';
import type { MatchRegistry } from '../matches/registry.ts';
import type { Store, UserRow } from '../store/store.ts';

export interface UserChangedDeps {
  readonly store: Store;
  readonly registry: MatchRegistry;
  readonly bus: Bus;
}

/** The most tables of each status a changed user's news goes to (a person sits at a few; the cap bounds the work). */
const TABLES_TOLD = 100;

/**
 * A user changed (a name, registered from a guest, made a bot account, deleted): the matches in memory here hold
 * their row and get the new one at once, and a `table` message goes out for each open or playing table they sit at,
 * so that the other processes reload their copies and every viewer is shown the table again (the new name, the bot
 * badge). Before this, the other processes kept the old row until they reloaded the table for another reason: a guest
 * who registered mid-match still counted as a guest there (no "your turn" to an away player) and kept the old name.
 */
export async function userChanged(deps: UserChangedDeps, user: UserRow): Promise<void> {
  for (const tableId of deps.registry.loadedIds()) {
    const live = deps.registry.peek(tableId);
    if (live?.users.has(user.id) === true) live.users.set(user.id, user);
  }
  for (const status of ['open', 'playing'] as const)
    for (const table of await deps.store.listTablesOfUser(user.id, status, TABLES_TOLD))
      deps.bus.publish({ kind: 'table', tableId: table.id });
}
