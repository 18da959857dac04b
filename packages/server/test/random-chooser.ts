import { GAME_BOTS } from '@birzha/bots';
import { createRng, getGame, rngFromSeed, type Seat } from '@birzha/engine';
import type { BotChooser } from '../src/matches/bot-driver.ts';

/**
 * An in-process random bot for tests: the game's own random bot where it has one (it knows where a turn must stop,
 * e.g. before cards it has not seen come into play), else determinize the view, then random legal moves until the
 * seat's turn ends.
 */
export const randomChooser: BotChooser = {
  async chooseTurn(gameId, view, seat, _level, seed) {
    const game = getGame(gameId);
    if (game === undefined) throw new Error(`no game ${gameId}`);
    // A game's own random bot first: a game without a determinizer (Checkers Exchange) has one.
    const own = Object.hasOwn(GAME_BOTS, gameId) ? GAME_BOTS[gameId]?.['random'] : undefined;
    if (own !== undefined) return own.chooseTurn(game, view, seat, seed);
    if (game.determinize === undefined) throw new Error(`no determinize for ${gameId}`);
    const rng = createRng(rngFromSeed(seed));
    let state = game.determinize(view, seat, rngFromSeed(`${seed}/d`));
    const moves: unknown[] = [];
    while (game.toAct(state).includes(seat as Seat) && moves.length < 16) {
      const legal = game.legalMoves(state, seat);
      const move = legal[rng.int(legal.length)];
      const r = game.play(state, seat, move);
      if (!r.ok) throw new Error(`random chooser: ${r.error.code}`);
      moves.push(move);
      state = r.value.state;
    }
    return moves;
  },
};
