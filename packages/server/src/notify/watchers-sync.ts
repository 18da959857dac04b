import type { Bus } from '../bus/bus.ts';
import type { Watchers } from './watchers.ts';

/**
 * Keeps every process's Watchers knowing the visible pages of all (issue 25): the outbox sender that claims a
 * notification may run on another process than the page that makes it moot. Each process tells the others its users
 * with a visible page of a table when that set changes (a `watching` bus message, all of them, so that a message
 * replaces the last), again to a process that has just joined; after a gap it forgets what it heard, tells its own
 * and asks for theirs again. It forgets a process that stops sending heartbeats. Published even when no peer is heard
 * (one that missed our heartbeats may still hold what we said); on the in-process bus nobody else hears it.
 */
export class WatchersSync {
  #known: ReadonlySet<string>;
  readonly #unsubscribe: (() => void)[] = [];

  constructor(
    private readonly bus: Bus,
    private readonly watchers: Watchers,
  ) {
    this.#known = new Set(bus.peers());
    this.#unsubscribe.push(
      bus.subscribeAll((m) => {
        if (m.kind !== 'watching' || m.processId === bus.processId) return;
        if (m.again === true) this.#announceAll();
        else watchers.setRemote(m.processId, m.tableId, m.users);
      }),
      watchers.onChange((tableId) => this.#publish(tableId)),
      bus.onPeers((peers) => this.#peersChanged(peers)),
      bus.onGap(() => this.#gap()),
    );
  }

  close(): void {
    for (const u of this.#unsubscribe.splice(0)) u();
  }

  #publish(tableId: string): void {
    this.bus.publish({
      kind: 'watching',
      tableId,
      processId: this.bus.processId,
      users: this.watchers.localUsers(tableId),
    });
  }

  /**
   * Messages may have been lost both ways: the others are told this process's pages, and asked for theirs (what this
   * process kept of them may be stale; a page kept as visible by mistake would keep a person from being told).
   */
  #gap(): void {
    // Forgotten until told again: meanwhile a person may be told about a table they look at, never the reverse.
    for (const p of this.watchers.remoteProcesses()) this.watchers.dropProcess(p);
    this.#announceAll();
    this.bus.publish({ kind: 'watching', tableId: '', processId: this.bus.processId, users: [], again: true });
  }

  /** Told again for the others' sake (a newcomer, a gap): nothing changed here. */
  #announceAll(): void {
    for (const tableId of this.watchers.localTables()) this.#publish(tableId);
  }

  #peersChanged(peers: readonly string[]): void {
    const now = new Set(peers);
    if (peers.some((p) => !this.#known.has(p))) this.#announceAll();
    for (const gone of [...this.#known, ...this.watchers.remoteProcesses()])
      if (!now.has(gone) && gone !== this.bus.processId) this.watchers.dropProcess(gone);
    this.#known = now;
  }
}
