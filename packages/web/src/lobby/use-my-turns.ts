import type { SeatInfo, TableSummary } from '@birzha/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { lobbyApi } from '../api/lobby-api.ts';
import { useSession } from '../api/session.tsx';

/** The id of "My matches" in the lobby: the header's count of matches waiting for me links to it (/#mine). */
export const MINE_ID = 'mine';

/** How often the count is looked at again besides the lobby's live changes (a move elsewhere is not one of them). */
export const MY_TURNS_POLL_MS = 60_000;

/** Whether I play this seat myself now (a bot playing it since I left does not wait for me). */
export function isMyOwnSeat(s: SeatInfo, userId: string): boolean {
  return s.user?.id === userId && s.bot === null;
}

/** Whether a playing match waits for my decision: one of the seats it waits for is mine, played by me. */
export function mustAct(table: TableSummary, userId: string): boolean {
  if (table.status !== 'playing' || table.turn === undefined || table.turn === null) return false;
  const acting = new Set(table.turn.seats);
  return table.seats.some((s) => acting.has(s.seat) && isMyOwnSeat(s, userId));
}

/**
 * "My matches" in the order I should look at them: those waiting for me first, the longest waiting first; then the
 * others, also by how long they have waited; a match with no turn (open, or not known) keeps its place after them.
 */
export function byMyTurn(tables: readonly TableSummary[], userId: string): TableSummary[] {
  const rank = (tb: TableSummary) => (mustAct(tb, userId) ? 0 : tb.turn === undefined || tb.turn === null ? 2 : 1);
  const since = (tb: TableSummary) => tb.turn?.since ?? Number.POSITIVE_INFINITY;
  return tables
    .map((tb, i) => ({ tb, i }))
    .sort((a, b) => rank(a.tb) - rank(b.tb) || since(a.tb) - since(b.tb) || a.i - b.i)
    .map((x) => x.tb);
}

/**
 * My playing matches that wait for me, the longest waiting first: looked at on mount, whenever the lobby changes
 * (the lobby socket), when the page comes back into view, and every minute.
 */
export function useMyTurns(): { waiting: readonly TableSummary[]; refresh: () => void } {
  const { socket, user } = useSession();
  const [waiting, setWaiting] = useState<readonly TableSummary[]>([]);
  const seq = useRef(0);
  const userId = user.id;

  const refresh = useCallback(() => {
    const mySeq = ++seq.current;
    lobbyApi.myTables('playing').then(
      (tables) => {
        if (mySeq !== seq.current) return;
        setWaiting(byMyTurn(tables, userId).filter((tb) => mustAct(tb, userId)));
      },
      // The count is a hint: a failed look keeps the last one until the next.
      () => undefined,
    );
  }, [userId]);

  useEffect(() => {
    refresh();
    const stop = socket.watchLobby(refresh);
    const timer = window.setInterval(refresh, MY_TURNS_POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stop();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [socket, refresh]);

  return { waiting, refresh };
}
