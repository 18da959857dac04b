// The one Store implementation, over Kysely, for SQLite and PostgreSQL alike. What differs between the two is in
// StoreDialect (store-dialect.ts, built by sqlite.ts and postgres.ts); the queries here are the same for both.
import type { Kysely, Transaction } from 'kysely';
import { Migrator } from 'kysely';
import { transaction } from './lost-connection.ts';
import { appendInOneStatement, fitsOneStatement } from './append-one-statement.ts';
import { appendLanded, appendSettlingLoss } from './append-landed.ts';
import { PgGroupAppend } from './pg-group-append.ts';
import { failedMigration, migrationProvider, SETUP_ATTEMPTS } from './migrations.ts';
import type { StoreDialect } from './store-dialect.ts';
import type { Database } from './schema.ts';
import { banksColumn, deadlineColumns, newTableRecord, seatRecord, tableRow, toJson, userRow } from './kysely-rows.ts';
import type { AccountStore } from './accounts-store.ts';
import { KyselyAccountStore } from './kysely-accounts.ts';
import { KyselyResultStore } from './kysely-results.ts';
import { KyselyInvitationStore } from './kysely-invitations.ts';
import { insertNotifications, KyselyNotifyStore } from './kysely-notify.ts';
import { countTimeout, getSeats, replaceSeatInPlay, seatsPlayedByBots, updateSeat } from './kysely-seats.ts';
import type { InvitationStore } from './invitations-store.ts';
import type { NotifyStore } from './notify-store.ts';
import type { ResultStore } from './results-store.ts';
import type {
  Append,
  ChatAudience,
  ChatRow,
  DeadlineRow,
  MoveRow,
  NewTable,
  NewSeat,
  NewSeatChange,
  NewUser,
  SeatChange,
  SeatHolder,
  SeatRow,
  StartClocks,
  StatementCounts,
  Store,
  StoredDeadline,
  TableRow,
  TableStatus,
  UserRow,
} from './store.ts';

/** A Store over any Kysely database with the schema of migrations.ts. */
export class KyselyStore implements Store {
  readonly #db: Kysely<Database>;
  readonly #dialect: StoreDialect;
  readonly accounts: AccountStore;
  readonly results: ResultStore;
  readonly notify: NotifyStore;
  readonly invitations: InvitationStore;

  readonly #statements: () => StatementCounts;
  readonly #grouped: PgGroupAppend | null;

  constructor(
    db: Kysely<Database>,
    dialect: StoreDialect,
    statements: () => StatementCounts = () => ({ reads: 0, writes: 0 }),
  ) {
    this.#db = db;
    this.#dialect = dialect;
    this.#statements = statements;
    this.#grouped = dialect.name === 'postgres' && dialect.append === undefined ? new PgGroupAppend(db) : null;
    this.accounts = new KyselyAccountStore(db, dialect);
    this.results = new KyselyResultStore(db, dialect);
    this.notify = new KyselyNotifyStore(db, dialect);
    this.invitations = new KyselyInvitationStore(db);
  }

  statements(): StatementCounts {
    return this.#statements();
  }

  async migrate(): Promise<void> {
    return this.migrateTo(null);
  }

