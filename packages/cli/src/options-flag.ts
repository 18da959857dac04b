import { err, ok, type Result } from '@birzha/engine';
import { errorMessage } from './error-message.ts';

/**
 * `--options <json>` and `--variant <v>` (simulate, arena) as one raw options object for the game's parseOptions:
 * `--variant` is the everyday spelling of `{"variant": ...}`, and wins when both are given.
 */
export function parseOptionsFlags(
  options: string | undefined,
  variant: string | undefined,
): Result<Record<string, unknown>, string> {
  let raw: unknown = {};
  if (options !== undefined) {
    try {
      raw = JSON.parse(options);
    } catch (e) {
      return err(`--options is not JSON (${errorMessage(e)})`);
    }
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return err('--options must be a JSON object');
  }
  return ok(variant === undefined ? { ...(raw as object) } : { ...(raw as object), variant });
}
