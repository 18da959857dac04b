import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/http.ts';
import { ErrorNote } from '../ui/error-note.tsx';

/** POST /api/tables/:id/return: the person whose seat a bot took over takes it back. */
export function returnToSeat(tableId: string): Promise<unknown> {
  return api<unknown>('POST', `/api/tables/${encodeURIComponent(tableId)}/return`);
}

/**
 * The way back for a person whose seat a bot plays (they left, or their clock kept running out): once the server
 * puts them back it tells the table, and the page's socket brings their seat's view again.
 */
export function ReturnToSeat({ tableId, send = returnToSeat }: { tableId: string; send?: typeof returnToSeat }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const hint = useId();
  return (
    <div className="notice row return-to-seat" data-testid="return-to-seat">
      <p id={hint}>{t('seats.comeBackHint')}</p>
      <button
        type="button"
        className="btn btn--primary"
        aria-describedby={hint}
        disabled={busy}
        onClick={() => {
          setBusy(true);
          setError(null);
          send(tableId).then(
            () => setBusy(false),
            (e: unknown) => {
              setError(e);
              setBusy(false);
            },
          );
        }}
      >
        {t('seats.comeBack')}
      </button>
      <ErrorNote error={error} />
    </div>
  );
}
