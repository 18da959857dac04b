import type { Bus, BusMessage } from './bus.ts';

/** Delivery to this process's handlers: per table and to every table, synchronously, in subscription order. */
export class LocalHandlers {
  private readonly byTable = new Map<string, Set<(m: BusMessage) => void>>();
  private readonly all = new Set<(m: BusMessage, remote: boolean) => void>();

  deliver(message: BusMessage, remote = false): void {
    for (const h of [...this.all]) h(message, remote);
    const set = this.byTable.get(message.tableId);
    if (set !== undefined) for (const h of [...set]) h(message);
  }

  subscribe(tableId: string, handler: (m: BusMessage) => void): () => void {
    let set = this.byTable.get(tableId);
    if (set === undefined) this.byTable.set(tableId, (set = new Set()));
    set.add(handler);
    return () => {
      set.delete(handler);
      if (set.size === 0 && this.byTable.get(tableId) === set) this.byTable.delete(tableId);
    };
  }

  subscribeAll(handler: (m: BusMessage, remote: boolean) => void): () => void {
    this.all.add(handler);
    return () => this.all.delete(handler);
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
