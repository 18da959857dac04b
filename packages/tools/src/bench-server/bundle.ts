import { readFile } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';

// The children of `npm run bench:server` run as esbuild bundles, like `npm run bench` (scripts/run-bundled.mjs, same
// options): tsx's keepNames wraps every named closure in a __name() call at run time, which no built program pays.

/** The repository root (this file is packages/tools/src/bench-server/bundle.ts). */
export const REPO_ROOT = resolve(fileURLToPath(new URL('../../../..', import.meta.url)));

/** Where the bundles go: beside run-bundled.mjs's, under node_modules so that external packages resolve from the root. */
export const BUNDLE_DIR = join(REPO_ROOT, 'node_modules/.cache/birzha/bench-server');

/** Every file the benchmark runs, bundled. */
export interface Bundles {
  /** packages/server/src/main.ts: the real `serve()` as `npm start` runs it. */
  readonly server: string;
  /** The bot pool's worker, as its own entry (bot-pool.ts header); the server finds it beside itself. */
  readonly botWorker: string;
  /** Preloaded into the server (--import): event-loop lag and the CPU profiler, driven over IPC. */
  readonly probe: string;
  readonly loadGenerator: string;
  /** The Checkers Exchange mode's load generator. */
  readonly exchangeLoadGenerator: string;
  readonly echoServer: string;
  readonly echoClient: string;
}

const BANNER =
  "import { createRequire as __birzhaRequire } from 'node:module'; const require = __birzhaRequire(import.meta.url);";

// Native addons and packages that find their own files through __dirname stay in node_modules: better-sqlite3 and
// @node-rs/argon2 load .node files, piscina starts threads from its dist/worker.js, pg optionally requires pg-native,
// nodemailer reads its well-known services at run time.
const EXTERNAL = [
  'better-sqlite3',
  '@node-rs/argon2',
  'piscina',
  'pg',
  'pg-native',
  'bufferutil',
  'utf-8-validate',
  'nodemailer',
];

const BOT_POOL = /packages\/server\/src\/bots\/bot-pool\.ts$/;
const WORKER_URL = "new URL('./bot-worker.ts', import.meta.url)";

/**
 * bot-pool.ts defaults to `./bot-worker.ts` beside itself; in the bundle that file is `bot-worker.mjs` beside the
 * server bundle. `serve()` has no option for the worker, so the default is rewritten at bundle time (and the build
 * fails loudly if bot-pool.ts no longer has it).
 */
const bundledWorkerUrl: Plugin = {
  name: 'bundled-bot-worker',
  setup(b) {
    b.onLoad({ filter: BOT_POOL }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes(WORKER_URL))
        throw new Error(`bench:server: ${args.path} no longer defaults to ${WORKER_URL}; update bundle.ts`);
      return { contents: source.replace(WORKER_URL, "new URL('./bot-worker.mjs', import.meta.url)"), loader: 'ts' };
    });
  },
};

/** Bundles every entry into BUNDLE_DIR (about a second) and returns the files. */
export async function bundleAll(): Promise<Bundles> {
  mkdirSync(BUNDLE_DIR, { recursive: true });
  const here = (file: string) => join(REPO_ROOT, 'packages/tools/src/bench-server', file);
  const entries = {
    'server-main': join(REPO_ROOT, 'packages/server/src/main.ts'),
    'bot-worker': join(REPO_ROOT, 'packages/server/src/bots/bot-worker.ts'),
    probe: here('probe/probe-main.ts'),
    'load-generator': here('load/load-main.ts'),
    'exchange-load-generator': here('exchange/exchange-load-main.ts'),
    'echo-server': here('echo/echo-server-main.ts'),
    'echo-client': here('echo/echo-client-main.ts'),
  };
  await build({
    entryPoints: entries,
    outdir: BUNDLE_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    external: EXTERNAL,
    banner: { js: BANNER },
    plugins: [bundledWorkerUrl],
  });
  const out = (name: keyof typeof entries) => join(BUNDLE_DIR, `${name}.mjs`);
  return {
    server: out('server-main'),
    botWorker: out('bot-worker'),
    probe: out('probe'),
    loadGenerator: out('load-generator'),
    exchangeLoadGenerator: out('exchange-load-generator'),
    echoServer: out('echo-server'),
    echoClient: out('echo-client'),
  };
}
