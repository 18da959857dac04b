import type { TableInfo } from './use-table.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../api/http.ts';
import { lobbyApi } from '../api/lobby-api.ts';
import { ErrorNote } from '../ui/error-note.tsx';

/** The address of a table, with its invite when it is private. */
export function tablePath(id: string, invite: string | null | undefined): string {
  return `/t/${id}${invite === null || invite === undefined ? '' : `?invite=${encodeURIComponent(invite)}`}`;
}

/** The seat a person held at a table: theirs, or the one a bot took over from them; null for anyone else. */
export function oldSeat(table: TableInfo, userId: string): number | null {
  return table.seats.find((s) => (s.user?.id === userId && s.bot === null) || s.left?.id === userId)?.seat ?? null;
}

const FINE_TO_SKIP = new Set(['ALREADY_SEATED', 'NOT_OPEN', 'TABLE_FULL']);

/**
 * Takes me to the rematch of a finished table, in my old seat: the server makes the rematch or hands back the one
 * already made; if I am not seated there yet, I join my old seat (any free one if it was taken). A rematch already
 * full or started is still where to go: I watch it. Resolves to the rematch's address.
 */
export async function goToRematch(
  table: TableInfo,
  userId: string,
  api: Pick<typeof lobbyApi, 'again' | 'join'> = lobbyApi,
): Promise<string> {
  const r = await api.again(table.id);
  const invite = r.invite ?? undefined;
  const seated = r.table.seats.some((s) => s.user?.id === userId && s.bot === null);
  const seat = oldSeat(table, userId);
  if (!seated && r.table.status === 'open') {
    try {
      await api.join(r.table.id, seat ?? undefined, invite).catch((e: unknown) => {
        if (e instanceof ApiError && e.code === 'SEAT_TAKEN') return api.join(r.table.id, undefined, invite);
        throw e;
      });
    } catch (e) {
      if (!(e instanceof ApiError && FINE_TO_SKIP.has(e.code))) throw e;
    }
  }
  return tablePath(r.table.id, r.invite);
}

/**
 * What a finished table offers once someone set up its rematch (`next`): its people take their old seats there,
 * anyone else may watch it.
 */
export function RematchOffer({
  table,
  userId,
  api,
}: {
  table: TableInfo;
  userId: string;
  api?: Pick<typeof lobbyApi, 'again' | 'join'>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const next = table.next ?? null;
  if (table.status !== 'finished' || next === null) return null;
  const player = oldSeat(table, userId) !== null;
  return (
    <div className="table-status__rematch" data-testid="rematch-offer">
      <span>{t('tableBar.rematch')}</span>
      {player ? (
        <button
          type="button"
          className="btn btn--small btn--primary"
          data-action="join-rematch"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            setError(null);
            goToRematch(table, userId, api).then(
              (path) => void navigate(path),
              (e: unknown) => {
                setError(e);
                setBusy(false);
              },
            );
          }}
        >
          {t('tableBar.joinRematch')}
        </button>
      ) : (
        <Link className="btn btn--small" to={tablePath(next.id, next.invite)} data-action="watch-rematch">
          {t('tableBar.watchRematch')}
        </Link>
      )}
      <ErrorNote error={error} />
    </div>
  );
}
