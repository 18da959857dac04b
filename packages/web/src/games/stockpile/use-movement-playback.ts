import { useCallback, useEffect, useState } from 'react';
import type { LogItem } from '../../table/use-table.ts';
import { PACE_MS, usePreferences } from '../../ui/preferences.ts';
import { isAppended, movementSteps, type MovementStep } from './movement-steps.ts';

export interface MovementPlayback {
  /** The step on screen, or null. */
  readonly step: MovementStep | null;
  /** Steps still to come after it. */
  readonly left: number;
  readonly skip: () => void;
}

/**
 * Plays a Movement out step by step as a live update brings it: each forecast revealed, with its split, bankruptcy
 * or dividend, for the player's chosen pace (`instant`: not at all), until the last step or a skip. What the log held
 * before (the first load, a reload) is history, not played. The controls never wait for it.
 */
export function useMovementPlayback(log: readonly LogItem[], enabled: boolean): MovementPlayback {
  const { pace } = usePreferences();
  const ms = enabled ? PACE_MS[pace] : 0;
  const [seen, setSeen] = useState(log);
  const [queue, setQueue] = useState<readonly MovementStep[]>([]);
  // Queued while rendering the log that brings them, so the first frame already shows the first step.
  if (seen !== log) {
    setSeen(log);
    if (ms > 0 && isAppended(seen, log)) {
      const fresh = movementSteps(log, seen.length);
      // A new Movement replaces what is left of an older one (a fast table may bring the next round's meanwhile).
      if (fresh.length > 0)
        setQueue((q) => (q.length > 0 && q[q.length - 1]?.end === fresh[0]?.at ? [...q, ...fresh] : fresh));
    }
  }
  if (ms === 0 && queue.length > 0) setQueue([]);
  const head = queue[0] ?? null;
  useEffect(() => {
    if (head === null) return;
    const id = setTimeout(() => setQueue((q) => (q[0] === head ? q.slice(1) : q)), ms);
    return () => clearTimeout(id);
  }, [head, ms]);
  const skip = useCallback(() => setQueue([]), []);
  return { step: head, left: Math.max(0, queue.length - 1), skip };
}
