// How hard the heavy tests work. `npm test` (CI) runs every case; `npm run test:quick` sets BIRZHA_QUICK=1 and the
// heavy tests (the secrets scans, the WebSocket fuzz) make fewer runs of the same checks. The engine's property tests
// read the same variable through packages/engine/test/quickness.ts (the engine's tests import nothing from the
// workspace).

/** True under `npm run test:quick` (BIRZHA_QUICK=1); false when the variable is unset, empty or 0. */
export const QUICK = isQuick(process.env['BIRZHA_QUICK']);

/** The number of runs (random matches, frames) of a heavy test: `full` normally, `quick` under test:quick. */
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
