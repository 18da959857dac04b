import { arenaLevels, arenaSize, type ArenaGameDigest, type ArenaSpec } from '@birzha/bots';
import { getGame } from '@birzha/engine';
import { ordinal, rate, rating, type Rating } from 'openskill';
import type { ArenaConfig } from './config.ts';

/**
 * `birzha ladder` (issue 27): every level of a game (its own bots' and random) plays every other on seat-rotated
 * deals, and each game moves an OpenSkill rating (Weng-Lin, the `openskill` package's defaults: mu 25, sigma 25/3)
 * per level. With more seats than two levels fill, the seats alternate between the pair (a, b, a, ...); with an odd
 * count the pair also plays the lineup that starts with b, so neither has the extra seat more often. In each game the
 * level whose seats have the better mean place wins (equal: a draw).
 */

/** One pairing's run: the pair, and the lineup (levels by bot index) it is played with. */
export interface LadderRun {
  readonly a: string;
  readonly b: string;
  readonly config: ArenaConfig;
}

/** A validated ladder: the game, its seats, the runs in the order they are rated. */
export interface LadderPlan {
  readonly gameId: string;
  readonly players: number;
  readonly levels: readonly string[];
  /** --games: games per lineup, rounded up to whole rotations. */
  readonly gamesPerLineup: number;
  readonly seed: string;
  readonly runs: readonly LadderRun[];
}

/** Seats alternating between two levels, `first` in seat 0. */
function alternate(first: string, second: string, players: number): string[] {
  return Array.from({ length: players }, (_, s) => (s % 2 === 0 ? first : second));
}

/** Every pairing's lineups for a game already checked (game id, seats, games per lineup). */
export function planLadder(gameId: string, players: number, games: number, seed: string, workers: number): LadderPlan {
  const levels = arenaLevels(gameId);
  const { deals, games: rounded } = arenaSize(games, players);
  const runs: LadderRun[] = [];
  for (let i = 0; i < levels.length; i++) {
    for (let j = i + 1; j < levels.length; j++) {
      const a = levels[i]!;
      const b = levels[j]!;
      const lineups =
        players % 2 === 0 ? [alternate(a, b, players)] : [alternate(a, b, players), alternate(b, a, players)];
      for (const [k, lineup] of lineups.entries()) {
        const spec: ArenaSpec = {
          gameId,
          players,
          options: {},
          seed: `${seed}/${a}-${b}/${k}`,
          levels: lineup,
          check: false,
        };
        runs.push({ a, b, config: { spec, deals, games: rounded, asked: games, workers } });
      }
    }
  }
  return { gameId, players, levels, gamesPerLineup: rounded, seed, runs };
}

/** The default seat count of a ladder: the game's smallest table. */
export function defaultLadderPlayers(gameId: string): number | undefined {
  return getGame(gameId)?.meta.minPlayers;
}

/** A level's rating at the end of the ladder. */
export interface LadderRow {
  readonly level: string;
  readonly mu: number;
  readonly sigma: number;
  /** mu − 3 sigma: the conservative estimate the table is sorted by. */
  readonly ordinal: number;
  readonly games: number;
}

/** Mean place of each level's seats in one game (lineup by bot index). */
function meanPlaceOf(level: string, lineup: readonly string[], d: ArenaGameDigest): number {
  const places = lineup.flatMap((l, bot) => (l === level ? [d.place[bot]!] : []));
  return places.reduce((s, p) => s + p, 0) / places.length;
}

/**
 * Rates the levels from every run's games, runs in plan order and each run's games by (deal, seating), so the table
 * does not depend on which thread finished first.
 */
export function rateLadder(plan: LadderPlan, digests: readonly (readonly ArenaGameDigest[])[]): LadderRow[] {
  const ratings = new Map<string, Rating>(plan.levels.map((l) => [l, rating()]));
  const games = new Map<string, number>(plan.levels.map((l) => [l, 0]));
  for (const [r, run] of plan.runs.entries()) {
    const ordered = [...(digests[r] ?? [])].sort((x, y) => x.deal - y.deal || x.rotation - y.rotation);
    for (const d of ordered) {
      const { levels } = run.config.spec;
      const pa = meanPlaceOf(run.a, levels, d);
      const pb = meanPlaceOf(run.b, levels, d);
      const [[na], [nb]] = rate([[ratings.get(run.a)!], [ratings.get(run.b)!]], { rank: [pa, pb] });
      ratings.set(run.a, na!);
      ratings.set(run.b, nb!);
      games.set(run.a, games.get(run.a)! + 1);
      games.set(run.b, games.get(run.b)! + 1);
    }
  }
  const round = (x: number): number => Number(x.toFixed(3));
  return plan.levels
    .map((level) => {
      const { mu, sigma } = ratings.get(level)!;
      return {
        level,
        mu: round(mu),
        sigma: round(sigma),
        ordinal: round(ordinal({ mu, sigma })),
        games: games.get(level)!,
      };
    })
    .sort((x, y) => y.ordinal - x.ordinal);
}

/** The text table of `birzha ladder`. */
export function formatLadder(plan: LadderPlan, rows: readonly LadderRow[], seconds: number): string {
  const lines = [
    `${plan.gameId}, ${plan.players} players, seed ${plan.seed}: every level against every other, ` +
      `${plan.gamesPerLineup} seat-rotated games per lineup (${plan.runs.length} lineup${plan.runs.length === 1 ? '' : 's'}); OpenSkill (mu - 3 sigma)`,
  ];
  const width = Math.max(5, ...rows.map((r) => r.level.length));
  lines.push(`${'level'.padEnd(width)}  ${'mu'.padStart(7)}  ${'sigma'.padStart(6)}  ${'ordinal'.padStart(8)}  games`);
  for (const r of rows) {
    lines.push(
      `${r.level.padEnd(width)}  ${r.mu.toFixed(2).padStart(7)}  ${r.sigma.toFixed(2).padStart(6)}  ` +
        `${r.ordinal.toFixed(2).padStart(8)}  ${String(r.games).padStart(5)}`,
    );
  }
  lines.push(`time ${seconds.toFixed(2)} s`);
  return lines.join('\n') + '\n';
}
