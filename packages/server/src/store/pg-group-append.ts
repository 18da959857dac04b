import { CompiledQuery, type Kysely } from 'kysely';
import { DatabaseError } from 'pg';
import { appendInOneStatement, fitsOneStatement, ONE_STATEMENT_MOVES } from './append-one-statement.ts';
import { deadlineColumns, toJson } from './kysely-rows.ts';
import { isConnectionLost } from './lost-connection.ts';
import type { Database } from './schema.ts';
import type { Append } from './store.ts';

/** The most tables one grouped statement appends to. */
export const GROUP_TABLES = 64;
/** How long a statement in flight holds the next one back (a move's append takes a millisecond or two). */
export const STALL_MS = 20;

interface Waiting {
  readonly append: Append;
  readonly resolve: (appended: boolean) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * The moves of several tables appended in one PostgreSQL statement, as the SQLite store shares one commit between
 * the appends of a turn of the event loop (issue 28: PostgreSQL's commit rate and CPU are the first limit of the
 * capacity model, and each statement is a round trip and a commit). One statement is in flight at a time: an append
 * made while none is goes at once, alone (append-one-statement.ts), so a quiet server waits for nothing; those made
 * while one is in flight go together when it is answered. The grouped statement does for each table what the single
 * one does (the claim from `fromSeq` while playing, the moves only if claimed, the moved seats' timeouts cleared when
 * the table's flag is set), each table's claim on its own, so one table's lost claim does not stop the others. Its
 * text is the same for any number of tables (arrays, not rows of values), so Kysely compiles nothing for it and
 * PostgreSQL plans it once per connection (pg-prepared.ts). A statement still in flight after STALL_MS (waiting on a
 * row lock another process's transaction holds) no longer holds the next one back.
 *
 * Only a live table's ordinary append is grouped: one that ends the match, changes a turn-based table's banks, writes
 * notifications or is too long goes by append-one-statement.ts, as before. A grouped statement PostgreSQL refuses (a
 * deadlock with another process's, say) is not judged for all: each of its appends is tried again alone, and gets its
 * own answer.
 */
export class PgGroupAppend {
  readonly #db: Kysely<Database>;
  #waiting: Waiting[] = [];
  #inFlight = false;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  /** Whether `append` may share a statement with other tables' (else the caller appends it its own way). */
  static groups(append: Append): boolean {
    return append.finished === null && append.banks === undefined && fitsOneStatement(append);
  }

  /** True when appended, false when another append came first (as appendInOneStatement). */
  append(append: Append): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ append, resolve, reject });
      this.#next();
    });
  }

  #next(): void {
    if (this.#inFlight || this.#waiting.length === 0) return;
    const batch = this.#take();
    this.#inFlight = true;
    // A statement that waits on a row lock (another process's transaction on one of its tables) must not hold up
    // every other table's moves here: past STALL_MS the next statement goes without waiting for it.
    let stalled = false;
    const stall = setTimeout(() => {
      stalled = true;
      this.#inFlight = false;
      this.#next();
    }, STALL_MS);
    const settle = (answers: readonly Answer[]): void => {
      clearTimeout(stall);
      // The next statement goes before these appends are answered: an append their callers make at once then goes
      // alone (none in flight) or waits for it, never for a flight that is over.
      if (!stalled) {
        this.#inFlight = false;
        this.#next();
      }
      batch.forEach((w, i) => {
        const answer = answers[i] as Answer;
        if (answer.ok) w.resolve(answer.appended);
        else w.reject(answer.error);
      });
    };
    // #run answers every append; were it ever to throw, its appends fail with that error instead of waiting forever.
    this.#run(batch).then(settle, (error: unknown) => settle(batch.map(() => ({ ok: false, error }))));
  }

  /** The waiting appends that go together: one per table (a table's next waits for the statement after), a bound. */
  #take(): Waiting[] {
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    const tables = new Set<string>();
    let moves = 0;
    for (const w of this.#waiting) {
      const fits = batch.length < GROUP_TABLES && moves + w.append.moves.length <= ONE_STATEMENT_MOVES;
      if (fits && !tables.has(w.append.tableId)) {
        batch.push(w);
        tables.add(w.append.tableId);
        moves += w.append.moves.length;
      } else rest.push(w);
    }
    this.#waiting = rest;
    return batch;
  }

  /** Each append's answer, in the batch's order; never rejects. */
  async #run(batch: readonly Waiting[]): Promise<Answer[]> {
    if (batch.length > 1) {
      try {
        const claimed = await appendGrouped(
          this.#db,
          batch.map((w) => w.append),
        );
        return batch.map((w) => ({ ok: true, appended: claimed.has(w.append.tableId) }));
      } catch (error) {
        // PostgreSQL refused the statement (a deadlock, a conflicting row): being one statement, it appended nothing,
        // and each append is tried alone and answered on its own. The connection lost (pg's errors, or the server's
        // own when it ended the connection: 57P01 is a DatabaseError too, and may come after the commit) or any other
        // failure: each gets the error, as a lone append's caller would, and the store asks whether it landed.
        if (isConnectionLost(error) || !(error instanceof DatabaseError))
          return batch.map(() => ({ ok: false, error }));
      }
    }
    return Promise.all(batch.map((w) => alone(this.#db, w.append)));
  }
}

type Answer = { readonly ok: true; readonly appended: boolean } | { readonly ok: false; readonly error: unknown };

async function alone(db: Kysely<Database>, append: Append): Promise<Answer> {
  try {
    // Alone, the single-table statement: the grouped one's arrays and ordered locking cost PostgreSQL about a tenth
    // more CPU for one table (paired runs, one process at 200 tables: 0.32 against 0.29 ms a move).
    return { ok: true, appended: await appendInOneStatement(db, append) };
  } catch (error) {
    return { ok: false, error };
  }
}

/**
 * The grouped statement, the same text for any batch: Kysely need not build and compile it for every move (its
 * parameters are the columns of appendGrouped, in order).
 */
const GROUPED = `
  with b as (
    select * from unnest($1::text[], $2::integer[], $3::integer[], $4::bigint[], $5::text[])
      as b (id, from_seq, to_seq, deadline_at, deadlines)
  ),
  m as (
    select * from unnest($6::text[], $7::integer[], $8::integer[], $9::text[], $10::bigint[], $11::text[], $12::text[])
      as m (table_id, seq, seat, move, at, by, events)
  ),
  locked as (
    select id from tables where id = any($1::text[]) order by id for update
  ),
  claimed as (
    update tables set version = b.to_seq, deadline_at = b.deadline_at, deadlines = b.deadlines
    from b, locked
    where tables.id = b.id and locked.id = b.id and tables.version = b.from_seq and tables.status = 'playing'
    returning tables.id, tables.timeouts
  ),
  added as (
    insert into moves (table_id, seq, seat, move, at, by, events)
    select m.table_id, m.seq, m.seat, m.move, m.at, m.by, m.events
    from m join claimed on claimed.id = m.table_id
    returning seq
  ),
  cleared as (
    update seats set timeouts = 0, timeouts_at = null
    from (select distinct table_id, seat from m where by <> 'timeout') as moved, claimed
    where seats.table_id = moved.table_id and seats.seat = moved.seat
      and claimed.id = moved.table_id and claimed.timeouts = 1
    returning seats.seat
  )
  select id from claimed
`;

/**
 * One statement appending each table's moves (distinct tables; none finishing, none with banks or notifications):
 * the ids of the tables it claimed. The rows are locked in id order (a concurrent grouped statement of another
 * process then waits instead of deadlocking), and every table's claim reads what append-one-statement.ts's does.
 */
export async function appendGrouped(db: Kysely<Database>, appends: readonly Append[]): Promise<Set<string>> {
  const ids: string[] = [];
  const from: number[] = [];
  const to: number[] = [];
  const deadlineAt: (number | null)[] = [];
  const deadlines: string[] = [];
  const moveTable: string[] = [];
  const seq: number[] = [];
  const seat: number[] = [];
  const move: string[] = [];
  const at: number[] = [];
  const by: string[] = [];
  const events: (string | null)[] = [];
  for (const a of appends) {
    const columns = deadlineColumns(a.deadlines);
    ids.push(a.tableId);
    from.push(a.fromSeq);
    to.push(a.fromSeq + a.moves.length);
    deadlineAt.push(columns.deadline_at);
    deadlines.push(columns.deadlines);
    for (const m of a.moves) {
      moveTable.push(a.tableId);
      seq.push(m.seq);
      seat.push(m.seat);
      move.push(toJson(m.move, 'move'));
      at.push(m.at);
      by.push(m.by);
      events.push(m.events === null ? null : toJson(m.events, 'events'));
    }
  }
  const parameters = [ids, from, to, deadlineAt, deadlines, moveTable, seq, seat, move, at, by, events];
  const result = await db.executeQuery<{ id: string }>(CompiledQuery.raw(GROUPED, parameters));
  return new Set(result.rows.map((r) => r.id));
}
