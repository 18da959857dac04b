import { expect } from 'vitest';

/*
 * The checks every game's rules-pictures test makes of a picture in the rules body (section-figure.tsx): that it
 * stands inside its section, is drawn inert, carries no ids of its own and is captioned in the page's language.
 */

const follows = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

/** The page's own headings: those of a picture's zones are not the page's. */
function pageHeadings(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')].filter(
    (h) => h.closest('.rules-picture') === null,
  );
}

/**
 * The one picture between section `id`'s heading and the next heading of the same or a higher level, checked for a
 * caption in `lang`; returns the drawn part (the table's components), for the caller to check what they show.
 */
export function sectionPicture(container: HTMLElement, id: string, lang: 'ru' | 'en'): HTMLElement {
  const heading = container.querySelector<HTMLElement>(`[id="${id}"]`);
  expect(heading, id).not.toBeNull();
  const level = Number(heading!.tagName[1]);
  const headings = pageHeadings(container);
  const next = headings.slice(headings.indexOf(heading!) + 1).find((h) => Number(h.tagName[1]) <= level) ?? null;
  const inside = [...container.querySelectorAll<HTMLElement>('.rules-picture')].filter(
    (p) => follows(heading!, p) && (next === null || follows(p, next)),
  );
  expect(inside, `pictures in ${id}`).toHaveLength(1);
  const picture = inside[0]!;
  const caption = picture.querySelector('figure > figcaption')?.textContent ?? '';
  if (lang === 'ru') expect(caption).toMatch(/[а-яё]{3}/i);
  else {
    expect(caption).toMatch(/[a-z]{3}/i);
    expect(caption).not.toMatch(/[а-яё]/i);
  }
  const drawn = picture.querySelector<HTMLElement>('figure > [inert]');
  expect(drawn, `${id}: drawn inert`).not.toBeNull();
  // An image of the table, not the table: no id of a zone repeats the summary's or joins the page's contents.
  expect(picture.querySelectorAll('[id]')).toHaveLength(0);
  return drawn!;
}
