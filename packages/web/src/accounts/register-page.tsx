import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../api/session.tsx';
import { FormError } from './form-error.tsx';
import { NewPasswordFields } from './password-fields.tsx';
import { registerProblem, safeNext } from './rules.ts';
import './accounts.css';

/** Register: the guest becomes an account with a user name and password, keeping everything it played. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { user, isAccount, register } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const name = username.trim();
    const problem = registerProblem(name, password, repeat);
    setError(problem);
    if (problem !== null) return;
    setBusy(true);
    register({ username: name, password }).then(
      () => void navigate(next),
      (err: unknown) => {
        setError(err);
        setBusy(false);
      },
    );
  };

  if (isAccount) {
    return (
      <section className="account-form">
        <h1>{t('accounts.register.title')}</h1>
        <p>
          {t('accounts.register.already', { name: user.username ?? user.name })}{' '}
          <Link to="/account">{t('accounts.header.account')}</Link>
        </p>
      </section>
    );
  }

  const withNext = next === '/' ? '' : `?next=${encodeURIComponent(next)}`;
  return (
    <section className="account-form">
      <h1>{t('accounts.register.title')}</h1>
      <p className="notice">{t('accounts.register.guestKept')}</p>
      <form className="panel stack" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="register-username">{t('accounts.field.username')}</label>
          <input
            id="register-username"
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={24}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            aria-describedby="register-username-rules"
          />
          <small id="register-username-rules">{t('accounts.field.usernameRules')}</small>
        </div>
        <NewPasswordFields password={password} repeat={repeat} onPassword={setPassword} onRepeat={setRepeat} />
        <FormError error={error} testId="register-error" />
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {t('accounts.register.submit')}
        </button>
      </form>
      <p>
        {t('accounts.register.haveAccount')} <Link to={`/login${withNext}`}>{t('accounts.header.login')}</Link>
      </p>
    </section>
  );
}
