/** Which users have a connection subscribed to which table (in this process). */
export class Presence {
  private readonly counts = new Map<string, number>();

  /** Counts a connection in; true when the user was not connected before. */
  add(tableId: string, userId: string): boolean {
    const key = `${tableId}\u0000${userId}`;
    const n = this.counts.get(key) ?? 0;
    this.counts.set(key, n + 1);
    return n === 0;
  }

  /** Counts a connection out; true when it was the user's last. */
  remove(tableId: string, userId: string): boolean {
    const key = `${tableId}\u0000${userId}`;
    const n = (this.counts.get(key) ?? 0) - 1;
    if (n <= 0) this.counts.delete(key);
    else this.counts.set(key, n);
    return n === 0;
  }

  isConnected(tableId: string, userId: string): boolean {
    return this.counts.has(`${tableId}\u0000${userId}`);
  }
}
