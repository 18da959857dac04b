import { replay } from '@birzha/engine';
import type { MoveRow, Store } from '../store/store.ts';
import { recentFrom, toRecord, type LiveMatch, type Transition } from './live-match.ts';

/**
 * The most versions a resuming viewer is brought up to date over by transitions rebuilt from the store (beyond it, a
 * snapshot: the log lines between are then too many to be worth a replay of the match).
 */
export const STORED_UPDATE_LIMIT = 256;

/**
 * The transitions from version `since` up to `live`'s version, one per stored batch, rebuilt from the record as the
 * history is (issue 28 point 4): for a viewer resuming from a version this process does not remember (it loaded the
 * table after the viewer's last update, or the viewer was away longer than RECENT_TRANSITIONS). Null when the span
 * is empty or over the limit, or the store no longer holds what this copy does (another process moved on: the caller
 * sends a snapshot, as before).
 */
export async function storedTransitions(store: Store, live: LiveMatch, since: number): Promise<Transition[] | null> {
  const version = live.version;
  if (since < 0 || since >= version || version - since > STORED_UPDATE_LIMIT || live.state === null) return null;
  const moves = (await store.loadMoves(live.table.id)).filter((m) => m.seq < version);
  if (moves.length !== version) return null;
  const after: unknown[] = [];
  const perMove: (readonly unknown[])[] = [];
  let before: unknown = undefined;
  const replayed = replay(live.game, toRecord(live.table, moves), {
    onStep: (step) => {
      if (step.version === since) before = step.state;
      if (step.version <= since) return;
      after.push(step.state);
      perMove.push(step.events);
    },
  });
  if (!replayed.ok) return null;
  return batchTransitions(moves.slice(since), before, after, perMove);
}

/**
 * The transitions of stored moves played from the state `before` (`after[i]` is the state move i led to, `perMove[i]`
 * its events), one per batch as the moves were applied (one seat's, at one time, by one player): a resuming or
 * catching-up viewer is sent the updates the live ones were, events redacted move by move (live-match.ts).
 */
export function batchTransitions(
  span: readonly MoveRow[],
  before: unknown,
  after: readonly unknown[],
  perMove: readonly (readonly unknown[])[],
): Transition[] {
  const out: Transition[] = [];
  for (let start = 0; start < span.length;) {
    const first = span[start] as MoveRow;
    let end = start + 1;
    while (end < span.length && sameBatch(first, span[end] as MoveRow)) end++;
    const events = perMove.slice(start, end);
    out.push({
      from: first.seq,
      version: first.seq + (end - start),
      seat: first.seat,
      by: first.by,
      moves: span.slice(start, end).map((m) => m.move),
      at: first.at,
      events: events.flat(),
      before: start === 0 ? before : after[start - 1],
      state: after[end - 1],
      perMove: events,
      states: after.slice(start, end),
    });
    start = end;
  }
  return out;
}

/** Whether a stored move continues the batch `first` began: the same seat, time and player (move-path.ts). */
function sameBatch(first: MoveRow, m: MoveRow): boolean {
  return m.seat === first.seat && m.at === first.at && m.by === first.by;
}

/**
 * The transitions a viewer at `since` needs, rebuilt ones first, then the ones `live` remembers after them (moves
 * applied while the store was read); null when the two do not meet.
 */
export function joinTransitions(live: LiveMatch, stored: readonly Transition[]): Transition[] | null {
  const end = stored.at(-1)?.version;
  if (end === undefined) return null;
  if (end === live.version) return [...stored];
  const next = recentFrom(live, end);
  return next < 0 ? null : [...stored, ...live.recent.slice(next)];
}
