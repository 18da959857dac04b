import type { Bus, BusMessage } from './bus.ts';

/** The in-process bus: handlers run synchronously, in subscription order. */
export function createMemoryBus(): Bus {
  const byTable = new Map<string, Set<(m: BusMessage) => void>>();
  const all = new Set<(m: BusMessage) => void>();
  return {
    publish(message) {
      for (const h of all) h(message);
      const set = byTable.get(message.tableId);
      if (set !== undefined) for (const h of [...set]) h(message);
    },
    subscribe(tableId, handler) {
      let set = byTable.get(tableId);
      if (set === undefined) byTable.set(tableId, (set = new Set()));
      set.add(handler);
      return () => {
        set.delete(handler);
        if (set.size === 0) byTable.delete(tableId);
      };
    },
    subscribeAll(handler) {
      all.add(handler);
      return () => all.delete(handler);
    },
  };
}
