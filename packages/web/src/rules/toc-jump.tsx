import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A button to the rules' contents while they are off the screen: a phone's rules page is some twenty screens long,
 * its contents three screens down (under the one-page summary), and no heading leads back to them. Rendered after
 * the lazy rules, so their contents are on the page when it looks for them.
 */
export function TocJump() {
  const { t } = useTranslation();
  // where the contents are while off the screen: above (read past) or below (still in the summary above them)
  const [away, setAway] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    const nav = document.querySelector('nav.rules-toc');
    if (nav === null || typeof IntersectionObserver === 'undefined') return undefined;
    const watch = new IntersectionObserver((seen) => {
      const last = seen.at(-1);
      if (last !== undefined) setAway(last.isIntersecting ? null : last.boundingClientRect.top < 0 ? 'up' : 'down');
    });
    watch.observe(nav);
    return () => watch.disconnect();
  }, []);
  if (away === null) return null;
  return (
    <button
      type="button"
      className="btn btn--small rules-toc-jump"
      data-testid="rules-toc-jump"
      onClick={() => {
        const nav = document.querySelector<HTMLElement>('nav.rules-toc');
        nav?.scrollIntoView?.({ block: 'start' });
        // the keyboard goes there too: the next Tab is the first section's link
        nav?.querySelector('a')?.focus({ preventScroll: true });
      }}
    >
      <span aria-hidden="true">{away === 'up' ? '↑' : '↓'} </span>
      {t('rules.toContents')}
    </button>
  );
}
