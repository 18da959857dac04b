import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../repo-root.ts';

// The children of `npm run bench:server` (and of `npm run soak`) run the build (`npm run build`, scripts/build.mjs)
// under plain node, as `npm start` does, never tsx: tsx's keepNames wraps every named closure in a __name() call at
// run time, which no built program pays.

/** Where the server's CPU profiles go (--profile). */
export const PROFILE_DIR = join(REPO_ROOT, 'node_modules/.cache/birzha/bench-server');

/** Every file the benchmark runs, built. */
export interface Bundles {
  /** dist/node/birzha.mjs: `birzha serve`, the real server as `npm start` runs it (its bot worker beside it). */
  readonly server: string;
  /** Preloaded into the server (--import): event-loop lag and the CPU profiler, driven over IPC. */
  readonly probe: string;
  readonly loadGenerator: string;
  /** The Checkers Exchange mode's load generator. */
  readonly exchangeLoadGenerator: string;
  readonly echoServer: string;
  readonly echoClient: string;
}

/** The built files (throws, saying to build, when one is missing: the npm scripts build first). */
export function builtFiles(): Bundles {
  const node = (name: string) => {
    const file = join(REPO_ROOT, 'dist', 'node', `${name}.mjs`);
    if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
    return file;
  };
  return {
    server: node('birzha'),
    probe: node('bench-probe'),
    loadGenerator: node('bench-load'),
    exchangeLoadGenerator: node('bench-exchange-load'),
    echoServer: node('bench-echo-server'),
    echoClient: node('bench-echo-client'),
  };
}
