#!/usr/bin/env node
// Runs a TypeScript entry point as one esbuild bundle, the way production code runs, instead of through tsx:
// tsx transpiles with esbuild's keepNames, which wraps every named closure in a __name() call at run time and
// costs the hot paths of a benchmark 5-20% that no built program pays. Usage: run-bundled.mjs ENTRY [node flags...]
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

const [entry, ...nodeFlags] = process.argv.slice(2);
if (entry === undefined) {
  process.stderr.write('usage: run-bundled.mjs ENTRY.ts [node flags...]\n');
  process.exit(2);
}
const outDir = resolve('node_modules/.cache/birzha');
mkdirSync(outDir, { recursive: true });
const outfile = join(outDir, basename(entry).replace(/\.ts$/, '.mjs'));
await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  // CommonJS dependencies bundled into ESM need a require().
  banner: {
    js: "import { createRequire as __birzhaRequire } from 'node:module'; const require = __birzhaRequire(import.meta.url);",
  },
});
const run = spawnSync(process.execPath, [...nodeFlags, '--enable-source-maps', outfile], { stdio: 'inherit' });
process.exit(run.status ?? 1);
