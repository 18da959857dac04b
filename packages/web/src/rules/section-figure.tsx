import type { ReactNode } from 'react';
import { SummaryFigure } from './rules-summary.tsx';
import './section-figure.css';

/* A picture in the body of a game's rules, at the section it explains (issue 30.3). Every game's rules use it. */

/**
 * The table's own zones drop their ids once drawn: a picture is an image of the table, not the table, and the
 * zones' heading ids ("prices-title", ...) would repeat the summary's and join the page's contents.
 */
function dropIds(el: HTMLElement | null): void {
  if (el === null) return;
  for (const e of el.querySelectorAll('[id]')) e.removeAttribute('id');
  for (const e of el.querySelectorAll('[aria-labelledby]')) e.removeAttribute('aria-labelledby');
}

/**
 * The section's picture as the summary draws its own (SummaryFigure: inert, so nothing in it can be focused or
 * pressed and screen readers skip it, and named by its caption in the page's language). `narrow`: a picture that
 * would grow too big on a wide screen (a board).
 */
export function SectionFigure({
  section,
  caption,
  narrow = false,
  children,
}: {
  section: string;
  caption: string;
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      ref={dropIds}
      className={`rules-picture${narrow ? ' rules-picture--narrow' : ''}`}
      data-section-picture={section}
    >
      <SummaryFigure picture={children} caption={caption} />
    </div>
  );
}
