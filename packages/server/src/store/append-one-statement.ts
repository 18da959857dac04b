import { CompiledQuery, type Kysely } from 'kysely';
import { banksColumn, deadlineColumns, toJson } from './kysely-rows.ts';
import type { Database } from './schema.ts';
import type { Append } from './store.ts';

/** The longest batch appended in one statement (6 parameters a move, well under PostgreSQL's 65,535). */
export const ONE_STATEMENT_MOVES = 1000;

/** Whether appendInOneStatement can take this append: no notifications, and a batch its parameters hold. */
export function fitsOneStatement(append: Append): boolean {
  return (
    (append.notifications ?? []).length === 0 && append.moves.length > 0 && append.moves.length <= ONE_STATEMENT_MOVES
  );
}

/**
 * A batch of moves appended in one PostgreSQL statement, which is its own transaction (issue 28: a move costs one
 * round trip to the database instead of BEGIN, three statements and COMMIT, so fewer wakeups of the server and of
 * PostgreSQL per move). It does what the transaction of KyselyStore.appendMoves does when there are no notifications:
 * the tables row moves on only from `fromSeq` while playing (the claim, and the lock a concurrent append waits on),
 * the moves are inserted only if it did, and when the table's flag says some person has timeouts in a row, the seats
 * that moved by themselves have theirs cleared. True when appended; false when another append came first. A batch
 * too long for one statement's parameters, or with notifications, goes the transaction's way (the caller decides).
 *
 * The whole statement reads one snapshot, taken before the claim may wait for a concurrent count of a timeout
 * (countTimeout holds the tables row): so the seats are matched by key only, and PostgreSQL's recheck of a row
 * changed meanwhile clears the count that committed; the claim's RETURNING reads the flag as that count left it. The
 * flag is never reset here (a reset judged from the snapshot could miss a count made meanwhile): it only makes the
 * later appends clear the moved seats again, which changes nothing.
 *
 * The text is written here with its parameters numbered, not built by Kysely, whose building and compiling of it
 * took about 18 microseconds of the server's CPU a move (a CPU profile at 200 tables). It is the same for every batch
 * of a shape (how many moves, banks or not, finished or not), so PostgreSQL plans each shape once per connection
 * (pg-prepared.ts).
 */
export async function appendInOneStatement(db: Kysely<Database>, append: Append): Promise<boolean> {
  const { tableId, fromSeq, moves } = append;
  const { deadline_at, deadlines } = deadlineColumns(append.finished === null ? append.deadlines : []);
  // The seats that moved by themselves (not the clock for them): their timeouts in a row end.
  const moved = [...new Set(moves.filter((m) => m.by !== 'timeout').map((m) => m.seat))];
  const parameters: unknown[] = [];
  /** The next parameter's placeholder. */
  const p = (value: unknown): string => `$${parameters.push(value)}`;
  const banks = append.banks === undefined ? '' : `, banks = ${p(banksColumn(append.banks))}`;
  const finished =
    append.finished === null
      ? ''
      : `, status = 'finished', finished_at = ${p(append.finished.at)}, outcome = ${p(toJson(append.finished.outcome, 'outcome'))}`;
  const claim = `
    update tables set version = ${p(fromSeq + moves.length)}, deadline_at = ${p(deadline_at)}, deadlines = ${p(deadlines)}${banks}${finished}
    where id = ${p(tableId)} and version = ${p(fromSeq)} and status = 'playing'
    returning id, timeouts`;
  const rows = moves
    .map(
      (m) =>
        `(${p(m.seq)}::integer, ${p(m.seat)}::integer, ${p(toJson(m.move, 'move'))}::text, ${p(m.at)}::bigint, ${p(m.by)}::text, ${p(
          m.events === null ? null : toJson(m.events, 'events'),
        )}::text)`,
    )
    .join(', ');
  const text = `
    with claimed as (${claim}
    ),
    added as (
      insert into moves (table_id, seq, seat, move, at, by, events)
      select claimed.id, m.seq, m.seat, m.move, m.at, m.by, m.events
      from claimed, (values ${rows}) as m (seq, seat, move, at, by, events)
      returning seq
    ),
    cleared as (
      update seats set timeouts = 0, timeouts_at = null
      where table_id = ${p(tableId)} and seat = any(${p(moved)}::integer[])
        and exists (select 1 from claimed where timeouts = 1)
      returning seat
    )
    select (select count(*) from claimed)::integer as claimed
  `;
  const result = await db.executeQuery<{ claimed: number }>(CompiledQuery.raw(text, parameters));
  return (result.rows[0]?.claimed ?? 0) === 1;
}
