import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/http.ts';
import { SocketError } from '../api/socket.ts';
import { errorText } from '../i18n/codes.ts';

/** Words for any failure: a server code (HTTP or WebSocket), or a bug shown as INTERNAL. */
export function useErrorText(): (e: unknown) => string {
  const { t } = useTranslation();
  return (e: unknown) => {
    if (e instanceof ApiError || e instanceof SocketError) return errorText(t, e.code, e.detail);
    if (typeof e === 'object' && e !== null && 'code' in e && typeof e.code === 'string')
      return errorText(t, e.code, (e as { detail?: Record<string, unknown> }).detail);
    return errorText(t, 'INTERNAL');
  };
}
