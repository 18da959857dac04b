import type SqliteDatabase from 'better-sqlite3';
import { outboxRecord, banksColumn, deadlineColumns, toJson } from './kysely-rows.ts';
import type { Append } from './store.ts';

/**
 * The SQLite appends of one turn of the event loop, committed in one transaction (issue 28.5: group commit).
 *
 * A move's append used to be its own transaction of four statements, each built by Kysely's query builder: the
 * profile of `bench:server` at its ceiling put a third of the server's time in SQLite's statements and commits and a
 * seventh in building the queries. Here the appends that arrive in one turn of the loop wait for the next (at most
 * one turn: `setImmediate`) and run together as plain prepared statements in one BEGIN IMMEDIATE .. COMMIT, so a
 * commit (the WAL write of every page changed) is shared by all of them, and no query is built at run time.
 *
 * Each append is what KyselyStore.appendMoves' transaction does: the tables row moves on only from `fromSeq` while
 * playing (the claim), the moves and notifications go in only if it did, and seats whose person had timeouts in a
 * row start again. Each append's answer is its own: one that loses its claim gets false and the others commit. An
 * error in one (a bug, a constraint) would roll back the whole batch, so then each is tried again alone, in its own
 * transaction, and only the one at fault fails. better-sqlite3 runs synchronously: the batch holds Kysely's one
 * connection (`hold`) so it never falls inside a Kysely transaction left open across an await.
 *
 * A busy store also waits between commits (PostgreSQL's `commit_delay` with `commit_siblings`): when the last commit
 * held several appends, an append that comes within `windowMs` of its start is committed at the end of that window,
 * with all that came meanwhile. A turn of the loop holds only the few frames read in one poll, so at 2,000 moves a
 * second commits held 2 to 4 appends each, and each commit writes every page it changed; with a 3 ms window they hold
 * about 6, and `bench:server` at 1,000 tables spent 0.29 to 0.30 ms of CPU per move instead of 0.33 to 0.36, its p99
 * from move to ack 96 to 161 ms instead of 263 (p50 3.3 instead of 1.9). A quiet store, or one table's moves one after
 * another (a bots' match), commits at the end of the turn, as before: the wait is only paid where it saves work.
 */
export class SqliteGroupCommit {
  readonly #sqlite: SqliteDatabase.Database;
  readonly #hold: <T>(work: () => T) => Promise<T>;
  readonly #counted: (writes: number, reads?: number) => void;
  readonly #isUniqueViolation: (error: unknown) => boolean;
  readonly #statements = new Map<string, SqliteDatabase.Statement>();
  readonly #queue: Pending[] = [];
  readonly #windowMs: number;
  /** When the last commit was started (performance.now()), and how many appends it held. */
  #lastFlush = -Infinity;
  #lastSize = 0;

  constructor(options: {
    sqlite: SqliteDatabase.Database;
    /** Runs work while holding the database's one connection (no other statement in between). */
    hold: <T>(work: () => T) => Promise<T>;
    /** Counts statements run (the store's statement counter; BEGIN and COMMIT are not counted, as for Kysely). */
    counted: (writes: number, reads?: number) => void;
    isUniqueViolation: (error: unknown) => boolean;
    /** The least time between the starts of two commits while appends keep coming (default GROUP_WINDOW_MS). */
    windowMs?: number;
  }) {
    this.#sqlite = options.sqlite;
    this.#hold = options.hold;
    this.#counted = options.counted;
    this.#isUniqueViolation = options.isUniqueViolation;
    this.#windowMs = options.windowMs ?? GROUP_WINDOW_MS;
  }

