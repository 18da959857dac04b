import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Lang } from '../i18n/index.ts';
import { SUMMARY_WORDS } from './summary-words.ts';
import './rules-summary.css';

/** One game's summary in one language: what each game's summary words give. */
export interface SummaryText {
  readonly goal: string;
  /** A turn (or a round) in five lines. */
  readonly turn: readonly [string, string, string, string, string];
  readonly end: string;
}

/** A picture of the summary: the table's own components, and what they show in words. */
export interface SummaryPicture {
  readonly picture: ReactNode;
  readonly caption: string;
}

/**
 * A picture drawn by a table's components: inert (nothing in it can be focused or pressed; it is not the table), and
 * named in words by its caption.
 */
export function SummaryFigure({ picture, caption }: SummaryPicture) {
  return (
    <figure className="rules-summary__figure">
      <div className="rules-summary__picture" inert data-testid="summary-picture">
        {picture}
      </div>
      <figcaption className="muted">{caption}</figcaption>
    </figure>
  );
}

/**
 * A game's rules on one page (issue 30): the goal, a turn in five lines, how it ends, each with a picture, and the
 * way to the lessons. Shown at the top of the rules, before their table of contents. Its headings have no ids: the
 * table of contents lists the full rules' sections only.
 */
export function RulesSummary({
  game,
  lang,
  text,
  pictures,
}: {
  game: string;
  lang: Lang;
  text: SummaryText;
  pictures: { readonly goal?: SummaryPicture; readonly turn?: SummaryPicture; readonly end?: SummaryPicture };
}) {
  const w = SUMMARY_WORDS[lang];
  return (
    <section className="rules-summary" aria-label={w.title} data-testid="rules-summary">
      <h2 className="rules-summary__title">{w.title}</h2>
      <div className="rules-summary__parts">
        <div className="rules-summary__part" data-part="goal">
          <h3>{w.goal}</h3>
          <p>{text.goal}</p>
          {pictures.goal !== undefined && <SummaryFigure {...pictures.goal} />}
        </div>
        <div className="rules-summary__part" data-part="turn">
          <h3>{w.turn}</h3>
          <ol>
            {text.turn.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
          {pictures.turn !== undefined && <SummaryFigure {...pictures.turn} />}
        </div>
        <div className="rules-summary__part" data-part="end">
          <h3>{w.end}</h3>
          <p>{text.end}</p>
          {pictures.end !== undefined && <SummaryFigure {...pictures.end} />}
        </div>
      </div>
      <p className="rules-summary__more">
        <Link className="btn btn--primary" to={`/learn/${game}`}>
          {w.learn}
        </Link>{' '}
        <span className="muted">{w.more}</span>
      </p>
    </section>
  );
}
