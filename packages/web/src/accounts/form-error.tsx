import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../ui/error-note.tsx';

/** A form's failure in words: the client's own PASSWORD_MISMATCH, or any server code (role=alert either way). */
export function FormError({ error, testId }: { error: unknown; testId?: string }) {
  const { t } = useTranslation();
  if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'PASSWORD_MISMATCH') {
    return (
      <div className="error-box" role="alert" data-testid={testId}>
        {t('accounts.error.mismatch')}
      </div>
    );
  }
  return <ErrorNote error={error} {...(testId === undefined ? {} : { testId })} />;
}
