import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../api/accounts-api.ts';
import { useSession } from '../api/session.tsx';
import { FormError } from './form-error.tsx';

/** The optional e-mail address (password resets, and the match notices chosen below; shown only when the server sends mail). */
export function EmailSection() {
  const { t } = useTranslation();
  const { user, refresh } = useSession();
  const [email, setEmail] = useState(user.email ?? '');
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);

  const send = (value: string | null) => {
    setBusy(true);
    setError(null);
    setSaved(false);
    accountsApi
      .email({ email: value })
      .then(refresh)
      .then(
        () => {
          setEmail(value ?? '');
          setSaved(true);
          setBusy(false);
        },
        (err: unknown) => {
          setError(err);
          setBusy(false);
        },
      );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (email.trim() !== '') send(email.trim());
  };

  return (
    <section className="panel stack" aria-labelledby="email-title">
      <h2 id="email-title">{t('accounts.account.emailTitle')}</h2>
      <p className="muted">{user.email === null ? t('accounts.account.emailNone') : user.email}</p>
      <form className="stack" onSubmit={submit}>
        <div className="field">
          <label htmlFor="account-email">{t('accounts.account.email')}</label>
          <input
            id="account-email"
            type="email"
            name="email"
            autoComplete="email"
            maxLength={254}
            value={email}
            onChange={(e) => (setEmail(e.target.value), setSaved(false))}
            aria-describedby="account-email-help"
          />
          <small id="account-email-help">{t('accounts.account.emailHelp')}</small>
        </div>
        <FormError error={error} testId="email-error" />
        <div className="row">
          <button type="submit" className="btn" disabled={busy || email.trim() === ''}>
            {t('accounts.account.emailSave')}
          </button>
          {user.email !== null && (
            <button type="button" className="btn btn--danger" disabled={busy} onClick={() => send(null)}>
              {t('accounts.account.emailClear')}
            </button>
          )}
          {saved && <span role="status">{t('accounts.account.saved')}</span>}
        </div>
      </form>
    </section>
  );
}
