import type { Akcioner } from '@birzha/engine';
import { Akcioner as A } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** End of game: the ranking with capitals (spec 11), and what to do next. */
export function Results({
  view,
  names,
  outcome,
  tableId,
  onPlayAgain,
}: {
  view: Akcioner.View;
  names: readonly string[];
  outcome: { ranking: number[][]; scores: number[] } | null;
  tableId: string | null;
  onPlayAgain: (() => void) | null;
}) {
  const { t } = useTranslation();
  const ranking = outcome?.ranking ?? [];
  const scores = outcome?.scores ?? view.seats.map((s) => A.capital(s, view.prices));
  return (
    <section className="zone zone--results panel" aria-labelledby="results-title" data-testid="results">
      <h2 id="results-title">{t('results.title')}</h2>
      <table className="grid">
        <thead>
          <tr>
            <th scope="col">{t('results.place')}</th>
            <th scope="col">{t('accounts.player')}</th>
            <th scope="col" className="num">
              {t('accounts.capital')}
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
                <td>
                  {view.seats[s]?.status === 'active' || view.seats[s] === undefined
                    ? '—'
                    : t(`accounts.status.${view.seats[s].status}`)}
                </td>
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
