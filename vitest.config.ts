import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Three projects: node-side packages, the web client's component tests (jsdom), and the browser tests that drive
// Debian's Chromium against a real server (packages/web/e2e).
export default defineConfig({
  test: {
    testTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        test: {
          name: 'node',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/test/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'packages/web/**'],
          testTimeout: 60_000,
          pool: 'forks',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['packages/web/src/test-setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
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
