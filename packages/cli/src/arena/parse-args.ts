import { arenaLevels, arenaSize } from '@birzha/bots';
import { err, getGame, GAME_IDS, ok, startMatch, type Result } from '@birzha/engine';
import { describeViolation } from '../describe-violation.ts';
import { parseOptionsFlags } from '../options-flag.ts';
import { parseCount } from '../simulate/parse-count.ts';
import { parseWorkers } from '../simulate/workers-flag.ts';
import type { ArenaConfig } from './config.ts';

/** `birzha arena` flags as commander hands them over (all values still text). */
export interface ArenaFlags {
  readonly game: string;
  readonly players: string;
  readonly bots: string;
  readonly games: string;
  readonly seed: string;
  readonly ms?: string;
  readonly variant?: string;
  readonly options?: string;
  readonly workers: string;
  readonly check?: boolean;
}

/**
 * The game, a player count it takes and the table options (default: the game's defaults), checked by a trial setup;
 * the options come back parsed, every default made explicit.
 */
export function parseGameAndPlayers(
  gameId: string,
  playersText: string,
  rawOptions: Readonly<Record<string, unknown>> = {},
): Result<{ gameId: string; players: number; options: unknown }, string> {
  const game = getGame(gameId);
  if (game === undefined) return err(`unknown game '${gameId}' (known: ${GAME_IDS.join(', ')})`);
  const players = parseCount(playersText, '--players', 1);
  if (!players.ok) return players;
  const { minPlayers, maxPlayers } = game.meta;
  if (players.value < minPlayers || players.value > maxPlayers) {
    return err(`--players ${players.value}: ${gameId} is for ${minPlayers}..${maxPlayers} players`);
  }
  const trial = startMatch(game, { players: players.value, options: rawOptions, seed: 'arena-check' });
  if (!trial.ok) {
    const flag = trial.error.code === 'BAD_OPTION' ? 'bad options' : `--players ${players.value}`;
    return err(`${flag}: ${describeViolation(trial.error)}`);
  }
  return ok({ gameId, players: players.value, options: trial.value.options });
}

/** A lineup of levels the game has (its own bots' and random), one per seat. */
export function parseLineup(text: string, gameId: string, players: number): Result<string[], string> {
  const levels = text.split(',').map((s) => s.trim());
  const known = arenaLevels(gameId);
  for (const level of levels) {
    if (!known.includes(level)) return err(`--bots: ${gameId} has no bot '${level}' (levels: ${known.join(', ')})`);
  }
  if (levels.length !== players) {
    return err(
      `--bots lists ${levels.length} bot${levels.length === 1 ? '' : 's'} for ${players} seats: name one per seat (a level may repeat)`,
    );
  }
  return ok(levels);
}

/** Checks every flag before anything runs; the error is a one-line message. */
export function parseArenaArgs(flags: ArenaFlags): Result<ArenaConfig, string> {
  const raw = parseOptionsFlags(flags.options, flags.variant);
  if (!raw.ok) return raw;
  const table = parseGameAndPlayers(flags.game, flags.players, raw.value);
  if (!table.ok) return table;
  const { gameId, players, options } = table.value;
  const levels = parseLineup(flags.bots, gameId, players);
  if (!levels.ok) return levels;
  const asked = parseCount(flags.games, '--games', 1);
  if (!asked.ok) return asked;
  if (flags.seed.trim() === '') return err('--seed must not be empty');
  let limits: { ms: number } | undefined;
  if (flags.ms !== undefined) {
    const ms = parseCount(flags.ms, '--ms', 1);
    if (!ms.ok) return ms;
    limits = { ms: ms.value };
  }
  const workers = parseWorkers(flags.workers);
  if (!workers.ok) return workers;
  const { deals, games } = arenaSize(asked.value, players);
  const spec = {
    gameId,
    players,
    options,
    seed: flags.seed,
    levels: levels.value,
    check: flags.check !== false,
    ...(limits === undefined ? {} : { limits }),
  };
  return ok({ spec, deals, games, asked: asked.value, workers: workers.value });
}
