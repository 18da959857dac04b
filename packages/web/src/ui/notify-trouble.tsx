import type { ChannelTrouble, NotifySettingsView } from '@birzha/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyApi } from '../api/notify-api.ts';
import { useSession } from '../api/session.tsx';
import './notify-trouble.css';

const EVENT = 'birzha:notify-settings';

/** Tells the site's notice what the server now stores (the settings page saved, or made a new secret). */
export function notifySettingsChanged(view: NotifySettingsView): void {
  window.dispatchEvent(new CustomEvent<NotifySettingsView>(EVENT, { detail: view }));
}

/**
 * The site's notice of channels the server switched off because they kept failing (issue 25), with a link to the
 * settings; for a signed-in account only, until the channel is on again. Mounted once in the shell.
 */
export function NotifyTroubleBanner() {
  const { t } = useTranslation();
  const { user, isAccount } = useSession();
  const [trouble, setTrouble] = useState<readonly ChannelTrouble[]>([]);

  useEffect(() => {
    setTrouble([]);
    if (!isAccount) return undefined;
    let cancelled = false;
    // No notice is better than an error in the header: a failed read shows nothing.
    const read = () =>
      notifyApi.get().then(
        (v) => !cancelled && setTrouble(v.trouble),
        () => undefined,
      );
    void read();
    const changed = (e: Event) => setTrouble((e as CustomEvent<NotifySettingsView>).detail.trouble);
    // A channel is switched off while the person is away: coming back to the tab reads the settings again.
    const back = () => {
      if (document.visibilityState === 'visible') void read();
    };
    window.addEventListener(EVENT, changed);
    document.addEventListener('visibilitychange', back);
    return () => {
      cancelled = true;
      window.removeEventListener(EVENT, changed);
      document.removeEventListener('visibilitychange', back);
    };
  }, [user.id, isAccount]);

  if (!isAccount || trouble.length === 0) return null;
  const channels = trouble.map((x) => t(`notifications.trouble.names.${x.channel}`)).join(', ');
  return (
    <div className="notice notify-trouble" role="status" data-testid="notify-trouble">
      {t('notifications.trouble.text', { channels })}{' '}
      <Link to="/account#notifications">{t('notifications.trouble.fix')}</Link>
    </div>
  );
}
