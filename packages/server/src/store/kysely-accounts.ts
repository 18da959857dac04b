// AccountStore over Kysely (accounts-store.ts), for SQLite and PostgreSQL alike.
import type { Kysely } from 'kysely';
import type { AccountStore, ResetTokenRow, SessionRow } from './accounts-store.ts';
import type { StoreDialect } from './kysely-store.ts';
import type { Database } from './schema.ts';
import type { UserRow } from './store.ts';

const todo = (what: string): never => {
  throw new Error(`AccountStore.${what}: not written yet`);
};

export class KyselyAccountStore implements AccountStore {
  readonly #db: Kysely<Database>;
  readonly #dialect: StoreDialect;

  constructor(db: Kysely<Database>, dialect: StoreDialect) {
    this.#db = db;
    this.#dialect = dialect;
  }

  findByUsername(_username: string): Promise<UserRow | undefined> {
    return todo(`findByUsername ${String(this.#db !== undefined)} ${this.#dialect.name}`);
  }
  findByEmail(_email: string): Promise<UserRow | undefined> {
    return todo('findByEmail');
  }
  getPasswordHash(_userId: string): Promise<string | null> {
    return todo('getPasswordHash');
  }
  setCredentials(_userId: string, _username: string, _passwordHash: string): Promise<boolean> {
    return todo('setCredentials');
  }
  setPasswordHash(_userId: string, _passwordHash: string): Promise<void> {
    return todo('setPasswordHash');
  }
  setEmail(_userId: string, _email: string | null): Promise<boolean> {
    return todo('setEmail');
  }
  deleteAccount(_userId: string, _at: number, _neutralName: string): Promise<void> {
    return todo('deleteAccount');
  }
  createSession(_session: SessionRow): Promise<void> {
    return todo('createSession');
  }
  getSession(_idHash: string): Promise<SessionRow | undefined> {
    return todo('getSession');
  }
  touchSession(_idHash: string, _lastSeenAt: number, _expiresAt: number): Promise<void> {
    return todo('touchSession');
  }
  deleteSession(_idHash: string): Promise<void> {
    return todo('deleteSession');
  }
  deleteSessionsOfUser(_userId: string, _keepIdHash: string | null): Promise<void> {
    return todo('deleteSessionsOfUser');
  }
  listSessions(_userId: string): Promise<SessionRow[]> {
    return todo('listSessions');
  }
  createResetToken(_token: ResetTokenRow): Promise<void> {
    return todo('createResetToken');
  }
  useResetToken(_tokenHash: string, _now: number): Promise<string | undefined> {
    return todo('useResetToken');
  }
}
