import { createRng, determinizer, rngFromSeed, type AnyGame, type Seat } from '@birzha/engine';
import { BotError, MAX_TURN_MOVES, canAct, type Bot } from './bot.ts';

/**
 * Plays uniformly random legal moves for any game (through its determinizer): the view becomes a full state consistent with
 * what the seat knows (hidden parts sampled from the seed), and the seat plays random moves from `legalMoves` on it
 * until it may no longer act. Legality of the seat's own moves depends only on what it sees, so the moves are legal
 * in the real state too.
 */
export const randomBot: Bot = {
  level: 'random',
  chooseTurn(game: AnyGame, view: unknown, seat: Seat, seed: string): unknown[] {
    // Separate streams for the hidden cards and for the choices, so that neither shifts the other.
    let state = determinizer(game)(view, seat, rngFromSeed(`${seed}/determinize`));
    const rng = createRng(rngFromSeed(`${seed}/moves`));
    const moves: unknown[] = [];
    while (canAct(game, state, seat)) {
      if (moves.length === MAX_TURN_MOVES)
        throw new BotError(`${game.meta.id}: seat ${seat} still acts after ${MAX_TURN_MOVES} moves`);
      const legal = game.legalMoves(state, seat);
      if (legal.length === 0) break;
      const move = legal[rng.int(legal.length)];
      const next = game.play(state, seat, move);
      if (!next.ok)
        throw new BotError(`${game.meta.id}: legalMoves listed a move that play refused: ${next.error.code}`);
      moves.push(move);
      state = next.value.state;
    }
    return moves;
  },
};
