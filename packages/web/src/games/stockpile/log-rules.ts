import type { Stockpile } from '@birzha/engine';
import type { LogRules } from '../../table/log-order.ts';

function asEvent(e: unknown): Stockpile.Event | undefined {
  return typeof e === 'object' && e !== null && 'type' in e ? (e as Stockpile.Event) : undefined;
}

/** Stockpile's log is cut at `roundStarted` (a round, named by its first player) and `gameOver`. */
export const STOCKPILE_LOG: LogRules = {
  turnStart: (e) => {
    const ev = asEvent(e);
    return ev?.type === 'roundStarted' ? { seat: ev.firstPlayer, round: ev.round } : null;
  },
  isEnd: (e) => asEvent(e)?.type === 'gameOver',
};
