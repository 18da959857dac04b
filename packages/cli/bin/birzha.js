#!/usr/bin/env node
// The installed `birzha` command (`npx birzha` in the repository): the built CLI, dist/node/birzha.mjs, exactly what
// `npm run birzha` and `npm start` run. Like them it asks for the build first (scripts/build.mjs: nothing to do, in
// a fraction of a second, when dist/ was built from the sources as they are; else it builds, saying so on stderr), so
// the command never runs a stale build nor the TypeScript sources. Where the build cannot run (its tools not
// installed) or fails, the command says so and how to build, and runs nothing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const BUILD = join(ROOT, 'scripts', 'build.mjs');
const ENTRY = join(ROOT, 'dist', 'node', 'birzha.mjs');

/** Says what went wrong and how to build, and exits 1 (a build problem, not the CLI's: its codes stay its own). */
function cannotRun(why) {
  const where = relative(process.cwd(), ROOT) || '.';
  process.stderr.write(
    `birzha: ${why}\n` + `birzha: build it with \`npm ci && npm run build\` in ${where}, then run birzha again\n`,
  );
  process.exit(1);
}

if (existsSync(BUILD)) {
  // The build's own messages go to stderr (its stdout too): the command's stdout stays the command's (JSON answers).
  const build = spawnSync(process.execPath, [BUILD], { cwd: ROOT, stdio: ['ignore', 2, 2] });
  if (build.error !== undefined) cannotRun(`could not run the build (${build.error.message})`);
  if (build.status !== 0) cannotRun(`the build failed (exit ${build.status ?? build.signal}; its message is above)`);
}
if (!existsSync(ENTRY)) cannotRun(`no built CLI at ${relative(process.cwd(), ENTRY)}`);
// As `node --enable-source-maps` in the npm scripts: a stack trace names the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(ENTRY).href);
