import { Stockpile } from '@birzha/engine';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LogItem } from '../../table/use-table.ts';
import { PACE_MS, usePreferences, type Pace } from '../../ui/preferences.ts';
import { isAppended, movementSteps, type MovementStep } from './movement-steps.ts';

/** One step of a show waiting its turn: the step, the view before the update that brought it, where that began. */
interface Queued {
  readonly step: MovementStep;
  /** The view as it was before the update whose events hold the step. */
  readonly base: Stockpile.View;
  /** The log index of that update's first event. */
  readonly from: number;
  /** When the step leaves the screen (ms since the epoch). */
  readonly until: number;
}

export interface Show {
  /** The view to draw: the table as it is, or as it was at the step on screen. */
  readonly view: Stockpile.View;
  /** The log to draw: all of it, or up to the step on screen. */
  readonly log: readonly LogItem[];
  /** The step on screen, or null when no show plays. */
  readonly step: MovementStep | null;
  /** Steps still to come after it. */
  readonly left: number;
  /** The companies whose price the step on screen moved. */
  readonly moved: readonly Stockpile.CompanyId[];
  readonly skip: () => void;
}

/**
 * How long a step stays on screen at a pace: the engine's time at the normal pace (the server starts the next
 * clocks when a show of that length is over), shorter at a faster pace, never longer; no show at `instant`.
 */
export function stepMs(pace: Pace): number {
  const normal = Stockpile.SHOW_STEP_SECONDS * 1000;
  return Math.round(normal * Math.min(1, PACE_MS[pace] / PACE_MS.normal));
}

/**
 * Plays a Movement (and Dividend Deborah's payment) out as a live update brings it (spec 8.10, 8.11): the table is
 * drawn as it was after each step in turn (prices, money, holdings, the forecasts revealed so far, the log up to
 * there), each step for `stepMs` of the player's pace, until the last step or a skip. Only then comes what the update
 * led to: the next round's cards and forecasts, a decision, the final scoring. What the log held before (the first
 * load, a reload) is history, not played; nor is anything in a replay (`enabled` false).
 */
export function useShow(view: Stockpile.View, log: readonly LogItem[], enabled: boolean): Show {
  const { pace } = usePreferences();
  const ms = enabled ? stepMs(pace) : 0;
  const [seen, setSeen] = useState({ log, view });
  const [queue, setQueue] = useState<readonly Queued[]>([]);
  // Queued while rendering the update that brings them, so that its first frame already shows the first step.
  if (seen.log !== log) {
    setSeen({ log, view });
    if (ms > 0 && isAppended(seen.log, log)) {
      const from = seen.log.length;
      const steps = movementSteps(log, from);
      if (steps.length > 0) {
        setQueue((q) => {
          const last = q[q.length - 1];
          // A show that goes on where the one playing ends is queued after it; any other replaces what is left.
          const goesOn = last !== undefined && last.step.end === steps[0]?.at;
          const start = goesOn ? last.until : Date.now();
          const fresh = steps.map((step, k) => ({ step, base: seen.view, from, until: start + (k + 1) * ms }));
          return goesOn ? [...q, ...fresh] : fresh;
        });
      }
    }
  }
  if (ms === 0 && queue.length > 0) setQueue([]);
  const head = queue[0] ?? null;
  useEffect(() => {
    if (head === null) return;
    // Each step ends at its own time: a tab the browser slowed down catches up instead of running late.
    const id = setTimeout(
      () => setQueue((q) => q.filter((s) => s.until > Date.now())),
      Math.max(0, head.until - Date.now()),
    );
    return () => clearTimeout(id);
  }, [head]);
  const skip = useCallback(() => setQueue([]), []);
  const frame = useMemo(() => {
    if (head === null) return null;
    const events = log.slice(head.from, head.step.end).map((l) => l.event as Stockpile.Event);
    const moved = head.step.items.flatMap((l) => {
      const e = l.event as Stockpile.Event;
      return e.type === 'priceMoved' ? [e.company] : [];
    });
    return { view: Stockpile.viewAfter(head.base, events), log: log.slice(0, head.step.end), moved };
  }, [head, log]);
  if (frame === null) return { view, log, step: null, left: 0, moved: [], skip };
  return { ...frame, step: head?.step ?? null, left: Math.max(0, queue.length - 1), skip };
}
