import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MatchRecord } from '@birzha/engine';

/** A file name for a seed: anything outside [A-Za-z0-9._-] becomes `_`, so a seed can never escape the directory. */
export function failureFileName(seed: string): string {
  return `failure-${seed.replace(/[^A-Za-z0-9._-]/g, '_')}.json`;
}

/**
 * Writes the record that reproduces a failure as `DIR/failure-<seed>.json` (the directory is created on demand)
 * and returns its path. The file is a plain match record, so `birzha replay` takes it as it is.
 */
export function writeFailureRecord(dir: string, seed: string, record: MatchRecord): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, failureFileName(seed));
  writeFileSync(path, JSON.stringify(record, null, 2) + '\n');
  return path;
}
