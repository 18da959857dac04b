import { randomBot } from '@birzha/bots';
import { akcioner, determinizer, rngFromSeed, type AnyGame } from '@birzha/engine';
import type { PlayMode } from '../ipc.ts';

const game = akcioner as AnyGame;
const determinize = determinizer(game);

/**
 * The seat's legal moves when the game waits for it (the frame's toAct), worked out from its own view as a bot does
 * (the engine's legalMoves on a state determinized from the view), else null. The server sends Akcioner's boards no
 * legal moves (Game.sendsLegal), so the scripted seats list their own, as a page's board would check its moves.
 */
export function legalOf(view: unknown, seat: number, toAct: readonly number[], seed: string): unknown[] | null {
  if (!toAct.includes(seat) || view === null) return null;
  return [...game.legalMoves(determinize(view, seat, rngFromSeed(seed)), seat)];
}

/**
 * What a scripted seat sends: one uniformly random move from its `legal` list (`legalOf`, mode `move`), or the
 * random bot's whole turn decided from the seat's view (mode `turn`, one `moves` batch: spec 7.7).
 */
export function chooseMoves(
  mode: PlayMode,
  legal: readonly unknown[],
  view: unknown,
  seat: number,
  seed: string,
): unknown[] {
  if (mode === 'turn') return randomBot.chooseTurn(game, view, seat, seed);
  return [legal[Math.floor(Math.random() * legal.length)]];
}
