import { describe, expect, it } from 'vitest';
import { moduleFlags, workerExecArgv } from './worker-exec-argv.ts';

describe('worker flags', () => {
  it('keep only module-loading flags with their values', () => {
    expect(moduleFlags(['--expose-gc', '--import', 'tsx', '--max-old-space-size=4096', '--conditions=dev'])).toEqual([
      '--import',
      'tsx',
      '--conditions=dev',
    ]);
    expect(moduleFlags(['--require', 'x.cjs', '--inspect'])).toEqual(['--require', 'x.cjs']);
  });

  it('add the tsx loader to a TypeScript worker only when the parent does not load it', () => {
    const added = workerExecArgv('/w/bot-worker.ts', ['--expose-gc']);
    expect(added[0]).toBe('--import');
    expect(added[1]).toMatch(/^file:.*tsx/);
    expect(added).not.toContain('--expose-gc');
    expect(workerExecArgv('/w/bot-worker.ts', ['--import', 'tsx'])).toEqual(['--import', 'tsx']);
    expect(workerExecArgv('/w/bot-worker.js', ['--expose-gc'])).toEqual([]);
  });
});
