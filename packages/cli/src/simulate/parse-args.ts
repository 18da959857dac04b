import { err, getGame, GAME_IDS, ok, startMatch, type Result, type Violation } from '@birzha/engine';
import { describeViolation } from '../describe-violation.ts';
import { parseOptionsFlags } from '../options-flag.ts';
import { BOT_KINDS, matchSeed, type BotKind, type SimulateConfig } from './config.ts';
import { parseCount } from './parse-count.ts';
import { parsePlayers, type PlayersFlag } from './players-flag.ts';

export { parseCount };

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

/** Which flag a refused start points at. */
function refusal(error: Violation, players: PlayersFlag, count: number): string {
  if (error.code === 'BAD_PLAYER_COUNT') {
    return players.range ? `--players ${players.from}..${players.to} (${count} players)` : `--players ${count}`;
  }
  return error.code === 'BAD_OPTION' ? 'bad options' : 'setup failed';
}

/** Checks every flag (and a trial setup) before anything runs; the error is a one-line message. */
export function parseSimulateArgs(flags: SimulateFlags): Result<SimulateConfig, string> {
  const game = getGame(flags.game);
  if (game === undefined) return err(`unknown game '${flags.game}' (known: ${GAME_IDS.join(', ')})`);
  const players = parsePlayers(flags.players);
  if (!players.ok) return players;
  const { from, to, range } = players.value;
  const games = parseCount(flags.games, '--games', 1);
  if (!games.ok) return games;
  const bots = parseBots(flags.bots);
  if (!bots.ok) return bots;
  if (bots.value.length > 1 && from !== to) {
    return err(`--bots lists one bot per seat, which needs a single player count, not --players ${from}..${to}`);
  }
  if (bots.value.length !== 1 && bots.value.length !== from) {
    return err(`--bots lists ${bots.value.length} bots: give one for every seat or one for all ${from}`);
  }
  const raw = parseOptionsFlags(flags.options, flags.variant);
  if (!raw.ok) return raw;
  const rawOptions = raw.value;
  const { minPlayers, maxPlayers } = game.meta;
  if (from < minPlayers || to > maxPlayers) {
    const given = range ? `${from}..${to}` : `${from}`;
    return err(`--players ${given}: ${game.meta.id} is for ${minPlayers}..${maxPlayers} players`);
  }
  const seed = flags.seed;
  // A trial setup at every count, each with the seed of the first match played at that count.
  let options: unknown;
  for (let count = from; count <= to; count++) {
    const trial = startMatch(game, { players: count, options: rawOptions, seed: matchSeed(seed, count - from) });
    if (!trial.ok) return err(`${refusal(trial.error, players.value, count)}: ${describeViolation(trial.error)}`);
    options ??= trial.value.options;
    // Every match (and failure record) is set up with these options, so they must not depend on the count.
    if (JSON.stringify(trial.value.options) !== JSON.stringify(options)) {
      return err(`--players ${from}..${to}: ${game.meta.id} reads these options differently for ${count} players`);
    }
  }
  return ok({
    game,
    players: from,
    ...(range ? { playersUpTo: to } : {}),
    games: games.value,
    seed,
    options,
    bots: bots.value,
    check: flags.check,
  });
}
