import type { LoginBody, Me, RegisterBody } from '@birzha/protocol';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { accountsApi, isAccount } from './accounts-api.ts';
import { ApiError, api } from './http.ts';
import { SignedOutNotice } from '../accounts/signed-out-notice.tsx';
import { signOutReason, type SignOutReason } from './sign-out-reason.ts';
import { GameSocket, socketUrl, type SocketProblem, type SocketStatus } from './socket.ts';

interface Session {
  /** Who this tab is: a guest or an account (`username` set). */
  readonly user: Me;
  readonly isAccount: boolean;
  readonly socket: GameSocket;
  readonly status: SocketStatus;
  /** Why the server refused the socket (too many connections, unauthorized), or null. */
  readonly problem: SocketProblem | null;
  rename(name: string): Promise<void>;
  /** Signs in to an account; the socket reconnects as that user. */
  login(body: LoginBody): Promise<void>;
  /** Turns this guest into an account (keeping what it played); the socket reconnects. */
  register(body: RegisterBody): Promise<void>;
  /** Signs out; the tab goes on as a fresh guest, the socket reconnects as that guest. */
  logout(): Promise<void>;
  /** Deletes the account (its password again), then goes on as a fresh guest like `logout`. */
  deleteAccount(password: string): Promise<void>;
  /** Reads the user again (after a change of e-mail, say). */
  refresh(): Promise<void>;
  /**
   * Why the account's session was ended by the server (a password change on another device, a reset) while this tab
   * held it, until the person closes the notice or signs in again; null otherwise. The tab goes on as a guest.
   */
  readonly signedOut: SignOutReason | null;
  dismissSignedOut(): void;
}

const SessionContext = createContext<Session | null>(null);

