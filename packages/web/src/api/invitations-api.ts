import type { Invitation, TableSummary } from '@birzha/protocol';
import { api } from './http.ts';

/** What inviting answers: the user names invited now, and those left out with why (server invitation-routes.ts). */
export interface InviteAnswer {
  readonly invited: readonly string[];
  readonly skipped: readonly {
    readonly username: string;
    readonly reason: 'self' | 'seated' | 'invited' | 'repeated';
  }[];
}

/** REST calls of invitations to tables (issue 25); each rejects with an ApiError carrying the server's code. */
export const invitationsApi = {
  invite: (tableId: string, usernames: readonly string[]) =>
    api<InviteAnswer>('POST', `/api/tables/${encodeURIComponent(tableId)}/invitations`, { usernames }),
  /** Mine: open ones first, then the rest, each part newest first. */
  mine: async (): Promise<Invitation[]> =>
    (await api<{ invitations: Invitation[] }>('GET', '/api/account/invitations')).invitations,
  /** Takes a free seat at the table (a private one too); answers the table. */
  accept: async (id: string): Promise<TableSummary> =>
    (await api<{ table: TableSummary }>('POST', `/api/invitations/${encodeURIComponent(id)}/accept`)).table,
  decline: (id: string) => api<unknown>('POST', `/api/invitations/${encodeURIComponent(id)}/decline`),
};

/** The user names typed in one field: split on commas and white space, each once (case aside), a leading @ dropped. */
export function parseUsernames(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(/[\s,;]+/)) {
    const name = raw.replace(/^@/, '');
    if (name === '' || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push(name);
  }
  return out;
}
