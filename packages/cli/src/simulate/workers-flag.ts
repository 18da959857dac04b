import { availableParallelism } from 'node:os';
import { err, ok, type Result } from '@birzha/engine';
import { parseCount } from './parse-count.ts';

/** `--workers N`: threads to play on; `0` or `auto` is one per core (`os.availableParallelism()`). */
export function parseWorkers(text: string): Result<number, string> {
  if (text.trim() === 'auto') return ok(availableParallelism());
  const n = parseCount(text, '--workers', 0);
  if (!n.ok) return err(n.error.replace('must be an integer', 'must be an integer or auto'));
  return ok(n.value === 0 ? availableParallelism() : n.value);
}
