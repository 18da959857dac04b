// Invitations of accounts to tables (issue 25). Part of the Store contract (store.invitations); one implementation
// over Kysely (kysely-invitations.ts), for both dialects.

export type InvitationStatus = 'open' | 'accepted' | 'declined' | 'expired';

export interface InvitationRow {
  readonly id: string;
  readonly tableId: string;
  readonly fromUserId: string;
  readonly toUserId: string;
  readonly createdAt: number;
  readonly expiresAt: number;
  readonly status: InvitationStatus;
  readonly answeredAt: number | null;
}

export interface InvitationStore {
  /** Creates invitations; one per (table, invitee): a second invitation of the same account to a table is ignored. */
  create(rows: readonly Omit<InvitationRow, 'status' | 'answeredAt'>[]): Promise<void>;
  get(id: string): Promise<InvitationRow | undefined>;
  /** An account's invitations, newest first (open ones past `expiresAt` read as expired). */
  listFor(userId: string, now: number, limit: number): Promise<InvitationRow[]>;
  /** The invitations of a table. */
  listOfTable(tableId: string): Promise<InvitationRow[]>;
  /** open -> accepted or declined, only while open and not expired at `at`; false otherwise. */
  answer(id: string, status: 'accepted' | 'declined', at: number): Promise<boolean>;
}
