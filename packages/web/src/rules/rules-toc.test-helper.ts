import { expect } from 'vitest';

/**
 * The checks every game's rules test makes of its table of contents: each link leads to a heading with the same
 * words, every section heading is listed in the page's order, and no id is used twice on the page.
 */
export function expectTocLeadsToHeadings(
  container: HTMLElement,
  { tocId, minLinks }: { tocId: string; minLinks: number },
) {
  const links = [...container.querySelectorAll<HTMLAnchorElement>('nav.rules-toc a[href^="#"]')];
  expect(links.length).toBeGreaterThanOrEqual(minLinks);
  const ids = links.map((a) => a.getAttribute('href')!.slice(1));
  expect(new Set(ids).size).toBe(ids.length);
  for (const a of links) {
    const target = container.querySelector(`[id="${a.getAttribute('href')!.slice(1)}"]`);
    expect(target, a.getAttribute('href')!).not.toBeNull();
    expect(['H2', 'H3']).toContain(target!.tagName);
    expect(target!.textContent).toBe(a.textContent);
  }
  const headings = [...container.querySelectorAll('h2[id], h3[id]')].map((h) => h.id).filter((id) => id !== tocId);
  expect(headings).toEqual(ids);
  const all = [...container.querySelectorAll('[id]')].map((e) => e.id);
  expect(new Set(all).size).toBe(all.length);
}
