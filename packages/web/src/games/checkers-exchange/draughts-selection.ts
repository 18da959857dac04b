import { useCallback, useState } from 'react';
import { clickSquare, type PathState, type Ply } from './draughts-paths.ts';

/** What a click on a square did while it was my turn (the zone sends the ply or explains the refusal). */
export type BoardClick =
  | { readonly kind: 'play'; readonly ply: Ply }
  | { readonly kind: 'changed' }
  /** A piece of the active firm that cannot move now (another one must capture, say). */
  | { readonly kind: 'notMovable' }
  | { readonly kind: 'none' };

interface Selected {
  /** The position the selection belongs to: a new ply or firm drops it. */
  readonly key: string;
  readonly from: number;
  readonly chosen: readonly number[];
}

/**
 * The selected piece and the landing squares chosen so far, for the plies of the firm to move. `key` names the
 * position: when it changes (a ply was played) the selection is gone. `firmSquares` are the squares of the active
 * firm's pieces (a click on one that cannot move is explained, not ignored).
 */
export function useDraughtsSelection(plies: readonly Ply[], key: string, firmSquares: ReadonlySet<number>) {
  const [stored, setStored] = useState<Selected | null>(null);
  const selected = stored !== null && stored.key === key ? stored : null;
  const path: PathState | null =
    selected === null ? null : { plies: plies.filter((p) => p.from === selected.from), chosen: selected.chosen };

  const select = useCallback((from: number) => setStored({ key, from, chosen: [] }), [key]);
  const cancel = useCallback(() => setStored(null), []);
  const back = useCallback(() => {
    setStored((s) => (s === null || s.chosen.length === 0 ? null : { ...s, chosen: s.chosen.slice(0, -1) }));
  }, []);

  /** A click (or a drop) on square `index`: a step of the chosen path, a piece picked up or put down. */
  const click = (index: number): BoardClick => {
    if (path !== null && selected !== null) {
      const step = clickSquare(path, index);
      if (step.kind === 'done') return { kind: 'play', ply: step.ply };
      if (step.kind === 'narrowed') {
        setStored({ ...selected, chosen: step.chosen });
        return { kind: 'changed' };
      }
      if (index === selected.from) {
        setStored(null);
        return { kind: 'changed' };
      }
    }
    if (plies.some((p) => p.from === index)) {
      setStored({ key, from: index, chosen: [] });
      return { kind: 'changed' };
    }
    const had = selected !== null;
    setStored(null);
    if (firmSquares.has(index)) return { kind: 'notMovable' };
    return had ? { kind: 'changed' } : { kind: 'none' };
  };

  /** The ply of a path picked from the chooser's list. */
  const pick = (notation: string): Ply | undefined => path?.plies.find((p) => p.notation === notation);

  return { from: selected?.from ?? null, path, select, cancel, back, click, pick };
}
