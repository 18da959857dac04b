import { cleanName } from '@birzha/protocol';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../api/session.tsx';
import { FormError } from './form-error.tsx';

/** The display name others see at the table (the user name for logging in does not change). */
export function NameSection() {
  const { t } = useTranslation();
  const { user, rename } = useSession();
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const trimmed = cleanName(name);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (trimmed === '' || trimmed.length > 32) return;
    setSaved(false);
    setError(null);
    rename(trimmed).then(
      () => setSaved(true),
      (err: unknown) => setError(err),
    );
  };

  return (
    <section className="panel stack" aria-labelledby="name-title">
      <h2 id="name-title">{t('accounts.account.nameTitle')}</h2>
      <form className="stack" onSubmit={submit}>
        <div className="field">
          <label htmlFor="account-name">{t('accounts.account.name')}</label>
          <input
            id="account-name"
            name="nickname"
            autoComplete="nickname"
            maxLength={32}
            required
            value={name}
            onChange={(e) => (setName(e.target.value), setSaved(false))}
            aria-describedby="account-name-hint"
          />
          <small id="account-name-hint">{t('accounts.account.nameHint')}</small>
        </div>
        <FormError error={error} />
        <div className="row">
          <button type="submit" className="btn" disabled={trimmed === '' || trimmed === user.name}>
            {t('accounts.account.save')}
          </button>
          {saved && <span role="status">{t('accounts.account.saved')}</span>}
        </div>
      </form>
    </section>
  );
}
