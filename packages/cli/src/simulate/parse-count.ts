import { err, ok, type Result } from '@birzha/engine';

/** A decimal integer >= min; `2.5`, `1e3`, `0x10` and friends are refused rather than coerced. */
export function parseCount(text: string, flag: string, min: number): Result<number, string> {
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n)) return err(`${flag} must be an integer, got '${text}'`);
  if (n < min) return err(`${flag} must be at least ${min}, got ${n}`);
  return ok(n);
}
