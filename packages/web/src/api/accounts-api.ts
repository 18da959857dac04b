import type {
  DeleteAccountBody,
  EmailBody,
  LoginBody,
  Me,
  PasswordBody,
  PlaySettingsBody,
  RegisterBody,
  ResetBody,
  ResetRequestBody,
  ServerFeatures,
  SessionAnswer,
  SessionInfo,
  UserInfo,
} from '@birzha/protocol';
import { api } from './http.ts';

/**
 * The signed-in user from any answer: a server that predates accounts (or a guest answer) may leave out the account
 * fields, which then mean "none".
 */
export function toMe(u: UserInfo & { username?: string | null; email?: string | null }): Me {
  return { ...u, username: u.username ?? null, email: u.email ?? null };
}

/** Whether the user is signed in to an account (not a guest). */
export function isAccount(me: Me): boolean {
  return me.username !== null || me.kind === 'account';
}

type UserAnswer = { user: UserInfo & { username?: string | null; email?: string | null } };

/** The devices list as the server sends it: the list itself or wrapped under `sessions`. */
function sessionList(a: SessionInfo[] | { sessions: SessionInfo[] }): SessionInfo[] {
  return Array.isArray(a) ? a : a.sessions;
}

/** REST calls of accounts (issue 13); each rejects with an ApiError carrying the server's code. */
export const accountsApi = {
  /** The current identity, a new guest when there is none. */
  session: async (): Promise<Me> => toMe((await api<SessionAnswer>('POST', '/api/session', {})).user),
  me: async (): Promise<Me> => toMe((await api<UserAnswer>('GET', '/api/me')).user),
  register: async (body: RegisterBody): Promise<Me> =>
    toMe((await api<SessionAnswer>('POST', '/api/account/register', body)).user),
  login: async (body: LoginBody): Promise<Me> =>
    toMe((await api<SessionAnswer>('POST', '/api/account/login', body)).user),
  logout: () => api<unknown>('POST', '/api/account/logout', {}),
  password: (body: PasswordBody) => api<unknown>('POST', '/api/account/password', body),
  deleteAccount: (body: DeleteAccountBody) => api<unknown>('DELETE', '/api/account', body),
  email: (body: EmailBody) => api<unknown>('POST', '/api/account/email', body),
  /** A person's preferences for play (rated games against bot accounts). */
  playSettings: async (body: PlaySettingsBody): Promise<Me> =>
    toMe((await api<UserAnswer>('PUT', '/api/account/settings', body)).user),
  resetRequest: (body: ResetRequestBody) => api<unknown>('POST', '/api/account/reset-request', body),
  reset: (body: ResetBody) => api<unknown>('POST', '/api/account/reset', body),
  sessions: async (): Promise<SessionInfo[]> =>
    sessionList(await api<SessionInfo[] | { sessions: SessionInfo[] }>('GET', '/api/account/sessions')),
  endSession: (id: string) => api<unknown>('DELETE', `/api/account/sessions/${encodeURIComponent(id)}`),
  config: () => api<ServerFeatures>('GET', '/api/config'),
};
