// Invitations over Kysely (invitations-store.ts), for SQLite and PostgreSQL alike.
import type { Kysely } from 'kysely';
import type { InvitationStore } from './invitations-store.ts';
import type { Database } from './schema.ts';

const todo = (what: string): never => {
  throw new Error(`KyselyInvitationStore.${what}: not built yet (issue 25)`);
};

export class KyselyInvitationStore implements InvitationStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  create(): ReturnType<InvitationStore['create']> {
    return todo(`create ${typeof this.#db}`);
  }
  get(): ReturnType<InvitationStore['get']> {
    return todo('get');
  }
  listFor(): ReturnType<InvitationStore['listFor']> {
    return todo('listFor');
  }
  listOfTable(): ReturnType<InvitationStore['listOfTable']> {
    return todo('listOfTable');
  }
  answer(): ReturnType<InvitationStore['answer']> {
    return todo('answer');
  }
}
