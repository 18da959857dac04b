import type { Bus, BusMessage } from './bus.ts';

/**
 * Delivery to this process's handlers: per table and to every table, synchronously, in subscription order. Each list
 * is replaced, never changed, when a handler comes or goes, so a delivery walks the list as it was when it began (a
 * handler that subscribes meanwhile waits for the next message) without copying it: every move is delivered to each of
 * its table's viewers, and a viewer comes or goes far less often.
 */
export class LocalHandlers {
  private readonly byTable = new Map<string, readonly ((m: BusMessage) => void)[]>();
  private all: readonly ((m: BusMessage, remote: boolean) => void)[] = [];

  deliver(message: BusMessage, remote = false): void {
    for (const h of this.all) h(message, remote);
    const handlers = this.byTable.get(message.tableId);
    if (handlers !== undefined) for (const h of handlers) h(message);
  }

  subscribe(tableId: string, handler: (m: BusMessage) => void): () => void {
    const handlers = this.byTable.get(tableId) ?? [];
    if (!handlers.includes(handler)) this.byTable.set(tableId, [...handlers, handler]);
    let done = false;
    return () => {
      // Once only: a later subscription of the same handler is not this one's to end.
      const now = this.byTable.get(tableId);
      if (done || now === undefined || !now.includes(handler)) return;
      done = true;
      const rest = now.filter((h) => h !== handler);
      if (rest.length === 0) this.byTable.delete(tableId);
      else this.byTable.set(tableId, rest);
    };
  }

  subscribeAll(handler: (m: BusMessage, remote: boolean) => void): () => void {
    if (!this.all.includes(handler)) this.all = [...this.all, handler];
    return () => {
      this.all = this.all.filter((h) => h !== handler);
    };
  }
}

/** The in-process bus: one process, so no other process's messages, gaps or peers. */
export function createMemoryBus(processId = 'local'): Bus {
  const local = new LocalHandlers();
  return {
    processId,
    publish: (message) => local.deliver(message),
    subscribe: (tableId, handler) => local.subscribe(tableId, handler),
    subscribeAll: (handler) => local.subscribeAll(handler),
    follow: async () => undefined,
    unfollow: () => undefined,
    setPrepare: () => undefined,
    onGap: () => () => undefined,
    onOutage: () => () => undefined,
    onPeers: () => () => undefined,
    announce: () => undefined,
    peers: () => [processId],
    close: async () => undefined,
  };
}
