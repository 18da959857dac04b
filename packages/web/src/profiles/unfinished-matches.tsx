import { waitingFirst, type TableSummary } from '@birzha/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lobbyApi } from '../api/lobby-api.ts';
import { useSession } from '../api/session.tsx';
import { TableList } from '../lobby/table-list.tsx';

/**
 * The tables I sit at that have not finished (the lobby's "My matches": those waiting for my move first, then the
 * ones still gathering players), above the history: a player who looks for a match in progress among their matches
 * finds it here, and its table is one click away. Nothing when there are none, or when the server cannot say: the
 * finished matches below are what this page is for, and the lobby lists these too.
 */
export function UnfinishedMatches() {
  const { t } = useTranslation();
  const { user } = useSession();
  const userId = user.id;
  const [tables, setTables] = useState<readonly TableSummary[]>([]);

  useEffect(() => {
    let cancelled = false;
    Promise.all([lobbyApi.myTables('playing'), lobbyApi.myTables('open')]).then(
      ([playing, open]) => !cancelled && setTables([...waitingFirst(playing, userId), ...open]),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [userId]);

  if (tables.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="history-unfinished-title" data-testid="history-unfinished">
      <h2 id="history-unfinished-title">{t('profiles.history.unfinished')}</h2>
      <TableList tables={tables} kind="mine" empty="" />
    </section>
  );
}
