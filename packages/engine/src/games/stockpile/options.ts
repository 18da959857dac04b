import { fail, ok, type Result } from '../../core/result.ts';
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

/** spec 3: BAD_PLAYER_COUNT outside 2..5; BAD_OPTION for an unknown key, a wrong type or a value not allowed. */
export function parseOptions(raw: unknown, players: number): Result<Options> {
  if (!Number.isInteger(players) || players < 2 || players > 5) return fail('BAD_PLAYER_COUNT', { min: 2, max: 5 });
  const input = raw ?? {};
  if (typeof input !== 'object' || Array.isArray(input)) return bad('(options)');
  const o = input as Record<string, unknown>;
  for (const key of Object.keys(o)) if (!KEYS.includes(key)) return bad(key.slice(0, 40));
  const d = DEFAULT_OPTIONS;
  const investors = o['investors'] ?? d.investors;
  if (typeof investors !== 'boolean') return bad('investors');
  const board = o['board'] ?? d.board;
  if (!(BOARDS as readonly unknown[]).includes(board)) return bad('board');
  const turnSeconds = o['turnSeconds'] ?? d.turnSeconds;
  if (
    typeof turnSeconds !== 'number' ||
    !Number.isInteger(turnSeconds) ||
    (turnSeconds !== 0 && (turnSeconds < 10 || turnSeconds > 600))
  )
    return bad('turnSeconds');
  const rebid = o['rebidSamePileAfterOutbid'] ?? d.rebidSamePileAfterOutbid;
  if (typeof rebid !== 'boolean') return bad('rebidSamePileAfterOutbid');
  const displacedBids = o['displacedBids'] ?? d.displacedBids;
  if (displacedBids !== 'inTurn' && displacedBids !== 'immediately') return bad('displacedBids');
  const seedPiles = o['seedPiles'] ?? d.seedPiles;
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
