import type { Invitation } from '@birzha/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { invitationsApi } from '../api/invitations-api.ts';
import { useSession } from '../api/session.tsx';
import { gameName } from '../games/registry.ts';
import { currentLang } from '../i18n/index.ts';
import { BotBadge } from '../profiles/bot-badge.tsx';
import { ErrorNote } from '../ui/error-note.tsx';

/** Answered and expired invitations shown below the open ones (the newest). */
const CLOSED_SHOWN = 5;
/** How often the list is read again while the lobby is open (an invitation sent meanwhile shows up). */
const REFRESH_MS = 60_000;

/**
 * The lobby's "Invitations" (issue 25): tables other accounts invited me to, open ones first with Accept (a seat at
 * the table, which opens) and Decline, then the latest answered or expired. Accounts only; nothing while there are none.
 */
export function Invitations() {
  const { t } = useTranslation();
  const { isAccount } = useSession();
  const navigate = useNavigate();
  const [list, setList] = useState<Invitation[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState<string | null>(null);
  // A list that fails to load keeps what it showed: the lobby is not the place for that error (an answer's is told).
  const load = useCallback(() => invitationsApi.mine().then(setList, () => undefined), []);
  useEffect(() => {
    if (!isAccount) return;
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [isAccount, load]);

  const answer = (inv: Invitation, accept: boolean) => {
    setBusy(inv.id);
    setError(null);
    const done = accept
      ? invitationsApi.accept(inv.id).then(() => navigate(`/t/${encodeURIComponent(inv.tableId)}`))
      : invitationsApi.decline(inv.id).then(load);
    done.then(
      () => setBusy(null),
      (e: unknown) => {
        setError(e);
        setBusy(null);
        void load();
      },
    );
  };

  if (!isAccount || (list.length === 0 && error === null)) return null;
  const lang = currentLang();
  const open = list.filter((i) => i.status === 'open');
  const closed = list.filter((i) => i.status !== 'open').slice(0, CLOSED_SHOWN);
  const date = (ms: number) => new Date(ms).toLocaleString(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="panel" aria-labelledby="invitations-title" data-testid="invitations">
      <h2 id="invitations-title">{t('invitations.title')}</h2>
      <ErrorNote error={error} testId="invitations-error" />
      {list.length === 0 ? (
        <p className="muted">{t('invitations.empty')}</p>
      ) : (
        <ul className="stack invitations">
          {[...open, ...closed].map((inv) => (
            <li key={inv.id} className="row invitation" data-testid="invitation" data-status={inv.status}>
              <span>
                {t('invitations.from', { name: inv.from.name, game: gameName(inv.game, lang) })}{' '}
                {inv.from.botAccount === true && (
                  <>
                    <BotBadge account />{' '}
                  </>
                )}
                <span className="muted">
                  {inv.status === 'open'
                    ? t('invitations.until', { date: date(inv.expiresAt) })
                    : t(`invitations.status.${inv.status}`)}
                </span>
              </span>
              {inv.status === 'open' && (
                <>
                  <button
                    type="button"
                    className="btn btn--small btn--primary"
                    disabled={busy !== null}
                    onClick={() => answer(inv, true)}
                    data-action="accept"
                  >
                    {t('invitations.accept')}
                  </button>
                  <button
                    type="button"
                    className="btn btn--small"
                    disabled={busy !== null}
                    onClick={() => answer(inv, false)}
                    data-action="decline"
                  >
                    {t('invitations.decline')}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
