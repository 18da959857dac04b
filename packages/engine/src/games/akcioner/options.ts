import { ok, type Result } from '../../core/result.ts';
import { fail } from './codes.ts';
import { VARIANTS, type VariantId } from './config.ts';
import { meta } from './meta.ts';
import type { Options } from './types.ts';

const KEYS = ['variant', 'rounding', 'turnSeconds'] as const;

function isVariant(value: unknown): value is VariantId {
  return typeof value === 'string' && Object.hasOwn(VARIANTS, value);
}

/** spec 3: missing keys take defaults; unknown keys and bad values give BAD_OPTION; the player count is checked. */
export function parseOptions(raw: unknown, players: number): Result<Options> {
  if (raw === undefined || raw === null) raw = {};
  if (typeof raw !== 'object' || Array.isArray(raw)) return fail('BAD_OPTION', { option: '(options)' });
  const input = raw as Record<string, unknown>;
  for (const key of Object.keys(input)) {
    // `series` (spec 11.4) is a planned feature and is rejected like any unknown key in v1.
    if (!(KEYS as readonly string[]).includes(key)) return fail('BAD_OPTION', { option: key });
  }
  const defaults = meta.defaultOptions;
  // spec 3: a missing key takes its default; a key given null is a value outside the allowed set
  const given = (k: (typeof KEYS)[number]): unknown => (Object.hasOwn(input, k) ? input[k] : defaults[k]);
  const variant = given('variant');
  if (!isVariant(variant)) return fail('BAD_OPTION', { option: 'variant' });
  const rounding = given('rounding');
  if (rounding !== 'up' && rounding !== 'down') return fail('BAD_OPTION', { option: 'rounding' });
  const turnSeconds = given('turnSeconds');
  if (
    typeof turnSeconds !== 'number' ||
    !Number.isInteger(turnSeconds) ||
    (turnSeconds !== 0 && (turnSeconds < 10 || turnSeconds > 86400))
  ) {
    return fail('BAD_OPTION', { option: 'turnSeconds' });
  }
  const v = VARIANTS[variant];
  if (!Number.isInteger(players) || players < v.minPlayers || players > v.maxPlayers) {
    return fail('BAD_PLAYER_COUNT', { variant, min: v.minPlayers, max: v.maxPlayers });
  }
  return ok({ variant, rounding, turnSeconds });
}
