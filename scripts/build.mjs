#!/usr/bin/env node
// `npm run build`: everything Birzha runs, built once into dist/ (README: Quick start):
//   dist/web/   the web client (Vite), served by the server at /
//   dist/node/  the birzha command (birzha.mjs: serve, replay, simulate, perft...), the bot worker and the simulate
//               worker, the tools (cluster, soak, bench, bench-server and its children); esbuild bundles sharing
//               chunks, run by plain node
// Up to date (a hash of every input, dist/.build-hash) means nothing to do, so `npm start`, the tools and the test
// runs can all ask for a build first. Builders in parallel (two test runs) wait for one another (dist/.lock), and a
// build is staged beside dist/web and dist/node and swapped in at the end, so a running server never sees half of one.
// Usage: node scripts/build.mjs [--force]
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXTERNAL, NODE_ENTRIES } from './build-config.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');
const HASH_FILE = join(DIST, '.build-hash');
const LOCK = join(DIST, '.lock');
/** How long a builder waits for another one before giving up. */
const LOCK_WAIT_MS = 15 * 60_000;

// CommonJS dependencies bundled into ES modules call require(); this gives them one.
const BANNER =
  "import { createRequire as __birzhaRequire } from 'node:module'; const require = __birzhaRequire(import.meta.url);";

/** Folders whose files are inputs of the build (tests excepted), and single input files. */
const INPUT_DIRS = [
  'packages/engine/src',
  'packages/protocol/src',
  'packages/bots/src',
  'packages/server/src',
  'packages/cli/src',
  'packages/tools/src',
  'packages/web/src',
  'packages/web/public',
];
const INPUT_FILES = [
  'scripts/build.mjs',
  'scripts/build-config.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  ...['engine', 'protocol', 'bots', 'server', 'cli', 'tools', 'web'].flatMap((p) => [
    `packages/${p}/package.json`,
    `packages/${p}/tsconfig.json`,
  ]),
];
/** Test files are not built into anything: changing one does not make the build stale. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

function filesUnder(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') out.push(...filesUnder(path));
    } else if (!TEST_FILE.test(entry.name)) out.push(path);
  }
  return out;
}

/** A hash of every input's path and content, and of the Node major version (the native addons' ABI). */
function inputHash() {
  const files = [
    ...INPUT_DIRS.flatMap((d) => (existsSync(join(ROOT, d)) ? filesUnder(join(ROOT, d)) : [])),
    ...INPUT_FILES.map((f) => join(ROOT, f)).filter((f) => existsSync(f)),
  ].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(relative(ROOT, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Whether dist/ holds a build of exactly these inputs. */
function upToDate(hash = inputHash()) {
  if (!existsSync(join(DIST, 'web', 'index.html')) || !existsSync(join(DIST, 'node', 'birzha.mjs'))) return false;
  return existsSync(HASH_FILE) && readFileSync(HASH_FILE, 'utf8').trim() === hash;
}

const log = (line) => void process.stderr.write(`build: ${line}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
}

/** Takes dist/.lock (a directory: made atomically), waiting while a live builder holds it. */
async function lock() {
  mkdirSync(DIST, { recursive: true });
  const until = Date.now() + LOCK_WAIT_MS;
  let said = false;
  for (;;) {
    try {
      mkdirSync(LOCK);
      writeFileSync(join(LOCK, 'pid'), String(process.pid));
      return;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
    }
    let holder = NaN;
    try {
      holder = Number(readFileSync(join(LOCK, 'pid'), 'utf8'));
    } catch {
      // Just made, its pid not yet written: wait a moment.
    }
    if (Number.isInteger(holder) && !alive(holder)) {
      rmSync(LOCK, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > until) throw new Error(`another build (pid ${holder}) holds ${LOCK}; remove it if none runs`);
    if (!said) log(`waiting for another build (pid ${holder})`);
    said = true;
    await sleep(300);
  }
}

function unlock() {
  rmSync(LOCK, { recursive: true, force: true });
}

async function buildWeb(outDir) {
  // The production flavour of React whatever the caller's NODE_ENV (Vitest sets "test").
  process.env['NODE_ENV'] = 'production';
  const { build } = await import('vite');
  await build({
    root: join(ROOT, 'packages/web'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

async function buildNode(outDir) {
  const { build } = await import('esbuild');
  await build({
    absWorkingDir: ROOT,
    entryPoints: NODE_ENTRIES,
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    // Chunks beside the entries: a bundled module finds ./bot-worker.mjs and ../web from any of them.
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    external: EXTERNAL,
    banner: { js: BANNER },
  });
}

/**
 * Builds into staging folders, then swaps dist/web and dist/node for the new ones. Each staging folder sits in dist/,
 * as deep as the folder it becomes: the source maps name the sources relative to where they were written (a folder
 * deeper, every path in a stack trace and a profile would point one folder above the repository).
 */
async function buildAll(hash) {
  const staging = (part) => join(DIST, `.staging-${process.pid}-${part}`);
  const old = join(DIST, `.old-${process.pid}`);
  for (const part of ['web', 'node']) rmSync(staging(part), { recursive: true, force: true });
  mkdirSync(DIST, { recursive: true });
  const started = performance.now();
  await Promise.all([buildWeb(staging('web')), buildNode(staging('node'))]);
  mkdirSync(old, { recursive: true });
  rmSync(HASH_FILE, { force: true });
  for (const part of ['web', 'node']) {
    if (existsSync(join(DIST, part))) renameSync(join(DIST, part), join(old, part));
    renameSync(staging(part), join(DIST, part));
  }
  writeFileSync(HASH_FILE, `${hash}\n`);
  rmSync(old, { recursive: true, force: true });
  log(`built dist/web and dist/node in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Builds dist/ unless it is up to date (or `force`); safe to call from several processes at once. */
async function ensureBuilt({ force = false } = {}) {
  if (!force && upToDate()) return;
  await lock();
  try {
    // Leftovers of a builder that died; nobody else builds while we hold the lock.
    if (existsSync(DIST))
      for (const name of readdirSync(DIST))
        if (/^\.(staging-\d+-(web|node)|old-\d+)$/.test(name))
          rmSync(join(DIST, name), { recursive: true, force: true });
    // Another builder may have finished while we waited.
    const hash = inputHash();
    if (!force && upToDate(hash)) return;
    await buildAll(hash);
  } finally {
    unlock();
  }
}

const args = process.argv.slice(2);
if (args.some((a) => a !== '--force')) {
  process.stderr.write('usage: node scripts/build.mjs [--force]\n');
  process.exit(2);
}
try {
  await ensureBuilt({ force: args.includes('--force') });
} catch (e) {
  process.stderr.write(`build: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
}
