// Invitations over Kysely (invitations-store.ts), for SQLite and PostgreSQL alike.
import type { Kysely, Selectable } from 'kysely';
import type { InvitationRow, InvitationStatus, InvitationStore } from './invitations-store.ts';
import type { Database, InvitationsTable } from './schema.ts';

/** A stored row as the contract gives it; an open one past its time reads as expired (nothing sweeps them). */
function invitationRow(r: Selectable<InvitationsTable>, now: number | null): InvitationRow {
  const expiresAt = Number(r.expires_at);
  const stored = r.status as InvitationStatus;
  return {
    id: r.id,
    tableId: r.table_id,
    fromUserId: r.from_user_id,
    toUserId: r.to_user_id,
    createdAt: Number(r.created_at),
    expiresAt,
    status: stored === 'open' && now !== null && now >= expiresAt ? 'expired' : stored,
    answeredAt: r.answered_at === null ? null : Number(r.answered_at),
  };
}

export class KyselyInvitationStore implements InvitationStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async create(rows: readonly Omit<InvitationRow, 'status' | 'answeredAt'>[]): Promise<void> {
    if (rows.length === 0) return;
    await this.#db
      .insertInto('invitations')
      .values(
        rows.map((r) => ({
          id: r.id,
          table_id: r.tableId,
          from_user_id: r.fromUserId,
          to_user_id: r.toUserId,
          created_at: r.createdAt,
          expires_at: r.expiresAt,
          answered_at: null,
        })),
      )
      // The unique (table, invitee) index: a second invitation of the same account is the first one still.
      .onConflict((oc) => oc.columns(['table_id', 'to_user_id']).doNothing())
      .execute();
  }

  async get(id: string): Promise<InvitationRow | undefined> {
    const row = await this.#db.selectFrom('invitations').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? undefined : invitationRow(row, null);
  }

  async listFor(userId: string, now: number, limit: number): Promise<InvitationRow[]> {
    const rows = await this.#db
      .selectFrom('invitations')
      .selectAll()
      .where('to_user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => invitationRow(r, now));
  }

  async listOfTable(tableId: string): Promise<InvitationRow[]> {
    const rows = await this.#db
      .selectFrom('invitations')
      .selectAll()
      .where('table_id', '=', tableId)
      .orderBy('created_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
    return rows.map((r) => invitationRow(r, null));
  }

  async answer(id: string, status: 'accepted' | 'declined', at: number): Promise<boolean> {
    // One conditional update: of two racing answers exactly one finds the row still open.
    const r = await this.#db
      .updateTable('invitations')
      .set({ status, answered_at: at })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .where('expires_at', '>', at)
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  }
}
