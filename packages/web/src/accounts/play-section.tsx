import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../api/accounts-api.ts';
import { useSession } from '../api/session.tsx';
import { FormError } from './form-error.tsx';

/**
 * A person's preferences for play (issue 29, point 4): whether they play rated games against people's bot accounts
 * (programs), off until they turn it on. Saved as soon as it is ticked; the session's user then says what is stored.
 * Not shown to a bot account, which always accepts bots.
 */
export function PlaySection() {
  const { t } = useTranslation();
  const { user, refresh } = useSession();
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  // The value being saved, shown at once; null when none is on its way.
  const [pending, setPending] = useState<boolean | null>(null);
  if (user.botAccount === true) return null;
  const stored = user.ratedWithBots === true;

  const change = (on: boolean) => {
    setPending(on);
    setError(null);
    setSaved(false);
    accountsApi
      .playSettings({ ratedWithBots: on })
      .then(refresh)
      .then(
        () => (setPending(null), setSaved(true)),
        (err: unknown) => (setPending(null), setError(err)),
      );
  };

  return (
    <section className="panel stack" aria-labelledby="play-title" data-testid="play-section">
      <h2 id="play-title">{t('accounts.play.title')}</h2>
      <label className="check">
        <input
          type="checkbox"
          checked={pending ?? stored}
          disabled={pending !== null}
          onChange={(e) => change(e.target.checked)}
          aria-describedby="play-bots-help"
        />{' '}
        {t('accounts.play.withBots')}
      </label>
      <small id="play-bots-help">{t('accounts.play.withBotsHelp')}</small>
      <FormError error={error} testId="play-error" />
      {saved && <span role="status">{t('accounts.account.saved')}</span>}
    </section>
  );
}
