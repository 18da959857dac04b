// Which tables each connection shows on a visible page (issue 25), kept in the process's Watchers: the client says so
// with `visible` messages; unsubscribing from the table and closing the connection take it back.
import type { Watchers } from '../notify/watchers.ts';

interface Pages {
  readonly key: string;
  readonly userId: string;
  readonly tables: Set<string>;
}

/** The hub's record of visible pages, per connection (any object standing for it). */
export class VisiblePages {
  readonly #pages = new WeakMap<object, Pages>();
  #next = 0;

  constructor(private readonly watchers: Watchers) {}

  /** A connection's page of a table is visible now, or not. */
  set(conn: object, userId: string, tableId: string, visible: boolean): void {
    let pages = this.#pages.get(conn);
    if (pages === undefined) {
      if (!visible) return;
      this.#pages.set(conn, (pages = { key: `c${++this.#next}`, userId, tables: new Set() }));
    }
    if (visible) pages.tables.add(tableId);
    else pages.tables.delete(tableId);
    this.watchers.set(pages.userId, tableId, pages.key, visible);
  }

  /** The connection closed: none of its pages is visible any more. */
  closed(conn: object): void {
    const pages = this.#pages.get(conn);
    if (pages === undefined) return;
    for (const tableId of pages.tables) this.watchers.set(pages.userId, tableId, pages.key, false);
    this.#pages.delete(conn);
  }
}
