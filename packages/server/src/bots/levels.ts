import { fail, type Result } from '@birzha/engine';
import { offeredLevels } from '@birzha/bots';
import { isBotLevel, type BotLevel } from '@birzha/protocol';

/**
 * The bot levels game `gameId` offers, weakest first: the bots package's registry says which (a game without an
 * expert bot offers beginner and intermediate). GET /api/games sends them, so that the browser offers only these.
 */
export function gameBotLevels(gameId: string): BotLevel[] {
  return offeredLevels(gameId).filter(isBotLevel);
}

/** BAD_BOT_LEVEL when game `gameId` does not offer `level`, else ok. */
export function checkBotLevel(gameId: string, level: BotLevel): Result<BotLevel> {
  const offered = gameBotLevels(gameId);
  return offered.includes(level)
    ? { ok: true, value: level }
    : fail('BAD_BOT_LEVEL', { level, offered: offered.join(', ') });
}
