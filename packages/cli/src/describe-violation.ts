import type { Violation } from '@birzha/engine';

/** A violation as one human-readable fragment: `BAD_OPTION (option: variant)`. */
export function describeViolation(v: Violation): string {
  if (v.detail === undefined) return v.code;
  const parts = Object.entries(v.detail).map(([k, value]) => `${k}: ${value}`);
  return parts.length === 0 ? v.code : `${v.code} (${parts.join(', ')})`;
}
