import type { Notice, Seat } from '../../core/game.ts';
import { isActive } from './accounts.ts';
import { FIRMS } from './config.ts';
import type { Event, State } from './types.ts';

/** Whether the seat has a vote at a meeting: shares of some firm, its own or through a firm it directs (8.10). */
function holdsShares(state: State, seat: Seat): boolean {
  const own = state.seats[seat]?.holdings;
  if (own !== undefined && FIRMS.some((f) => own[f] > 0)) return true;
  return FIRMS.some(
    (d) => state.firms[d].director === seat && FIRMS.some((f) => f !== d && state.firms[d].holdings[f] > 0),
  );
}

/**
 * What a transition tells a seat while it is away (Game.notices): a shareholders' meeting was called (spec 8.9 step 5:
 * a request stood at the session close). Meetings are held in all eight firms at once (8.10), so every active seat
 * holding shares of a firm is told.
 */
export function notices(events: readonly Event[], after: State): readonly Notice[] {
  const called = events.some((e) => e.type === 'stageOpened' && e.phase === 'meeting');
  if (!called) return [];
  const out: Notice[] = [];
  for (let seat = 0; seat < after.players; seat++)
    if (isActive(after, seat) && holdsShares(after, seat)) out.push({ seat, kind: 'meeting' });
  return out;
}
