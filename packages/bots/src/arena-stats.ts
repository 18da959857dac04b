import type { AnyGame, MatchRecord } from '@birzha/engine';

/**
 * Figures a game adds to `birzha arena`'s report (issue 27), computed from a finished match's record (by replaying it:
 * the record has every move, and replaying gives every event and state). `bots[seat]` tells whether a bot played the
 * seat (in the arena every seat; a server's table may mix). Each figure is one number per match; the arena reports
 * its mean over the games. A game's bots folder exports one (`<game>/arena-stats.ts`), listed in GAME_ARENA_STATS.
 */
export type ArenaStats = (game: AnyGame, record: MatchRecord, bots: readonly boolean[]) => Record<string, number>;
