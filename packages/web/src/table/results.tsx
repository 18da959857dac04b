import type { Outcome } from '@birzha/engine';
import type { SeatInfo } from '@birzha/protocol';
import { createContext, Fragment, useContext, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang } from '../i18n/index.ts';
import { SeatBotBadge } from '../profiles/bot-badge.tsx';
import { placesOf } from '@birzha/protocol';
import { numberText } from '../ui/numbers.ts';
import { useBringIntoView } from '../ui/use-bring-into-view.ts';
import { HelpHead } from './help-link.tsx';
import { myPlace, placeLine, ratingChange, ratingParts, type SeatResults } from './my-place.ts';
import { PlayedContext, personName, standInSpans, standInText } from './played.ts';
import './played.css';

/**
 * What the table page knows of a finished match beyond what a game's board passes on: who is looking, whose seats
 * are whose, and the recorded results with rating changes. The boards render `Results` without knowing of it.
 */
export interface ResultsInfo {
  readonly userId: string | null;
  readonly seats: readonly SeatInfo[];
  readonly results: SeatResults | undefined;
}

export const ResultsContext = createContext<ResultsInfo | null>(null);

export interface ResultsProps {
  readonly names: readonly string[];
  /** The match's outcome; null while the table has not caught up with the end yet. */
  readonly outcome: Outcome | null;
  /** The heading of the score column, in the game's words ("Capital"). */
  readonly scoreLabel: string;
  /** Scores to show when the outcome carries none. */
  readonly fallbackScores?: readonly number[];
  /** A score in words, money with its unit where the game's scores are money (default: the number, grouped). */
  readonly scoreText?: (score: number) => string;
  /** What became of a seat ("resigned"), or null for a seat that played to the end (shown as a dash). */
  readonly statusOf: (seat: number) => string | null;
  readonly tableId: string | null;
  readonly onPlayAgain: (() => void) | null;
  /** The game's "?" for how a match ends and is ranked (issue 30.5), beside the heading. */
  readonly help?: ReactNode;
}

/**
 * End of a match, for every game: the ranking with scores, ties sharing a place (a bot account's name with its
 * badge, issue 29), and what to do next. Where bots played for people, it says when ("A bot played for Bob: round 3
 * to round 5"), and in a rated match marks such a person as rated last, with the rule in one sentence.
 */
