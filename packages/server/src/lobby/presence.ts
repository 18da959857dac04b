/**
 * Which users have a connection subscribed to which table: through this process (counted here), and through the
 * other processes on a shared bus (as they last announced it: `presence` bus messages).
 */
export class Presence {
  /** Connections per user per table, through this process. */
  private readonly local = new Map<string, Map<string, number>>();
  /** Users per table per other process. */
  private readonly remote = new Map<string, Map<string, ReadonlySet<string>>>();

  /** Counts a connection in; true when the user was not connected (through this process) before. */
  add(tableId: string, userId: string): boolean {
    let users = this.local.get(tableId);
    if (users === undefined) this.local.set(tableId, (users = new Map()));
    const n = users.get(userId) ?? 0;
    users.set(userId, n + 1);
    return n === 0;
  }

  /** Counts a connection out; true when it was the user's last (through this process). */
  remove(tableId: string, userId: string): boolean {
    const users = this.local.get(tableId);
    const n = (users?.get(userId) ?? 0) - 1;
    if (users === undefined) return false;
    if (n > 0) {
      users.set(userId, n);
      return false;
    }
    users.delete(userId);
    if (users.size === 0) this.local.delete(tableId);
    return n === 0;
  }

  /** Connected through any process. */
  isConnected(tableId: string, userId: string): boolean {
    if (this.local.get(tableId)?.has(userId) === true) return true;
    for (const tables of this.remote.values()) if (tables.get(tableId)?.has(userId) === true) return true;
    return false;
  }

  /** The users connected to a table through this process (what it announces to the others). */
  localUsers(tableId: string): string[] {
    return [...(this.local.get(tableId)?.keys() ?? [])];
  }

  /** The tables with someone connected through this process. */
  localTables(): string[] {
    return [...this.local.keys()];
  }

  /** What another process announced for a table: its users there, all of them (none: forgets the table). */
  setRemote(processId: string, tableId: string, users: readonly string[]): void {
    let tables = this.remote.get(processId);
    if (tables === undefined) this.remote.set(processId, (tables = new Map()));
    if (users.length === 0) tables.delete(tableId);
    else tables.set(tableId, new Set(users));
    if (tables.size === 0) this.remote.delete(processId);
  }

  /** Forgets a process that is gone; returns the tables where it had someone. */
  dropProcess(processId: string): string[] {
    const tables = this.remote.get(processId);
    this.remote.delete(processId);
    return tables === undefined ? [] : [...tables.keys()];
  }

  /** The other processes known to have someone connected. */
  remoteProcesses(): string[] {
    return [...this.remote.keys()];
  }
}
