import { err, getGame, GAME_IDS, ok, type Result } from '@birzha/engine';
import { BOT_LEVELS, isBotLevel } from '@birzha/protocol';
import { parseGameAndPlayers } from '../arena/parse-args.ts';
import { parseOptionsFlags } from '../options-flag.ts';
import { parseCount } from '../simulate/parse-count.ts';
import type { BotConfig, TablePlan } from './config.ts';

/** `birzha bot` flags as commander hands them over (all values still text). */
export interface BotFlags {
  readonly server?: string | undefined;
  readonly token?: string | undefined;
  readonly exec?: string | undefined;
  readonly play?: readonly string[] | undefined;
  readonly games?: string | undefined;
  readonly players?: string | undefined;
  readonly opponents?: string | undefined;
  readonly variant?: string | undefined;
  readonly options?: string | undefined;
  readonly rated?: boolean | undefined;
  readonly declineInvitations?: boolean | undefined;
  readonly once?: boolean | undefined;
  readonly quiet?: boolean | undefined;
}

/** The environment variable read when --token is not given (a token on the command line shows in `ps`). */
export const TOKEN_VARIABLE = 'BIRZHA_BOT_TOKEN';

/** Checks every flag before anything connects; the error is a one-line message. */
export function parseBotArgs(
  flags: BotFlags,
  env: Readonly<Record<string, string | undefined>>,
): Result<BotConfig, string> {
  const server = parseServer(flags.server);
  if (!server.ok) return server;
  const token = (flags.token ?? env[TOKEN_VARIABLE] ?? '').trim();
  if (token === '') return err(`no token: give --token bzb_... (or set ${TOKEN_VARIABLE}), a token of a bot account`);
  const exec = (flags.exec ?? '').trim();
  if (exec === '') return err('no program: give --exec "command" (run through the shell, one per game)');
  const plays = parsePlays(flags);
  if (!plays.ok) return plays;
  return ok({
    server: server.value,
    token,
    exec,
    plays: plays.value,
    acceptInvitations: flags.declineInvitations !== true,
    once: flags.once === true,
    quiet: flags.quiet === true,
  });
}

function parseServer(text: string | undefined): Result<string, string> {
  if (text === undefined || text.trim() === '') return err('no server: give --server URL, e.g. http://localhost:8080');
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return err(`--server '${text}' is not a URL (e.g. http://localhost:8080)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return err(`--server '${text}' must be http:// or https://`);
  if (url.search !== '' || url.hash !== '') return err(`--server '${text}' must not have a query or fragment`);
  return ok(url.href.replace(/\/+$/, ''));
}

/** The `--play` tables: each game `--games` times, with `--players` seats (default: the game's smallest table). */
function parsePlays(flags: BotFlags): Result<TablePlan[], string> {
  const games = flags.play ?? [];
  const times = parseCount(flags.games ?? '1', '--games', 1);
  if (!times.ok) return times;
  if (games.length === 0) {
    const stray = (['games', 'players', 'opponents', 'variant', 'options', 'rated'] as const).find(
      (f) => flags[f] !== undefined && flags[f] !== false,
    );
    return stray === undefined ? ok([]) : err(`--${stray} is for the tables of --play, and no --play was given`);
  }
  const raw = parseOptionsFlags(flags.options, flags.variant);
  if (!raw.ok) return raw;
  const plans: TablePlan[] = [];
  for (const game of games) {
    const meta = getGame(game)?.meta;
    if (meta === undefined) return err(`--play: unknown game '${game}' (known: ${GAME_IDS.join(', ')})`);
    // The same check as `birzha arena`'s: a trial setup, so bad options are told here rather than by the server.
    const table = parseGameAndPlayers(game, flags.players ?? String(meta.minPlayers), raw.value);
    if (!table.ok) return table;
    const opponents = parseOpponents(flags.opponents ?? 'beginner', table.value.players);
    if (!opponents.ok) return opponents;
    const plan = { game, players: table.value.players, options: raw.value, opponents: opponents.value };
    for (let i = 0; i < times.value; i++) plans.push({ ...plan, rated: flags.rated === true });
  }
  return ok(plans);
}

/** One level for every other seat, or one per other seat, comma-separated. */
function parseOpponents(text: string, players: number): Result<string[], string> {
  const levels = text.split(',').map((s) => s.trim());
  const bad = levels.find((l) => !isBotLevel(l));
  if (bad !== undefined) return err(`--opponents: no bot level '${bad}' (levels: ${BOT_LEVELS.join(', ')})`);
  if (levels.length === 1) return ok(Array.from({ length: players - 1 }, () => levels[0]!));
  if (levels.length !== players - 1) {
    return err(`--opponents lists ${levels.length} levels for ${players - 1} other seats: give one, or one per seat`);
  }
  return ok(levels);
}
