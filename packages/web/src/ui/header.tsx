import { cleanName } from '@birzha/protocol';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useSession } from '../api/session.tsx';
import { LANGS, currentLang } from '../i18n/index.ts';
import { ConnectionNotice } from './connection-notice.tsx';
import { useErrorText } from './use-error-text.ts';
import { TableSettings } from './table-settings.tsx';
import { useNarrow } from './use-narrow.ts';

const ACCOUNT_PAGES = /^\/(login|register|account|reset)(\/|$)/;
/** A table, live or replayed: on a phone the board needs the screen, and the header folds into one line. */
const TABLE_PAGES = /^\/(t|replay)\//;

/**
 * Brand, navigation, who I am (a guest's name, editable, with "Log in" and "Register"; an account's name linking to
 * its profile, with "Account" and "Log out"), the table settings (sound, pace) and the language switch. At a table
 * on a phone it folds into one line (the brand, the connection's trouble if any, and a menu button that opens the
 * rest): unfolded it took 175-330 of the 844 px the board needs.
 */
export function Header({ children }: { children?: ReactNode } = {}) {
  const { t, i18n } = useTranslation();
  const { user, rename, isAccount, logout } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<unknown>(null);
  const errorText = useErrorText();
  const lang = currentLang();
  const folded = useNarrow() && TABLE_PAGES.test(location.pathname);
  const [open, setOpen] = useState(false);
  const [openAt, setOpenAt] = useState(location.pathname);
  const menuId = useId();
  // Going to another page closes the menu.
  if (openAt !== location.pathname) {
    setOpenAt(location.pathname);
    setOpen(false);
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = cleanName(name);
    if (trimmed === '' || trimmed.length > 32) return;
    rename(trimmed).then(
      () => {
        setEditing(false);
        setError(null);
      },
      (err: unknown) => setError(err),
    );
  };

  // Signing in from a page comes back to it (not from the account pages themselves).
  const here = location.pathname + location.search;
  const back = ACCOUNT_PAGES.test(location.pathname) || here === '/' ? '' : `?next=${encodeURIComponent(here)}`;
  const signOut = () => {
    logout().then(
      () => void navigate('/'),
      (err: unknown) => setError(err),
    );
  };

  // The navigation and the tools: in the header's line, or under the menu button when it is folded.
  const menu = (
    <>
      <nav className="shell__nav" aria-label={t('app.name')}>
        <NavLink to="/" end>
          {t('nav.lobby')}
        </NavLink>
        <NavLink to="/history">{t('accounts.header.history')}</NavLink>
        <NavLink to="/leaderboard">{t('accounts.header.leaders')}</NavLink>
        <NavLink to="/rules">{t('nav.rules')}</NavLink>
      </nav>
      <div className="shell__tools">
        {!folded && <ConnectionNotice />}
        {isAccount ? (
          <div className="shell__account">
            <Link
              to={`/u/${encodeURIComponent(user.id)}`}
              className="shell__me"
              data-testid="my-name"
              title={t('accounts.header.profile')}
            >
              {user.name}
            </Link>
            <NavLink to="/account">{t('accounts.header.account')}</NavLink>
            <button type="button" className="link-button" data-testid="logout" onClick={signOut}>
              {t('accounts.header.logout')}
            </button>
            {error !== null && (
              <span role="alert" className="shell__error">
                {errorText(error)}
              </span>
            )}
          </div>
        ) : (
          <div className="shell__account">
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
            <NavLink to={`/login${back}`}>{t('accounts.header.login')}</NavLink>
            <NavLink to={`/register${back}`}>{t('accounts.header.register')}</NavLink>
          </div>
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
    </>
  );

  return (
    <header className={`shell__header${folded ? ' shell__header--folded' : ''}`}>
      <NavLink to="/" className="shell__brand">
        {t('app.name')}
      </NavLink>
      {/* What the shell adds beside the brand, in view even when folded (the count of matches waiting for me). */}
      {children}
      {folded && (
        <>
          <ConnectionNotice />
          <button
            type="button"
            className="shell__menu"
            aria-expanded={open}
            aria-controls={menuId}
            data-testid="header-menu"
            onClick={() => setOpen(!open)}
          >
            <span aria-hidden="true">{open ? '✕' : '☰'}</span> {t('nav.menu')}
          </button>
        </>
      )}
      <div id={menuId} className="shell__more">
        {(!folded || open) && menu}
      </div>
    </header>
  );
}
