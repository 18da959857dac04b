import type { Invitation } from '@birzha/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { invitationsApi } from '../api/invitations-api.ts';
import { useSession } from '../api/session.tsx';
import { gameName } from '../games/registry.ts';
import { currentLang } from '../i18n/index.ts';
import { BotBadge } from '../profiles/bot-badge.tsx';
import { ErrorNote } from '../ui/error-note.tsx';

/** Opens the table again from the start: now seated, the private table lets me in. */
const reopen = (tableId: string) => window.location.assign(`/t/${encodeURIComponent(tableId)}`);

/**
 * A private table I may not see without its code, opened from an invitation's notification (issue 25): my open
 * invitation to it, with Accept (a seat; then the table opens) and Decline. Nothing without one.
 */
export function InvitedHere({
  tableId,
  onAccepted = reopen,
}: {
  tableId: string;
  onAccepted?: (tableId: string) => void;
}) {
  const { t } = useTranslation();
  const { isAccount } = useSession();
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!isAccount) return;
    let cancelled = false;
    invitationsApi.mine().then(
      (list) => !cancelled && setInvitation(list.find((i) => i.tableId === tableId && i.status === 'open') ?? null),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [isAccount, tableId]);
  if (invitation === null) return null;
  const answer = (accept: boolean) => {
    setBusy(true);
    setError(null);
    (accept
      ? invitationsApi.accept(invitation.id).then(() => onAccepted(tableId))
      : invitationsApi.decline(invitation.id).then(() => setInvitation(null))
    ).then(
      () => setBusy(false),
      (e: unknown) => {
        setError(e);
        setBusy(false);
      },
    );
  };
  return (
    <section className="panel stack" data-testid="invited-here">
      <p>
        {t('invitations.from', { name: invitation.from.name, game: gameName(invitation.game, currentLang()) })}
        {invitation.from.botAccount === true && (
          <>
            {' '}
            <BotBadge account />
          </>
        )}
      </p>
      <div className="row">
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => answer(true)}>
          {t('invitations.accept')}
        </button>
        <button type="button" className="btn" disabled={busy} onClick={() => answer(false)}>
          {t('invitations.decline')}
        </button>
      </div>
      <ErrorNote error={error} />
    </section>
  );
}
