import { Redis } from 'ioredis';

// Cuts one server process's bus connection at Redis (CLIENT KILL), as a network fault would: its publisher or its
// subscriber alone, the other left up. The process reconnects it by itself; what it published or heard meanwhile is
// what the bus's gap and lone-table handling must get right (a whole Redis crash drops both at once).

/** The connection names the Redis bus gives its publisher and subscriber (bus/redis-bus.ts). */
const BUS_LINK = /^birzha-(pub|sub):/;

/** The id and name of each bus connection in a CLIENT LIST answer. */
export function busLinks(clientList: string): { id: string; name: string }[] {
  const links: { id: string; name: string }[] = [];
  for (const line of clientList.split('\n')) {
    const id = /\bid=(\d+)/.exec(line)?.[1];
    const name = /\bname=(\S+)/.exec(line)?.[1];
    if (id !== undefined && name !== undefined && BUS_LINK.test(name)) links.push({ id, name });
  }
  return links;
}

/** Kills one bus connection chosen with `random`; its name, or null when there was none. */
export async function killOneBusLink(redisUrl: string, random: () => number = Math.random): Promise<string | null> {
  // No retries: a Redis that is down (crashed by the soak, say) is a cut skipped, not a client reconnecting for ever.
  const admin = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // connect() rejects with the refusal; without a listener ioredis also prints it as an unhandled error event.
  admin.on('error', () => undefined);
  try {
    await admin.connect();
    const links = busLinks(String(await admin.call('CLIENT', 'LIST')));
    const link = links[Math.floor(random() * links.length)];
    if (link === undefined) return null;
    await admin.call('CLIENT', 'KILL', 'ID', link.id);
    return link.name;
  } finally {
    admin.disconnect();
  }
}
