import {
  playAll,
  recordOf,
  startMatch,
  unwrap,
  type AnyGame,
  type MatchRecord,
  type Outcome,
  type RecordedMove,
  type Seat,
} from '@birzha/engine';
import { BotError, type Bot } from './bot.ts';

/** One bot match: every seat is played by a bot that gets only `game.view(state, seat)`. */
export interface ArenaMatch {
  readonly game: AnyGame;
  readonly players: number;
  /** Raw options, parsed by the game. */
  readonly options: unknown;
  readonly seed: string;
  /** One bot per seat. */
  readonly bots: readonly Bot[];
  /** Called with every view before it goes to a bot (tests freeze or inspect it). */
  readonly onView?: (view: unknown, seat: Seat) => void;
}

export interface ArenaResult {
  readonly record: MatchRecord;
  readonly state: unknown;
  readonly outcome: Outcome;
  /** Bot turns (calls of chooseTurn). */
  readonly turns: number;
}

/**
 * Plays a whole match the way the server does: the seat to act gets its view, its bot returns moves, and they are
 * applied all or none (`playAll`). An empty or refused turn is a bot bug and throws a BotError naming it; bad options
 * are the caller's bug and throw too.
 */
export function playMatch(match: ArenaMatch): ArenaResult {
  const { game, players, seed, bots } = match;
  if (bots.length !== players) throw new Error(`playMatch: ${bots.length} bots for ${players} seats`);
  const start = { players, options: match.options, seed };
  let state = unwrap(startMatch(game, start), 'playMatch: start').state;
  const moves: RecordedMove[] = [];
  let turns = 0;
  for (;;) {
    const outcome = game.outcome(state);
    if (outcome !== undefined) return { record: recordOf(game, start, moves), state, outcome, turns };
    const seat = game.toAct(state)[0];
    if (seat === undefined) throw new Error('playMatch: a running game with nobody to act');
    const bot = bots[seat]!;
    const view = game.view(state, seat);
    match.onView?.(view, seat);
    const chosen = bot.chooseTurn(game, view, seat, `${seed}/turn-${turns}`);
    turns++;
    if (chosen.length === 0)
      throw new BotError(`${bot.level} bot of seat ${seat} returned no moves at move ${moves.length}`);
    const r = playAll(game, state, seat, chosen);
    if (!r.ok) {
      throw new BotError(
        `${bot.level} bot of seat ${seat}: move ${r.error.index} of ${JSON.stringify(chosen)} refused with ${r.error.error.code}` +
          ` (seed ${seed}, after ${moves.length} moves)`,
      );
    }
    for (const move of chosen) moves.push({ seat, move });
    state = r.value.state;
  }
}
