import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../ui/error-note.tsx';

/** Resigning is final, so it asks once more (in the game's own words: what happens to what I hold) before it goes. */
export function ResignButton({ resign, confirm }: { resign: () => Promise<unknown>; confirm: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <div className="resign row">
      {asking ? (
        <>
          <span role="alert">{confirm}</span>
          <button
            type="button"
            className="btn btn--small btn--danger"
            data-action="resign-confirm"
            onClick={() => resign().then(() => setAsking(false), setError)}
          >
            {t('resign.yes')}
          </button>
          <button type="button" className="btn btn--small" onClick={() => setAsking(false)}>
            {t('resign.no')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="btn btn--small btn--danger"
          data-action="resign"
          onClick={() => setAsking(true)}
        >
          {t('resign.button')}
        </button>
      )}
      <ErrorNote error={error} />
    </div>
  );
}
