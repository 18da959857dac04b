import { ok, type Result } from '../../core/result.ts';
import { fail } from './codes.ts';
import { PLAYERS, TIMING_IDS, YEARS } from './config.ts';
import type { Options } from './types.ts';

/** spec 3 defaults. */
export const DEFAULT_OPTIONS: Options = Object.freeze({ timing: 'online', years: YEARS.default });

const KEYS = Object.keys(DEFAULT_OPTIONS);
const bad = (option: string) => fail('BAD_OPTION', { option });

/** spec 3: BAD_PLAYER_COUNT outside 3..8; BAD_OPTION for an unknown key, a wrong type or a value not allowed. */
export function parseOptions(raw: unknown, players: number): Result<Options> {
  if (!Number.isInteger(players) || players < PLAYERS.min || players > PLAYERS.max)
    return fail('BAD_PLAYER_COUNT', { min: PLAYERS.min, max: PLAYERS.max });
  const input = raw ?? {};
  if (typeof input !== 'object' || Array.isArray(input)) return bad('(options)');
  const o = input as Record<string, unknown>;
  for (const key of Object.keys(o)) if (!KEYS.includes(key)) return bad(key.slice(0, 40));
  const timing = Object.hasOwn(o, 'timing') ? o['timing'] : DEFAULT_OPTIONS.timing;
  if (!(TIMING_IDS as readonly unknown[]).includes(timing)) return bad('timing');
  const years = Object.hasOwn(o, 'years') ? o['years'] : DEFAULT_OPTIONS.years;
  if (typeof years !== 'number' || !Number.isInteger(years) || years < YEARS.min || years > YEARS.max)
    return bad('years');
  return ok({ timing: timing as Options['timing'], years });
}
