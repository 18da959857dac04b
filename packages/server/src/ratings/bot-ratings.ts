// Bots' starting ratings (issue 27): `birzha ladder --json` output per game, kept in bot-ratings.json (made by
// import-ladder.ts), read as each people level's rating in each game when its bot account has no rated match there yet.
import { botLevelOf } from '@birzha/bots';
import { rating } from 'openskill';
import type { RatingValue } from '../store/results-store.ts';
import { FRESH } from './model.ts';

/** One level's row of a ladder (packages/cli/src/arena/ladder.ts LadderRow), under the bots' own level names. */
export interface LadderLevel {
  readonly level: string;
  readonly mu: number;
  readonly sigma: number;
  readonly ordinal: number;
  readonly games: number;
}

/** A game's ladder as `birzha ladder --json` prints it (the time it took left out). */
export interface LadderRun {
  readonly game: string;
  readonly players: number;
  readonly gamesPerLineup: number;
  readonly seed: string;
  readonly levels: readonly LadderLevel[];
}

/** bot-ratings.json: a ladder per game. */
export interface BotRatingsFile {
  readonly about: string;
  readonly games: Readonly<Record<string, LadderRun>>;
}

/**
 * The scale the ladder rates on: the `openskill` package's defaults (its `rating()`, mu 25, sigma 25/3), as
 * ladder.ts uses them. The people's model (model.ts FRESH) has the same today; `toPeopleScale` maps one onto the other
 * should either change.
 */
export const LADDER_SCALE: RatingValue = rating();

/**
 * A ladder rating on the people's scale: the same distance from a newcomer's mu in units of a newcomer's sigma, and
 * the same uncertainty relative to it (the identity while both scales are openskill's defaults).
 */
export function toPeopleScale(r: RatingValue, from: RatingValue = LADDER_SCALE, to: RatingValue = FRESH): RatingValue {
  const k = to.sigma / from.sigma;
  return { mu: to.mu + (r.mu - from.mu) * k, sigma: r.sigma * k };
}

const isFiniteNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isCount = (x: unknown): x is number => Number.isSafeInteger(x) && (x as number) >= 0;

/** A ladder's JSON output checked, or why it is not one (the import refuses it then). */
export function parseLadder(value: unknown): { ok: true; value: LadderRun } | { ok: false; error: string } {
  if (typeof value !== 'object' || value === null) return { ok: false, error: 'not a JSON object' };
  const v = value as Record<string, unknown>;
  if (typeof v['game'] !== 'string' || v['game'] === '') return { ok: false, error: 'no game' };
  if (!isCount(v['players']) || !isCount(v['gamesPerLineup'])) return { ok: false, error: 'no players or games' };
  if (typeof v['seed'] !== 'string') return { ok: false, error: 'no seed' };
  if (!Array.isArray(v['levels']) || v['levels'].length === 0) return { ok: false, error: 'no levels' };
  const levels: LadderLevel[] = [];
  for (const l of v['levels'] as unknown[]) {
    const r = (typeof l === 'object' && l !== null ? l : {}) as Record<string, unknown>;
    const { level, mu, sigma, ordinal, games } = r;
    if (typeof level !== 'string' || level === '') return { ok: false, error: 'a level without a name' };
    if (!isFiniteNumber(mu) || !isFiniteNumber(sigma) || sigma <= 0 || !isFiniteNumber(ordinal) || !isCount(games))
      return { ok: false, error: `level ${level}: mu, sigma (> 0), ordinal and games must be numbers` };
    if (levels.some((x) => x.level === level)) return { ok: false, error: `level ${level} twice` };
    levels.push({ level, mu, sigma, ordinal, games });
  }
  return {
    ok: true,
    value: { game: v['game'], players: v['players'], gamesPerLineup: v['gamesPerLineup'], seed: v['seed'], levels },
  };
}

/** The ratings file with `run` as its game's ladder (a game's earlier ladder is replaced; games kept in order). */
export function withLadder(file: BotRatingsFile, run: LadderRun): BotRatingsFile {
  const games = { ...file.games, [run.game]: run };
  return { about: file.about, games: Object.fromEntries(Object.entries(games).sort(([a], [b]) => a.localeCompare(b))) };
}

/**
 * People level `level`'s starting ratings per game, on the people's scale: the ladder row of the bot that plays it
 * (the bots registry's `botLevelOf`: 'intermediate' is played by 'heuristic'; a level it does not know is looked up
 * under its own name). A game whose ladder lacks that bot gives none.
 */
export function startingRatings(file: BotRatingsFile, level: string): { game: string; rating: RatingValue }[] {
  const bot = botLevelOf(level) ?? level;
  return Object.values(file.games).flatMap((run) => {
    const row = run.levels.find((l) => l.level === bot);
    return row === undefined ? [] : [{ game: run.game, rating: toPeopleScale(row) }];
  });
}
