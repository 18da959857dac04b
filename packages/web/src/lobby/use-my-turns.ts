import { isOwnSeat, waitingFirst, waitsFor, type TableSummary } from '@birzha/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { lobbyApi } from '../api/lobby-api.ts';
import { useSession } from '../api/session.tsx';
import { onMyTurnsChanged } from '../ui/my-turns-changed.ts';

/** The id of "My matches" in the lobby: the header's count of matches waiting for me links to it (/#mine). */
export const MINE_ID = 'mine';

/** How often the count is looked at again besides the lobby's live changes (a move elsewhere is not one of them). */
export const MY_TURNS_POLL_MS = 60_000;

/** Whether I play this seat myself now (protocol `isOwnSeat`). */
export const isMyOwnSeat = isOwnSeat;

/** Whether a playing match waits for my decision (protocol `waitsFor`). */
export const mustAct = waitsFor;

/** "My matches" in the order I should look at them (protocol `waitingFirst`, as the server lists them). */
export const byMyTurn = waitingFirst;

/**
 * My playing matches that wait for me, the longest waiting first: looked at on mount, whenever the lobby changes
 * (the lobby socket), when a table I look at sees my turn come or go, when the page comes back into view, and every
 * minute.
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
    const stopTables = onMyTurnsChanged(refresh);
    const timer = window.setInterval(refresh, MY_TURNS_POLL_MS);
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stop();
      stopTables();
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [socket, refresh]);

  return { waiting, refresh };
}