  /** Appends with the others of this turn: true when committed, false when another append came first. */
  append(append: Append): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      this.#queue.push({ append, resolve, reject });
      // The first of a group schedules its commit; a full group goes at once, so a long turn (hundreds of frames read
      // in one poll) does not hold the first move's answer for all of it.
      if (this.#queue.length === 1) this.#schedule();
      else if (this.#queue.length % GROUP_LIMIT === 0) queueMicrotask(() => void this.#flush());
    });
  }

  /**
   * At the end of the window that began with the last commit when that one was shared, else after this turn's other
   * callbacks.
   */
  #schedule(): void {
    const wait = this.#lastFlush + this.#windowMs - performance.now();
    if (this.#lastSize > 1 && wait >= 1) setTimeout(() => void this.#flush(), wait);
    else setImmediate(() => void this.#flush());
  }

  async #flush(): Promise<void> {
    if (this.#queue.length === 0) return;
    this.#lastFlush = performance.now();
    const batch = this.#queue.splice(0, GROUP_LIMIT);
    this.#lastSize = batch.length;
    if (this.#queue.length > 0) setImmediate(() => void this.#flush());
    try {
      await this.#hold(() => this.#commit(batch));
    } catch (error) {
      for (const p of batch) p.reject(error);
    }
  }

  #commit(batch: readonly Pending[]): void {
    let claimed: boolean[];
    try {
      claimed = this.#sqlite.transaction(() => batch.map((p) => this.#appendOne(p.append))).immediate();
    } catch {
      // One of them is at fault (or the database is): each again alone, so only the one at fault fails.
      for (const p of batch) {
        try {
          p.resolve(this.#sqlite.transaction(() => this.#appendOne(p.append)).immediate());
        } catch (error) {
          // Moves already at these seqs: this append lost just the same (the rollback undid its claim).
          if (this.#isUniqueViolation(error)) p.resolve(false);
          else p.reject(error);
        }
      }
      return;
    }
    batch.forEach((p, i) => p.resolve(claimed[i] === true));
  }

  /** One append inside the open transaction; throws to roll the batch back. */
  #appendOne(append: Append): boolean {
    // KyselyStore.appendMoves checked the seqs before it came here.
    const { tableId, fromSeq, moves } = append;
    const { deadline_at, deadlines } = deadlineColumns(append.finished === null ? append.deadlines : []);
    // deadline_at is indexed (the clocks' sweep reads by it), and SQLite rewrites an index entry whenever its column is
    // set, even to the value it holds: a fifth of the pages a move wrote when no clock runs. So it is set apart, and
    // only when it changed (the claim returns the value it holds).
    const set = ['version = ?', 'deadlines = ?'];
    const values: unknown[] = [fromSeq + moves.length, deadlines];
    if (append.banks !== undefined) {
      set.push('banks = ?');
      values.push(banksColumn(append.banks));
    }
    if (append.finished !== null) {
      set.push("status = 'finished'", 'finished_at = ?', 'outcome = ?');
      values.push(append.finished.at, toJson(append.finished.outcome, 'outcome'));
    }
    // The claim is a plain UPDATE and its row is read after it: a RETURNING clause is run by SQLite as a trigger, and a
    // statement with a trigger inside a transaction keeps a statement journal, a copy of every page it changes, malloc'd
    // and freed per statement (where malloc then gives the heap back at each free, a brk each time, that was a third of
    // the store's CPU per move). The read of a row just written is a lookup in the page cache.
    const claimed = this.#statement(
      `update "tables" set ${set.join(', ')} where "id" = ? and "version" = ? and "status" = 'playing'`,
    ).run(...values, tableId, fromSeq);
    this.#counted(1);
    if (claimed.changes === 0) return false;
    const claim = this.#statement('select "timeouts", "deadline_at" from "tables" where "id" = ?').get(tableId) as {
      timeouts: number;
      deadline_at: number | null;
    };
    this.#counted(0, 1);
    if (claim.deadline_at !== deadline_at) {
      this.#statement('update "tables" set "deadline_at" = ? where "id" = ?').run(deadline_at, tableId);
      this.#counted(1);
    }
    const insertMove = this.#statement(
      'insert into "moves" ("table_id", "seq", "seat", "move", "at", "by", "events") values (?, ?, ?, ?, ?, ?, ?)',
    );
    for (const m of moves)
      insertMove.run(
        tableId,
        m.seq,
        m.seat,
        toJson(m.move, 'move'),
        m.at,
        m.by,
        m.events === null ? null : toJson(m.events, 'events'),
      );
    this.#counted(moves.length);
    const notifications = append.notifications ?? [];
    const insertNotification = this.#statement(
      'insert into "outbox" ("user_id", "kind", "table_id", "payload", "dedupe", "guard_key", "created_at", "due_at") ' +
        'values (?, ?, ?, ?, ?, ?, ?, ?) on conflict ("user_id", "dedupe") do nothing',
    );
    for (const n of notifications) {
      const r = outboxRecord(n);
      insertNotification.run(r.user_id, r.kind, r.table_id, r.payload, r.dedupe, r.guard_key, r.created_at, r.due_at);
    }
    this.#counted(notifications.length);
    if (claim.timeouts === 1) this.#clearTimeouts(tableId, append);
    return true;
  }

  /** As KyselyStore's clearTimeouts: the seats that moved by themselves start again; the flag goes once none has any. */
  #clearTimeouts(tableId: string, append: Append): void {
    const moved = [...new Set(append.moves.filter((m) => m.by !== 'timeout').map((m) => m.seat))];
    if (moved.length === 0) return;
    const clear = this.#statement(
      'update "seats" set "timeouts" = 0, "timeouts_at" = null where "table_id" = ? and "seat" = ? and "timeouts" <> 0',
    );
    for (const seat of moved) clear.run(tableId, seat);
    this.#statement(
      'update "tables" set "timeouts" = 0 where "id" = ? and not exists ' +
        '(select "seat" from "seats" where "table_id" = ? and "timeouts" <> 0)',
    ).run(tableId, tableId);
    this.#counted(moved.length + 1);
  }

  #statement(text: string): SqliteDatabase.Statement {
    let statement = this.#statements.get(text);
    if (statement === undefined) {
      statement = this.#sqlite.prepare(text);
      this.#statements.set(text, statement);
    }
    return statement;
  }
}

/**
 * The most appends in one commit. With none, `bench:server` at its ceiling grouped up to ~300 (a turn of the loop
 * reading that many frames) and the first of them waited for all the others' work; 32 keeps most of the saving.
 */
const GROUP_LIMIT = 32;

/** The commit window of a busy store (see the class): 3 ms saved as much CPU as 6 did, at half the added wait. */
export const GROUP_WINDOW_MS = 3;

interface Pending {
  readonly append: Append;
  readonly resolve: (claimed: boolean) => void;
  readonly reject: (error: unknown) => void;
}
