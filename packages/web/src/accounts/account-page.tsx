import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../api/session.tsx';
import { BotSection } from './bot-section.tsx';
import { DeleteSection } from './delete-section.tsx';
import { DevicesSection } from './devices-section.tsx';
import { EmailSection } from './email-section.tsx';
import { NameSection } from './name-section.tsx';
import { NotificationsSection } from './notifications-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { PlaySection } from './play-section.tsx';
import { useServerFeatures } from './use-server-features.ts';
import './accounts.css';

/**
 * The account page: user name, display name, password, e-mail (with mail), rated games against bot accounts,
 * notifications, devices, bot account and its tokens, delete; a guest is asked to register.
 */
export default function AccountPage() {
  const { t } = useTranslation();
  const { user, isAccount } = useSession();
  const features = useServerFeatures();
  const mail = features?.mail === true;
  // Changing the password ends the other sessions: the devices list is read again.
  const [devicesReload, setDevicesReload] = useState(0);

  if (!isAccount) {
    return (
      <section className="account-page stack">
        <h1>{t('accounts.title')}</h1>
        <p className="notice">{t('accounts.account.guest')}</p>
        <p className="row">
          <Link className="btn btn--primary" to="/register?next=%2Faccount">
            {t('accounts.header.register')}
          </Link>
          <Link className="btn" to="/login?next=%2Faccount">
            {t('accounts.header.login')}
          </Link>
        </p>
        <NameSection />
      </section>
    );
  }

  return (
    <section className="account-page stack">
      <h1>{t('accounts.title')}</h1>
      <p className="row">
        <span data-testid="account-username">{t('accounts.account.username', { name: user.username ?? '' })}</span>
        <Link to={`/u/${encodeURIComponent(user.id)}`}>{t('accounts.account.profile')}</Link>
      </p>
      <NameSection />
      <PasswordSection username={user.username} onChanged={() => setDevicesReload((n) => n + 1)} />
      {mail && <EmailSection />}
      <PlaySection />
      <NotificationsSection mail={features === null ? null : mail} />
      <DevicesSection reload={devicesReload} />
      <BotSection />
      <DeleteSection />
    </section>
  );
}
