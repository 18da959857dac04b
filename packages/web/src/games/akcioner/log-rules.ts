import type { Akcioner } from '@birzha/engine';
import type { LogRules } from '../../table/log-order.ts';

/** An Akcioner event, or undefined for anything else in the log. */
function asEvent(e: unknown): Akcioner.Event | undefined {
  return typeof e === 'object' && e !== null && 'type' in e ? (e as Akcioner.Event) : undefined;
}

/** Akcioner's log is cut at `turnStarted` (a seat's turn begins) and `gameEnded`. */
export const AKCIONER_LOG: LogRules = {
  turnStart: (e) => {
    const ev = asEvent(e);
    return ev?.type === 'turnStarted' ? { seat: ev.seat, round: ev.round } : null;
  },
  isEnd: (e) => asEvent(e)?.type === 'gameEnded',
};
