import { useEffect, type RefObject } from 'react';

const CLASS = 'lesson-look';

/**
 * Marks the elements of `selectors` under `root` with the highlight class (the board is not changed for lessons: its
 * zones are found by their own classes), again as the lazily loaded board renders, and scrolls the first into view
 * when the step changes (on a phone it may be below the fold).
 */
export function useHighlight(root: RefObject<HTMLElement | null>, selectors: readonly string[], step: number): void {
  const joined = selectors.join(',');
  useEffect(() => {
    const el = root.current;
    if (el === null || joined === '') return;
    let scrolled = false;
    const apply = () => {
      const found = Array.from(el.querySelectorAll<HTMLElement>(joined));
      for (const f of found) if (!f.classList.contains(CLASS)) f.classList.add(CLASS);
      const first = found[0];
      if (!scrolled && first !== undefined) {
        scrolled = true;
        first.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      }
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(el, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      for (const f of el.querySelectorAll(`.${CLASS}`)) f.classList.remove(CLASS);
    };
  }, [root, joined, step]);
}
