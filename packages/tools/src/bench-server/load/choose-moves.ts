import { randomBot } from '@birzha/bots';
import { akcioner, type AnyGame } from '@birzha/engine';
import type { PlayMode } from '../ipc.ts';

const game = akcioner as AnyGame;

/**
 * What a scripted seat sends: one uniformly random move from the `legal` list the server sent (mode `move`), or the
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
