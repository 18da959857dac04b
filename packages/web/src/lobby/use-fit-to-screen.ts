import { useLayoutEffect, type RefObject } from 'react';

/** Space kept between the element and the screen's edges, px. */
const MARGIN = 8;
/** Never shorter than this, px: on a very short screen the page scrolls to the rest instead. */
const MIN_HEIGHT = 320;

/**
 * Keeps `--fit-height` on the element: the height from where it starts on the screen (or the top margin, once it
 * is pinned there) down to the screen's bottom. A pinned side panel uses it as its `max-height`, so its own end (the
 * create form's button) is on the screen from the first view, below its fields rather than over them.
 */
export function useFitToScreen(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (el === null) return;
    let frame = 0;
    const fit = () => {
      frame = 0;
      const top = Math.max(MARGIN, el.getBoundingClientRect().top);
      el.style.setProperty('--fit-height', `${Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - MARGIN))}px`);
    };
    const later = () => {
      if (frame === 0) frame = requestAnimationFrame(fit);
    };
    fit();
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }, [ref]);
}
