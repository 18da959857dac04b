import type { ArenaSpec } from '@birzha/bots';

/** A validated `birzha arena` run: every flag has been checked before the first game. */
export interface ArenaConfig {
  /** What each game plays (plain data: it goes to worker threads as it is). */
  readonly spec: ArenaSpec;
  /** Deals, each played under every seating: `games = deals × players` (--games rounded up to whole rotations). */
  readonly deals: number;
  readonly games: number;
  /** The --games asked for (before rounding). */
  readonly asked: number;
  readonly workers: number;
}
