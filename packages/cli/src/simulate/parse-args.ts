import { err, getGame, GAME_IDS, ok, startMatch, type Result, type Violation } from '@birzha/engine';
import { describeViolation } from '../describe-violation.ts';
import { errorMessage } from '../error-message.ts';
import { BOT_KINDS, matchSeed, type BotKind, type SimulateConfig } from './config.ts';

/** `birzha simulate` flags as commander hands them over (all values still text). */
export interface SimulateFlags {
  readonly game: string;
  readonly players: string;
  readonly games: string;
  readonly seed: string;
  readonly variant?: string;
  readonly options?: string;
  readonly bots: string;
  readonly check: boolean;
}

/** A decimal integer >= min; `2.5`, `1e3`, `0x10` and friends are refused rather than coerced. */
export function parseCount(text: string, flag: string, min: number): Result<number, string> {
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n)) return err(`${flag} must be an integer, got '${text}'`);
  if (n < min) return err(`${flag} must be at least ${min}, got ${n}`);
  return ok(n);
}

/** A comma-separated list of bot kinds; only kinds that exist are accepted. */
function parseBots(text: string): Result<BotKind[], string> {
  const kinds = text.split(',').map((s) => s.trim());
  const out: BotKind[] = [];
  for (const kind of kinds) {
    if (!(BOT_KINDS as readonly string[]).includes(kind)) {
      return err(`--bots: unknown bot '${kind}' (available: ${BOT_KINDS.join(', ')})`);
    }
    out.push(kind as BotKind);
  }
  return ok(out);
}

function parseOptionsJson(text: string | undefined): Result<Record<string, unknown>, string> {
  if (text === undefined) return ok({});
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    return err(`--options is not JSON (${errorMessage(e)})`);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return err('--options must be a JSON object');
  return ok(raw as Record<string, unknown>);
}

/** Which flag a refused start points at. */
function refusal(error: Violation, players: number): string {
  if (error.code === 'BAD_PLAYER_COUNT') return `--players ${players}`;
  return error.code === 'BAD_OPTION' ? 'bad options' : 'setup failed';
}

/** Checks every flag (and a trial setup) before anything runs; the error is a one-line message. */
export function parseSimulateArgs(flags: SimulateFlags): Result<SimulateConfig, string> {
  const game = getGame(flags.game);
  if (game === undefined) return err(`unknown game '${flags.game}' (known: ${GAME_IDS.join(', ')})`);
  const players = parseCount(flags.players, '--players', 1);
  if (!players.ok) return players;
  const games = parseCount(flags.games, '--games', 1);
  if (!games.ok) return games;
  const bots = parseBots(flags.bots);
  if (!bots.ok) return bots;
  if (bots.value.length !== 1 && bots.value.length !== players.value) {
    return err(`--bots lists ${bots.value.length} bots: give one for every seat or one for all ${players.value}`);
  }
  const raw = parseOptionsJson(flags.options);
  if (!raw.ok) return raw;
  // --variant is the everyday spelling of {"variant": ...}; when both are given the flag wins.
  const rawOptions = flags.variant === undefined ? raw.value : { ...raw.value, variant: flags.variant };
  const { minPlayers, maxPlayers } = game.meta;
  if (players.value < minPlayers || players.value > maxPlayers) {
    return err(`--players ${players.value}: ${game.meta.id} is for ${minPlayers}..${maxPlayers} players`);
  }
  const seed = flags.seed;
  const trial = startMatch(game, { players: players.value, options: rawOptions, seed: matchSeed(seed, 0) });
  if (!trial.ok) return err(`${refusal(trial.error, players.value)}: ${describeViolation(trial.error)}`);
  return ok({
    game,
    players: players.value,
    games: games.value,
    seed,
    options: trial.value.options,
    bots: bots.value,
    check: flags.check,
  });
}
