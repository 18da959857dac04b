import { serverEnv, type Backing } from './backing.ts';
import type { Bundles } from './built.ts';
import type { Children } from './children.ts';
import type { Placement } from './placement.ts';
import { startServer, type ServerChild, type ServerRunFlags } from './server-child.ts';

/**
 * Starts `count` server processes on `backing`, each on its own port: the first alone (it runs the migrations on
 * the shared schema), then the rest together. On a failure the ones started are disposed (the caller stops the
 * children). `onLogLine` gets each process's log lines with its index.
 */
export async function startServers(
  flags: ServerRunFlags,
  bundles: Bundles,
  children: Children,
  place: Placement,
  backing: Backing,
  count: number,
  onLogLine?: (index: number, line: string) => void,
): Promise<ServerChild[]> {
  const started: ServerChild[] = [];
  const one = async (index: number) => {
    const s = await startServerOf(flags, bundles, children, place, backing, count, index, onLogLine);
    started[index] = s;
    return s;
  };
  try {
    await one(0);
    await Promise.all(Array.from({ length: count - 1 }, (_, i) => one(i + 1)));
    return started;
  } catch (e) {
    for (const s of started) s?.dispose();
    throw e;
  }
}

/**
 * Starts server process `index` of `count` on `backing`: at first on a free port, or again on `port` (where a killed
 * one served: its clients come back to the address they knew).
 */
export function startServerOf(
  flags: ServerRunFlags,
  bundles: Bundles,
  children: Children,
  place: Placement,
  backing: Backing,
  count: number,
  index: number,
  onLogLine?: (index: number, line: string) => void,
  port?: number,
): Promise<ServerChild> {
  return startServer(flags, bundles, children, place, {
    index,
    of: count,
    env: serverEnv(backing, index),
    ...(onLogLine === undefined ? {} : { onLogLine: (line: string) => onLogLine(index, line) }),
    ...(port === undefined ? {} : { port }),
  });
}
