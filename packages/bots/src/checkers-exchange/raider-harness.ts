/**
 * The raid measurement of issue 27: one scripted raider (raider.ts) against bots of one level. The raider's seat
 * rotates over the table; its target is the first firm (firm order) that another seat directs at the start. A raid
 * is `taken` when the raider became the target's director at some meeting, `kept` when it still directs it at the
 * end of the game.
 */
import { checkersExchange, CheckersExchange, startMatch, unwrap, type AnyGame } from '@birzha/engine';
import { playMatch } from '../arena.ts';
import type { Bot } from '../bot.ts';
import { raiderBot } from './raider.ts';

type State = CheckersExchange.State;

const game = checkersExchange as unknown as AnyGame;
const { FIRMS } = CheckersExchange;

export interface RaidTally {
  readonly games: number;
  readonly taken: number;
  readonly kept: number;
}

/**
 * Plays `games` raids against `defender` bots at a table of `players` (options: untimed, default years); `premium`
 * scales the raider's auction bid for the target (raider.ts).
 */
export function measureRaids(defender: Bot, games: number, players = 4, seed = 'raid', premium = 1): RaidTally {
  let taken = 0;
  let kept = 0;
  for (let g = 0; g < games; g++) {
    const raider = g % players;
    const options = { timing: 'untimed' };
    const dealSeed = `${seed}-${g}`;
    const start = unwrap(startMatch(game, { players, options, seed: dealSeed }), 'raid start').state as State;
    const target = FIRMS.find((f) => start.firms[f].director !== raider)!;
    const bots = Array.from({ length: players }, (_, s) => (s === raider ? raiderBot(target, premium) : defender));
    let took = false;
    const { state } = playMatch({
      game,
      players,
      options,
      seed: dealSeed,
      bots,
      onView: (view) => {
        if ((view as State).firms[target].director === raider) took = true;
      },
    });
    // a meeting of the last year ends the game in the same move: no view shows its result, the final state does
    const holds = (state as State).firms[target].director === raider;
    if (took || holds) taken++;
    if (holds) kept++;
  }
  return { games, taken, kept };
}
