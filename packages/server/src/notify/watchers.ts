// Who has a visible page of a match open (issue 25: "an open, visible table of that match suppresses it"). The hub
// records each connection's `visible` messages; the sender asks before it tells anyone about a table.

/** A page's visibility of one table, by connection. */
export class Watchers {
  /** userId -> tableId -> connection keys with a visible page. */
  readonly #visible = new Map<string, Map<string, Set<string>>>();

  /** A connection's page of a table became visible or not (`visible` message, unsubscribe, close). */
  set(userId: string, tableId: string, connection: string, visible: boolean): void {
    let tables = this.#visible.get(userId);
    if (visible) {
      if (tables === undefined) this.#visible.set(userId, (tables = new Map()));
      let conns = tables.get(tableId);
      if (conns === undefined) tables.set(tableId, (conns = new Set()));
      conns.add(connection);
      return;
    }
    const conns = tables?.get(tableId);
    if (conns === undefined || tables === undefined) return;
    conns.delete(connection);
    if (conns.size === 0) tables.delete(tableId);
    if (tables.size === 0) this.#visible.delete(userId);
  }

  /** Whether the user has a visible page of the table on this process. */
  isWatching(userId: string, tableId: string): boolean {
    return (this.#visible.get(userId)?.get(tableId)?.size ?? 0) > 0;
  }
}
