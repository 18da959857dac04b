import type { ApiTokenInfo, ApiTokenList, Me, NewTokenAnswer, NewTokenBody, UserInfo } from '@birzha/protocol';
import { toMe } from '../api/accounts-api.ts';
import { api } from '../api/http.ts';

/** REST calls of a bot account and its API tokens (issue 29; docs/bot-api.md); each rejects with an ApiError. */
export const botAccountApi = {
  /** Makes the signed-in account a bot account, for good. */
  convert: async (): Promise<Me> =>
    toMe(
      (
        await api<{ user: UserInfo & { username?: string | null; email?: string | null } }>(
          'POST',
          '/api/account/bot',
          {},
        )
      ).user,
    ),
  tokens: async (): Promise<ApiTokenInfo[]> => (await api<ApiTokenList>('GET', '/api/account/tokens')).tokens,
  /** A new token: the answer holds the token itself, which is never shown again. */
  create: (body: NewTokenBody) => api<NewTokenAnswer>('POST', '/api/account/tokens', body),
  revoke: (id: string) => api<unknown>('DELETE', `/api/account/tokens/${encodeURIComponent(id)}`),
};
