#!/usr/bin/env node
// Copies into DEST/node_modules the packages the build leaves external (scripts/build-config.mjs) and every package
// they need at run time, exactly as `npm ci` installed them here (the lockfile's versions, native addons already
// built): with dist/ beside it, all that the runtime image (Dockerfile) holds. Optional ones not installed are
// skipped. Usage: node scripts/runtime-modules.mjs DEST
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXTERNAL } from './build-config.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const dest = process.argv[2];
if (dest === undefined || process.argv.length > 3) {
  process.stderr.write('usage: node scripts/runtime-modules.mjs DEST\n');
  process.exit(2);
}

/** Where Node finds package `name` when `from` (a package's folder, or the root) imports it, or null. */
function resolvePackage(name, from) {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dir === ROOT || dirname(dir) === dir) return null;
  }
}

const copied = new Set();
const queue = EXTERNAL.map((name) => ({ name, from: ROOT, optional: true }));
while (queue.length > 0) {
  const { name, from, optional } = queue.shift();
  const dir = resolvePackage(name, from);
  if (dir === null) {
    if (optional) continue;
    throw new Error(`${name}, needed by ${relative(ROOT, from) || 'the build'}, is not installed: run npm ci`);
  }
  if (copied.has(dir)) continue;
  copied.add(dir);
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  for (const dep of Object.keys(pkg.dependencies ?? {})) queue.push({ name: dep, from: dir, optional: false });
  // Platform packages (@node-rs/argon2's binary for this machine) and other extras: those installed are needed.
  for (const dep of Object.keys(pkg.optionalDependencies ?? {})) queue.push({ name: dep, from: dir, optional: true });
}
/**
 * What of a package to copy: not its nested node_modules (each needed one is copied as a package of its own); of a
 * native addon built here (better-sqlite3: binding.gyp), the addon (build/Release/*.node) without its C sources and
 * the compiler's leftovers (30 MB).
 */
function keep(dir, src) {
  const rel = relative(dir, src).split(sep).join('/');
  if (rel === 'node_modules' || rel.startsWith('node_modules/')) return false;
  if (!existsSync(join(dir, 'binding.gyp'))) return true;
  if (/^(deps|src)(\/|$)/.test(rel)) return false;
  return !rel.startsWith('build/') || rel === 'build/Release' || /^build\/Release\/[^/]+\.node$/.test(rel);
}

for (const dir of [...copied].sort())
  cpSync(dir, join(dest, relative(ROOT, dir)), { recursive: true, dereference: true, filter: (src) => keep(dir, src) });
process.stderr.write(`runtime-modules: ${copied.size} packages into ${join(dest, 'node_modules')}\n`);
