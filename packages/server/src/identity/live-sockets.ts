import type { Store } from '../store/store.ts';

/** What is needed of a WebSocket here. */
export interface ClosableSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  once(event: 'close', listener: () => void): unknown;
}

interface Entry {
  readonly socket: ClosableSocket;
  /** The session the socket was opened with; null for an old signed guest token. */
  readonly sessionHash: string | null;
}

/**
 * Open WebSockets by user, with the session each was opened with, so that ending sessions (logout, a password change
 * or reset, ending a device, deleting the account) also closes the connections they opened, not only the next ones.
 */
export class LiveSockets {
  readonly #byUser = new Map<string, Set<Entry>>();

  add(userId: string, sessionHash: string | null, socket: ClosableSocket): void {
    const entry: Entry = { socket, sessionHash };
    let set = this.#byUser.get(userId);
    if (set === undefined) this.#byUser.set(userId, (set = new Set()));
    set.add(entry);
    socket.once('close', () => {
      set.delete(entry);
      if (set.size === 0 && this.#byUser.get(userId) === set) this.#byUser.delete(userId);
    });
  }

  /**
   * Closes (4401) the user's sockets whose session has ended, or all of them when the user is gone or deleted: with
   * SESSION_ENDED and why for a session ended by a password change or reset, else UNAUTHORIZED.
   */
  async recheck(userId: string, store: Store): Promise<void> {
    const set = this.#byUser.get(userId);
    if (set === undefined) return;
    const user = await store.getUser(userId);
    for (const entry of [...set]) {
      const session = entry.sessionHash === null ? undefined : await store.accounts.getSession(entry.sessionHash);
      const ended = session?.ended ?? null;
      const alive =
        user !== undefined &&
        user.deletedAt === null &&
        (entry.sessionHash === null ? user.username === null : session !== undefined && ended === null);
      if (alive) continue;
      set.delete(entry);
      const refusal =
        user !== undefined && user.deletedAt === null && ended !== null
          ? { t: 'error', code: 'SESSION_ENDED', detail: { reason: ended } }
          : { t: 'error', code: 'UNAUTHORIZED' };
      entry.socket.send(JSON.stringify(refusal));
      entry.socket.close(4401, 'unauthorized');
    }
  }
}
