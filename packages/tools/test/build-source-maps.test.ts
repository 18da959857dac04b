// The build's source maps name the repository's own files (bug: the build wrote dist/node in a staging folder one
// level deeper and then moved it, so every source resolved to a folder above the repository: stack traces under
// --enable-source-maps and the summaries of bench:server's profiles named files that do not exist).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const NODE_DIST = join(REPO_ROOT, 'dist/node');

it("resolves every source of our packages in dist/node's source maps to a file of the repository", () => {
  expect(existsSync(join(NODE_DIST, 'birzha.mjs')), 'the build (globalSetup)').toBe(true);
  let ours = 0;
  const missing: string[] = [];
  for (const map of readdirSync(NODE_DIST).filter((f) => f.endsWith('.map'))) {
    const { sources } = JSON.parse(readFileSync(join(NODE_DIST, map), 'utf8')) as { sources: string[] };
    for (const source of sources) {
      const file = resolve(NODE_DIST, source);
      // Third-party packages' maps name sources they do not ship; ours must all be there.
      if (source.includes('node_modules/')) continue;
      ours++;
      if (!relative(REPO_ROOT, file).startsWith('packages/') || !existsSync(file)) missing.push(`${map}: ${source}`);
    }
  }
  expect(ours).toBeGreaterThan(100);
  expect(missing.slice(0, 10)).toEqual([]);
});
