import { useCallback, useEffect, useReducer } from 'react';
import { PACE_MS, usePreferences } from './preferences.ts';

/** What a board shows of a stream of values at the player's pace. */
export interface Paced<T> {
  /** The value on screen: the newest, or an older one still being shown. */
  readonly shown: T;
  /** Newer values waiting their turn after it. */
  readonly pending: number;
  /** Shows the newest value at once. */
  readonly skip: () => void;
}

interface State<T> {
  readonly latest: T;
  readonly shown: T;
  readonly queue: readonly T[];
  /** The shown value is still within its time on screen (a new one waits for the next turn). */
  readonly holding: boolean;
}

type Action<T> = { kind: 'arrive'; value: T; ms: number } | { kind: 'next' } | { kind: 'skip' };

function reduce<T>(s: State<T>, a: Action<T>): State<T> {
  switch (a.kind) {
    case 'arrive':
      if (a.ms === 0) return { latest: a.value, shown: a.value, queue: [], holding: false };
      // Nothing on screen is being held: the new value shows at once, for its time.
      if (!s.holding) return { latest: a.value, shown: a.value, queue: [], holding: true };
      return { ...s, latest: a.value, queue: [...s.queue, a.value] };
    case 'next': {
      const [head, ...rest] = s.queue;
      if (head === undefined) return s.holding ? { ...s, holding: false } : s;
      return { ...s, shown: head, queue: rest };
    }
    case 'skip':
      return s.queue.length === 0 ? s : { ...s, shown: s.latest, queue: [] };
  }
}

/**
 * Shows a stream of values (a board's view after each update) one by one at the pace the player chose in the header
 * (`PACE_MS`): each new value stays on screen that long before the next queued one; at `instant`, or when `enabled`
 * is false (a replay steps by itself), the newest shows at once. The first value is shown at once: what a page loads
 * is where the match stands, not something to play out. `catchUp` (my turn has come) drops the backlog and shows the
 * newest: the controls must never wait for a show.
 *
 * A new value is told by identity, so pass the same object for the same state (React state and a memo do).
 */
export function usePaced<T>(value: T, { enabled = true, catchUp = false } = {}): Paced<T> {
  const { pace } = usePreferences();
  const ms = enabled ? PACE_MS[pace] : 0;
  const [s, dispatch] = useReducer(reduce<T>, value, (v): State<T> => ({
    latest: v,
    shown: v,
    queue: [],
    holding: false,
  }));
  // Queued while rendering the value that brings it, so the first frame already shows the right one.
  if (s.latest !== value) dispatch({ kind: 'arrive', value, ms });
  if ((ms === 0 || catchUp) && s.queue.length > 0) dispatch({ kind: 'skip' });
  useEffect(() => {
    if (!s.holding) return;
    const id = setTimeout(() => dispatch({ kind: 'next' }), ms);
    return () => clearTimeout(id);
  }, [s.holding, s.shown, ms]);
  const skip = useCallback(() => dispatch({ kind: 'skip' }), []);
  return { shown: s.shown, pending: s.queue.length, skip };
}
