import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../api/session.tsx';
import { FormError } from './form-error.tsx';

/** Delete the account: the password again and a tick; the matches stay, under a neutral name. */
export function DeleteSection() {
  const { t } = useTranslation();
  const { user, deleteAccount } = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [sure, setSure] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!sure || password === '') return;
    setBusy(true);
    setError(null);
    deleteAccount(password).then(
      () => void navigate('/'),
      (err: unknown) => {
        setError(err);
        setBusy(false);
      },
    );
  };

  return (
    <section className="panel stack account-danger" aria-labelledby="delete-title">
      <h2 id="delete-title">{t('accounts.account.deleteTitle')}</h2>
      <p id="delete-explain">{t('accounts.account.deleteExplain')}</p>
      <form className="stack" onSubmit={submit} aria-describedby="delete-explain">
        <input type="text" name="username" autoComplete="username" value={user.username ?? ''} readOnly hidden />
        <div className="field">
          <label htmlFor="delete-password">{t('accounts.account.deletePassword')}</label>
          <input
            id="delete-password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            maxLength={200}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <label className="check">
          <input type="checkbox" checked={sure} onChange={(e) => setSure(e.target.checked)} />{' '}
          {t('accounts.account.deleteConfirm')}
        </label>
        <FormError error={error} testId="delete-error" />
        <button type="submit" className="btn btn--danger" disabled={busy || !sure || password === ''}>
          {t('accounts.account.deleteSubmit')}
        </button>
      </form>
    </section>
  );
}
