import type { Bus } from '../bus/bus.ts';
import type { Presence } from './presence.ts';

/** How long a table's changes of presence here wait to go to the other processes as one message. */
export const PRESENCE_COALESCE_MS = 50;

/**
 * Keeps presence (who is connected to which table) the same on every process of a shared bus: each process announces
 * its own users per table when they change (`announce`), again to a process that has just joined and after a gap;
 * the others keep what each announced, and forget a process that stops sending heartbeats. Every change, whichever
 * process it came through, is told to this process's `onChange` listeners (the hub, which tells the table's viewers
 * with a `presence` message when their seats' marks changed).
 *
 * With `coalesceMs`, a table's changes here within that time go to the others as one message, the last state (each
 * message replaces what the last said): when a game ends, its viewers leave it and join the next table within a few
 * milliseconds, a message each, which every process hears (issue 28: these broadcasts are what the bus carries most
 * with viewers routed by table). This process's own listeners are told at once.
 */
export class PresenceSync {
  private known: ReadonlySet<string>;
  private readonly unsubscribe: (() => void)[] = [];
  private readonly listeners = new Set<(tableId: string) => void>();
  /** Tables whose changes here wait to be told to the others. */
  private readonly pending = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly bus: Bus,
    private readonly presence: Presence,
    private readonly coalesceMs = 0,
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

  /** This process's users at a table changed: tells every process (within `coalesceMs`), and this one's listeners. */
  announce(tableId: string): void {
    this.changed(tableId);
    if (this.coalesceMs <= 0) return this.publish(tableId);
    if (this.pending.has(tableId)) return;
    const timer = setTimeout(() => {
      this.pending.delete(tableId);
      this.publish(tableId);
    }, this.coalesceMs);
    timer.unref();
    this.pending.set(tableId, timer);
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
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
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
    // A table waiting to be told may have no one here any more: it is told too (that it has none).
    const tables = new Set([...this.presence.localTables(), ...this.pending.keys()]);
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
    for (const tableId of tables) this.publish(tableId);
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
