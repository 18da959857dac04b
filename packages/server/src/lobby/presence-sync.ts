import type { Bus } from '../bus/bus.ts';
import type { Presence } from './presence.ts';

/**
 * Keeps presence (who is connected to which table) the same on every process of a shared bus: each process announces
 * its own users per table when they change (`announce`), again to a process that has just joined and after a gap;
 * the others keep what each announced, and forget a process that stops sending heartbeats. A change of a table's
 * connected marks is told to its viewers with a `table` message marked `presenceOnly`.
 */
export class PresenceSync {
  private known: ReadonlySet<string>;
  private readonly unsubscribe: (() => void)[] = [];

  constructor(
    private readonly bus: Bus,
    private readonly presence: Presence,
  ) {
    this.known = new Set(bus.peers());
    this.unsubscribe.push(
      bus.subscribeAll((m) => {
        if (m.kind === 'presence' && m.processId !== bus.processId) presence.setRemote(m.processId, m.tableId, m.users);
      }),
      bus.onPeers((peers) => this.peersChanged(peers)),
      bus.onGap(() => this.announceAll()),
    );
  }

  /** This process's users at a table changed: tells every process (this one's handlers too). */
  announce(tableId: string): void {
    this.bus.publish({
      kind: 'presence',
      tableId,
      processId: this.bus.processId,
      users: this.presence.localUsers(tableId),
    });
  }

  close(): void {
    for (const u of this.unsubscribe) u();
  }

  private announceAll(): void {
    for (const tableId of this.presence.localTables()) this.announce(tableId);
  }

  private peersChanged(peers: readonly string[]): void {
    const now = new Set(peers);
    if (peers.some((p) => !this.known.has(p))) this.announceAll();
    for (const gone of [...this.known, ...this.presence.remoteProcesses()]) {
      if (now.has(gone)) continue;
      for (const tableId of this.presence.dropProcess(gone))
        this.bus.publish({ kind: 'table', tableId, presenceOnly: true });
    }
    this.known = now;
  }
}
