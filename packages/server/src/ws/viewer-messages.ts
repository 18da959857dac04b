import type { Seat, Viewer } from '@birzha/engine';
import type { ChatLine, Snapshot, TableSummary, Update } from '@birzha/protocol';
import type { LiveMatch, Transition } from '../matches/live-match.ts';

/** What a viewer may do now: its legal moves only when its seat is to act (lila-ws habit). */
function turnOf(
  live: LiveMatch,
  seat: Seat | null,
): { toAct: number[]; legal: unknown[] | null; deadline: number | null } {
  if (live.state === null) return { toAct: [], legal: null, deadline: null };
  const toAct = [...live.game.toAct(live.state)];
  const legal = seat !== null && toAct.includes(seat) ? [...live.game.legalMoves(live.state, seat)] : null;
  return { toAct, legal, deadline: live.deadline };
}

/** The full picture of a table for one viewer. */
export function snapshotFor(live: LiveMatch, summary: TableSummary, seat: Seat | null, chat: ChatLine[]): Snapshot {
  const viewer: Viewer = seat ?? 'spectator';
  return {
    t: 'snapshot',
    table: summary,
    version: live.version,
    seat,
    view: live.state === null ? null : live.game.view(live.state, viewer),
    chat,
    ...turnOf(live, seat),
  };
}

/**
 * The update for one viewer covering versions `from`..live.version, or null when the transitions are no longer
 * remembered (the caller sends a snapshot instead).
 */
export function updateFor(live: LiveMatch, from: number, seat: Seat | null): Update | null {
  if (from === live.version) return null;
  const start = live.recent.findIndex((t) => t.from === from);
  if (start < 0) return null;
  const viewer: Viewer = seat ?? 'spectator';
  const events: unknown[] = [];
  for (const t of live.recent.slice(start) as Transition[]) {
    for (const e of t.events) {
      const seen = live.game.viewEvent(e, viewer);
      if (seen !== undefined) events.push(seen);
    }
  }
  const outcome = live.table.outcome;
  return {
    t: 'update',
    table: live.table.id,
    from,
    version: live.version,
    events,
    view: live.game.view(live.state, viewer),
    status: live.table.status,
    outcome: outcome === null ? null : { ranking: outcome.ranking.map((g) => [...g]), scores: [...outcome.scores] },
    ...turnOf(live, seat),
  };
}
