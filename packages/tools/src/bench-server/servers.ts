import { serverEnv, type Backing } from './backing.ts';
import type { Bundles } from './built.ts';
import type { Children } from './children.ts';
import type { Placement } from './placement.ts';
import { startServer, type ServerChild, type ServerRunFlags } from './server-child.ts';

/** What every server process of a run is started with. */
export interface ServerSetup {
  readonly flags: ServerRunFlags;
  readonly bundles: Bundles;
  readonly children: Children;
  readonly place: Placement;
  readonly backing: Backing;
  /** How many server processes the run has. */
  readonly count: number;
  /** Each process's log lines, with its index. */
  readonly onLogLine?: (index: number, line: string) => void;
}

/**
 * Starts `setup.count` server processes on its backing, each on its own port: the first alone (it runs the migrations
 * on the shared schema), then the rest together. On a failure the ones started are disposed (the caller stops the
 * children).
 */
export async function startServers(setup: ServerSetup): Promise<ServerChild[]> {
  const started: ServerChild[] = [];
  const one = async (index: number) => {
    const s = await startServerOf(setup, index);
    started[index] = s;
    return s;
  };
  try {
    await one(0);
    await Promise.all(Array.from({ length: setup.count - 1 }, (_, i) => one(i + 1)));
    return started;
  } catch (e) {
    for (const s of started) s?.dispose();
    throw e;
  }
}

/**
 * Starts server process `index` of the run: at first on a free port, or again on `port` (where a killed one served:
 * its clients come back to the address they knew).
 */
export function startServerOf(setup: ServerSetup, index: number, port?: number): Promise<ServerChild> {
  const { onLogLine } = setup;
  return startServer(setup.flags, setup.bundles, setup.children, setup.place, {
    index,
    of: setup.count,
    env: serverEnv(setup.backing, index),
    ...(onLogLine === undefined ? {} : { onLogLine: (line: string) => onLogLine(index, line) }),
    ...(port === undefined ? {} : { port }),
  });
}
