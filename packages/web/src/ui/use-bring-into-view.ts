import { useEffect, type RefObject } from 'react';

/**
 * When `when` turns true, scrolls the element of `ref` to the top of the screen if it starts above the screen or below
 * `share` of its height: something that appears where the reader is not looking (a phone scrolled down to a form, say)
 * comes into view, and one already in the upper part of the screen is left where it is.
 */
export function useBringIntoView(ref: RefObject<HTMLElement | null>, when: boolean, share: number): void {
  useEffect(() => {
    const el = ref.current;
    if (!when || el === null || typeof el.scrollIntoView !== 'function') return;
    const box = el.getBoundingClientRect();
    if (box.top < 0 || box.top > window.innerHeight * share) el.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [ref, when, share]);
}
