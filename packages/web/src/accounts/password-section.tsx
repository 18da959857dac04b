import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../api/accounts-api.ts';
import { FormError } from './form-error.tsx';
import { NewPasswordFields } from './password-fields.tsx';
import { newPasswordProblem } from './rules.ts';

/** Change the password: the current one, the new one twice; the server ends the account's other sessions. */
export function PasswordSection({ username, onChanged }: { username: string | null; onChanged: () => void }) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(false);
    const problem = newPasswordProblem(password, repeat, username);
    setError(problem);
    if (problem !== null || current === '') return;
    setBusy(true);
    accountsApi.password({ current, next: password }).then(
      () => {
        setCurrent('');
        setPassword('');
        setRepeat('');
        setDone(true);
        setBusy(false);
        onChanged();
      },
      (err: unknown) => {
        setError(err);
        setBusy(false);
      },
    );
  };

  return (
    <section className="panel stack" aria-labelledby="password-title">
      <h2 id="password-title">{t('accounts.account.passwordTitle')}</h2>
      <form className="stack" onSubmit={submit} noValidate>
        {/* Password managers look for the user name beside a password form. */}
        <input type="text" name="username" autoComplete="username" value={username ?? ''} readOnly hidden />
        <div className="field">
          <label htmlFor="password-current">{t('accounts.field.current')}</label>
          <input
            id="password-current"
            type="password"
            name="current-password"
            autoComplete="current-password"
            required
            maxLength={200}
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </div>
        <NewPasswordFields
          label={t('accounts.field.next')}
          password={password}
          repeat={repeat}
          onPassword={setPassword}
          onRepeat={setRepeat}
        />
        <FormError error={error} testId="password-error" />
        {done && (
          <p role="status" className="notice">
            {t('accounts.account.passwordDone')}
          </p>
        )}
        <button type="submit" className="btn" disabled={busy || current === ''}>
          {t('accounts.account.passwordSubmit')}
        </button>
      </form>
    </section>
  );
}
