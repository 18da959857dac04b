import type { MoveStep } from '@birzha/protocol';
import { createContext } from 'react';

// "Since your last move" (issue 25): coming back to a table after being away, the log marks where what happened
// while I was gone begins, and one control steps through it on the board.

/**
 * The version after which the log is news to `seat`: its last move of its own (a bot's or the clock's move for the
 * seat was played while its person was away), or 0 (the setup) when it never moved. Null when nothing was played
 * since but the seat's own moves: then there is nothing to mark.
 */
export function sinceLastMove(steps: readonly MoveStep[], seat: number): number | null {
  const own = (s: MoveStep) => s.seat === seat && s.by === 'person';
  let last = 0;
  for (const s of steps) if (own(s) && s.version > last) last = s.version;
  return steps.some((s) => s.version > last && !own(s)) ? last : null;
}

/**
 * What the log panel shows of coming back: the version the divider follows, and the control that replays from there
 * (null where there is none: a replay, or a log still loading). No provider: nothing is marked.
 */
export interface SinceLastMove {
  readonly since: number;
  readonly replay: (() => void) | null;
}

export const SinceLastMoveContext = createContext<SinceLastMove | null>(null);
