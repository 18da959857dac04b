import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../ui/error-note.tsx';
import { HistoryTable } from './history-table.tsx';
import type { MatchPages } from './use-match-pages.ts';

/** A paged list of matches: loading, the table, "Show more" while there may be older ones, a failure with a retry. */
export function MatchList({
  pages,
  placeHeading,
  empty,
}: {
  pages: MatchPages;
  placeHeading: string;
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  const { items, loading, error, done, more } = pages;
  if (items === null) {
    if (error !== null) {
      return (
        <ErrorNote error={error} testId="history-error">
          <button type="button" className="btn btn--small" onClick={more}>
            {t('app.retry')}
          </button>
        </ErrorNote>
      );
    }
    return <p className="muted">{t('app.loading')}</p>;
  }
  if (items.length === 0 && error === null) return empty;
  return (
    <div className="stack">
      {items.length > 0 && <HistoryTable items={items} placeHeading={placeHeading} />}
      <ErrorNote error={error} testId="history-error">
        <button type="button" className="btn btn--small" onClick={more}>
          {t('app.retry')}
        </button>
      </ErrorNote>
      {!done && error === null && (
        <div>
          <button type="button" className="btn" onClick={more} disabled={loading} data-testid="history-more">
            {loading ? t('app.loading') : t('profiles.more')}
          </button>
        </div>
      )}
      {done && items.length > 0 && <p className="muted">{t('profiles.noMore')}</p>}
    </div>
  );
}
