import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../api/session.tsx';
import { ForgotForm } from './forgot-form.tsx';
import { FormError } from './form-error.tsx';
import { safeNext } from './rules.ts';
import { useServerFeatures } from './use-server-features.ts';
import './accounts.css';

/**
 * Log in with a user name and password. "Forgot password?" opens the reset request, or, on a server without mail,
 * says to ask the site's operator.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const { login } = useSession();
  const mail = useServerFeatures()?.mail ?? null;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const forgot = params.has('forgot');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (username.trim() === '' || password === '') return;
    setBusy(true);
    setError(null);
    login({ username: username.trim(), password }).then(
      () => void navigate(next),
      (err: unknown) => {
        setError(err);
        setBusy(false);
      },
    );
  };

  const withNext = next === '/' ? '' : `?next=${encodeURIComponent(next)}`;
  return (
    <section className="account-form">
      <h1>{t('accounts.login.title')}</h1>
      <form className="panel stack" onSubmit={submit}>
        <div className="field">
          <label htmlFor="login-username">{t('accounts.field.username')}</label>
          <input
            id="login-username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={64}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="login-password">{t('accounts.field.password')}</label>
          <input
            id="login-password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            maxLength={200}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <FormError error={error} testId="login-error" />
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t('accounts.login.submit')}
        </button>
      </form>
      <p className="row">
        <span>
          {t('accounts.login.noAccount')} <Link to={`/register${withNext}`}>{t('accounts.header.register')}</Link>
        </span>
        {!forgot && <Link to="/login?forgot">{t('accounts.login.forgot')}</Link>}
      </p>
      {forgot && <ForgotForm mail={mail} />}
    </section>
  );
}
