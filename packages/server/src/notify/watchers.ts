// Who has a visible page of a match open (issue 25: "an open, visible table of that match suppresses it"). The hub
// records each connection's `visible` messages here; the sender asks before it tells anyone about a table. The sender
// that claims a notification may run on another process than the page's connection, so each process also keeps the
// others' pages (watchers-sync.ts shares them over the bus): the sender's question stays a synchronous look-up.
// A notification waits before it goes (the grace, the e-mail digest), and a person who looked at the table meanwhile
// has seen what it says even if the page is gone by then: each process also remembers when a person's last visible
// page of a table went away (theirs, or as another process said), for a while.

/** How long the end of a person's last visible page of a table is remembered: longer than a notification waits. */
const SEEN_KEPT_MS = 6 * 3_600_000;
/** How often at most the remembered ends are looked through for the ones too old to keep. */
const PRUNE_EVERY_MS = 60_000;

/** A page's visibility of one table, by connection, on this process; and what the other processes said of theirs. */
export class Watchers {
  /** tableId -> userId -> this process's connection keys with a visible page. */
  readonly #local = new Map<string, Map<string, Set<string>>>();
  /** processId -> tableId -> users with a visible page there (as that process last said). */
  readonly #remote = new Map<string, Map<string, ReadonlySet<string>>>();
  /**
   * tableId -> userId -> when a visible page of theirs was last seen go (hidden, unsubscribed, closed here; or no
   * longer among another process's users), by this process's clock.
   */
  readonly #seen = new Map<string, Map<string, number>>();
  #prunedAt = 0;
  readonly #listeners = new Set<(tableId: string) => void>();
  readonly #now: () => number;

  /** `now`: the clock the notifications' times are written by (the server's). */
  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** A connection's page of a table became visible or not (`visible` message, unsubscribe, close). */
  set(userId: string, tableId: string, connection: string, visible: boolean): void {
    let users = this.#local.get(tableId);
    if (visible) {
      if (users === undefined) this.#local.set(tableId, (users = new Map()));
      let conns = users.get(userId);
      if (conns === undefined) users.set(userId, (conns = new Set()));
      const before = conns.size;
      conns.add(connection);
      if (before === 0) this.#changed(tableId);
      return;
    }
    const conns = users?.get(userId);
    if (conns === undefined || users === undefined || !conns.delete(connection)) return;
    if (conns.size > 0) return;
    users.delete(userId);
    if (users.size === 0) this.#local.delete(tableId);
    this.#gone(tableId, [userId]);
    this.#changed(tableId);
  }

  /** Whether the user has a visible page of the table on this process or, as last heard, on another. */
  isWatching(userId: string, tableId: string): boolean {
    if ((this.#local.get(tableId)?.get(userId)?.size ?? 0) > 0) return true;
    for (const tables of this.#remote.values()) if (tables.get(tableId)?.has(userId) === true) return true;
    return false;
  }

  /**
   * Whether the user has a visible page of the table now, or had one at some time after `since` (ms since the epoch):
   * what happened at the table then, they have seen. As far as this process heard: a process that joined later, or
   * that lost the bus meanwhile, knows only the pages shown now.
   */
  watchedSince(userId: string, tableId: string, since: number): boolean {
    if (this.isWatching(userId, tableId)) return true;
    const until = this.#seen.get(tableId)?.get(userId);
    return until !== undefined && until > since;
  }

  /** The users with a visible page of the table on this process. */
  localUsers(tableId: string): string[] {
    return [...(this.#local.get(tableId)?.keys() ?? [])];
  }

  /** The tables with a visible page on this process. */
  localTables(): string[] {
    return [...this.#local.keys()];
  }

  /**
   * Calls `listener` with a table whenever the set of users with a visible page of it on this process changed (a
   * person's first page shown, or their last hidden; not a second tab). Returns the unsubscribe function.
   */
  onChange(listener: (tableId: string) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Another process's users with a visible page of a table, all of them (replacing what it said before). */
  setRemote(processId: string, tableId: string, users: readonly string[]): void {
    let tables = this.#remote.get(processId);
    const before = tables?.get(tableId);
    if (before !== undefined) {
      const now = new Set(users);
      this.#gone(
        tableId,
        [...before].filter((u) => !now.has(u)),
      );
    }
    if (users.length === 0) {
      tables?.delete(tableId);
      if (tables?.size === 0) this.#remote.delete(processId);
      return;
    }
    if (tables === undefined) this.#remote.set(processId, (tables = new Map()));
    tables.set(tableId, new Set(users));
  }

  /**
   * Forgets everything a process said (it is gone, or what it said may be stale after a gap). Its pages are not
   * remembered as seen until now: they may have gone long before, and a person must not miss a notification for it.
   */
  dropProcess(processId: string): void {
    this.#remote.delete(processId);
  }

  /** The other processes with some visible page, as last heard. */
  remoteProcesses(): string[] {
    return [...this.#remote.keys()];
  }

  /** These users' last visible page of the table went away now (here or, as heard, elsewhere). */
  #gone(tableId: string, userIds: readonly string[]): void {
    if (userIds.length === 0) return;
    const at = this.#now();
    let users = this.#seen.get(tableId);
    if (users === undefined) this.#seen.set(tableId, (users = new Map()));
    for (const u of userIds) users.set(u, Math.max(at, users.get(u) ?? at));
    if (at - this.#prunedAt < PRUNE_EVERY_MS) return;
    this.#prunedAt = at;
    for (const [table, seen] of this.#seen) {
      for (const [u, until] of seen) if (until < at - SEEN_KEPT_MS) seen.delete(u);
      if (seen.size === 0) this.#seen.delete(table);
    }
  }

  #changed(tableId: string): void {
    for (const listener of [...this.#listeners]) listener(tableId);
  }
}
