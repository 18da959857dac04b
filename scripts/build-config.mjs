// What the build (scripts/build.mjs) bundles into dist/node, and what it leaves in node_modules (which the runtime
// image then holds: scripts/runtime-modules.mjs).

/** The bundles of dist/node: output name → entry (from the repository root). */
export const NODE_ENTRIES = {
  birzha: 'packages/cli/src/main.ts',
  // Workers are entries of their own: piscina starts them from a file (bot-pool.ts, match-pool.ts find them beside
  // the bundle that starts them).
  'bot-worker': 'packages/server/src/bots/bot-worker.ts',
  'simulate-worker': 'packages/cli/src/simulate/simulate-worker.ts',
  'arena-worker': 'packages/cli/src/arena/arena-worker.ts',
  cluster: 'packages/tools/src/cluster/main.ts',
  soak: 'packages/tools/src/soak/main.ts',
  bench: 'packages/tools/src/bench/main.ts',
  'bench-server': 'packages/tools/src/bench-server/main.ts',
  'bench-probe': 'packages/tools/src/bench-server/probe/probe-main.ts',
  'bench-load': 'packages/tools/src/bench-server/load/load-main.ts',
  'bench-exchange-load': 'packages/tools/src/bench-server/exchange/exchange-load-main.ts',
  'bench-echo-server': 'packages/tools/src/bench-server/echo/echo-server-main.ts',
  'bench-echo-client': 'packages/tools/src/bench-server/echo/echo-client-main.ts',
};

// Stay in node_modules: native addons (better-sqlite3, @node-rs/argon2 load .node files, bufferutil and
// utf-8-validate are ws's optional ones, pg-native pg's), piscina (starts its threads from its own dist/worker.js,
// found through __dirname), nodemailer (reads its well-known services at run time) and pg (optionally requires
// pg-native). The runtime image (Dockerfile) installs exactly these.
export const EXTERNAL = [
  'better-sqlite3',
  '@node-rs/argon2',
  'piscina',
  'pg',
  'pg-native',
  'bufferutil',
  'utf-8-validate',
  'nodemailer',
];
