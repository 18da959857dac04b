import { getGame, type Outcome } from '@birzha/engine';
import type { BotLimits } from './bot.ts';
import { playMatch } from './arena.ts';
import { botAt, dealSeed, gameAt, seatingSeed, seatOf } from './arena-seating.ts';
import { GAME_ARENA_STATS, getBot } from './registry.ts';

/** A whole `birzha arena` run as plain data (it crosses to worker threads): who plays what, on which deals. */
export interface ArenaSpec {
  readonly gameId: string;
  readonly players: number;
  /** Raw options, parsed by the game. */
  readonly options: unknown;
  readonly seed: string;
  /** The lineup: one level per bot, `levels[i]` is bot i (it takes seat i under seating 0). */
  readonly levels: readonly string[];
  readonly limits?: BotLimits;
  readonly check: boolean;
}

/** One played game, by bot (lineup index) rather than by seat. */
export interface ArenaGameDigest {
  readonly deal: number;
  readonly rotation: number;
  /** The bot's share of first place: 1, 1/k in a k-way tie for first, else 0. */
  readonly share: readonly number[];
  /** The bot's place, 1 = first; tied seats share the mean of the places they span (a 2-way tie for first: 1.5). */
  readonly place: readonly number[];
  /** Wall milliseconds of each of the bot's decisions. */
  readonly ms: readonly (readonly number[])[];
  /** The game's own figures (GAME_ARENA_STATS); {} for a game without. */
  readonly stats: Readonly<Record<string, number>>;
  readonly moves: number;
}

/** First-place share and place of every seat of an outcome (ranking groups, best first). */
export function placesOf(outcome: Outcome, players: number): { share: number[]; place: number[] } {
  const share = Array<number>(players).fill(0);
  const place = Array<number>(players).fill(players);
  let before = 0;
  for (const [g, group] of outcome.ranking.entries()) {
    for (const seat of group) {
      place[seat] = before + (group.length + 1) / 2;
      if (g === 0) share[seat] = 1 / group.length;
    }
    before += group.length;
  }
  return { share, place };
}

/** Plays game `index` of the run (its deal and seating: arena-seating.ts) and digests it. */
export function playArenaGame(spec: ArenaSpec, index: number): ArenaGameDigest {
  const game = getGame(spec.gameId);
  if (game === undefined) throw new Error(`unknown game '${spec.gameId}'`);
  const { players } = spec;
  const { deal, rotation } = gameAt(index, players);
  const bots = Array.from({ length: players }, (_, seat) =>
    getBot(spec.gameId, spec.levels[botAt(seat, rotation, players)]!),
  );
  const r = playMatch({
    game,
    players,
    options: spec.options,
    seed: dealSeed(spec.seed, deal),
    choiceSeed: seatingSeed(spec.seed, deal, rotation),
    bots,
    check: spec.check,
    ...(spec.limits === undefined ? {} : { limits: spec.limits }),
  });
  const bySeat = placesOf(r.outcome, players);
  const seats = spec.levels.map((_, bot) => seatOf(bot, rotation, players));
  const stats = GAME_ARENA_STATS[spec.gameId]?.(game, r.record, Array<boolean>(players).fill(true)) ?? {};
  return {
    deal,
    rotation,
    share: seats.map((s) => bySeat.share[s]!),
    place: seats.map((s) => bySeat.place[s]!),
    ms: seats.map((s) => r.msBySeat[s]!),
    stats,
    moves: r.record.moves.length,
  };
}
