/** Whether the game waits for a seat in its own view (spec 6.1 `toAct`), and the checks every level shares. */
import { CheckersExchange, type Seat } from '@birzha/engine';
import { BotError } from '../bot.ts';

type View = CheckersExchange.View;
type FirmId = CheckersExchange.FirmId;

const R = CheckersExchange.Reads;

/** The active firm when `seat` must choose its ply now (spec 6.1 board row), else null. */
export function firmToPlay(view: View, seat: Seat): FirmId | null {
  if (view.phase !== 'board' || view.activeFirm === null || !R.isActive(view, seat)) return null;
  return R.effectiveHolder(view, view.activeFirm) === seat ? view.activeFirm : null;
}

/** Whether a simultaneous phase still waits for `seat` (active and not ready). */
export function awaitsSeat(view: View, seat: Seat): boolean {
  const simultaneous = view.phase === 'auction' || view.phase === 'session' || view.phase === 'meeting';
  return simultaneous && R.isActive(view, seat) && view.ready[seat] !== true;
}

/** The view, checked to be the seat's own (a bot never plays on another seat's view). */
export function ownView(view: unknown, seat: Seat): View {
  const v = view as View;
  if (v.viewer !== seat) throw new BotError(`checkers-exchange: the view is not seat ${seat}'s own view`);
  return v;
}
