import { createRng, rngFromSeed, type Seat, type Stockpile } from '@birzha/engine';
import { playTurn } from './turn.ts';

type View = Stockpile.View;
type Move = Stockpile.Move;

/**
 * Uniformly random legal moves. The generic random bot plays on through a phase change on its guessed copy of the
 * hidden cards (in Stockpile: the cards of a pile it wins, a new hand), and the real state then refuses those moves;
 * this one ends its turn where the seat may learn something (turn.ts).
 */
export function planRandomTurn(view: View, seat: Seat, seed: string): Move[] {
  const rng = createRng(rngFromSeed(`${seed}/moves`));
  return playTurn(view, seat, seed, (_view, _seat, legal) => legal[rng.int(legal.length)] as Move);
}
