import {
  addArenaGame,
  arenaBotReports,
  arenaStatsMeans,
  createArenaTally,
  type ArenaBotReport,
  type ArenaGameDigest,
} from '@birzha/bots';
import type { ArenaConfig } from './config.ts';

/** What `birzha arena --json` prints: one object. */
export interface ArenaReport {
  readonly game: string;
  readonly players: number;
  /** The table options played, every default explicit (`--options`, `--variant`). */
  readonly options: unknown;
  /** Games played: deals × seatings (every bot in every seat on every deal). */
  readonly games: number;
  readonly deals: number;
  readonly seatings: number;
  readonly seed: string;
  /** The --ms cap per decision, or null for each level's own time. */
  readonly ms: number | null;
  readonly check: boolean;
  readonly bots: readonly ArenaBotReport[];
  /** The game's own figures (GAME_ARENA_STATS), each the mean per game. */
  readonly stats: Readonly<Record<string, number>>;
  readonly seconds: number;
}

export function arenaReport(config: ArenaConfig, digests: readonly ArenaGameDigest[], seconds: number): ArenaReport {
  const { spec } = config;
  const tally = createArenaTally(spec.levels, spec.limits?.ms);
  for (const d of digests) addArenaGame(tally, d);
  return {
    game: spec.gameId,
    players: spec.players,
    options: spec.options,
    games: tally.games,
    deals: config.deals,
    seatings: spec.players,
    seed: spec.seed,
    ms: spec.limits?.ms ?? null,
    check: spec.check,
    bots: arenaBotReports(tally),
    stats: arenaStatsMeans(tally),
    seconds: Math.round(seconds * 100) / 100,
  };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

/** The human-readable report (stdout without --json). */
export function formatArenaReport(r: ArenaReport, asked: number): string {
  const lines: string[] = [];
  const rounded = asked === r.games ? '' : ` (--games ${asked} rounded up to whole rotations)`;
  lines.push(
    `${r.game}, ${r.players} players, options ${JSON.stringify(r.options)}, seed ${r.seed}: ${r.games} games = ${r.deals} deals × ${r.seatings} seatings${rounded},`,
  );
  lines.push(
    `every bot in every seat on the same deals; ${r.check ? 'invariants checked after every move' : 'invariants NOT checked'}; ` +
      (r.ms === null ? "each level's own time per decision" : `cap ${r.ms} ms per decision`),
  );
  const width = Math.max(4, ...r.bots.map((b) => b.bot.length));
  lines.push(
    `${'bot'.padEnd(width)}  games  firsts   share  95% interval     mean place  ms/decision p50 / p99 / max  decisions  over cap`,
  );
  for (const b of r.bots) {
    const ci = `${pct(b.ci95[0])}..${pct(b.ci95[1])}`;
    const ms = `${b.msPerDecision.p50} / ${b.msPerDecision.p99} / ${b.msPerDecision.max}`;
    lines.push(
      `${b.bot.padEnd(width)}  ${String(b.games).padStart(5)}  ${String(b.firsts).padStart(6)}  ${pct(b.share).padStart(6)}  ` +
        `${ci.padEnd(15)}  ${b.meanPlace.toFixed(3).padStart(10)}  ${ms.padEnd(29)}  ${String(b.decisions).padStart(9)}  ` +
        `${r.ms === null ? '-' : b.overCap}`,
    );
  }
  for (const [key, value] of Object.entries(r.stats)) lines.push(`${key.padEnd(width + 2)}${value} (mean per game)`);
  lines.push(`time ${r.seconds} s`);
  return lines.join('\n') + '\n';
}
