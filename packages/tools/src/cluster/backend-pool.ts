import { ownerOf } from '@birzha/server';

/** One server process behind the proxy. */
export interface Backend {
  /** The process id (p1, p2, ...), as in its log prefix and BIRZHA_PROCESS_ID. */
  readonly id: string;
  readonly port: number;
}

/**
 * What the proxy knows of a backend: up (with its id on the bus when its health check said it), or down since a
 * moment (and why, for the log).
 */
export type BackendState =
  | { readonly up: true; readonly busId?: string }
  | { readonly up: false; readonly since: number; readonly reason: string };

/** Round-robin over the backends that are up, with passive health (down on a refused connection, retried later). */
export interface BackendPool {
  /**
   * The next backend to try, skipping those in `tried` (this request's failed attempts): one that is up, in turn;
   * else one that has been down for `retryDownMs` (it may be back); null when none is left.
   */
  pick(tried: ReadonlySet<string>): Backend | null;
  /**
   * The backend for a table's connections (issue 28 point 3): the table's owner among the backends that are up, by the
   * rendezvous hash the processes use for its bots (so its viewers and its bots share a process and most moves need
   * no bus); `pick` when the owner is tried already or no backend's bus id is known.
   */
  pickFor(tableId: string, tried: ReadonlySet<string>): Backend | null;
  /** Marks a backend down (a refused connection, a failed health check); true if it was up. */
  markDown(id: string, reason: string): boolean;
  /** Marks a backend up (it answered, with its id on the bus if it said); true if it was down. */
  markUp(id: string, busId?: string): boolean;
  state(id: string): BackendState;
  readonly backends: readonly Backend[];
}

export interface BackendPoolOptions {
  /** A backend marked down is tried again (by a request) after this long. */
  readonly retryDownMs: number;
  readonly now?: () => number;
}

/**
 * A pool where every backend starts down "long ago": the first requests try them (and the first health check marks
 * them up), so nothing waits for a poll before the cluster serves.
 */
export function createBackendPool(backends: readonly Backend[], options: BackendPoolOptions): BackendPool {
  const now = options.now ?? Date.now;
  const states = new Map<string, BackendState>(
    backends.map((b) => [b.id, { up: false, since: Number.NEGATIVE_INFINITY, reason: 'not checked yet' }]),
  );
  let cursor = 0;

  const stateOf = (id: string): BackendState => {
    const s = states.get(id);
    if (s === undefined) throw new Error(`unknown backend ${id}`);
    return s;
  };

  /** The first backend from the cursor on that passes `ok`; advances the cursor past it. */
  const nextWhere = (ok: (b: Backend) => boolean): Backend | null => {
    for (let i = 0; i < backends.length; i++) {
      const index = (cursor + i) % backends.length;
      const b = backends[index] as Backend;
      if (ok(b)) {
        cursor = (index + 1) % backends.length;
        return b;
      }
    }
    return null;
  };

  return {
    backends,
    pick(tried) {
      const t = now();
      return (
        nextWhere((b) => !tried.has(b.id) && stateOf(b.id).up) ??
        nextWhere((b) => {
          const s = stateOf(b.id);
          return !tried.has(b.id) && !s.up && t - s.since >= options.retryDownMs;
        })
      );
    },
    markDown(id, reason) {
      const was = stateOf(id).up;
      states.set(id, { up: false, since: now(), reason });
      return was;
    },
    markUp(id, busId) {
      const was = stateOf(id);
      const known = busId ?? (was.up ? was.busId : undefined);
      states.set(id, known === undefined ? { up: true } : { up: true, busId: known });
      return !was.up;
    },
    pickFor(tableId, tried) {
      const byBusId = new Map<string, Backend>();
      for (const b of backends) {
        const s = stateOf(b.id);
        if (s.up && s.busId !== undefined) byBusId.set(s.busId, b);
      }
      const owner = ownerOf(tableId, [...byBusId.keys()]);
      const b = owner === undefined ? undefined : byBusId.get(owner);
      return b !== undefined && !tried.has(b.id) ? b : this.pick(tried);
    },
    state: stateOf,
  };
}
