import { ok, type Result } from '../../core/result.ts';
import { fail } from './codes.ts';
import { BOARDS } from './config.ts';
import type { Options } from './types.ts';

/** spec 3 defaults. */
export const DEFAULT_OPTIONS: Options = Object.freeze({
  investors: false,
  board: 'standard',
  turnSeconds: 60,
  rebidSamePileAfterOutbid: false,
  displacedBids: 'inTurn',
  seedPiles: false,
});

const KEYS = Object.keys(DEFAULT_OPTIONS);
const bad = (option: string) => fail('BAD_OPTION', { option });

/** A given value (null included: only a missing key takes the default). */
function given<K extends keyof Options>(o: Record<string, unknown>, key: K): unknown {
  return Object.hasOwn(o, key) ? o[key] : DEFAULT_OPTIONS[key];
}

/** spec 3: BAD_PLAYER_COUNT outside 2..5; BAD_OPTION for an unknown key, a wrong type or a value not allowed. */
export function parseOptions(raw: unknown, players: number): Result<Options> {
  if (!Number.isInteger(players) || players < 2 || players > 5) return fail('BAD_PLAYER_COUNT', { min: 2, max: 5 });
  const input = raw ?? {};
  if (typeof input !== 'object' || Array.isArray(input)) return bad('(options)');
  const o = input as Record<string, unknown>;
  for (const key of Object.keys(o)) if (!KEYS.includes(key)) return bad(key.slice(0, 40));
  const investors = given(o, 'investors');
  if (typeof investors !== 'boolean') return bad('investors');
  const board = given(o, 'board');
  if (!(BOARDS as readonly unknown[]).includes(board)) return bad('board');
  const turnSeconds = given(o, 'turnSeconds');
  if (
    typeof turnSeconds !== 'number' ||
    !Number.isInteger(turnSeconds) ||
    (turnSeconds !== 0 && (turnSeconds < 10 || turnSeconds > 600))
  )
    return bad('turnSeconds');
  const rebid = given(o, 'rebidSamePileAfterOutbid');
  if (typeof rebid !== 'boolean') return bad('rebidSamePileAfterOutbid');
  const displacedBids = given(o, 'displacedBids');
  if (displacedBids !== 'inTurn' && displacedBids !== 'immediately') return bad('displacedBids');
  const seedPiles = given(o, 'seedPiles');
  if (typeof seedPiles !== 'boolean') return bad('seedPiles');
  return ok({
    investors,
    board: board as Options['board'],
    turnSeconds,
    rebidSamePileAfterOutbid: rebid,
    displacedBids,
    seedPiles,
  });
}
