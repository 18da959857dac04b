/** Open WebSocket connections allowed at once. */
export interface ConnectionCaps {
  readonly perUser: number;
  /** Per client address (the request's `ip`, which follows TRUST_PROXY). */
  readonly perIp: number;
}

export type Admission =
  | { readonly ok: true; readonly release: () => void }
  | {
      readonly ok: false;
      readonly code: 'TOO_MANY_CONNECTIONS';
      readonly detail: { readonly scope: 'user' | 'ip'; readonly max: number };
    };

/**
 * Counts open connections per user and per client address, so that one user or one machine cannot hold thousands of
 * sockets (each costs memory and a share of every broadcast). A refused connection is counted nowhere.
 */
export class ConnectionLimits {
  private readonly byUser = new Map<string, number>();
  private readonly byIp = new Map<string, number>();

  constructor(private readonly caps: ConnectionCaps) {}

  /** Takes a slot for a new connection, or says which cap it is over; `release` (once is enough) frees the slot. */
  admit(userId: string, ip: string): Admission {
    if ((this.byUser.get(userId) ?? 0) >= this.caps.perUser)
      return { ok: false, code: 'TOO_MANY_CONNECTIONS', detail: { scope: 'user', max: this.caps.perUser } };
    if ((this.byIp.get(ip) ?? 0) >= this.caps.perIp)
      return { ok: false, code: 'TOO_MANY_CONNECTIONS', detail: { scope: 'ip', max: this.caps.perIp } };
    add(this.byUser, userId, 1);
    add(this.byIp, ip, 1);
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        add(this.byUser, userId, -1);
        add(this.byIp, ip, -1);
      },
    };
  }

  /** Open connections of a user and of an address (for tests and metrics). */
  count(by: 'user' | 'ip', key: string): number {
    return (by === 'user' ? this.byUser : this.byIp).get(key) ?? 0;
  }
}

/** Adds to a counter, dropping it at zero (the maps hold only the users and addresses connected now). */
function add(counts: Map<string, number>, key: string, delta: number): void {
  const n = (counts.get(key) ?? 0) + delta;
  if (n <= 0) counts.delete(key);
  else counts.set(key, n);
}
