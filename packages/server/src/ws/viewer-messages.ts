import { canSeatAct, type Seat, type Viewer } from '@birzha/engine';
import type { ChatLine, MoveStep, Snapshot, TableSummary, Update } from '@birzha/protocol';
import { matchTurn } from '../lobby/table-summary.ts';
import { shownActor } from '../matches/history.ts';
import type { LiveMatch, Transition } from '../matches/live-match.ts';
import { viewerEvents, viewerPatch } from './view-patches.ts';

/**
 * Whether a viewer gets its legal moves at the match's current state: only where a board reads them as a list (the
 * game's `sendsLegal`, per state: a game may leave out a phase whose form reads no list), or where the connection asked
 * for them on subscribe (a scripted player: every state). Other boards check a move by running `play` on a state built
 * from their view; listing every seat's moves on every update would be work and bytes for nobody.
 */
export function sendsLegal(live: LiveMatch, asked: boolean): boolean {
  return asked || (live.state !== null && live.game.sendsLegal?.(live.state) === true);
}

/**
 * What a viewer may do now: whom the game waits for (the engine's toAct, the same for every viewer), its legal moves
 * only when its seat may act and it gets them at all (`sendsLegal`), and the clock.
 */
function turnOf(
  live: LiveMatch,
  seat: Seat | null,
  askedLegal: boolean,
): Pick<Snapshot, 'toAct' | 'legal' | 'deadline' | 'banks' | 'turn'> {
  if (live.state === null) return { toAct: [], legal: null, deadline: null };
  const toAct = [...live.game.toAct(live.state)];
  const legal =
    seat !== null && sendsLegal(live, askedLegal) && canSeatAct(live.game, live.state, seat)
      ? [...live.game.legalMoves(live.state, seat)]
      : null;
  const out: Pick<Snapshot, 'toAct' | 'legal' | 'deadline' | 'banks' | 'turn'> = {
    toAct,
    legal,
    deadline: live.deadline,
  };
  // A turn-based table's banks and whose turn since when change with every turn: the page's clocks follow them.
  if (live.table.banks !== null) {
    out.banks = [...live.table.banks];
    const turn = matchTurn({ ...live, deadlines: live.deadlines });
    if (turn !== undefined && turn !== null) out.turn = turn;
  }
  return out;
}

/**
 * The full picture of a table for one viewer (`askedLegal`: the connection asked for its legal moves). Its version is
 * the summary's, which the caller made from the same `live`.
 */
export function snapshotFor(
  live: LiveMatch,
  summary: TableSummary,
  seat: Seat | null,
  chat: ChatLine[],
  askedLegal = false,
): Snapshot {
  const viewer: Viewer = seat ?? 'spectator';
  return {
    t: 'snapshot',
    table: summary,
    seat,
    view: live.state === null ? null : live.game.view(live.state, viewer),
    chat,
    ...turnOf(live, seat, askedLegal),
  };
}

/**
 * The update for one viewer covering versions `from`..live.version, or null when the transitions are no longer
 * remembered (the caller sends a snapshot instead). It carries the viewer's patch from its view at `from`, or its whole
 * view when a patch cannot be made (or, over several transitions, would be the longer).
 */
export function updateFor(live: LiveMatch, from: number, seat: Seat | null, askedLegal = false): Update | null {
  if (from === live.version) return null;
  const start = live.recent.findIndex((t) => t.from === from);
  if (start < 0) return null;
  const viewer: Viewer = seat ?? 'spectator';
  const span = live.recent.slice(start);
  const events: unknown[] = [];
  for (const t of span) events.push(...viewerEvents(live, t, viewer));
  const outcome = live.table.outcome;
  const steps: MoveStep[] = [];
  for (const t of span) steps.push(...stepsOf(live, t, viewer));
  const fields = {
    t: 'update' as const,
    table: live.table.id,
    from,
    version: live.version,
    events,
    status: live.table.status,
    outcome: outcome === null ? null : { ranking: outcome.ranking.map((g) => [...g]), scores: [...outcome.scores] },
    steps,
    ...turnOf(live, seat, askedLegal),
  };
  const patch = viewerPatch(live, from, viewer);
  if (patch === undefined) return { ...fields, view: live.game.view(live.state, viewer) };
  if (span.length === 1) return { ...fields, patch };
  const view = live.game.view(live.state, viewer);
  return JSON.stringify(patch).length < JSON.stringify(view).length ? { ...fields, patch } : { ...fields, view };
}

/**
 * Who sent each move of a transition as the viewer may know it (the history's redaction, `shownActor`): one step per
 * version, judged by the state the move led to and the live state.
 */
function stepsOf(live: LiveMatch, t: Transition, viewer: Viewer): MoveStep[] {
  return t.moves.map((move, i) => ({
    version: t.from + i + 1,
    ...shownActor(live.game, { seat: t.seat, by: t.by, move }, viewer, t.states[i], live.state),
    at: t.at,
  }));
}
