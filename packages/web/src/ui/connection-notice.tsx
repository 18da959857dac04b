import { useTranslation } from 'react-i18next';
import { useSession } from '../api/session.tsx';
import { errorText } from '../i18n/codes.ts';

/**
 * The socket's trouble in words, or nothing while it is open: offline (it reconnects by itself), refused for too
 * many connections (it comes back in a few minutes, or now on request), or unauthorized (it stays closed).
 */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const { status, problem, socket } = useSession();
  if (problem === 'TOO_MANY_CONNECTIONS') {
    return (
      <span className="shell__status" role="status">
        {t('app.tooManyConnections')}{' '}
        <button type="button" className="link-button" onClick={() => socket.reconnectNow()}>
          {t('app.reconnectNow')}
        </button>
      </span>
    );
  }
  if (problem === 'UNAUTHORIZED') {
    return (
      <span className="shell__status" role="status">
        {errorText(t, 'UNAUTHORIZED')}
      </span>
    );
  }
  if (status === 'open') return null;
  return (
    <span className="shell__status" role="status">
      {t('app.offline')}
    </span>
  );
}
