import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../api/accounts-api.ts';
import { FormError } from './form-error.tsx';

/**
 * "Forgot password?": asks for a one-time link by mail, with the same words whether or not such an account exists. A
 * server without mail (`mail` false) has no link to send: the way back is its operator, who sets a new password
 * with the `birzha` command; null while the server has not said.
 */
export function ForgotForm({ mail }: { mail: boolean | null }) {
  const { t } = useTranslation();
  const [login, setLogin] = useState('');
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (login.trim() === '') return;
    setBusy(true);
    setError(null);
    accountsApi.resetRequest({ login: login.trim() }).then(
      () => (setSent(true), setBusy(false)),
      (err: unknown) => (setError(err), setBusy(false)),
    );
  };

  if (mail === null) return null;
  return (
    <section className="panel stack" aria-labelledby="forgot-title" id="forgot">
      <h2 id="forgot-title">{t('accounts.forgot.title')}</h2>
      {!mail ? (
        <>
          <p data-testid="forgot-no-mail">{t('accounts.forgot.noMail')}</p>
          <p className="muted" data-testid="forgot-operator">
            {t('accounts.forgot.operator')} <code>{t('accounts.forgot.command')}</code>
          </p>
        </>
      ) : sent ? (
        <p role="status" data-testid="forgot-sent">
          {t('accounts.forgot.sent')}
        </p>
      ) : (
        <form className="stack" onSubmit={submit}>
          <p className="muted">{t('accounts.forgot.intro')}</p>
          <div className="field">
            <label htmlFor="forgot-login">{t('accounts.forgot.login')}</label>
            <input
              id="forgot-login"
              name="login"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
              maxLength={254}
              value={login}
              onChange={(e) => setLogin(e.target.value)}
            />
          </div>
          <FormError error={error} />
          <button type="submit" className="btn" disabled={busy || login.trim() === ''}>
            {t('accounts.forgot.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
