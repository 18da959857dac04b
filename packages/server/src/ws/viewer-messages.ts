import { canSeatAct, type Seat, type Viewer } from '@birzha/engine';
import type { ChatLine, JsonPatch, Snapshot, TableSummary, Update } from '@birzha/protocol';
import type { LiveMatch } from '../matches/live-match.ts';
import { viewerEvents, viewerPatch } from './view-patches.ts';

/** What a viewer may do now: its legal moves only when its seat may act (lila-ws habit). */
function turnOf(
  live: LiveMatch,
  seat: Seat | null,
): { toAct: number[]; legal: unknown[] | null; deadline: number | null } {
  if (live.state === null) return { toAct: [], legal: null, deadline: null };
  const toAct = [...live.game.toAct(live.state)];
  const legal =
    seat !== null && canSeatAct(live.game, live.state, seat) ? [...live.game.legalMoves(live.state, seat)] : null;
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
 * remembered (the caller sends a snapshot instead). It carries the viewer's patch from its view at `from`, or its whole
 * view when a patch cannot be made (or, over several transitions, would be the longer).
 */
export function updateFor(live: LiveMatch, from: number, seat: Seat | null): Update | null {
  if (from === live.version) return null;
  const start = live.recent.findIndex((t) => t.from === from);
  if (start < 0) return null;
  const viewer: Viewer = seat ?? 'spectator';
  const span = live.recent.slice(start);
  const events: unknown[] = [];
  for (const t of span) events.push(...viewerEvents(live, t, viewer));
  const outcome = live.table.outcome;
  const fields = {
    t: 'update' as const,
    table: live.table.id,
    from,
    version: live.version,
    events,
    status: live.table.status,
    outcome: outcome === null ? null : { ranking: outcome.ranking.map((g) => [...g]), scores: [...outcome.scores] },
    ...turnOf(live, seat),
  };
  const patch: JsonPatch = [];
  for (const t of span) {
    const p = viewerPatch(live, t, viewer);
    if (p === undefined) return { ...fields, view: live.game.view(live.state, viewer) };
    patch.push(...p);
  }
  if (span.length === 1) return { ...fields, patch };
  const view = live.game.view(live.state, viewer);
  return JSON.stringify(patch).length < JSON.stringify(view).length ? { ...fields, patch } : { ...fields, view };
}
