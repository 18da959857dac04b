import type { TableSummary } from '@birzha/protocol';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { alertPlayer } from './notify.ts';

/** The people seated at an open table (user ids), or null when it is not open. */
function peopleWaiting(table: Omit<TableSummary, 'version'> | null): Set<string> | null {
  if (table === null || table.status !== 'open') return null;
  return new Set(table.seats.flatMap((s) => (s.user !== null && s.bot === null ? [s.user.id] : [])));
}

/**
 * "Your turn" when the turn becomes mine, and "a player joined" when a person takes a seat at the open table I sit
 * at: a sound and, while the tab is hidden, a browser notification (alertPlayer decides, from the settings).
 */
export function useTableAlerts({
  myTurn,
  table,
  userId,
  game,
}: {
  myTurn: boolean;
  table: Omit<TableSummary, 'version'> | null;
  userId: string;
  game: string;
}): void {
  const { t } = useTranslation();
  const wasMyTurn = useRef(myTurn);
  useEffect(() => {
    if (myTurn && !wasMyTurn.current)
      alertPlayer({ title: t('quick.yourTurn'), body: t('quick.yourTurnBody', { game }), tag: 'birzha-turn' });
    wasMyTurn.current = myTurn;
  }, [myTurn, game, t]);

  const people = useRef<Set<string> | null>(peopleWaiting(table));
  useEffect(() => {
    const before = people.current;
    const now = peopleWaiting(table);
    people.current = now;
    if (before === null || now === null || table === null || !now.has(userId)) return;
    for (const seat of table.seats) {
      const id = seat.user?.id;
      if (seat.bot !== null || id === undefined || id === userId || before.has(id)) continue;
      alertPlayer({
        title: t('quick.joined'),
        body: t('quick.joinedBody', { name: seat.user?.name ?? '', game }),
        tag: `birzha-joined-${table.id}`,
      });
    }
  }, [table, userId, game, t]);
}
