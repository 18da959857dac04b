import type { Outcome } from '@birzha/engine';
import type { SeatInfo } from '@birzha/protocol';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang } from '../i18n/index.ts';
import { placesOf } from '@birzha/protocol';
import { myPlace, placeLine, ratingChange, type SeatResults } from './my-place.ts';

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
  /** What became of a seat ("resigned"), or null for a seat that played to the end (shown as a dash). */
  readonly statusOf: (seat: number) => string | null;
  readonly tableId: string | null;
  readonly onPlayAgain: (() => void) | null;
}

/** End of a match, for every game: the ranking with scores, ties sharing a place, and what to do next. */
export function Results({ names, outcome, scoreLabel, fallbackScores, statusOf, tableId, onPlayAgain }: ResultsProps) {
  const { t } = useTranslation();
  const info = useContext(ResultsContext);
  const ranking = outcome?.ranking ?? [];
  const scores = outcome?.scores ?? fallbackScores ?? [];
  const places = placesOf(ranking);
  const mine = info === null ? null : myPlace(info.userId, info.seats, ranking, info.results);
  const rated = info?.results?.some((r) => ratingChange(r.before, r.after) !== null) === true;
  const change = (seat: number) => {
    const r = info?.results?.find((x) => x.seat === seat);
    return r === undefined ? null : ratingChange(r.before, r.after);
  };
  return (
    <section className="zone zone--results panel" aria-labelledby="results-title" data-testid="results">
      <h2 id="results-title">{t('results.title')}</h2>
      {mine !== null && outcome !== null && (
        <p className="results__mine" data-testid="my-place">
          <strong>{placeLine(mine.place, mine.tied, t, currentLang())}</strong>
          {rated && change(mine.seat) !== null ? ` · ${t('seats.rating')}: ${change(mine.seat) ?? ''}` : ''}
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
            <th scope="col">{t('results.status')}</th>
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
                  <td>{names[s] ?? `#${s + 1}`}</td>
                  <td className="num" data-testid={`score-${s}`}>
                    {scores[s]}
                  </td>
                  <td>{statusOf(s) ?? '—'}</td>
                  {rated && (
                    <td className="num" data-testid={`rating-${s}`}>
                      {change(s) ?? '—'}
                    </td>
                  )}
                </tr>
              );
            }),
          )}
        </tbody>
      </table>
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
