import type { TableSummary } from '@birzha/protocol';
import { useCallback, useEffect, useRef, useState } from 'react';
import { lobbyApi } from '../api/lobby-api.ts';
import { useSession } from '../api/session.tsx';
import { byMyTurn } from './use-my-turns.ts';

export interface LobbyLists {
  readonly open: readonly TableSummary[];
  readonly playing: readonly TableSummary[];
  readonly finished: readonly TableSummary[];
  readonly mine: readonly TableSummary[];
}

const EMPTY: LobbyLists = { open: [], playing: [], finished: [], mine: [] };
/** A safety net behind the live notifications (a missed one costs at most this long). */
const REFRESH_MS = 20_000;

/** The lobby's lists, refetched whenever the server says they changed (and now and then anyway). */
export function useLobby(): { lists: LobbyLists; loaded: boolean; error: unknown; refresh: () => void } {
  const { socket, user } = useSession();
  const userId = user.id;
  const [lists, setLists] = useState<LobbyLists>(EMPTY);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const seq = useRef(0);

  const refresh = useCallback(() => {
    const mySeq = ++seq.current;
    Promise.all([
      lobbyApi.tables('open'),
      lobbyApi.tables('playing'),
      lobbyApi.tables('finished'),
      lobbyApi.myTables('open'),
      lobbyApi.myTables('playing'),
      lobbyApi.myTables('finished'),
    ]).then(
      ([open, playing, finished, myOpen, myPlaying, myFinished]) => {
        if (mySeq !== seq.current) return; // an older answer arriving late
        // The matches waiting for me first, the longest waiting first (the server orders them so too).
        const mine = [...byMyTurn(myPlaying, userId), ...myOpen];
        setLists({ open, playing, finished: recentFirst(finished, myFinished), mine });
        setLoaded(true);
        setError(null);
      },
      (e: unknown) => mySeq === seq.current && setError(e),
    );
  }, [userId]);

  useEffect(() => {
    refresh();
    const stop = socket.watchLobby(refresh);
    const unStatus = socket.onStatus((s) => s === 'open' && refresh());
    const timer = window.setInterval(refresh, REFRESH_MS);
    return () => {
      stop();
      unStatus();
      window.clearInterval(timer);
    };
  }, [socket, refresh]);

  return { lists, loaded, error, refresh };
}

/** Public finished matches and my own (private ones too), each once, the latest first. */
function recentFirst(a: readonly TableSummary[], b: readonly TableSummary[]): TableSummary[] {
  const byId = new Map<string, TableSummary>();
  for (const t of [...a, ...b]) byId.set(t.id, t);
  return [...byId.values()].sort((x, y) => (y.finishedAt ?? 0) - (x.finishedAt ?? 0)).slice(0, 50);
}
