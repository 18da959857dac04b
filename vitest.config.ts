import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Four projects: node-side packages, the tests that run several server processes, the web client's component tests
// (jsdom), and the browser tests that drive Debian's Chromium against a real server (packages/web/e2e).
/** The build (`npm run build`) once per run, for the projects whose tests run it. */
const BUILD = 'scripts/vitest-build.mjs';
/** Tests that run several server processes, or the build as the runtime image holds it (both need the build). */
const CLUSTER_TESTS = [
  'packages/server/test/cluster-*.test.ts',
  'packages/tools/test/cluster.test.ts',
  'packages/tools/test/soak.test.ts',
  'packages/tools/test/runtime-image.test.ts',
  'packages/tools/test/build-source-maps.test.ts',
];
/**
 * `npm run test:quick` (BIRZHA_QUICK=1, projects node* and web*) leaves these slow node tests to `npm test`: each takes
 * 10-70 s on an idle 2-core machine, where the rest of the node project takes about a minute. The heavy tests it keeps
 * (property tests, secrets scans, the WebSocket fuzz) read BIRZHA_QUICK themselves and make fewer runs.
 */
const SLOW_TESTS = [
  // The crash test: real server processes SIGKILLed mid-match and restarted.
  'packages/server/test/crash.test.ts',
  // The birzha command run as a child process (simulate, replay, perft to depth 9, set-password, failure records).
  'packages/cli/test/{simulate,replay,perft,set-password,failures}.test.ts',
  // Simulated series of whole matches of every game and player count, on worker threads.
  'packages/cli/src/simulate/{play-match,run-threads}.test.ts',
  // The bots' strength and legality over long series of whole matches (Checkers Exchange's search against random).
  'packages/bots/src/*/strength.test.ts',
  'packages/bots/src/akcioner/heuristic.test.ts',
  'packages/bots/src/checkers-exchange/search.test.ts',
  // The notification outbox across processes, with a sender SIGKILLed mid-delivery.
  'packages/server/test/notify-outbox.test.ts',
];
const QUICK = process.env['BIRZHA_QUICK'] === '1';
/**
 * expect.poll gives up after 1 s by default: under the full suite's load a server or a page that takes longer failed
 * tests that are right. A poll that succeeds returns as soon as it does; only a failing one takes longer to say so.
 */
const POLL = { poll: { timeout: 10_000 } };
/** The node project's tests. */
const NODE_TESTS = ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'];
/** The web client's component tests. */
const WEB_TESTS = ['packages/web/src/**/*.test.{ts,tsx}'];
/**
 * The tests under `dirs` that replace modules or globals (vi.mock, vi.stubGlobal, ...), found by reading them: they keep
 * a fresh process each (projects node-isolated, web-isolated), because a mock would leak into the files that share a
 * process after them.
 */
function mockingTests(...dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.test\.tsx?$/.test(f) && !f.includes('node_modules'))
      .map((f) => join(dir, f))
      .filter((f) => /\bvi\.(mock|doMock|hoisted|stubGlobal|stubEnv|resetModules)\(/.test(readFileSync(f, 'utf8'))),
  );
}
const PACKAGES = readdirSync('packages').filter((p) => p !== 'web');
const NODE_MOCKING_TESTS = mockingTests(
  ...PACKAGES.flatMap((p) => ['src', 'test'].map((d) => join('packages', p, d))).filter((d) => existsSync(d)),
);
const WEB_MOCKING_TESTS = mockingTests('packages/web/src');
/** The node project's settings but the files and their isolation. */
const NODE = {
  testTimeout: 60_000,
  expect: POLL,
  pool: 'forks' as const,
  // Two at a time (one by default on two cores); the slow, clock-bound projects run after, alone.
  maxWorkers: 2,
  sequence: { groupOrder: 0 },
};
const NODE_EXCLUDE = ['**/node_modules/**', 'packages/web/**', ...CLUSTER_TESTS, ...(QUICK ? SLOW_TESTS : [])];
/** The web project's settings but the files and their isolation. */
const WEB = {
  environment: 'jsdom' as const,
  expect: POLL,
  setupFiles: ['packages/web/src/test-setup.ts'],
  maxWorkers: 2,
  sequence: { groupOrder: 0 },
  testTimeout: 30_000,
};

export default defineConfig({
  test: {
    testTimeout: 60_000,
    pool: 'forks',
    projects: [
      // The files that mock nothing share processes (projects node and web), in half (node) and a third (web) of the time
      // a process per file takes: a file's own start (a process, its imports; for web a jsdom, React, the games' words)
      // costs more than most files' tests. test-setup.ts clears what one web file leaves in the page for the next.
      {
        test: {
          ...NODE,
          name: 'node',
          include: NODE_TESTS,
          exclude: [...NODE_EXCLUDE, ...NODE_MOCKING_TESTS],
          isolate: false,
        },
      },
      ...(NODE_MOCKING_TESTS.length > 0
        ? [{ test: { ...NODE, name: 'node-isolated', include: NODE_MOCKING_TESTS, exclude: NODE_EXCLUDE } }]
        : []),
      {
        plugins: [react()],
        test: { ...WEB, name: 'web', include: WEB_TESTS, exclude: WEB_MOCKING_TESTS, isolate: false },
      },
      ...(WEB_MOCKING_TESTS.length > 0
        ? [{ plugins: [react()], test: { ...WEB, name: 'web-isolated', include: WEB_MOCKING_TESTS } }]
        : []),
      {
        // Each file starts three server processes (PostgreSQL, Redis): one file at a time, or two clusters on two
        // cores take a minute to restart a process.
        test: {
          name: 'cluster',
          include: CLUSTER_TESTS,
          expect: POLL,
          globalSetup: [BUILD],
          sequence: { groupOrder: 1 },
          testTimeout: 600_000,
          hookTimeout: 180_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
      {
        // One file at a time. Two at a time took 40 % less here (a browser test mostly waits), but on CI's machine two
        // browser tests failed in the one run that tried it (a person's trade not on the tape within 30 s; a lesson
        // that stayed at its step after Next), where the eight runs before, one file at a time, had no failure.
        test: {
          name: 'e2e',
          globalSetup: [BUILD],
          expect: POLL,
          sequence: { groupOrder: 2 },
          include: ['packages/web/e2e/**/*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 180_000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
    ],
  },
});
