import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../ui/use-error-text.ts';

/** Resigning (spec 7.5) is final, so it asks once more before it goes. */
export function ResignButton({ resign }: { resign: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <div className="resign row">
      {asking ? (
        <>
          <span role="alert">{t('resign.confirm')}</span>
          <button type="button" className="btn btn--small btn--danger" data-action="resign-confirm" onClick={() => resign().then(() => setAsking(false), setError)}>
            {t('resign.yes')}
          </button>
          <button type="button" className="btn btn--small" onClick={() => setAsking(false)}>
            {t('resign.no')}
          </button>
        </>
      ) : (
        <button type="button" className="btn btn--small btn--danger" data-action="resign" onClick={() => setAsking(true)}>
          {t('resign.button')}
        </button>
      )}
      {error !== null && <span className="error-box">{errorText(error)}</span>}
    </div>
  );
}
