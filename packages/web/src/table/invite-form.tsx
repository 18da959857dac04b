import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { invitationsApi, parseUsernames, type InviteAnswer } from '../api/invitations-api.ts';
import { ErrorNote } from '../ui/error-note.tsx';

/**
 * "Invite by user name" at an open table (issue 25): accounts named here are told (by the channels they chose) and
 * find the invitation in their lobby. Says who was invited and who was left out (me, seated, invited before).
 */
export function InviteForm({ tableId }: { tableId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [answer, setAnswer] = useState<InviteAnswer | null>(null);
  const names = parseUsernames(text);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (names.length === 0) return;
    setBusy(true);
    setError(null);
    setAnswer(null);
    invitationsApi.invite(tableId, names).then(
      (a) => {
        setAnswer(a);
        setText('');
        setBusy(false);
      },
      (err: unknown) => {
        setError(err);
        setBusy(false);
      },
    );
  };
  const skipped = answer?.skipped.map((s) => `${s.username} (${t(`invitations.form.reason.${s.reason}`)})`) ?? [];
  return (
    <form className="stack invite-form" onSubmit={submit} data-testid="invite-form">
      <label htmlFor={id}>{t('invitations.form.label')}</label>
      <div className="row">
        <input
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={600}
          autoComplete="off"
          aria-describedby={`${id}-hint`}
          data-testid="invite-names"
        />
        <button type="submit" className="btn" disabled={busy || names.length === 0} data-testid="invite-send">
          {t('invitations.form.send')}
        </button>
      </div>
      <small className="muted" id={`${id}-hint`}>
        {t('invitations.form.hint')}
      </small>
      <ErrorNote error={error} testId="invite-error" />
      {answer !== null && (
        <p role="status" data-testid="invite-result">
          {answer.invited.length > 0 && t('invitations.form.sent', { names: answer.invited.join(', ') })}
          {answer.invited.length > 0 && skipped.length > 0 && ' '}
          {skipped.length > 0 && t('invitations.form.skipped', { names: skipped.join(', ') })}
        </p>
      )}
    </form>
  );
}
