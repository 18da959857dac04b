import type { Notice } from '../../core/game.ts';
import type { Event, State } from './types.ts';

/**
 * What a transition tells a seat while it is away (Game.notices): its bid on a pile was beaten by another seat's
 * (spec 8.6: the displaced slot becomes unplaced and its seat bids again in turn). One per displaced seat.
 */
export function notices(events: readonly Event[], after: State): readonly Notice[] {
  void after;
  const out: Notice[] = [];
  for (const e of events)
    if (e.type === 'bidPlaced' && e.displaced !== null && e.displaced !== e.seat)
      if (!out.some((n) => n.seat === e.displaced)) out.push({ seat: e.displaced, kind: 'outbid' });
  return out;
}
