import type { Seat } from '@birzha/engine';
import type { Update } from '@birzha/protocol';
import { recentFrom, type LiveMatch } from '../matches/live-match.ts';
import type { MatchRegistry } from '../matches/registry.ts';
import { joinTransitions, storedTransitions } from '../matches/stored-transitions.ts';
import type { Store } from '../store/store.ts';
import { updateFor } from './viewer-messages.ts';

/**
 * The update that answers a subscribe from version `since`, and the copy of the table it was made from; the update is
 * null when a snapshot must answer (no `since`, a version this copy has not reached, or transitions neither remembered
 * nor to be rebuilt). Transitions this process does not remember (it loaded the table after the viewer's last update)
 * are rebuilt from the store, so that the viewer gets the log lines in between rather than a snapshot (issue 28 point
 * 4). The copy is looked up again after the store's answer: the update covers every change whose message was held
 * meanwhile.
 */
export async function resumeUpdate(
  store: Store,
  registry: MatchRegistry,
  live: LiveMatch,
  since: number | undefined,
  seat: Seat | null,
  legal: boolean,
): Promise<{ readonly now: LiveMatch; readonly update: Update | null }> {
  const remembered = since === undefined || recentFrom(live, since) >= 0;
  const stored = remembered ? null : await storedTransitions(store, live, since);
  const now = registry.peek(live.table.id) ?? live;
  const recent = stored === null ? null : joinTransitions(now, stored);
  const update =
    since === undefined || since > now.version
      ? null
      : updateFor(recent === null ? now : { ...now, recent }, since, seat, legal);
  return { now, update };
}