/** The tab's identity (a guest, or an account, held by an HTTP-only cookie) and the tab's one WebSocket. */
export function SessionProvider({
  children,
  fallback,
}: {
  children: ReactNode;
  fallback: (error: string | null, retry: () => void) => ReactNode;
}) {
  const [user, setUser] = useState<Me | null>(null);
  const [socket, setSocket] = useState<GameSocket | null>(null);
  const [status, setStatus] = useState<SocketStatus>('connecting');
  const [problem, setProblem] = useState<SocketProblem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [signedOut, setSignedOut] = useState<SignOutReason | null>(null);
  // The live socket and its status subscription: a replaced socket must not report its own closing afterwards.
  const live = useRef<{ socket: GameSocket; stop: () => void } | null>(null);
  const userId = useRef<string | null>(null);
  userId.current = user?.id ?? null;

  const closeSocket = useCallback(() => {
    live.current?.stop();
    live.current?.socket.close();
    live.current = null;
  }, []);

  /** A new WebSocket: the server learns who the user is when the socket opens, so a new identity needs a new one. */
  const openSocket = useCallback(() => {
    closeSocket();
    const made = new GameSocket(socketUrl);
    const follow = () => {
      setStatus(made.status);
      setProblem(made.problem);
    };
    live.current = { socket: made, stop: made.onStatus(follow) };
    follow();
    setSocket(made);
  }, [closeSocket]);

  /**
   * Who we are now, a fresh guest when the cookie names no one. A session the server ended for its account (the
   * password changed elsewhere) is refused with why, and its cookie cleared: the reason is kept for the notice and
   * the next call makes the guest, never silently.
   */
  const sessionOrGuest = useCallback(async (): Promise<Me> => {
    try {
      return await accountsApi.session();
    } catch (e) {
      const reason = signOutReason(e);
      if (reason === null) throw e;
      setSignedOut(reason);
      return accountsApi.session();
    }
  }, []);

  useEffect(() => {
    let cancelled = false;
    sessionOrGuest()
      .then((me) => {
        if (cancelled) return;
        setUser(me);
        openSocket();
      })
      .catch((e: unknown) => !cancelled && setError(e instanceof Error ? e.message : 'NETWORK'));
    return () => {
      cancelled = true;
      closeSocket();
    };
  }, [attempt, openSocket, closeSocket, sessionOrGuest]);

  const becomeUser = useCallback(
    (me: Me) => {
      setUser(me);
      openSocket();
    },
    [openSocket],
  );

  /** After the account's session ended: a fresh guest (the server makes one when the cookie names no one). */
  const becomeGuest = useCallback(async () => becomeUser(await sessionOrGuest()), [becomeUser, sessionOrGuest]);

  const rename = useCallback(async (name: string) => {
    const r = await api<{ user: { name: string } }>('PATCH', '/api/me', { name });
    setUser((before) => (before === null ? before : { ...before, name: r.user.name }));
  }, []);
  const login = useCallback(
    async (body: LoginBody) => {
      becomeUser(await accountsApi.login(body));
      setSignedOut(null);
    },
    [becomeUser],
  );
  const register = useCallback(
    async (body: RegisterBody) => {
      // The server ends the guest's session and closes the sockets it opened: this one is closed first, so that its
      // closing is not taken for a sign-out elsewhere (which would make a fresh guest over the new account).
      closeSocket();
      let me: Me;
      try {
        me = await accountsApi.register(body);
      } catch (e) {
        openSocket();
        throw e;
      }
      becomeUser(me);
      setSignedOut(null);
    },
    [becomeUser, closeSocket, openSocket],
  );
  const logout = useCallback(async () => {
    await accountsApi.logout();
    await becomeGuest();
  }, [becomeGuest]);
  const deleteAccount = useCallback(
    async (password: string) => {
      await accountsApi.deleteAccount({ password });
      await becomeGuest();
    },
    [becomeGuest],
  );
  const refresh = useCallback(async () => {
    let me: Me;
    try {
      me = await accountsApi.me();
    } catch (e) {
      // The session ended elsewhere (signed out from another device or tab): go on as a fresh guest. Ended by a
      // password change or reset: say so too.
      const reason = signOutReason(e);
      if (reason !== null) setSignedOut(reason);
      if (reason !== null || (e instanceof ApiError && e.code === 'UNAUTHORIZED')) return becomeGuest();
      throw e;
    }
    // Another tab may have signed in or out: a different user needs a socket of its own.
    if (userId.current !== me.id) becomeUser(me);
    else setUser(me);
  }, [becomeUser, becomeGuest]);

  // The server no longer knows this socket's identity (signed out elsewhere, account deleted): the socket stays closed,
  // and asking once who we are now brings a new socket for the new identity (a fresh guest, another account).
  useEffect(() => {
    if (problem === 'UNAUTHORIZED') refresh().catch(() => undefined); // offline: the header says so
  }, [problem, refresh]);

  // Coming back to the tab, check who we are: another tab or device may have signed in or out meanwhile.
  const ready = user !== null;
  useEffect(() => {
    if (!ready) return;
    const check = () => {
      if (document.visibilityState === 'visible') refresh().catch(() => undefined); // offline: the socket says so
    };
    document.addEventListener('visibilitychange', check);
    return () => document.removeEventListener('visibilitychange', check);
  }, [ready, refresh]);

  const dismissSignedOut = useCallback(() => setSignedOut(null), []);

  const value = useMemo(
    () =>
      user === null || socket === null
        ? null
        : {
            user,
            isAccount: isAccount(user),
            socket,
            status,
            problem,
            rename,
            login,
            register,
            logout,
            deleteAccount,
            refresh,
            signedOut,
            dismissSignedOut,
          },
    [
      user,
      socket,
      status,
      problem,
      rename,
      login,
      register,
      logout,
      deleteAccount,
      refresh,
      signedOut,
      dismissSignedOut,
    ],
  );
  if (value === null) {
    return fallback(error, () => {
      setError(null);
      setAttempt((a) => a + 1);
    });
  }
  return (
    <SessionContext.Provider value={value}>
      {signedOut !== null && <SignedOutNotice reason={signedOut} onClose={dismissSignedOut} />}
      {children}
    </SessionContext.Provider>
  );
}

/** The session, or null outside a SessionProvider (a component that also renders alone, as in a board's tests). */
export function useOptionalSession(): Session | null {
  return useContext(SessionContext);
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (s === null) throw new Error('useSession outside SessionProvider');
  return s;
}
