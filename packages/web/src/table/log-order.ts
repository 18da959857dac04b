import type { LogItem } from './use-table.ts';

/** What a game's log is cut by: the event starting a seat's turn, and the event ending the match. */
export interface LogRules {
  /** The turn this event starts (whose, which round), or null for any other event. */
  readonly turnStart: (event: unknown) => { readonly seat: number; readonly round: number } | null;
  readonly isEnd: (event: unknown) => boolean;
}

/** One group of the log: the setup, one seat's turn, or the end of the match. */
export interface LogGroup {
  /**
   * The same live and after a reload, whatever versions the events came with: `setup`, `turn-<round>-<seat>`, `end`
   * (a seat moves once a round, so round and seat name a turn even when the log does not start at the setup).
   */
  readonly key: string;
  readonly kind: 'setup' | 'turn' | 'end';
  readonly seat: number | null;
  readonly round: number | null;
  /** The event heading the group (the turn's start, the match's end); null for the setup. */
  readonly head: LogItem | null;
  /** The group's other events in the order they happened. */
  readonly lines: readonly LogItem[];
}

/**
 * The log as the player reads it: newest group first, each group's lines in the order they happened. Groups follow
 * the events themselves, not the versions they came with: live, a whole batch of moves arrives as one version, and
 * after a reload every move is its own version; both give the same groups.
 */
export function groupLog(log: readonly LogItem[], rules: LogRules): LogGroup[] {
  const groups: {
    key: string;
    kind: LogGroup['kind'];
    seat: number | null;
    round: number | null;
    head: LogItem | null;
    lines: LogItem[];
  }[] = [];
  for (const item of log) {
    const turn = rules.turnStart(item.event);
    if (turn !== null) {
      groups.push({ key: `turn-${turn.round}-${turn.seat}`, kind: 'turn', ...turn, head: item, lines: [] });
    } else if (rules.isEnd(item.event)) {
      groups.push({ key: 'end', kind: 'end', seat: null, round: null, head: item, lines: [] });
    } else {
      let last = groups[groups.length - 1];
      if (last === undefined) {
        last = { key: 'setup', kind: 'setup', seat: null, round: null, head: null, lines: [] };
        groups.push(last);
      }
      last.lines.push(item);
    }
  }
  return groups.reverse();
}

/** Keys of the turns that are over (another turn or the end follows them), in a newest-first list of groups. */
export function finishedTurns(groups: readonly LogGroup[]): Set<string> {
  return new Set(groups.slice(1).flatMap((g) => (g.kind === 'turn' ? [g.key] : [])));
}

/**
 * The turns `next` finishes that `prev` had not: what a live update just brought, oldest first. Nothing when `prev`
 * was empty or shares no group with `next` (the first load, a reload after a gap: history, not news), and nothing
 * older than `prev`'s newest group (history fetched behind live updates that had already arrived).
 */
export function newlyFinishedTurns(prev: readonly LogGroup[], next: readonly LogGroup[]): LogGroup[] {
  const newest = prev[0];
  if (newest === undefined) return [];
  const from = next.findIndex((g) => g.key === newest.key);
  if (from < 0) return [];
  const before = finishedTurns(prev);
  const after = finishedTurns(next);
  return next
    .slice(0, from + 1)
    .filter((g) => after.has(g.key) && !before.has(g.key))
    .reverse();
}
