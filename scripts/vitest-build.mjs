// Vitest's globalSetup for the projects whose tests run the build (cluster, e2e; the crash test builds for itself):
// `npm run build` once per run, before any test file starts (nothing to do when dist/ is up to date). A child
// process: Vite and NODE_ENV stay out of Vitest's own.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export function setup() {
  const run = spawnSync(process.execPath, [fileURLToPath(new URL('./build.mjs', import.meta.url))], {
    stdio: 'inherit',
  });
  if (run.status !== 0) throw new Error(`npm run build failed (${run.error?.message ?? `exit code ${run.status}`})`);
}
