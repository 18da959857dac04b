import type { ReactNode } from 'react';
import { currentLang, type Lang } from '../i18n/index.ts';
import { HELP_WORDS } from './help-words.ts';
import './help-link.css';

/** Where a game's rules section is: the rules page, scrolled to the section's heading. */
export function rulesHref(game: string, anchor: string): string {
  return `/rules/${game}#${anchor}`;
}

/**
 * A small "?" beside a zone's heading or the phase (issue 30.5): it opens the game's rules at that section in a new
 * tab, so the table stays where it is. The rules page reads the language the table is in (the same stored choice).
 */
export function HelpLink({ game, anchor, section }: { game: string; anchor: string; section: string }) {
  const lang = currentLang();
  const w = HELP_WORDS[lang];
  const label = w.label(section);
  return (
    <a
      className="help-link"
      href={rulesHref(game, anchor)}
      target="_blank"
      rel="noopener"
      hrefLang={lang}
      aria-label={`${label} (${w.newTab})`}
      title={label}
      data-testid="help-link"
    >
      ?
    </a>
  );
}

/** A rules contents entry, as every game's `rules-toc.ts` lists them. */
export interface TocLike {
  readonly id: string;
  readonly title: string;
  readonly sub?: readonly TocLike[];
}

/** The words of a section's heading in a game's contents ('' when it has no such section: the test of its map fails). */
export function sectionTitle(toc: readonly TocLike[], id: string): string {
  for (const e of toc) {
    if (e.id === id) return e.title;
    const inner = e.sub === undefined ? '' : sectionTitle(e.sub, id);
    if (inner !== '') return inner;
  }
  return '';
}

/**
 * A game's "?" for its board's zones, from its map of zones to rules sections and its rules' contents (which name
 * the section in the reader's language): `<ZoneHelp zone="prices" />`.
 */
export function makeZoneHelp<Zone extends string>(
  game: string,
  map: Readonly<Record<Zone, string>>,
  tocFor: (lang: Lang) => readonly TocLike[],
) {
  return function ZoneHelp({ zone }: { zone: Zone }) {
    const anchor = map[zone];
    return <HelpLink game={game} anchor={anchor} section={sectionTitle(tocFor(currentLang()), anchor)} />;
  };
}

/** A zone's heading with its "?" at the end of the heading's line (one item in a heading row that is a flex box). */
export function HelpHead({ children }: { children: ReactNode }) {
  return <div className="help-head">{children}</div>;
}
