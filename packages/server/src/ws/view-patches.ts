import type { Viewer } from '@birzha/engine';
import type { JsonPatch } from '@birzha/protocol';
import type { LiveMatch, Transition } from '../matches/live-match.ts';
import { diffViews } from './view-diff.ts';

export { diffViews } from './view-diff.ts';

/**
 * What one transition shows each kind of viewer (a seat, or every spectator at once), worked out once and shared by
 * all the connections of that viewer.
 */
interface PerViewer {
  readonly events: Map<Viewer, readonly unknown[]>;
  /** Each viewer's JSON Patch from its view at `from` to its view at `version`. */
  readonly patches: Map<Viewer, JsonPatch>;
  /**
   * The views at `from` (handed on by the transition before, which made them as its views at `version`) and at
   * `version`; kept only while this transition is the newest, as `before` is.
   */
  viewsBefore: Map<Viewer, unknown> | null;
  viewsAfter: Map<Viewer, unknown> | null;
}

// Keyed by the transition object: an entry goes when its transition leaves `recent` (or its match leaves memory),
// or once it is PATCHED_TRANSITIONS behind the newest.
const cache = new WeakMap<Transition, PerViewer>();

/**
 * How many of the newest transitions keep their per-viewer events and patches: enough for a client that missed a few
 * moves (a reload, a short drop) to get one joined patch; one further behind gets its whole view. Keeping all 64
 * remembered transitions' patches for every viewer would cost a live match about as much again as its state.
 */
export const PATCHED_TRANSITIONS = 8;

function perViewer(live: LiveMatch, t: Transition): PerViewer {
  const hit = cache.get(t);
  if (hit !== undefined) return hit;
  const entry: PerViewer = { events: new Map(), patches: new Map(), viewsBefore: null, viewsAfter: null };
  const n = live.recent.length;
  if (live.recent[n - 1] === t && t.before !== undefined) {
    entry.viewsAfter = new Map();
    const previous = live.recent[n - 2];
    const handed = previous === undefined ? undefined : cache.get(previous);
    if (previous !== undefined && handed !== undefined && previous.version === t.from) {
      entry.viewsBefore = handed.viewsAfter;
      handed.viewsBefore = null;
      handed.viewsAfter = null;
    }
  }
  cache.set(t, entry);
  const stale = live.recent[n - 1 - PATCHED_TRANSITIONS];
  if (live.recent[n - 1] === t && stale !== undefined) cache.delete(stale);
  return entry;
}

/** The events of a transition as `viewer` may see them, each redacted by the state its own move led to. */
export function viewerEvents(live: LiveMatch, t: Transition, viewer: Viewer): readonly unknown[] {
  const entry = perViewer(live, t);
  let events = entry.events.get(viewer);
  if (events === undefined) {
    const seen: unknown[] = [];
    t.perMove.forEach((made, i) => {
      for (const e of made) {
        const v = live.game.viewEvent(e, viewer, t.states[i]);
        if (v !== undefined) seen.push(v);
      }
    });
    entry.events.set(viewer, (events = seen));
  }
  return events;
}

/**
 * The JSON Patch that turns `viewer`'s view at `t.from` into its view at `t.version`, made from those two views only
 * (never from the state, so it cannot leak what the views hide). Undefined when it can no longer be made: it was not
 * asked for while `t` was the newest transition, and the state at `t.from` is gone.
 */
export function viewerPatch(live: LiveMatch, t: Transition, viewer: Viewer): JsonPatch | undefined {
  const entry = perViewer(live, t);
  const hit = entry.patches.get(viewer);
  if (hit !== undefined) return hit;
  if (live.recent[live.recent.length - 1] !== t || t.before === undefined || live.version !== t.version)
    return undefined;
  const before = entry.viewsBefore?.get(viewer) ?? live.game.view(t.before, viewer);
  let after = entry.viewsAfter?.get(viewer);
  if (after === undefined) {
    after = live.game.view(live.state, viewer);
    entry.viewsAfter?.set(viewer, after);
  }
  const patch = diffViews(before, after);
  entry.patches.set(viewer, patch);
  return patch;
}
