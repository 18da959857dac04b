// Accounts on the store (issue 13): credentials on the users row, server-side sessions, one-time reset links.
// Part of the Store contract (store.accounts); one implementation over Kysely (kysely-accounts.ts), for both dialects.
import type { NewUser, UserRow } from './rows.ts';

export interface AccountStore {
  /** The account with this user name, compared without regard to case; deleted accounts have none. */
  findByUsername(username: string): Promise<UserRow | undefined>;
  /** The account with this e-mail address, compared without regard to case. */
  findByEmail(email: string): Promise<UserRow | undefined>;
  /** The Argon2id hash of a user's password, or null for a guest (or no such user). */
  getPasswordHash(userId: string): Promise<string | null>;
  /**
   * Makes a user an account: sets its user name and password hash (a guest keeps its id, so everything it played
   * stays its own). False, changing nothing, when another user has the name (without regard to case), or the user
   * is deleted, already an account, or does not exist.
   */
  setCredentials(userId: string, username: string, passwordHash: string): Promise<boolean>;
  /**
   * A new user that is an account from the start (registration without a guest session), in one statement so that
   * a taken name leaves no stray guest behind. False, changing nothing, when the name is taken (without regard to
   * case).
   */
  createAccount(user: NewUser, username: string, passwordHash: string): Promise<boolean>;
  setPasswordHash(userId: string, passwordHash: string): Promise<void>;
  /** Sets or clears the e-mail address; false, changing nothing, when another account has it. */
  setEmail(userId: string, email: string | null): Promise<boolean>;
  /**
   * Deletes an account: the row stays (its matches refer to it) under `neutralName` with its user name, password,
   * e-mail, sessions and reset links gone and `deletedAt` set.
   */
  deleteAccount(userId: string, at: number, neutralName: string): Promise<void>;

  /**
   * Sets a person's consent to rated games against people's bot accounts (issue 29, point 4). False, changing nothing,
   * for a user that is no person's account: unknown, a guest, deleted, a bot account or one of the server's bots.
   */
  setRatedWithBots(userId: string, on: boolean): Promise<boolean>;

  /** A person's kept place in each game's lesson (issue 30, point 1), by game; none for any other user. */
  listLessonProgress(userId: string): Promise<LessonProgressRow[]>;
  /**
   * Keeps a person's place in a game's lesson (replacing the one kept). False, changing nothing, for a user that is
   * no person's account (as setRatedWithBots). Deleting the account deletes them.
   */
  setLessonProgress(userId: string, game: string, progress: string, at: number): Promise<boolean>;

  /**
   * Makes a bot level's rated account (issue 27) if it is missing, or renames it (the name is the server's); safe on
   * every start and from several processes at once. Each of `ratings` becomes the account's rating in its game while
   * it has no rated match there yet (a rating it has earned is kept).
   */
  ensureBotAccount(bot: NewBotAccount, ratings: readonly BotRatingSeed[]): Promise<void>;

  /**
   * Makes an account a person's bot account (issue 29) from `at` on, once and for good; null when done. Refused,
   * changing nothing: 'notAccount' (unknown, a guest, deleted, or one of the server's bots), 'alreadyBot', 'ratedGames'
   * (it has a rated result, or a seat at a rated match being played: those were played as a person).
   */
  makeBotAccount(userId: string, at: number): Promise<BotAccountRefusal | null>;
  /**
   * Stores a new API token of a user, unless the user holds `maxLive` live (not revoked) tokens already: then false,
   * changing nothing (counted under a lock on the user's row, so two requests at once cannot both pass the limit).
   */
  createApiToken(token: NewApiToken, maxLive: number): Promise<boolean>;
  /** A user's live tokens, newest first. */
  listApiTokens(userId: string): Promise<ApiTokenRow[]>;
  /** The live token with this hash, or undefined (unknown or revoked). */
  findApiToken(tokenHash: string): Promise<ApiTokenRow | undefined>;
  /** Revokes a live token of this user; false, changing nothing, when the user has no such live token. */
  revokeApiToken(userId: string, id: string, at: number): Promise<boolean>;
  /** Marks a token used at `at`. */
  touchApiToken(id: string, at: number): Promise<void>;

