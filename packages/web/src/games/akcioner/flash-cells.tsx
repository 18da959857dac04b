import { useLayoutEffect, useRef, type ReactNode } from 'react';
import './playback.css';

/**
 * Highlights some cells of what it wraps, named by their test ids (the accounts' `shares-<seat>-<colour>`,
 * `cash-<seat>`), for as long as `cells` names them. A wrapper, so the zone inside needs no change: it marks the
 * cells with `data-flash`, an attribute React does not manage there. `display: contents` keeps the zone in the grid.
 */
export function FlashCells({
  turn,
  cells,
  children,
}: {
  /** Which turn's changes these are: the same cells flash again for the next turn. */
  turn: string | null;
  cells: readonly string[];
  children: ReactNode;
}) {
  const root = useRef<HTMLDivElement>(null);
  const ids = cells.join(' ');
  useLayoutEffect(() => {
    const el = root.current;
    if (el === null || turn === null || ids === '') return;
    const marked = ids.split(' ').flatMap((id) => [...el.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)]);
    for (const m of marked) {
      // Reading the layout between removing and setting restarts the flash on a cell flashed by the turn before.
      m.removeAttribute('data-flash');
      void m.offsetWidth;
      m.setAttribute('data-flash', '');
    }
    return () => {
      for (const m of marked) m.removeAttribute('data-flash');
    };
  }, [turn, ids]);
  return (
    <div ref={root} className="flash-cells" data-testid="flash-cells">
      {children}
    </div>
  );
}
