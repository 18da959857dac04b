import { expect } from 'vitest';
import { LANGS, type Lang } from '../i18n/index.ts';
import { sectionTitle, type TocLike } from './help-link.tsx';

function ids(toc: readonly TocLike[]): string[] {
  return toc.flatMap((e) => [e.id, ...ids(e.sub ?? [])]);
}

/**
 * The check every game's help map makes: each anchor its "?" links point to is a section of its rules' contents in
 * every language, with words to name it, so a renamed or removed section fails here rather than opening the rules
 * at their top.
 */
export function expectAnchorsInToc(anchors: readonly string[], tocFor: (lang: Lang) => readonly TocLike[]) {
  expect(anchors.length).toBeGreaterThan(0);
  for (const lang of LANGS) {
    const toc = tocFor(lang);
    for (const anchor of anchors) {
      expect(ids(toc), `${lang}: ${anchor}`).toContain(anchor);
      expect(sectionTitle(toc, anchor), `${lang}: ${anchor}`).not.toBe('');
    }
  }
}