  createSession(session: SessionRow): Promise<void>;
  getSession(idHash: string): Promise<SessionRow | undefined>;
  /** Marks a session used and moves its expiry (a sliding window). */
  touchSession(idHash: string, lastSeenAt: number, expiresAt: number): Promise<void>;
  deleteSession(idHash: string): Promise<void>;
  /**
   * Ends every session of a user except `keepIdHash` (null: all of them). With a `reason` the rows stay, marked
   * ended (see SessionRow.ended), until they expire; without one they go.
   */
  deleteSessionsOfUser(userId: string, keepIdHash: string | null, reason?: SessionEnd): Promise<void>;
  /** Deletes sessions expired at `now` and reset tokens expired or used; returns how many rows went. */
  purgeExpired(now: number): Promise<number>;
  /** A user's sessions, newest first. */
  listSessions(userId: string): Promise<SessionRow[]>;

  createResetToken(token: ResetTokenRow): Promise<void>;
  /** The user id of a reset token that is unused and not expired at `now`, without spending it. */
  peekResetToken(tokenHash: string, now: number): Promise<string | undefined>;
  /** Spends a reset token: its user id when it exists, is unused and not expired at `now` (then marked used). */
  useResetToken(tokenHash: string, now: number): Promise<string | undefined>;
}

/** A game's lesson progress of an account: the web's JSON text, kept as it came. */
export interface LessonProgressRow {
  readonly game: string;
  readonly progress: string;
  readonly updatedAt: number;
}

/** Why an account could not become a bot account (AccountStore.makeBotAccount). */
export type BotAccountRefusal = 'notAccount' | 'alreadyBot' | 'ratedGames';

/** A new API token: only the SHA-256 of the token is stored (identity/api-tokens.ts makes both). */
export interface NewApiToken {
  readonly id: string;
  readonly userId: string;
  /** The owner's label for it. */
  readonly name: string;
  /** ApiTokenScope values (protocol/bot-accounts.ts). */
  readonly scopes: readonly string[];
  /** SHA-256 (base64url) of the token. */
  readonly tokenHash: string;
  readonly createdAt: number;
}

export interface ApiTokenRow extends NewApiToken {
  readonly lastUsedAt: number | null;
}

declare module './store.ts' {
  interface UserRow {
    /**
     * A person's bot account (issue 29): since when (a program plays it through the bot API; it still signs in to
     * the site as a person does). Absent or null: not one. Declared here while store.ts is being changed elsewhere;
     * it belongs beside `botLevel` there.
     */
    readonly botAccountSince?: number | null;
  }
}

/** A bot level's account: a user row marked with the level, with no user name or password (nobody signs in). */
export interface NewBotAccount extends NewUser {
  readonly level: string;
}

/** A bot account's starting rating in one game (from `birzha ladder`: ratings/bot-ratings.ts). */
export interface BotRatingSeed {
  readonly game: string;
  readonly mu: number;
  readonly sigma: number;
  readonly at: number;
}

export interface SessionRow {
  /** SHA-256 of the opaque id the client holds. */
  readonly idHash: string;
  readonly userId: string;
  readonly createdAt: number;
  readonly lastSeenAt: number;
  readonly expiresAt: number;
  readonly userAgent: string | null;
  /**
   * Why the session was ended, when it was ended by a password change elsewhere or a reset: it signs no one in, and
   * its device is told why. Absent or null: live.
   */
  readonly ended?: SessionEnd | null;
}

/** Why a session was ended for its user: the password was changed on another device, or reset (mail, operator). */
export type SessionEnd = 'passwordChanged' | 'passwordReset';

export interface ResetTokenRow {
  readonly tokenHash: string;
  readonly userId: string;
  readonly createdAt: number;
  readonly expiresAt: number;
}
