// The notification store over Kysely (notify-store.ts), for SQLite and PostgreSQL alike.
import type { Kysely, Transaction } from 'kysely';
import { outboxRecord } from './kysely-rows.ts';
import type { StoreDialect } from './kysely-store.ts';
import type { NewNotification, NotifyStore } from './notify-store.ts';
import type { Database } from './schema.ts';

/**
 * Writes notifications in the caller's transaction (a move's append, a match's start): a row whose (user, dedupe)
 * is there already is skipped, so one event written twice notifies once.
 */
export async function insertNotifications(
  trx: Transaction<Database> | Kysely<Database>,
  rows: readonly NewNotification[],
): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('outbox')
    .values(rows.map(outboxRecord))
    .onConflict((oc) => oc.columns(['user_id', 'dedupe']).doNothing())
    .execute();
}

const todo = (what: string): never => {
  throw new Error(`KyselyNotifyStore.${what}: not built yet (issue 25)`);
};

export class KyselyNotifyStore implements NotifyStore {
  readonly #db: Kysely<Database>;
  readonly #dialect: StoreDialect;

  constructor(db: Kysely<Database>, dialect: StoreDialect) {
    this.#db = db;
    this.#dialect = dialect;
  }

  async enqueue(rows: readonly NewNotification[]): Promise<void> {
    await insertNotifications(this.#db, rows);
  }

  claimDue(): ReturnType<NotifyStore['claimDue']> {
    return todo(`claimDue (${this.#dialect.name})`);
  }
  pendingOf(): ReturnType<NotifyStore['pendingOf']> {
    return todo('pendingOf');
  }
  settle(): ReturnType<NotifyStore['settle']> {
    return todo('settle');
  }
  getNotification(): ReturnType<NotifyStore['getNotification']> {
    return todo('getNotification');
  }
  getSettings(): ReturnType<NotifyStore['getSettings']> {
    return todo('getSettings');
  }
  putSettings(): ReturnType<NotifyStore['putSettings']> {
    return todo('putSettings');
  }
  countDelivery(): ReturnType<NotifyStore['countDelivery']> {
    return todo('countDelivery');
  }
  addPushSubscription(): ReturnType<NotifyStore['addPushSubscription']> {
    return todo('addPushSubscription');
  }
  listPushSubscriptions(): ReturnType<NotifyStore['listPushSubscriptions']> {
    return todo('listPushSubscriptions');
  }
  removePushSubscription(): ReturnType<NotifyStore['removePushSubscription']> {
    return todo('removePushSubscription');
  }
  removePushEndpoint(): ReturnType<NotifyStore['removePushEndpoint']> {
    return todo('removePushEndpoint');
  }
}
