import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SignOutReason } from '../api/sign-out-reason.ts';

/**
 * Why this tab is a guest now: the server ended the account's session here because its password was changed on
 * another device, or reset. Shown above every page until closed or until the person logs in again.
 */
export function SignedOutNotice({ reason, onClose }: { reason: SignOutReason; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="notice signed-out" role="alert" data-testid="signed-out">
      <span>{t(`accounts.signedOut.${reason}`)}</span>{' '}
      <Link to="/login" onClick={onClose}>
        {t('accounts.signedOut.login')}
      </Link>{' '}
      <button type="button" className="link-button" onClick={onClose}>
        {t('accounts.signedOut.close')}
      </button>
    </div>
  );
}
