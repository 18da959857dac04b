import type { ApiTokenInfo, ApiTokenScope, NewTokenAnswer } from '@birzha/protocol';
import { API_TOKEN_SCOPES } from '@birzha/protocol';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../api/session.tsx';
import { currentLang } from '../i18n/index.ts';
import { botAccountApi } from './bot-api.ts';
import { FormError } from './form-error.tsx';
import './bot-section.css';

/** The words of each scope (i18n keys may not hold the scope's ':'). */
const SCOPE_WORDS = { 'bot:play': 'scopePlay', 'bot:chat': 'scopeChat' } as const satisfies Record<
  ApiTokenScope,
  string
>;

/**
 * The account as a bot account (issue 29): what turning it into one means (for good), asked with a tick; once it is
 * one, its API tokens: made (the token shown this once, with a copy button), listed, revoked.
 */
export function BotSection() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <section className="panel stack" aria-labelledby="bot-title" data-testid="bot-section">
      <h2 id="bot-title">{t('accounts.bot.title')}</h2>
      {user.botAccount === true ? <TokensPanel /> : <ConvertForm />}
    </section>
  );
}

/** The irreversible conversion: the explanation, a tick, the button. */
function ConvertForm() {
  const { t } = useTranslation();
  const { refresh } = useSession();
  const [sure, setSure] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!sure) return;
    setBusy(true);
    setError(null);
    botAccountApi
      .convert()
      // The session reads the user again: Me's botAccount switches this section to the tokens.
      .then(() => refresh())
      .then(
        () => setBusy(false),
        (err: unknown) => {
          setError(err);
          setBusy(false);
        },
      );
  };

  return (
    <form className="stack" onSubmit={submit} aria-describedby="bot-explain">
      <p id="bot-explain">{t('accounts.bot.explain')}</p>
      <label className="check">
        <input type="checkbox" checked={sure} onChange={(e) => setSure(e.target.checked)} /> {t('accounts.bot.confirm')}
      </label>
      <FormError error={error} testId="bot-error" />
      <button type="submit" className="btn btn--danger" disabled={busy || !sure}>
        {t('accounts.bot.convert')}
      </button>
    </form>
  );
}

/** A bot account's tokens: the list with revoke buttons, the form that makes one, the new token shown once. */
function TokensPanel() {
  const { t } = useTranslation();
  const [list, setList] = useState<readonly ApiTokenInfo[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<readonly ApiTokenScope[]>(['bot:play']);
  const [made, setMade] = useState<NewTokenAnswer | null>(null);

  const load = useCallback(() => {
    botAccountApi.tokens().then(
      (l) => (setList(l), setError(null)),
      (err: unknown) => setError(err),
    );
  }, []);
  useEffect(() => load(), [load]);

  const run = (p: Promise<void>) => {
    setBusy(true);
    setError(null);
    p.then(
      () => setBusy(false),
      (err: unknown) => {
        setError(err);
        setBusy(false);
      },
    );
  };
  const create = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim() === '' || scopes.length === 0) return;
    run(
      botAccountApi.create({ name, scopes: [...scopes] }).then((a) => {
        setMade(a);
        setName('');
        setList((l) => [a.info, ...(l ?? [])]);
      }),
    );
  };
  const revoke = (id: string) =>
    run(
      botAccountApi.revoke(id).then(() => {
        setList((l) => l?.filter((x) => x.id !== id) ?? null);
        if (made?.info.id === id) setMade(null);
      }),
    );
  const toggle = (scope: ApiTokenScope, on: boolean) =>
    setScopes((s) => API_TOKEN_SCOPES.filter((x) => (x === scope ? on : s.includes(x))));
  const when = (ms: number) =>
    new Intl.DateTimeFormat(currentLang(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));

  return (
    <div className="stack">
      <p>{t('accounts.bot.isBot')}</p>
      <h3>{t('accounts.bot.tokensTitle')}</h3>
      <p className="muted">{t('accounts.bot.tokensExplain')}</p>
      {made !== null && <NewToken made={made} onDone={() => setMade(null)} />}
      {list === null && error === null && <p className="muted">{t('app.loading')}</p>}
      {list !== null && list.length === 0 && <p className="muted">{t('accounts.bot.noTokens')}</p>}
      <ul className="devices" data-testid="bot-tokens">
        {(list ?? []).map((tok) => (
          <li key={tok.id} className="devices__item">
            <div>
              <strong>{tok.name}</strong> <span className="muted">{tok.scopes.join(', ')}</span>
              <div className="muted devices__when">
                {t('accounts.bot.createdAt', { when: when(tok.createdAt) })} ·{' '}
                {tok.lastUsedAt === null
                  ? t('accounts.bot.neverUsed')
                  : t('accounts.bot.lastUsed', { when: when(tok.lastUsedAt) })}
              </div>
            </div>
            <button
              type="button"
              className="btn btn--small"
              disabled={busy}
              aria-label={t('accounts.bot.revokeLabel', { name: tok.name })}
              onClick={() => revoke(tok.id)}
            >
              {t('accounts.bot.revoke')}
            </button>
          </li>
        ))}
      </ul>
      <form className="stack" onSubmit={create}>
        <div className="field">
          <label htmlFor="bot-token-name">{t('accounts.bot.name')}</label>
          <input
            id="bot-token-name"
            type="text"
            autoComplete="off"
            required
            maxLength={32}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <fieldset className="stack bot-scopes">
          <legend>{t('accounts.bot.scopes')}</legend>
          {API_TOKEN_SCOPES.map((scope) => (
            <label key={scope} className="check">
              <input
                type="checkbox"
                checked={scopes.includes(scope)}
                onChange={(e) => toggle(scope, e.target.checked)}
              />{' '}
              {t(`accounts.bot.${SCOPE_WORDS[scope]}`)}
            </label>
          ))}
        </fieldset>
        <FormError error={error} testId="bot-tokens-error" />
        <button type="submit" className="btn" disabled={busy || name.trim() === '' || scopes.length === 0}>
          {t('accounts.bot.create')}
        </button>
      </form>
    </div>
  );
}

/** The token just made, this once: a field to select, a copy button, and the warning. */
function NewToken({ made, onDone }: { made: NewTokenAnswer; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    // Without the clipboard API (plain http, old browsers) the field itself can be selected and copied.
    navigator.clipboard?.writeText(made.token).then(
      () => setCopied(true),
      () => undefined,
    );
  };
  return (
    <div className="notice stack" role="status" data-testid="bot-new-token">
      <label htmlFor="bot-new-token">{t('accounts.bot.created', { name: made.info.name })}</label>
      <div className="row bot-token">
        <input
          id="bot-new-token"
          type="text"
          readOnly
          spellCheck={false}
          value={made.token}
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className="btn btn--small" onClick={copy}>
          {copied ? t('accounts.bot.copied') : t('accounts.bot.copy')}
        </button>
      </div>
      <p>
        <strong>{t('accounts.bot.shownOnce')}</strong>
      </p>
      <button type="button" className="btn btn--small" onClick={onDone}>
        {t('accounts.bot.done')}
      </button>
    </div>
  );
}
