import { isLobbyChange, type Bus } from '../bus/bus.ts';

interface Watcher {
  readonly notify: () => void;
  /** The end of the current quiet window, or null outside one. */
  timer: NodeJS.Timeout | null;
  /** A change arrived inside the window: notify when it ends. */
  pending: boolean;
}

/**
 * The connections watching the lobby, each told of changes at most once per `throttleMs`: the first change at once,
 * later ones inside the window once at its end.
 */
export class LobbyWatcher<K> {
  private readonly watchers = new Map<K, Watcher>();
  private readonly unsubscribe: () => void;

  constructor(
    bus: Bus,
    private readonly throttleMs: number,
  ) {
    this.unsubscribe = bus.subscribeAll((m) => {
      if (this.watchers.size > 0 && isLobbyChange(m)) for (const w of this.watchers.values()) this.changed(w);
    });
  }

  /** Starts telling `key` of lobby changes through `notify` (again: no effect). */
  add(key: K, notify: () => void): void {
    if (!this.watchers.has(key)) this.watchers.set(key, { notify, timer: null, pending: false });
  }

  remove(key: K): void {
    const w = this.watchers.get(key);
    if (w === undefined) return;
    if (w.timer !== null) clearTimeout(w.timer);
    this.watchers.delete(key);
  }

  /** Tells every watcher of a change (throttled as any other). */
  changedAll(): void {
    for (const w of this.watchers.values()) this.changed(w);
  }

  /** Stops listening and forgets every watcher. */
  close(): void {
    this.unsubscribe();
    for (const key of [...this.watchers.keys()]) this.remove(key);
  }

  private changed(w: Watcher): void {
    if (w.timer !== null) {
      w.pending = true;
      return;
    }
    w.notify();
    this.quiet(w);
  }

  private quiet(w: Watcher): void {
    w.timer = setTimeout(() => {
      w.timer = null;
      if (!w.pending) return;
      w.pending = false;
      w.notify();
      this.quiet(w);
    }, this.throttleMs);
    w.timer.unref();
  }
}