export function Results({
  names,
  outcome,
  scoreLabel,
  fallbackScores,
  scoreText,
  statusOf,
  tableId,
  onPlayAgain,
  help,
}: ResultsProps) {
  const { t } = useTranslation();
  const lang = currentLang();
  const info = useContext(ResultsContext);
  const played = useContext(PlayedContext);
  const ranking = outcome?.ranking ?? [];
  const scores = outcome?.scores ?? fallbackScores ?? [];
  const places = placesOf(ranking);
  const mine = info === null ? null : myPlace(info.userId, info.seats, ranking, info.results);
  const rated = info?.results?.some((r) => ratingChange(r.before, r.after, lang) !== null) === true;
  const resultOf = (seat: number) => info?.results?.find((x) => x.seat === seat);
  const change = (seat: number) => {
    const r = resultOf(seat);
    return r === undefined ? null : ratingChange(r.before, r.after, lang);
  };
  const parts = (seat: number) => {
    const r = resultOf(seat);
    return r === undefined ? null : ratingParts(r.before, r.after, lang);
  };
  const standIn = (seat: number) => rated && resultOf(seat)?.standIn === true;
  const score = (seat: number) => {
    const n = scores[seat];
    return n === undefined ? '' : (scoreText ?? ((x: number) => numberText(x, lang)))(n);
  };
  // Who a bot played for, person by person, in the order the takeovers came.
  const spans = standInSpans(played?.seatChanges ?? []);
  const seats = played?.seats ?? info?.seats ?? [];
  const people = [...new Set(spans.map((s) => `${s.seat}:${s.userId}`))].map((key) => {
    const mineSpans = spans.filter((s) => `${s.seat}:${s.userId}` === key);
    const first = mineSpans[0];
    const name =
      first === undefined
        ? ''
        : (personName(seats, first.seat, first.userId) ?? names[first.seat] ?? `#${first.seat + 1}`);
    return { key, seat: first?.seat ?? -1, text: standInText(mineSpans, name, t, played?.roundKey ?? 'replay.round') };
  });
  const anyStandIn = ranking.flat().some(standIn);
  // Most matches end with every seat still in (a status is a resignation, a bankruptcy): a column of dashes alone said
  // nothing, and read as data missing (newcomer's audit). It shows when some seat has one.
  const statuses = new Map(ranking.flat().map((s) => [s, statusOf(s)]));
  const anyStatus = [...statuses.values()].some((x) => x !== null);
  // At the table (not a replay) the results come into view when they appear out of it: a player who resigned on a
  // phone stayed at the log and the chat, the place and "Play again" a few screens above.
  const section = useRef<HTMLElement>(null);
  const live = info !== null;
  useBringIntoView(section, live, 0.6);
  return (
    <section ref={section} className="zone zone--results panel" aria-labelledby="results-title" data-testid="results">
      <HelpHead>
        <h2 id="results-title">{t('results.title')}</h2>
        {help}
      </HelpHead>
      {mine !== null && outcome !== null && (
        <p className="results__mine" data-testid="my-place">
          <strong>{placeLine(mine.place, mine.tied, t, lang)}</strong>
          {rated && change(mine.seat) !== null ? ` · ${t('seats.rating')}: ${change(mine.seat) ?? ''}` : ''}
          {standIn(mine.seat) ? ` · ${t('played.ratedLastMine')}` : ''}
        </p>
      )}
      <table className="grid">
        <thead>
          <tr>
            <th scope="col">{t('results.place')}</th>
            <th scope="col">{t('results.player')}</th>
            <th scope="col" className="num">
              {scoreLabel}
            </th>
            {anyStatus && <th scope="col">{t('results.status')}</th>}
            {rated && (
              <th scope="col" className="num">
                {t('seats.rating')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {ranking.flatMap((group) =>
            group.map((s) => {
              const place = places.get(s)?.place ?? 0;
              return (
                <tr
                  key={s}
                  data-seat={s}
                  data-place={place}
                  className={[place === 1 ? 'is-winner' : '', mine?.seat === s ? 'is-me' : ''].join(' ').trim()}
                >
                  <td>
                    {place}
                    {group.length > 1 ? ` (${t('results.tie')})` : ''}
                  </td>
                  <td className="results__name">
                    {names[s] ?? `#${s + 1}`}
                    <SeatBotBadge seat={seats[s]} />
                  </td>
                  <td className="num" data-testid={`score-${s}`}>
                    {score(s)}
                  </td>
                  {anyStatus && <td data-testid={`status-${s}`}>{statuses.get(s) ?? '—'}</td>}
                  {rated && (
                    <td className="num" data-testid={`rating-${s}`}>
                      {(parts(s) ?? ['—']).map((p, i) => (
                        // The line may break between the parts, never inside one.
                        <Fragment key={i}>
                          {i > 0 && ' '}
                          <span className="results__nowrap">{p}</span>
                        </Fragment>
                      ))}
                      {standIn(s) && (
                        <small className="results__mark" data-testid={`stand-in-${s}`}>
                          {t('played.ratedLast')}
                        </small>
                      )}
                    </td>
                  )}
                </tr>
              );
            }),
          )}
        </tbody>
      </table>
      {people.length > 0 && (
        <ul className="results__played" data-testid="stand-ins">
          {people.map((p) => (
            <li key={p.key} data-seat={p.seat}>
              {p.text}
            </li>
          ))}
        </ul>
      )}
      {anyStandIn && (
        <p className="results__rule" data-testid="rating-rule">
          {t('played.rule')}
        </p>
      )}
      <div className="row">
        {onPlayAgain !== null && (
          <button type="button" className="btn btn--primary" onClick={onPlayAgain}>
            {t('results.again')}
          </button>
        )}
        {tableId !== null && (
          <Link className="btn" to={`/replay/${tableId}`} data-testid="open-replay">
            {t('results.replay')}
          </Link>
        )}
        <Link className="btn" to="/">
          {t('app.home')}
        </Link>
      </div>
    </section>
  );
}
