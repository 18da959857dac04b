// Who has a visible page of a match open (issue 25: "an open, visible table of that match suppresses it"). The hub
// records each connection's `visible` messages here; the sender asks before it tells anyone about a table. The sender
// that claims a notification may run on another process than the page's connection, so each process also keeps the
// others' pages (watchers-sync.ts shares them over the bus): the sender's question stays a synchronous look-up.

/** A page's visibility of one table, by connection, on this process; and what the other processes said of theirs. */
export class Watchers {
  /** tableId -> userId -> this process's connection keys with a visible page. */
  readonly #local = new Map<string, Map<string, Set<string>>>();
  /** processId -> tableId -> users with a visible page there (as that process last said). */
  readonly #remote = new Map<string, Map<string, ReadonlySet<string>>>();
  readonly #listeners = new Set<(tableId: string) => void>();

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
    this.#changed(tableId);
  }

  /** Whether the user has a visible page of the table on this process or, as last heard, on another. */
  isWatching(userId: string, tableId: string): boolean {
    if ((this.#local.get(tableId)?.get(userId)?.size ?? 0) > 0) return true;
    for (const tables of this.#remote.values()) if (tables.get(tableId)?.has(userId) === true) return true;
    return false;
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
    if (users.length === 0) {
      tables?.delete(tableId);
      if (tables?.size === 0) this.#remote.delete(processId);
      return;
    }
    if (tables === undefined) this.#remote.set(processId, (tables = new Map()));
    tables.set(tableId, new Set(users));
  }

  /** Forgets everything a process said (it is gone). */
  dropProcess(processId: string): void {
    this.#remote.delete(processId);
  }

  /** The other processes with some visible page, as last heard. */
  remoteProcesses(): string[] {
    return [...this.#remote.keys()];
  }

  #changed(tableId: string): void {
    for (const listener of [...this.#listeners]) listener(tableId);
  }
}
