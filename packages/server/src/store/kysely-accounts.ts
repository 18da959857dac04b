// AccountStore over Kysely (accounts-store.ts), for SQLite and PostgreSQL alike. Uniqueness without regard to case
// is the database's: `username_key` and `email_key` hold the lower-cased forms under unique indexes, so two
// concurrent registrations of one name cannot both win.
import type { Kysely, Selectable } from 'kysely';
import type {
  AccountStore,
  BotRatingSeed,
  NewBotAccount,
  ResetTokenRow,
  SessionEnd,
  SessionRow,
} from './accounts-store.ts';
import type { StoreDialect } from './kysely-store.ts';
import { userRow } from './kysely-rows.ts';
import type { Database, SessionsTable } from './schema.ts';
import type { NewUser, UserRow } from './store.ts';

/** The form names and addresses are compared in (NFC, lower case), the same in both dialects. */
export function foldKey(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

export class KyselyAccountStore implements AccountStore {
  readonly #db: Kysely<Database>;
  readonly #dialect: StoreDialect;

  constructor(db: Kysely<Database>, dialect: StoreDialect) {
    this.#db = db;
    this.#dialect = dialect;
  }

  async findByUsername(username: string): Promise<UserRow | undefined> {
    const row = await this.#db
      .selectFrom('users')
      .selectAll()
      .where('username_key', '=', foldKey(username))
      .executeTakeFirst();
    return row === undefined ? undefined : userRow(row);
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const row = await this.#db
      .selectFrom('users')
      .selectAll()
      .where('email_key', '=', foldKey(email))
      .executeTakeFirst();
    return row === undefined ? undefined : userRow(row);
  }

  async getPasswordHash(userId: string): Promise<string | null> {
    const row = await this.#db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
    return row?.password_hash ?? null;
  }

  async setCredentials(userId: string, username: string, passwordHash: string): Promise<boolean> {
    try {
      const r = await this.#db
        .updateTable('users')
        .set({ username: username.normalize('NFC'), username_key: foldKey(username), password_hash: passwordHash })
        .where('id', '=', userId)
        .where('deleted_at', 'is', null)
        .where('username', 'is', null)
        .executeTakeFirst();
      return r.numUpdatedRows === 1n;
    } catch (error) {
      if (this.#dialect.isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async createAccount(user: NewUser, username: string, passwordHash: string): Promise<boolean> {
    try {
      await this.#db
        .insertInto('users')
        .values({
          id: user.id,
          name: user.name,
          created_at: user.createdAt,
          username: username.normalize('NFC'),
          username_key: foldKey(username),
          password_hash: passwordHash,
        })
        .execute();
      return true;
    } catch (error) {
      if (this.#dialect.isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.#db
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .execute();
  }

  async setEmail(userId: string, email: string | null): Promise<boolean> {
    try {
      await this.#db
        .updateTable('users')
        .set({ email, email_key: email === null ? null : foldKey(email) })
        .where('id', '=', userId)
        .execute();
      return true;
    } catch (error) {
      if (this.#dialect.isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async deleteAccount(userId: string, at: number, neutralName: string): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({
          name: neutralName,
          username: null,
          username_key: null,
          password_hash: null,
          email: null,
          email_key: null,
          deleted_at: at,
        })
        .where('id', '=', userId)
        .execute();
      await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
      await trx.deleteFrom('reset_tokens').where('user_id', '=', userId).execute();
    });
  }

  async ensureBotAccount(bot: NewBotAccount, ratings: readonly BotRatingSeed[]): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({ id: bot.id, name: bot.name, created_at: bot.createdAt, bot_level: bot.level })
        // Only a bot's row is renamed: an id that is somehow a person's stays theirs.
        .onConflict((oc) => oc.column('id').doUpdateSet({ name: bot.name }).where('users.bot_level', '=', bot.level))
        .execute();
      for (const r of ratings) {
        const rating = { mu: r.mu, sigma: r.sigma, ordinal: r.mu - 3 * r.sigma, updated_at: r.at };
        await trx
          .insertInto('ratings')
          .values({ user_id: bot.id, game: r.game, ...rating, games: 0 })
          // Rated matches played: the rating is the account's own now.
          .onConflict((oc) => oc.columns(['user_id', 'game']).doUpdateSet(rating).where('ratings.games', '=', 0))
          .execute();
      }
    });
  }

  async createSession(session: SessionRow): Promise<void> {
    await this.#db
      .insertInto('sessions')
      .values({
        id_hash: session.idHash,
        user_id: session.userId,
        created_at: session.createdAt,
        last_seen_at: session.lastSeenAt,
        expires_at: session.expiresAt,
        user_agent: session.userAgent,
      })
      .execute();
  }

  async getSession(idHash: string): Promise<SessionRow | undefined> {
    const row = await this.#db.selectFrom('sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst();
    return row === undefined ? undefined : sessionRow(row);
  }

  async touchSession(idHash: string, lastSeenAt: number, expiresAt: number): Promise<void> {
    await this.#db
      .updateTable('sessions')
      .set({ last_seen_at: lastSeenAt, expires_at: expiresAt })
      .where('id_hash', '=', idHash)
      .execute();
  }

  async deleteSession(idHash: string): Promise<void> {
    await this.#db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
  }

  async deleteSessionsOfUser(userId: string, keepIdHash: string | null, reason?: SessionEnd): Promise<void> {
    if (reason !== undefined) {
      // A session already ended keeps its first reason.
      let u = this.#db
        .updateTable('sessions')
        .set({ ended: reason })
        .where('user_id', '=', userId)
        .where('ended', 'is', null);
      if (keepIdHash !== null) u = u.where('id_hash', '!=', keepIdHash);
      await u.execute();
      return;
    }
    let q = this.#db.deleteFrom('sessions').where('user_id', '=', userId);
    if (keepIdHash !== null) q = q.where('id_hash', '!=', keepIdHash);
    await q.execute();
  }

  async purgeExpired(now: number): Promise<number> {
    const sessions = await this.#db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
    const tokens = await this.#db
      .deleteFrom('reset_tokens')
      .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
      .executeTakeFirst();
    return Number(sessions.numDeletedRows) + Number(tokens.numDeletedRows);
  }

  async listSessions(userId: string): Promise<SessionRow[]> {
    const rows = await this.#db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id_hash')
      .execute();
    return rows.map(sessionRow);
  }

  async createResetToken(token: ResetTokenRow): Promise<void> {
    await this.#db
      .insertInto('reset_tokens')
      .values({
        token_hash: token.tokenHash,
        user_id: token.userId,
        created_at: token.createdAt,
        expires_at: token.expiresAt,
        used_at: null,
      })
      .execute();
  }

  async peekResetToken(tokenHash: string, now: number): Promise<string | undefined> {
    const row = await this.#db
      .selectFrom('reset_tokens')
      .select('user_id')
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row?.user_id;
  }

  async useResetToken(tokenHash: string, now: number): Promise<string | undefined> {
    // One conditional update spends the token: of two concurrent uses exactly one changes the row.
    const r = await this.#db
      .updateTable('reset_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (r.numUpdatedRows !== 1n) return undefined;
    const row = await this.#db
      .selectFrom('reset_tokens')
      .select('user_id')
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row?.user_id;
  }
}

function sessionRow(r: Selectable<SessionsTable>): SessionRow {
  const row = {
    idHash: r.id_hash,
    userId: r.user_id,
    createdAt: Number(r.created_at),
    lastSeenAt: Number(r.last_seen_at),
    expiresAt: Number(r.expires_at),
    userAgent: r.user_agent,
  };
  if (r.ended === null) return row;
  // Any mark ends the session; one this version does not know is worded as a change.
  return { ...row, ended: r.ended === 'passwordReset' ? 'passwordReset' : 'passwordChanged' };
}
