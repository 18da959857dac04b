/** The message of anything thrown, for one-line diagnostics. */
export function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
