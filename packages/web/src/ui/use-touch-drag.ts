import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';

/** How long a finger rests on a card before it lifts it (shorter would fight with scrolling the page). */
const HOLD_MS = 300;
/** A finger that moves this far before the hold ends is scrolling, not dragging. */
const SLOP_PX = 10;
/** A lifted card held this close to the top or bottom edge scrolls the page (the drop zone may be off screen). */
const EDGE_PX = 56;

/**
 * Where the screen ends for a lifted card: above any bar fixed at the bottom of the screen (`data-docked="bottom"`,
 * like a phone's turn bar), since a card let go over the bar lands on the bar, not on the page under it.
 */
export function bottomEdge(): number {
  let bottom = window.innerHeight;
  for (const el of document.querySelectorAll<HTMLElement>('[data-docked=bottom]')) {
    if (getComputedStyle(el).position === 'fixed') bottom = Math.min(bottom, el.getBoundingClientRect().top);
  }
  return bottom;
}

interface Drag {
  readonly card: string;
  readonly pointerId: number;
  readonly x0: number;
  readonly y0: number;
  timer: number;
  ghost: HTMLElement | null;
  /** Where the finger is now, and the frame that scrolls while it rests near an edge. */
  y: number;
  frame: number;
}

/**
 * Dragging a card with a finger (native HTML5 drag and drop is mouse-only): hold the card, it lifts and follows the
 * finger, and letting go over an element matching `dropSelector` calls `onDrop` with that element. Mouse and pen keep native drag.
 */
export function useTouchDrag(
  dropSelector: string,
  onLift: (card: string) => void,
  onDrop: (card: string, target: Element) => void,
) {
  const drag = useRef<Drag | null>(null);
  const callbacks = useRef({ onLift, onDrop });
  callbacks.current = { onLift, onDrop };

  useEffect(() => {
    // While a card is lifted the page must not scroll under the finger.
    const stopScroll = (e: TouchEvent) => {
      if ((drag.current?.ghost ?? null) !== null) e.preventDefault();
    };
    document.addEventListener('touchmove', stopScroll, { passive: false });
    return () => {
      document.removeEventListener('touchmove', stopScroll);
      end();
    };
  }, []);

  function end(): void {
    const d = drag.current;
    if (d === null) return;
    window.clearTimeout(d.timer);
    window.cancelAnimationFrame(d.frame);
    d.ghost?.remove();
    drag.current = null;
  }

  function place(ghost: HTMLElement, x: number, y: number): void {
    ghost.style.transform = `translate(${x - ghost.offsetWidth / 2}px, ${y - ghost.offsetHeight - 12}px)`;
  }

  return {
    onPointerDown(card: string, e: ReactPointerEvent<HTMLElement>): void {
      if (e.pointerType !== 'touch') return;
      end();
      const source = e.currentTarget;
      const { clientX, clientY, pointerId } = e;
      const d: Drag = { card, pointerId, x0: clientX, y0: clientY, timer: 0, ghost: null, y: clientY, frame: 0 };
      const scroll = () => {
        const step = d.y > bottomEdge() - EDGE_PX ? 14 : d.y < EDGE_PX ? -14 : 0;
        if (step !== 0) window.scrollBy(0, step);
        d.frame = window.requestAnimationFrame(scroll);
      };
      d.timer = window.setTimeout(() => {
        callbacks.current.onLift(card);
        const ghost = source.cloneNode(true) as HTMLElement;
        ghost.classList.add('drag-ghost');
        ghost.setAttribute('aria-hidden', 'true');
        document.body.appendChild(ghost);
        place(ghost, clientX, clientY);
        d.ghost = ghost;
        d.frame = window.requestAnimationFrame(scroll);
        navigator.vibrate?.(15);
      }, HOLD_MS);
      drag.current = d;
    },
    onPointerMove(e: ReactPointerEvent<HTMLElement>): void {
      const d = drag.current;
      if (d === null || e.pointerId !== d.pointerId) return;
      if (d.ghost === null) {
        if (Math.hypot(e.clientX - d.x0, e.clientY - d.y0) > SLOP_PX) end();
        return;
      }
      d.y = e.clientY;
      place(d.ghost, e.clientX, e.clientY);
    },
    onPointerUp(e: ReactPointerEvent<HTMLElement>): void {
      const d = drag.current;
      if (d === null || e.pointerId !== d.pointerId) return;
      const lifted = d.ghost !== null;
      end();
      if (!lifted) return;
      const target = document.elementFromPoint(e.clientX, e.clientY);
      const zone = target?.closest(dropSelector) ?? null;
      // The zone itself goes with the card: a board with several drop zones (piles) tells them apart by it.
      if (zone !== null) callbacks.current.onDrop(d.card, zone);
    },
    onPointerCancel(): void {
      end();
    },
  };
}
