import { useCallback, useSyncExternalStore } from 'react';

/** The phone layout's width: the same breakpoint as the stylesheets' `@media (max-width: 760px)`. */
export const NARROW_QUERY = '(max-width: 760px)';

/** Whether a media query matches now, kept up to date (false where there is no matchMedia, as in jsdom). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** Whether the screen is phone-sized: layouts that cannot be done in CSS alone (fewer words, closed panels). */
export const useNarrow = (): boolean => useMediaQuery(NARROW_QUERY);
