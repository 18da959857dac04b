import { useEffect, useMemo, useState } from 'react';
import { groupLog, newlyFinishedTurns } from '../../table/log-order.ts';
import type { LogItem } from '../../table/use-table.ts';
import { PACE_MS, usePreferences } from '../../ui/preferences.ts';
import { AKCIONER_LOG } from './log-rules.ts';
import { pricesAround, stepOf, type PlaybackStep } from './playback-steps.ts';
import type { PricePoint } from './price-history.ts';

export interface Playback {
  /** The other player's turn on the board now, or null. */
  readonly step: PlaybackStep | null;
  /** Turns waiting to be shown after it. */
  readonly pending: readonly PlaybackStep[];
  /** Their cards ("seat:card"), not on the table yet. */
  readonly hidden: ReadonlySet<string>;
}

/**
 * Plays other players' turns out on the board as live updates bring them: each finished turn of another seat is
 * queued and shown for `PACE_MS[pace]` before the next (`instant`: none is, the board just shows where it is now).
 * What was in the log before (the first load, a reload) is history and is not played.
 *
 * The board's controls never wait for this: my turn's composer shows as soon as the view says so. When my turn
 * comes, the backlog is cut to the last turn before mine (the one I answer), which then runs its normal time beside
 * my controls.
 */
export function useTurnPlayback({
  log,
  prices,
  seat,
  myTurn,
  enabled,
}: {
  log: readonly LogItem[];
  prices: PricePoint;
  /** My seat (its turns are not played back), null for a spectator. */
  seat: number | null;
  myTurn: boolean;
  /** False in a replay, which has its own stepping. */
  enabled: boolean;
}): Playback {
  const { pace } = usePreferences();
  const ms = enabled ? PACE_MS[pace] : 0;
  const groups = useMemo(() => groupLog(log, AKCIONER_LOG), [log]);
  const [seen, setSeen] = useState(groups);
  const [queue, setQueue] = useState<readonly PlaybackStep[]>([]);

  // New turns are queued while rendering the log that brings them (React's "state from props"), so the first
  // frame with the new view already shows the turn being played, never the end state first.
  if (seen !== groups) {
    setSeen(groups);
    const fresh = newlyFinishedTurns(seen, groups).filter((g) => g.seat !== seat);
    if (ms > 0 && fresh.length > 0) {
      const around = pricesAround(groups, prices);
      setQueue((q) => [...q, ...fresh.map((g) => stepOf(g, around, prices))]);
    }
  }
  if (ms === 0 && queue.length > 0) setQueue([]);
  // My turn: skip to the turn before mine at once (the rest would only hold my attention away from my move).
  if (myTurn && queue.length > 1) setQueue((q) => q.slice(-1));

  const head = queue[0] ?? null;
  const playback = useMemo(() => {
    const pending = queue.slice(1);
    const hidden = new Set(pending.flatMap((p) => (p.card === null ? [] : [p.card.id])));
    return { step: queue[0] ?? null, pending, hidden };
  }, [queue]);
  useEffect(() => {
    if (head === null) return;
    const id = setTimeout(() => setQueue((q) => (q[0] === head ? q.slice(1) : q)), ms);
    return () => clearTimeout(id);
  }, [head, ms]);

  return playback;
}
