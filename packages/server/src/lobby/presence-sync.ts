import type { Bus } from '../bus/bus.ts';
import type { Presence } from './presence.ts';

/**
 * Keeps presence (who is connected to which table) the same on every process of a shared bus: each process announces
 * its own users per table when they change (`announce`), again to a process that has just joined and after a gap;
 * the others keep what each announced, and forget a process that stops sending heartbeats. Every change, whichever
 * process it came through, is told to this process's `onChange` listeners (the hub, which tells the table's viewers
 * with a `presence` message when their seats' marks changed).
 */
export class PresenceSync {
  private known: ReadonlySet<string>;
  private readonly unsubscribe: (() => void)[] = [];
  private readonly listeners = new Set<(tableId: string) => void>();

  constructor(
    private readonly bus: Bus,
    private readonly presence: Presence,
  ) {
    this.known = new Set(bus.peers());
    this.unsubscribe.push(
      bus.subscribeAll((m) => {
        if (m.kind !== 'presence' || m.processId === bus.processId) return;
        presence.setRemote(m.processId, m.tableId, m.users);
        this.changed(m.tableId);
      }),
      bus.onPeers((peers) => this.peersChanged(peers)),
      bus.onGap(() => this.announceAll()),
    );
  }

  /** This process's users at a table changed: tells every process, and this one's listeners. */
  announce(tableId: string): void {
    this.publish(tableId);
    this.changed(tableId);
  }

  /**
   * Calls `listener` with a table whenever who is connected to it may have changed (here, on another process, or a
   * process gone). Returns the unsubscribe function.
   */
  onChange(listener: (tableId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    for (const u of this.unsubscribe) u();
    this.listeners.clear();
  }

  private changed(tableId: string): void {
    for (const listener of [...this.listeners]) listener(tableId);
  }

  private publish(tableId: string): void {
    this.bus.publish({
      kind: 'presence',
      tableId,
      processId: this.bus.processId,
      users: this.presence.localUsers(tableId),
    });
  }

  /** Told again for the others' sake (a newcomer, a gap): nothing changed here. */
  private announceAll(): void {
    for (const tableId of this.presence.localTables()) this.publish(tableId);
  }

  private peersChanged(peers: readonly string[]): void {
    const now = new Set(peers);
    if (peers.some((p) => !this.known.has(p))) this.announceAll();
    for (const gone of [...this.known, ...this.presence.remoteProcesses()]) {
      if (now.has(gone)) continue;
      // Each process forgets the dead one by itself: nothing to publish, only this process's viewers to tell.
      for (const tableId of this.presence.dropProcess(gone)) this.changed(tableId);
    }
    this.known = now;
  }
}
