import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A port the kernel hands out now (listen on 0), free at the moment this returns. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** Whether nothing listens on the port (on every address). */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '0.0.0.0', () => s.close(() => resolve(true)));
  });
}

/** Ports this test process has handed out (a restarted server gets its own back, no other test takes it). */
const taken = new Set<number>();

/**
 * A free port below the kernel's ephemeral range, not handed out before by this test process: a server restarted on
 * its port leaves it unbound for seconds, and a port in the ephemeral range could meanwhile go to an outgoing
 * connection or another listen(0).
 */
export async function stablePort(): Promise<number> {
  let low = 32768;
  try {
    low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) || low;
  } catch {
    // Not Linux: keep the usual default.
  }
  for (let i = 0; i < 100 && low > 11000; i++) {
    const port = 10000 + Math.floor(Math.random() * (low - 10000));
    if (taken.has(port)) continue;
    if (await portIsFree(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error(`no free port found below the ephemeral range (${low})`);
}
