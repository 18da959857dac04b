import type { UserInfo } from '@birzha/protocol';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { api } from './http.ts';
import { GameSocket, socketUrl, type SocketStatus } from './socket.ts';

interface Session {
  readonly user: UserInfo;
  readonly socket: GameSocket;
  readonly status: SocketStatus;
  rename(name: string): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

/** The guest identity (created on first visit, kept in an HTTP-only cookie) and the tab's one WebSocket. */
export function SessionProvider({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback: (error: string | null, retry: () => void) => ReactNode;
}) {
  const [user, setUser] = useState<UserInfo | null>(null);
  const [socket, setSocket] = useState<GameSocket | null>(null);
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    let made: GameSocket | null = null;
    api<{ user: UserInfo }>('POST', '/api/session', {})
      .then((r) => {
        if (cancelled) return;
        setUser(r.user);
        made = new GameSocket(socketUrl());
        made.onStatus(setStatus);
        setSocket(made);
      })
      .catch((e: unknown) => !cancelled && setError(e instanceof Error ? e.message : 'NETWORK'));
    return () => {
      cancelled = true;
      made?.close();
    };
  }, [attempt]);

  const rename = useCallback(async (name: string) => {
    const r = await api<{ user: UserInfo }>('PATCH', '/api/me', { name });
    setUser(r.user);
  }, []);

  const value = useMemo(
    () => (user === null || socket === null ? null : { user, socket, status, rename }),
    [user, socket, status, rename],
  );
  if (value === null) {
    return fallback(error, () => {
      setError(null);
      setAttempt((a) => a + 1);
    });
  }
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (s === null) throw new Error('useSession outside SessionProvider');
  return s;
}