  /** Runs the migrations up to `name` (null: all); tests use it to build a database as an older server left it. */
  async migrateTo(name: string | null): Promise<void> {
    const schema = await this.#dialect.migrationSchema(this.#db);
    const migrator = new Migrator({
      db: this.#db,
      provider: migrationProvider(this.#dialect.name),
      ...(schema === undefined ? {} : { migrationTableSchema: schema }),
    });
    let { error, results } = await (name === null ? migrator.migrateToLatest() : migrator.migrateTo(name));
    // Kysely's set-up (the schema, its bookkeeping tables) looks them up through the catalog of every schema in the
    // database: a schema dropped meanwhile by someone else fails it ("schema ... does not exist"). The set-up is
    // idempotent and the migrations themselves run under its lock, so a failed set-up is tried again.
    for (
      let attempt = 1;
      attempt < SETUP_ATTEMPTS && error !== undefined && failedMigration(results) === undefined;
      attempt++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      ({ error, results } = await (name === null ? migrator.migrateToLatest() : migrator.migrateTo(name)));
    }
    if (error !== undefined) {
      const failed = failedMigration(results);
      throw new Error(
        `store migration ${failed ?? '(setup)'} failed: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      );
    }
  }

  async close(): Promise<void> {
    await this.#db.destroy();
  }

  async createUser(user: NewUser): Promise<void> {
    await this.#db.insertInto('users').values({ id: user.id, name: user.name, created_at: user.createdAt }).execute();
  }

  async getUser(id: string): Promise<UserRow | undefined> {
    const row = await this.#db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? undefined : userRow(row);
  }

  async getUsers(ids: readonly string[]): Promise<UserRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.#db
      .selectFrom('users')
      .selectAll()
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return rows.map(userRow);
  }

  async renameUser(id: string, name: string): Promise<void> {
    await this.#db.updateTable('users').set({ name }).where('id', '=', id).execute();
  }

  async createTable(table: NewTable, seats: readonly NewSeat[]): Promise<void> {
    await transaction(
      this.#db,
      async (trx) => {
        await trx.insertInto('tables').values(newTableRecord(table)).execute();
        if (seats.length > 0) await trx.insertInto('seats').values(seats.map(seatRecord)).execute();
      },
      // Its connection lost at the COMMIT: the table's row is there if it took effect (its id is new).
      { committed: async () => (await this.#tableColumns(table.id)) !== undefined },
    );
  }

  /** A table's status, start and rematch, for telling whether a transaction whose COMMIT was lost took effect. */
  #tableColumns(id: string) {
    return this.#db
      .selectFrom('tables')
      .select(['status', 'started_at', 'next_id'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async getTable(id: string): Promise<TableRow | undefined> {
    const row = await this.#db.selectFrom('tables').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? undefined : tableRow(row);
  }

  getSeats(tableId: string, options: { readonly changes?: boolean } = {}): Promise<SeatRow[]> {
    return getSeats(this.#db, tableId, options.changes ?? true);
  }

  async listTables(query: { status: TableStatus; game?: string; limit: number }): Promise<TableRow[]> {
    let q = this.#db.selectFrom('tables').selectAll().where('status', '=', query.status).where('private', '=', 0);
    if (query.game !== undefined) q = q.where('game', '=', query.game);
    const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).execute();
    return rows.map(tableRow);
  }

  async countOpenTablesOfHost(hostId: string): Promise<number> {
    const row = await this.#db
      .selectFrom('tables')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .where('status', '=', 'open')
      .where('host_id', '=', hostId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async listTablesOfUser(userId: string, status: TableStatus, limit: number): Promise<TableRow[]> {
    const rows = await this.#db
      .selectFrom('tables')
      .selectAll()
      .where('status', '=', status)
      // A seat a bot took over from the user is still theirs (they may come back to it).
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('seats')
          .select('table_id')
          .where((w) => w.or([w('user_id', '=', userId), w('left_user_id', '=', userId)])),
      )
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(tableRow);
  }

  async listPlaying(): Promise<TableRow[]> {
    const rows = await this.#db
      .selectFrom('tables')
      .selectAll()
      .where('status', '=', 'playing')
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(tableRow);
  }

  updateSeat(
    tableId: string,
    seat: number,
    expected: SeatHolder,
    next: SeatHolder & { readonly botName?: string | null },
  ): Promise<boolean> {
    return updateSeat(this.#db, this.#dialect.rowLocks, tableId, seat, expected, next);
  }

  replaceSeatInPlay(tableId: string, seat: number, next: SeatChange, change?: NewSeatChange): Promise<void> {
    return replaceSeatInPlay(this.#db, this.#dialect.rowLocks, tableId, seat, next, change);
  }

  countTimeout(tableId: string, seat: number, version: number): Promise<number> {
    return countTimeout(this.#db, this.#dialect.rowLocks, tableId, seat, version);
  }

  seatsPlayedByBots(tableId: string): Promise<number[]> {
    return seatsPlayedByBots(this.#db, tableId);
  }

  async createRematch(
    oldId: string,
    table: NewTable,
    seats: readonly NewSeat[],
  ): Promise<{ readonly id: string; readonly invite: string | null; readonly created: boolean } | null> {
    return transaction(
      this.#db,
      async (trx) => {
        // FOR UPDATE: two people asking at once take turns, and the second finds the first one's rematch.
        let lock = trx.selectFrom('tables').select(['status', 'next_id', 'next_invite']).where('id', '=', oldId);
        if (this.#dialect.rowLocks) lock = lock.forUpdate();
        const old = await lock.executeTakeFirst();
        if (old?.status !== 'finished') return null;
        if (old.next_id !== null) return { id: old.next_id, invite: old.next_invite, created: false };
        await trx.insertInto('tables').values(newTableRecord(table)).execute();
        if (seats.length > 0) await trx.insertInto('seats').values(seats.map(seatRecord)).execute();
        await trx
          .updateTable('tables')
          .set({ next_id: table.id, next_invite: table.inviteCode })
          .where('id', '=', oldId)
          .execute();
        return { id: table.id, invite: table.inviteCode, created: true };
      },
      { committed: async () => (await this.#tableColumns(oldId))?.next_id === table.id },
    );
  }

  async startTable(
    tableId: string,
    startedAt: number,
    deadlines: readonly StoredDeadline[],
    rated = false,
    clocks: StartClocks = {},
  ): Promise<boolean> {
    return transaction(
      this.#db,
      async (trx) => {
        let lock = trx.selectFrom('tables').select(['status', 'players']).where('id', '=', tableId);
        if (this.#dialect.rowLocks) lock = lock.forUpdate();
        const table = await lock.executeTakeFirst();
        if (table?.status !== 'open') return false;
        // A statement after the lock: in PostgreSQL's read committed it sees every seat change committed before.
        const seats = await trx
          .selectFrom('seats')
          .select(['user_id', 'bot'])
          .where('table_id', '=', tableId)
          .execute();
        const held = seats.filter((s) => s.user_id !== null || s.bot !== null).length;
        if (held !== seats.length || held !== table.players) return false;
        await trx
          .updateTable('tables')
          .set({
            status: 'playing',
            started_at: startedAt,
            rated: rated ? 1 : 0,
            fill_at: null,
            ...deadlineColumns(deadlines),
            ...(clocks.banks === undefined ? {} : { banks: banksColumn(clocks.banks) }),
          })
          .where('id', '=', tableId)
          .execute();
        await insertNotifications(trx, clocks.notifications ?? []);
        return true;
      },
      {
        committed: async () => {
          const row = await this.#tableColumns(tableId);
          return row?.status === 'playing' && Number(row.started_at) === startedAt;
        },
      },
    );
  }

  async appendMoves(append: Append): Promise<boolean> {
    const { fromSeq, moves } = append;
    moves.forEach((m, i) => {
      if (m.seq !== fromSeq + i) throw new Error(`appendMoves: move ${i} has seq ${m.seq}, expected ${fromSeq + i}`);
    });
    if (this.#dialect.append !== undefined) return this.#dialect.append(append);
    return appendSettlingLoss(
      () => this.#appendOnce(append),
      () => appendLanded(this.#db, append),
    );
  }

  /** One try of a Kysely store's append (PostgreSQL's, or a SQLite store's without its group commit). */
  async #appendOnce(append: Append): Promise<boolean> {
    const { tableId, fromSeq, moves } = append;
    try {
      // A live table's move on PostgreSQL: one statement, one round trip (append-one-statement.ts), shared with
      // other tables' moves made while one is in flight (pg-group-append.ts); the rarer kinds go alone.
      if (this.#grouped !== null && PgGroupAppend.groups(append)) return await this.#grouped.append(append);
      if (this.#dialect.name === 'postgres' && fitsOneStatement(append))
        return await appendInOneStatement(this.#db, append);
      return await transaction(this.#db, async (trx) => {
        // The row update is the lock: a concurrent append for the same fromSeq waits on it, then finds the version
        // moved on and updates nothing.
        const claimed = await trx
          .updateTable('tables')
          .set({
            version: fromSeq + moves.length,
            ...deadlineColumns(append.finished === null ? append.deadlines : []),
            ...(append.banks === undefined ? {} : { banks: banksColumn(append.banks) }),
            ...(append.finished === null
              ? {}
              : {
                  status: 'finished' as const,
                  finished_at: append.finished.at,
                  outcome: toJson(append.finished.outcome, 'outcome'),
                }),
          })
          .where('id', '=', tableId)
          .where('version', '=', fromSeq)
          .where('status', '=', 'playing')
          .returning('timeouts')
          .executeTakeFirst();
        if (claimed === undefined) return false;
        await insertMoves(trx, tableId, moves);
        await insertNotifications(trx, append.notifications ?? []);
        if (claimed.timeouts === 1) await clearTimeouts(trx, tableId, moves);
        return true;
      });
    } catch (error) {
      // Moves already at these seqs with the version behind them should not exist, but if they do, this append
      // lost just the same; the transaction rolled back the version bump.
      if (this.#dialect.isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async loadMoves(tableId: string, fromSeq = 0): Promise<MoveRow[]> {
    const rows = await this.#db
      .selectFrom('moves')
      .selectAll()
      .where('table_id', '=', tableId)
      .where('seq', '>=', fromSeq)
      .orderBy('seq')
      .execute();
    return rows.map((r) => ({
      tableId: r.table_id,
      seq: r.seq,
      seat: r.seat,
      move: JSON.parse(r.move) as unknown,
      at: Number(r.at),
      by: r.by as MoveRow['by'],
      events: r.events === null ? null : (JSON.parse(r.events) as unknown[]),
    }));
  }

  async dueDeadlines(now: number, limit: number): Promise<DeadlineRow[]> {
    const rows = await this.#db
      .selectFrom('tables')
      .select(['id', 'version', 'deadline_at'])
      .where('status', '=', 'playing')
      .where('deadline_at', 'is not', null)
      .where('deadline_at', '<=', now)
      .orderBy('deadline_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((r) => ({ tableId: r.id, version: r.version, dueAt: Number(r.deadline_at) }));
  }

  async claimDeadline(tableId: string, version: number, dueAt: number, leaseUntil: number): Promise<boolean> {
    const r = await this.#db
      .updateTable('tables')
      .set({ deadline_at: leaseUntil })
      .where('id', '=', tableId)
      .where('status', '=', 'playing')
      .where('version', '=', version)
      .where('deadline_at', '=', dueAt)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) === 1;
  }

  async dueFills(now: number, limit: number): Promise<TableRow[]> {
    const rows = await this.#db
      .selectFrom('tables')
      .selectAll()
      .where('status', '=', 'open')
      .where('fill_at', '<=', now)
      .orderBy('fill_at')
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map(tableRow);
  }

  async endWait(tableId: string): Promise<void> {
    await this.#db
      .updateTable('tables')
      .set({ fill_at: null })
      .where('id', '=', tableId)
      .where('status', '=', 'open')
      .execute();
  }

  async addChat(line: ChatRow): Promise<void> {
    await this.#db
      .insertInto('chat')
      .values({
        table_id: line.tableId,
        user_id: line.userId,
        name: line.name,
        text: line.text,
        at: line.at,
        audience: line.audience ?? 'players',
      })
      .execute();
  }

  async listChat(tableId: string, limit: number, audiences: readonly ChatAudience[] = ['players']): Promise<ChatRow[]> {
    if (audiences.length === 0) return [];
    const rows = await this.#db
      .selectFrom('chat')
      .selectAll()
      .where('table_id', '=', tableId)
      .where('audience', 'in', [...audiences])
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.reverse().map((r) => ({
      tableId: r.table_id,
      userId: r.user_id,
      name: r.name,
      text: r.text,
      at: Number(r.at),
      audience: r.audience === 'spectators' ? 'spectators' : 'players',
    }));
  }
}

/**
 * After an append to a table where some person has timeouts in a row: the seats that moved otherwise than by the
 * clock start again from none; the table's flag goes once no seat has any.
 */
async function clearTimeouts(trx: Transaction<Database>, tableId: string, moves: Append['moves']): Promise<void> {
  const moved = [...new Set(moves.filter((m) => m.by !== 'timeout').map((m) => m.seat))];
  if (moved.length === 0) return;
  await trx
    .updateTable('seats')
    .set({ timeouts: 0, timeouts_at: null })
    .where('table_id', '=', tableId)
    .where('seat', 'in', moved)
    .where('timeouts', '<>', 0)
    .execute();
  await trx
    .updateTable('tables')
    .set({ timeouts: 0 })
    .where('id', '=', tableId)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('seats').select('seat').where('table_id', '=', tableId).where('timeouts', '<>', 0)),
      ),
    )
    .execute();
}

/** Inserts in chunks so a long batch stays under SQLite's limit on bound parameters. */
async function insertMoves(trx: Transaction<Database>, tableId: string, moves: Append['moves']): Promise<void> {
  const chunk = 500;
  for (let i = 0; i < moves.length; i += chunk) {
    await trx
      .insertInto('moves')
      .values(
        moves.slice(i, i + chunk).map((m) => ({
          table_id: tableId,
          seq: m.seq,
          seat: m.seat,
          move: toJson(m.move, 'move'),
          at: m.at,
          by: m.by,
          events: m.events === null ? null : toJson(m.events, 'events'),
        })),
      )
      .execute();
  }
}
