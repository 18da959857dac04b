import type { Viewer } from '@birzha/engine';
import type { JsonPatch, MoveStep } from '@birzha/protocol';
import { shownActor } from '../matches/history.ts';
import { recentFrom, type LiveMatch, type Transition } from '../matches/live-match.ts';
import { TurnMap } from './turn-map.ts';
import { diffViews } from './view-diff.ts';

export { diffViews } from './view-diff.ts';

/**
 * What one transition shows each kind of viewer (a seat, or every spectator at once), worked out once and shared by
 * all the connections of that viewer.
 */
interface PerViewer {
  readonly events: Map<Viewer, readonly unknown[]>;
  /** The senders of a game that shows every viewer who sent what (no `actorVisible`): one list for all. */
  steps?: readonly MoveStep[];
  /** Each viewer's JSON Patch from its view at `from` to its view at `version`. */
  readonly patches: Map<Viewer, JsonPatch>;
}

/**
 * The entries made in the current turn of the event loop, all let go when it ends (issue 28.5). A move's update
 * reaches every connection of the table in the turn its transition is remembered (the bus delivers it then), so the
 * sharing is all there; kept until the table's next move instead (half a second at a lively table), each entry
 * outlived two young-generation collections and was promoted to the old one, to die there. A viewer served in a later
 * turn (its subscribe, a snapshot's held messages) gets its patch made again from the remembered states.
 */
const cache = new TurnMap<Transition, PerViewer>();

function perViewer(t: Transition): PerViewer {
  const entries = cache.current();
  const hit = entries.get(t);
  if (hit !== undefined) return hit;
  const entry: PerViewer = { events: new Map(), patches: new Map() };
  entries.set(t, entry);
  return entry;
}

/**
 * The events of a transition as `viewer` may see them, each redacted by the state its own move led to. A viewer from
 * whom nothing is redacted gets the transition's own list: the same array for every such viewer, so its text is made
 * once (shared-updates.ts).
 */
export function viewerEvents(live: LiveMatch, t: Transition, viewer: Viewer): readonly unknown[] {
  const entry = perViewer(t);
  let events = entry.events.get(viewer);
  if (events === undefined) {
    const seen: unknown[] = [];
    t.perMove.forEach((made, i) => {
      for (const e of made) {
        const v = live.game.viewEvent(e, viewer, t.states[i]);
        if (v !== undefined) seen.push(v);
      }
    });
    const all = t.events;
    entry.events.set(viewer, (events = seen.length === all.length && seen.every((e, i) => e === all[i]) ? all : seen));
  }
  return events;
}

/**
 * Who sent each move of a transition as the viewer may know it (the history's redaction, `shownActor`): one step per
 * version, judged by the state the move led to and the live state. A game that hides no sender gives every viewer the
 * same list.
 */
export function viewerSteps(live: LiveMatch, t: Transition, viewer: Viewer): readonly MoveStep[] {
  // shownActor reads the live state when the game judges senders: a later move of this turn may change the answer.
  if (live.game.actorVisible !== undefined) return stepsOf(live, t, viewer);
  const entry = perViewer(t);
  return (entry.steps ??= stepsOf(live, t, viewer));
}

function stepsOf(live: LiveMatch, t: Transition, viewer: Viewer): MoveStep[] {
  return t.moves.map((move, i) => ({
    version: t.from + i + 1,
    ...shownActor(live.game, { seat: t.seat, by: t.by, move }, viewer, t.states[i], live.state),
    at: t.at,
  }));
}

/**
 * The JSON Patch that turns `viewer`'s view at version `from` into its view now, made from those two views only (never
 * from the state, so it cannot leak what the views hide): one diff however many transitions lie between, shorter
 * than their patches joined. Undefined when this copy does not remember a transition from `from`. The newest
 * transition's is made once per turn for each kind of viewer.
 */
export function viewerPatch(live: LiveMatch, from: number, viewer: Viewer): JsonPatch | undefined {
  const start = recentFrom(live, from);
  const t = live.recent[start];
  const newest = live.recent[live.recent.length - 1];
  if (t === undefined || newest === undefined || newest.version !== live.version) return undefined;
  const entry = t === newest ? perViewer(t) : undefined;
  const hit = entry?.patches.get(viewer);
  if (hit !== undefined) return hit;
  // The view now is made like the one before, sharing what the move left alone, which the diff then skips.
  const before = live.game.view(t.before, viewer);
  const patch = diffViews(before, live.game.view(live.state, viewer, { state: t.before, view: before }));
  entry?.patches.set(viewer, patch);
  return patch;
}
