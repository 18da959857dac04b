import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { accountsApi } from '../api/accounts-api.ts';
import { FormError } from './form-error.tsx';
import { NewPasswordFields } from './password-fields.tsx';
import { newPasswordProblem } from './rules.ts';
import './accounts.css';

/** /reset/:token, the mailed one-time link: a new password twice, then log in with it. */
export default function ResetPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = newPasswordProblem(password, repeat, null);
    setError(problem);
    if (problem !== null) return;
    setBusy(true);
    accountsApi.reset({ token, password }).then(
      () => setDone(true),
      (err: unknown) => {
        setError(err);
        setBusy(false);
      },
    );
  };

  return (
    <section className="account-form">
      <h1>{t('accounts.reset.title')}</h1>
      {done ? (
        <p role="status" className="notice">
          {t('accounts.reset.done')} <Link to="/login">{t('accounts.reset.toLogin')}</Link>
        </p>
      ) : (
        <form className="panel stack" onSubmit={submit} noValidate>
          <NewPasswordFields password={password} repeat={repeat} onPassword={setPassword} onRepeat={setRepeat} />
          <FormError error={error} testId="reset-error" />
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {t('accounts.reset.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
