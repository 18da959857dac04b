import type { Outcome } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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
  const ranking = outcome?.ranking ?? [];
  const scores = outcome?.scores ?? fallbackScores ?? [];
  return (
    <section className="zone zone--results panel" aria-labelledby="results-title" data-testid="results">
      <h2 id="results-title">{t('results.title')}</h2>
      <table className="grid">
        <thead>
          <tr>
            <th scope="col">{t('results.place')}</th>
            <th scope="col">{t('results.player')}</th>
            <th scope="col" className="num">
              {scoreLabel}
            </th>
            <th scope="col">{t('results.status')}</th>
          </tr>
        </thead>
        <tbody>
          {ranking.flatMap((group, place) =>
            group.map((s) => (
              <tr key={s} data-seat={s} data-place={place + 1} className={place === 0 ? 'is-winner' : ''}>
                <td>
                  {place + 1}
                  {group.length > 1 ? ` (${t('results.tie')})` : ''}
                </td>
                <td>{names[s] ?? `#${s + 1}`}</td>
                <td className="num" data-testid={`score-${s}`}>
                  {scores[s]}
                </td>
                <td>{statusOf(s) ?? '—'}</td>
              </tr>
            )),
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
