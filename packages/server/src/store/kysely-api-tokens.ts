// Bot accounts and their API tokens (issue 29) over Kysely, for SQLite and PostgreSQL alike: the bodies of
// KyselyAccountStore's methods of that part of the contract (accounts-store.ts), kept apart from sessions and names.
import type { Kysely, Selectable } from 'kysely';
import { transaction } from './lost-connection.ts';
import type { ApiTokenRow, BotAccountRefusal, NewApiToken } from './accounts-store.ts';
import type { StoreDialect } from './store-dialect.ts';
import type { ApiTokensTable, Database } from './schema.ts';

export async function makeBotAccount(
  db: Kysely<Database>,
  userId: string,
  at: number,
): Promise<BotAccountRefusal | null> {
  // One conditional update: a rated match recorded at the same moment either counts (refused) or comes after.
  const r = await db
    .updateTable('users')
    .set({ bot_account_at: at })
    .where('id', '=', userId)
    .where('username', 'is not', null)
    .where('deleted_at', 'is', null)
    .where('bot_level', 'is', null)
    .where('bot_account_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('results').select('results.user_id').where('results.user_id', '=', userId).where('rated', '=', 1),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('seats')
            .innerJoin('tables', 'tables.id', 'seats.table_id')
            .select('seats.seat')
            .where('tables.status', '=', 'playing')
            .where('tables.rated', '=', 1)
            .where((eb) => eb.or([eb('seats.user_id', '=', userId), eb('seats.left_user_id', '=', userId)])),
        ),
      ),
    )
    .executeTakeFirst();
  if (r.numUpdatedRows === 1n) return null;
  const user = await db
    .selectFrom('users')
    .select(['username', 'deleted_at', 'bot_level', 'bot_account_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (user === undefined || user.username === null || user.deleted_at !== null || user.bot_level !== null)
    return 'notAccount';
  return user.bot_account_at !== null ? 'alreadyBot' : 'ratedGames';
}

export async function createApiToken(
  db: Kysely<Database>,
  dialect: StoreDialect,
  token: NewApiToken,
  maxLive: number,
): Promise<boolean> {
  return transaction(db, async (trx) => {
    // The user's row is the lock that counts one request at a time (SQLite's write transactions are serial anyway).
    let lock = trx.selectFrom('users').select('id').where('id', '=', token.userId);
    if (dialect.rowLocks) lock = lock.forUpdate();
    await lock.execute();
    const live = await trx
      .selectFrom('api_tokens')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', token.userId)
      .where('revoked_at', 'is', null)
      .executeTakeFirstOrThrow();
    if (Number(live.n) >= maxLive) return false;
    await trx
      .insertInto('api_tokens')
      .values({
        id: token.id,
        user_id: token.userId,
        name: token.name,
        scopes: JSON.stringify(token.scopes),
        token_hash: token.tokenHash,
        created_at: token.createdAt,
        last_used_at: null,
        revoked_at: null,
      })
      .execute();
    return true;
  });
}

export async function listApiTokens(db: Kysely<Database>, userId: string): Promise<ApiTokenRow[]> {
  const rows = await db
    .selectFrom('api_tokens')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(tokenRow);
}

export async function findApiToken(db: Kysely<Database>, tokenHash: string): Promise<ApiTokenRow | undefined> {
  const row = await db
    .selectFrom('api_tokens')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row === undefined ? undefined : tokenRow(row);
}

export async function revokeApiToken(db: Kysely<Database>, userId: string, id: string, at: number): Promise<boolean> {
  const r = await db
    .updateTable('api_tokens')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return r.numUpdatedRows === 1n;
}

export async function touchApiToken(db: Kysely<Database>, id: string, at: number): Promise<void> {
  await db.updateTable('api_tokens').set({ last_used_at: at }).where('id', '=', id).execute();
}

function tokenRow(r: Selectable<ApiTokensTable>): ApiTokenRow {
  const scopes: unknown = JSON.parse(r.scopes);
  return {
    id: r.id,
    userId: r.user_id,
    name: r.name,
    scopes: Array.isArray(scopes) ? scopes.filter((s): s is string => typeof s === 'string') : [],
    tokenHash: r.token_hash,
    createdAt: Number(r.created_at),
    lastUsedAt: r.last_used_at === null ? null : Number(r.last_used_at),
  };
}
