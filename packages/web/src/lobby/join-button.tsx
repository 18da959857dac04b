import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/http.ts';
import { lobbyApi } from '../api/lobby-api.ts';
import { ErrorNote } from '../ui/error-note.tsx';

/**
 * "Join": takes a free seat on the server, then opens the table; a refusal (the seat went meanwhile, the table
 * filled up) is said in words beside the button and the player stays in the lobby.
 */
export function JoinButton({ tableId }: { tableId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const open = () => navigate(`/t/${tableId}`);
  const join = () => {
    setBusy(true);
    setError(null);
    lobbyApi.join(tableId).then(open, (e: unknown) => {
      // Seated already (from another tab): the table is where the player wants to be anyway.
      if (e instanceof ApiError && e.code === 'ALREADY_SEATED') return open();
      setError(e);
      setBusy(false);
    });
  };
  return (
    <>
      <button
        type="button"
        className="btn btn--small btn--primary"
        data-action="join"
        onClick={join}
        disabled={busy}
        aria-busy={busy}
      >
        {t('lobby.join')}
      </button>
      <ErrorNote error={error} testId={`join-error-${tableId}`} />
    </>
  );
}
