/*
 * The table of contents every game's rules page opens with, and headings that take their words from it, so the
 * two never disagree. A game names its own section ids (a union type), which keeps its links checked by the types.
 */

export interface TocEntry<Id extends string> {
  readonly id: Id;
  readonly title: string;
  readonly sub?: readonly TocEntry<Id>[];
}

function titleOf<Id extends string>(toc: readonly TocEntry<Id>[], id: Id): string {
  for (const e of toc) {
    if (e.id === id) return e.title;
    const inner = e.sub === undefined ? '' : titleOf(e.sub, id);
    if (inner !== '') return inner;
  }
  return '';
}

/** Headings whose words come from the table of contents. */
export function makeHeadings<Id extends string>(toc: readonly TocEntry<Id>[]) {
  return {
    H2: ({ id }: { id: Id }) => <h2 id={id}>{titleOf(toc, id)}</h2>,
    H3: ({ id }: { id: Id }) => <h3 id={id}>{titleOf(toc, id)}</h3>,
  };
}

/** The contents as nested links; `id` is its own heading's, unique to the game so it cannot clash with a section. */
export function Toc<Id extends string>({
  toc,
  label,
  id,
}: {
  toc: readonly TocEntry<Id>[];
  label: string;
  id: string;
}) {
  const list = (entries: readonly TocEntry<Id>[]) => (
    <ol>
      {entries.map((e) => (
        <li key={e.id}>
          <a href={`#${e.id}`}>{e.title}</a>
          {e.sub !== undefined && list(e.sub)}
        </li>
      ))}
    </ol>
  );
  return (
    <nav className="rules-toc" aria-labelledby={id}>
      <h2 id={id}>{label}</h2>
      {list(toc)}
    </nav>
  );
}
