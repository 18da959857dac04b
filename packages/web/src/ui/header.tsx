import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSession } from '../api/session.tsx';
import { LANGS, currentLang } from '../i18n/index.ts';
import { useErrorText } from './use-error-text.ts';
import { TableSettings } from './table-settings.tsx';

/** Brand, navigation, the guest's name (editable), the table settings (sound, pace) and the language switch. */
export function Header() {
  const { t, i18n } = useTranslation();
  const { user, rename, status } = useSession();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<unknown>(null);
  const errorText = useErrorText();
  const lang = currentLang();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '' || trimmed.length > 32) return;
    rename(trimmed).then(
      () => {
        setEditing(false);
        setError(null);
      },
      (err: unknown) => setError(err),
    );
  };

  return (
    <header className="shell__header">
      <NavLink to="/" className="shell__brand">
        {t('app.name')}
      </NavLink>
      <nav className="shell__nav" aria-label={t('app.name')}>
        <NavLink to="/" end>
          {t('nav.lobby')}
        </NavLink>
        <NavLink to="/rules">{t('nav.rules')}</NavLink>
      </nav>
      <div className="shell__tools">
        {status !== 'open' && (
          <span className="shell__status" role="status">
            {t('app.offline')}
          </span>
        )}
        {editing ? (
          <form className="name-edit" onSubmit={submit}>
            <label className="sr-only" htmlFor="my-name">
              {t('me.name')}
            </label>
            <input
              id="my-name"
              value={name}
              maxLength={32}
              autoFocus
              onChange={(e) => setName(e.target.value)}
              aria-describedby="name-hint"
            />
            <span id="name-hint" className="sr-only">
              {t('me.nameHint')}
            </span>
            <button type="submit" className="btn btn--small" disabled={name.trim() === ''}>
              {t('me.save')}
            </button>
            <button type="button" className="btn btn--small" onClick={() => setEditing(false)}>
              {t('me.cancel')}
            </button>
            {error !== null && <span role="alert">{errorText(error)}</span>}
          </form>
        ) : (
          <button
            type="button"
            className="link-button"
            data-testid="my-name"
            title={t('me.rename')}
            onClick={() => (setName(user.name), setEditing(true))}
          >
            {user.name} ✎
          </button>
        )}
        <TableSettings />
        <div className="lang-switch" role="group" aria-label={t('nav.language')}>
          {LANGS.map((l) => (
            <button
              key={l}
              type="button"
              lang={l}
              aria-pressed={lang === l}
              onClick={() => void i18n.changeLanguage(l)}
            >
              {l === 'ru' ? 'RU' : 'EN'}
            </button>
          ))}
        </div>
      </div>
    </header>
  );
}
