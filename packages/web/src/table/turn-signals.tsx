import type { TableInfo } from './use-table.ts';
import { useEffect } from 'react';
import { useSession } from '../api/session.tsx';
import { myTurnsChanged } from '../ui/my-turns-changed.ts';
import { useSecondsLeft } from '../ui/use-seconds-left.ts';
import { useTableAlerts } from '../ui/use-table-alerts.ts';
import { useTurnTitle } from '../ui/use-turn-title.ts';

/**
 * What tells a player the turn is theirs when they look elsewhere: the tab's title with the seconds left, and a sound
 * and a browser notification when the turn becomes theirs or a person sits down at the table they wait at (the
 * low-time warning is the status bar's). A component of its own, drawing nothing: it re-renders every second
 * on my turn, and the board must not re-render with it.
 */
export function TurnSignals({
  myTurn,
  deadline,
  game,
  table = null,
}: {
  myTurn: boolean;
  deadline: number | null;
  game: string;
  table?: TableInfo | null;
}) {
  const left = useSecondsLeft(myTurn ? deadline : null);
  // The header's count of matches waiting for me follows this table's turn (not a minute later).
  useEffect(() => myTurnsChanged(), [myTurn]);
  useTurnTitle(myTurn, left, game);
  useTableAlerts({ myTurn, table, userId: useSession().user.id, game });
  return null;
}
