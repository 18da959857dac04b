import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { parseWorkers } from './workers-flag.ts';

describe('--workers', () => {
  it('takes a count; 0 and auto mean one thread per core', () => {
    expect(parseWorkers('1')).toEqual({ ok: true, value: 1 });
    expect(parseWorkers('3')).toEqual({ ok: true, value: 3 });
    expect(parseWorkers('0')).toEqual({ ok: true, value: availableParallelism() });
    expect(parseWorkers('auto')).toEqual({ ok: true, value: availableParallelism() });
  });

  it.each(['-1', 'two', '1.5', ''])('refuses %j', (text) => {
    expect(parseWorkers(text)).toEqual({
      ok: false,
      error: `--workers must be an integer or auto, got '${text}'`,
    });
  });
});
