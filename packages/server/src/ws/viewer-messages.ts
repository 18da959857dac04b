import { canSeatAct, type Seat, type Viewer } from '@birzha/engine';
import type { ChatLine, JsonPatch, MoveStep, Snapshot, TableSummary, Update } from '@birzha/protocol';
import { matchTurn } from '../lobby/table-summary.ts';
import { recentFrom, type LiveMatch } from '../matches/live-match.ts';
import { viewerEvents, viewerPatch, viewerSteps } from './view-patches.ts';

/**
 * Whether a viewer gets its legal moves at the match's current state: only where a board reads them as a list (the
 * game's `sendsLegal`, per state: a game may leave out a phase whose form reads no list), or where the connection asked
 * for them on subscribe (a scripted player: every state). Other boards check a move by running `play` on a state built
 * from their view; listing every seat's moves on every update would be work and bytes for nobody.
 */
export function sendsLegal(live: LiveMatch, asked: boolean): boolean {
  return asked || (live.state !== null && live.game.sendsLegal?.(live.state) === true);
}

/** Whom the game waits for (the engine's toAct) and the clock: the same for every viewer of the table. */
type TurnCommon = Pick<Snapshot, 'toAct' | 'deadline' | 'banks' | 'turn'>;

function turnCommon(live: LiveMatch): TurnCommon {
  if (live.state === null) return { toAct: [], deadline: null };
  const out: TurnCommon = { toAct: [...live.game.toAct(live.state)], deadline: live.deadline };
  // A turn-based table's banks and whose turn since when change with every turn: the page's clocks follow them.
  if (live.table.banks !== null) {
    out.banks = [...live.table.banks];
    const turn = matchTurn({ ...live, deadlines: live.deadlines });
    if (turn !== undefined && turn !== null) out.turn = turn;
  }
  return out;
}

/** A viewer's legal moves: only when its seat may act and it gets them at all (`sendsLegal`), else null. */
function legalFor(live: LiveMatch, seat: Seat | null, askedLegal: boolean): unknown[] | null {
  return live.state !== null && seat !== null && sendsLegal(live, askedLegal) && canSeatAct(live.game, live.state, seat)
    ? [...live.game.legalMoves(live.state, seat)]
    : null;
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
    ...turnCommon(live),
    legal: legalFor(live, seat, askedLegal),
  };
}

/** What an update gives every viewer of the table alike at this version, from `from`. */
export type UpdateCommon = Omit<Update, 'events' | 'steps' | 'legal' | 'patch' | 'view'>;

/** What an update gives one viewer: what it may see of the events and senders, its legal moves, and its view. */
export interface ViewerParts {
  readonly events: readonly unknown[];
  readonly steps: readonly MoveStep[];
  readonly legal: readonly unknown[] | null;
  /** The viewer's patch from its view at `from`, or its whole view (see updateFor); `text` when already serialized. */
  readonly body: { readonly key: 'patch' | 'view'; readonly value: unknown; readonly text?: string };
}

/** The fields of an update from `from` that do not depend on the viewer (see updateFor). */
export function updateCommon(live: LiveMatch, from: number): UpdateCommon {
  const outcome = live.table.outcome;
  return {
    t: 'update',
    table: live.table.id,
    from,
    version: live.version,
    status: live.table.status,
    outcome: outcome === null ? null : { ranking: outcome.ranking.map((g) => [...g]), scores: [...outcome.scores] },
    ...turnCommon(live),
  };
}

/**
 * The parts of the update for one viewer covering versions `from`..live.version that depend on the viewer, or null
 * when the transitions are no longer remembered (see updateFor).
 */
export function viewerParts(live: LiveMatch, from: number, seat: Seat | null, askedLegal = false): ViewerParts | null {
  if (from === live.version) return null;
  const start = recentFrom(live, from);
  if (start < 0) return null;
  const viewer: Viewer = seat ?? 'spectator';
  const span = live.recent.slice(start);
  // One transition's events and steps as the viewer's (shared by the viewers that see them alike), else joined.
  const events =
    span.length === 1 ? viewerEvents(live, span[0]!, viewer) : span.flatMap((t) => viewerEvents(live, t, viewer));
  const steps =
    span.length === 1 ? viewerSteps(live, span[0]!, viewer) : span.flatMap((t) => viewerSteps(live, t, viewer));
  const legal = legalFor(live, seat, askedLegal);
  const patch = viewerPatch(live, from, viewer);
  if (patch === undefined)
    return { events, steps, legal, body: { key: 'view', value: live.game.view(live.state, viewer) } };
  if (span.length === 1) return { events, steps, legal, body: { key: 'patch', value: patch } };
  const view = live.game.view(live.state, viewer);
  const patchText = JSON.stringify(patch);
  const viewText = JSON.stringify(view);
  return {
    events,
    steps,
    legal,
    body:
      patchText.length < viewText.length
        ? { key: 'patch', value: patch, text: patchText }
        : { key: 'view', value: view, text: viewText },
  };
}

/**
 * The update for one viewer covering versions `from`..live.version, or null when the transitions are no longer
 * remembered (the caller sends a snapshot instead). It carries the viewer's patch from its view at `from`, or its whole
 * view when a patch cannot be made (or, over several transitions, would be the longer).
 */
export function updateFor(live: LiveMatch, from: number, seat: Seat | null, askedLegal = false): Update | null {
  const parts = viewerParts(live, from, seat, askedLegal);
  if (parts === null) return null;
  const { events, steps, legal, body } = parts;
  const fields = {
    ...updateCommon(live, from),
    events: [...events],
    steps: [...steps],
    legal: legal === null ? null : [...legal],
  };
  return body.key === 'patch' ? { ...fields, patch: body.value as JsonPatch } : { ...fields, view: body.value };
}
