// AccountStore over Kysely (accounts-store.ts), for SQLite and PostgreSQL alike. Uniqueness is the database's:
// `username_key` holds the name's case-folded confusable skeleton (username-key.ts) and `email_key` the lower-cased
// address, under unique indexes, so two concurrent registrations of one name (or of look-alikes) cannot both win.
import { sql, type Kysely, type Selectable } from 'kysely';
import { transaction } from './lost-connection.ts';
import type {
  AccountStore,
  ApiTokenRow,
  BotAccountRefusal,
  BotRatingSeed,
  NewApiToken,
  NewBotAccount,
  LessonProgressRow,
  ResetTokenRow,
  SessionEnd,
  SessionRow,
} from './accounts-store.ts';
import * as apiBots from './kysely-api-tokens.ts';
import * as lessons from './kysely-lesson-progress.ts';
import type { StoreDialect } from './store-dialect.ts';
import { userRow } from './kysely-rows.ts';
import type { Database, SessionsTable } from './schema.ts';
import type { NewUser, UserRow } from './store.ts';
import { usernameKey } from './username-key.ts';

/** The form e-mail addresses are compared in (NFC, lower case), the same in both dialects. */
export function foldKey(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

/**
 * A deleted account's name key goes to the oldest account that migration 0009 gave `key#id` because its name looked
 * like the deleted one's: freed, the key would let a new account register a name that looks like theirs.
 */
async function passKeyOn(trx: Kysely<Database>, key: string): Promise<void> {
  const prefix = `${key}#`;
  // substr counts characters in both dialects; LIKE would read a name's _ as a wildcard.
  const heir = await trx
    .selectFrom('users')
    .select('id')
    .where(sql<string>`substr(username_key, 1, ${[...prefix].length})`, '=', prefix)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (heir !== undefined) await trx.updateTable('users').set({ username_key: key }).where('id', '=', heir.id).execute();
}

export class KyselyAccountStore implements AccountStore {
  readonly #db: Kysely<Database>;
  readonly #dialect: StoreDialect;

  constructor(db: Kysely<Database>, dialect: StoreDialect) {
    this.#db = db;
    this.#dialect = dialect;
  }

  async findByUsername(username: string): Promise<UserRow | undefined> {
    // The name as registered first: two look-alike accounts from before keys were skeletons (migration 0009) both
    // stay reachable, the later one's key being its skeleton and its id. Names are unique as typed too (equal names
    // have equal keys), so at most one row matches.
    const exact = await this.#db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', username.normalize('NFC'))
      .executeTakeFirst();
    if (exact !== undefined) return userRow(exact);
    const row = await this.#db
      .selectFrom('users')
      .selectAll()
      .where('username_key', '=', usernameKey(username))
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
        .set({ username: username.normalize('NFC'), username_key: usernameKey(username), password_hash: passwordHash })
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
          username_key: usernameKey(username),
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
    await transaction(this.#db, async (trx) => {
      const before = await trx.selectFrom('users').select('username_key').where('id', '=', userId).executeTakeFirst();
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
      const key = before?.username_key;
      if (key !== null && key !== undefined && !key.includes('#')) await passKeyOn(trx, key);
      await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
      await trx.deleteFrom('reset_tokens').where('user_id', '=', userId).execute();
      await trx.deleteFrom('lesson_progress').where('user_id', '=', userId).execute();
      // A deleted bot account's program is signed out too (issue 29).
      await trx
        .updateTable('api_tokens')
        .set({ revoked_at: at })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .execute();
    });
  }

  async setRatedWithBots(userId: string, on: boolean): Promise<boolean> {
    const r = await this.#db
      .updateTable('users')
      .set({ rated_with_bots: on ? 1 : 0 })
      .where('id', '=', userId)
      .where('username', 'is not', null)
      .where('deleted_at', 'is', null)
      .where('bot_level', 'is', null)
      .where('bot_account_at', 'is', null)
      .executeTakeFirst();
    return r.numUpdatedRows === 1n;
  }

  listLessonProgress(userId: string): Promise<LessonProgressRow[]> {
    return lessons.listLessonProgress(this.#db, userId);
  }

  setLessonProgress(userId: string, game: string, progress: string, at: number): Promise<boolean> {
    return lessons.setLessonProgress(this.#db, userId, game, progress, at);
  }

  async ensureBotAccount(bot: NewBotAccount, ratings: readonly BotRatingSeed[]): Promise<void> {
    await transaction(this.#db, async (trx) => {
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

  makeBotAccount(userId: string, at: number): Promise<BotAccountRefusal | null> {
    return apiBots.makeBotAccount(this.#db, userId, at);
  }

  createApiToken(token: NewApiToken, maxLive: number): Promise<boolean> {
    return apiBots.createApiToken(this.#db, this.#dialect, token, maxLive);
  }

  listApiTokens(userId: string): Promise<ApiTokenRow[]> {
    return apiBots.listApiTokens(this.#db, userId);
  }

  findApiToken(tokenHash: string): Promise<ApiTokenRow | undefined> {
    return apiBots.findApiToken(this.#db, tokenHash);
  }

  revokeApiToken(userId: string, id: string, at: number): Promise<boolean> {
    return apiBots.revokeApiToken(this.#db, userId, id, at);
  }

  touchApiToken(id: string, at: number): Promise<void> {
    return apiBots.touchApiToken(this.#db, id, at);
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
