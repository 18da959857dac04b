import { rngFromSeed, stockpile, Stockpile, type Seat } from '@birzha/engine';
import { BotError, MAX_TURN_MOVES } from '../bot.ts';

type View = Stockpile.View;
type Move = Stockpile.Move;

/** Picks one of the legal moves from the seat's view as it stands after the turn's earlier moves. */
export type Decide = (view: View, seat: Seat, legal: readonly Move[], index: number) => Move;

/**
 * The seat's turn: its decisions one after another on a determinized copy of its view, for as long as the game waits
 * for it in the same phase of the same round. A new phase can show the seat what it could not see (the cards of a
 * pile it won, a new hand), which the copy only guessed, so the turn ends there and the next decision is made on the
 * real view (the server and the arena ask the bot again).
 */
export function playTurn(view: View, seat: Seat, seed: string, decide: Decide): Move[] {
  if (view.viewer !== seat) throw new BotError(`the view is not seat ${seat}'s own view`);
  let state = Stockpile.determinize(view, seat, rngFromSeed(`${seed}/determinize`));
  let seen = view;
  const moves: Move[] = [];
  while (stockpile.toAct(state).includes(seat)) {
    if (moves.length === MAX_TURN_MOVES)
      throw new BotError(`stockpile: seat ${seat} still acts after ${MAX_TURN_MOVES} moves`);
    const legal = stockpile.legalMoves(state, seat);
    if (legal.length === 0) break;
    const move = decide(seen, seat, legal, moves.length);
    const next = stockpile.play(state, seat, move);
    if (!next.ok) throw new BotError(`stockpile: the bot chose ${JSON.stringify(move)}, refused: ${next.error.code}`);
    moves.push(move);
    state = next.value.state;
    if (state.phase !== view.phase || state.round !== view.round) break;
    seen = stockpile.view(state, seat);
  }
  return moves;
}
