// How hard the engine's property tests work: every run under `npm test` (CI); fewer runs of the same properties under
// `npm run test:quick` (BIRZHA_QUICK=1). The same reader as @birzha/test-support's quickness.ts, which the engine's
// tests may not import (they import nothing from the workspace).

/** True under `npm run test:quick` (BIRZHA_QUICK=1); false when the variable is unset, empty or 0. */
export const QUICK = isQuick(process.env['BIRZHA_QUICK']);

/** fast-check's numRuns for a property: `full` normally, `quick` under test:quick. */
export function runs(full: number, quick: number): number {
  return QUICK ? Math.min(full, quick) : full;
}

/** Reads BIRZHA_QUICK: 1, or 0 / empty / unset; anything else is a mistake worth stopping for. */
export function isQuick(value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(
    `BIRZHA_QUICK must be 1 (fewer runs of the heavy tests) or 0 (all of them), not ${JSON.stringify(value)}`,
  );
}
