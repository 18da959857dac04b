import { useEffect, useRef, type MouseEvent, type PointerEvent } from 'react';

/** A held button waits this long before repeating (a click must stay one step), then repeats ever faster. */
const FIRST_MS = 400;
const START_MS = 180;
const MIN_MS = 35;
const SPEEDUP = 0.85;

/**
 * Holding a button repeats its step with acceleration: the pointer going down steps at once, holding it repeats,
 * letting go or leaving stops. A click without a pointer press (the keyboard, assistive tech) is one step.
 * `step(n)` gets the repeat count (0 for the first) and returns false when refused, which ends the repeat.
 */
export function useHoldRepeat() {
  const timer = useRef<number | null>(null);
  // The press already stepped: the click that ends it must not step again.
  const pressed = useRef(false);
  // The pointer is down on the button (a finger "leaves" after it lifts, before its click: that is no leaving).
  const down = useRef(false);
  const stop = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => stop, []);
  const abandon = () => {
    stop();
    if (down.current) pressed.current = false; // released elsewhere: no click comes to swallow
    down.current = false;
  };

  return (step: (n: number) => boolean) => ({
    onPointerDown(e: PointerEvent<HTMLButtonElement>) {
      if (e.button > 0) return; // the right button opens a menu; a finger and the left button step
      stop();
      pressed.current = true;
      down.current = true;
      if (!step(0)) return;
      let count = 1;
      let interval = START_MS;
      const tick = () => {
        timer.current = null;
        if (!step(count++)) return;
        interval = Math.max(MIN_MS, interval * SPEEDUP);
        timer.current = window.setTimeout(tick, interval);
      };
      timer.current = window.setTimeout(tick, FIRST_MS);
    },
    onPointerUp() {
      stop();
      down.current = false;
    },
    onPointerLeave: abandon,
    onPointerCancel: abandon,
    // A key's click comes with no pointer press: it steps, whatever a long touch left behind.
    onKeyDown() {
      pressed.current = false;
    },
    onClick() {
      if (pressed.current) pressed.current = false;
      else step(0);
    },
    // A long press on a phone must not open the context menu.
    onContextMenu(e: MouseEvent<HTMLButtonElement>) {
      e.preventDefault();
    },
  });
}
